"""The in-process bitwuzla session answers as the ``bitwuzla`` front end program does."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

pytest.importorskip("bitwuzla")

from svafam.engine.solver_in_process import InProcessBitwuzla  # noqa: E402


def program_answers(script: str) -> tuple[str, int]:
    proc = subprocess.run([sys.executable, "-m", "svafam.engine.bitwuzla_cli", "--lang", "smt2"], input=script,
                          capture_output=True, text=True, timeout=60)
    return proc.stdout, proc.returncode


def session_answers(script: str, args=("--lang", "smt2")) -> tuple[str, int]:
    """Feed ``script`` one statement per write, flushing where smtio would wait (after questions)."""
    session = InProcessBitwuzla(list(args))
    for statement in script.splitlines(keepends=True):
        session.stdin.write(statement.encode())
        if statement.startswith(("(check-sat", "(get-")):
            session.stdin.flush()
    status = session.wait()
    lines = []
    while True:
        line = session.answers.line(timeout=0)
        if line in ("", None):
            break
        lines.append(line)
    return "".join(lines), status


SCRIPTS = {
    "answers": ("(set-option :produce-models true)\n(set-logic QF_BV)\n"
                "(declare-fun |x(0)| () (_ BitVec 4))\n(assert (= |x(0)| #b1010))\n(check-sat)\n"
                "(get-value (|x(0)|))\n(push 1)\n(assert (= |x(0)| #b0101))\n(check-sat)\n(pop 1)\n(check-sat)\n"),
    "exit ends the session": "(set-logic QF_BV)\n(check-sat)\n(exit)\n(check-sat)\n",
    "error ends the session": "(set-logic QF_BV)\n(assert (= undeclared #b1))\n(check-sat)\n",
}


@pytest.mark.parametrize("name", sorted(SCRIPTS))
def test_same_answers_and_status_as_the_program(name):
    assert session_answers(SCRIPTS[name]) == program_answers(SCRIPTS[name])


def test_answers_are_lines_in_order_and_only_after_a_flush():
    session = InProcessBitwuzla(["--lang", "smt2"])
    session.stdin.write(b"(set-logic QF_BV)\n")
    session.stdin.write(b"(check-sat)\n")
    assert session.answers.line(timeout=0.01) is None  # not flushed: the "pipe" holds it
    session.stdin.flush()
    assert session.answers.line(timeout=0.01) == "sat\n"
    assert session.poll() is None
    with pytest.raises(RuntimeError):  # waiting for an answer to nothing would hang a real pipe
        session.answers.line()
    session.stdin.close()
    assert session.poll() == 0 and session.answers.line() == "" and session.answers.closed


def test_exit_ends_the_session_even_when_more_comes_later():
    session = InProcessBitwuzla(["--lang", "smt2"])
    session.stdin.write(b"(set-logic QF_BV)\n(exit)\n")
    session.stdin.flush()
    assert session.poll() == 0  # the program would have exited here
    session.stdin.write(b"(check-sat)\n")
    session.stdin.flush()
    assert session.answers.line() == "" and session.answers.closed


def test_bad_command_line_is_an_error_answer():
    out, status = session_answers("(check-sat)\n", args=("--lang", "smt3"))
    assert status == 1 and out.startswith('(error "unsupported language')


def test_standard_output_is_given_back(capfd):
    session = InProcessBitwuzla(["--lang", "smt2"])
    session.stdin.write(b"(set-logic QF_BV)\n(check-sat)\n")
    session.stdin.flush()
    os.write(1, b"after\n")
    session.wait()
    assert capfd.readouterr().out == "after\n"  # the solver's "sat" went to the session, not here
    assert session.answers.line() == "sat\n"


def test_solver_time_is_logged_for_the_benchmark(tmp_path, monkeypatch):
    log = tmp_path / "solver.log"
    monkeypatch.setenv("SVAFAM_SOLVER_LOG", str(log))
    session_answers(SCRIPTS["answers"])
    name, seconds = log.read_text().split()
    assert name == "bitwuzla" and float(seconds) >= 0
