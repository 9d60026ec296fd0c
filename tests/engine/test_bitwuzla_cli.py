"""The bitwuzla front end: batches end exactly where complete commands end, answers are right."""

from __future__ import annotations

import subprocess
import sys
import time

from svafam.engine.bitwuzla_cli import CommandBatcher


def batches(text: str) -> list[str]:
    b = CommandBatcher()
    out = [b.feed(line) for line in text.splitlines(keepends=True)]
    return [x for x in out if x is not None]


def test_one_batch_per_complete_line():
    assert batches("(set-logic QF_BV)\n(declare-fun |a#1| () (_ BitVec 4))\n") == [
        "(set-logic QF_BV)\n", "(declare-fun |a#1| () (_ BitVec 4))\n"]


def test_multi_line_command_is_one_batch():
    text = "(define-fun f ((x Bool)) Bool\n  (and x\n   x))\n(check-sat)\n"
    assert batches(text) == ["(define-fun f ((x Bool)) Bool\n  (and x\n   x))\n", "(check-sat)\n"]


def test_parentheses_inside_symbols_strings_and_comments_do_not_count():
    text = ('(declare-fun |odd(name| () Bool)\n'
            '(set-info :source "a ) b ""quoted ("" c")\n'
            '(assert true) ; a comment with ( an open parenthesis\n'
            '(check-sat)\n')
    assert len(batches(text)) == 4


def test_symbol_and_string_spanning_lines_are_scanned():
    text = '(declare-fun |two\nlines(| () Bool)\n(set-info :x "s;\n)")\n'
    assert batches(text) == ['(declare-fun |two\nlines(| () Bool)\n', '(set-info :x "s;\n)")\n']


def test_open_command_waits_for_its_end():
    b = CommandBatcher()
    assert b.feed("(assert\n") is None
    assert b.feed("  (= |x| |y|)\n") is None
    assert b.feed(")\n") == "(assert\n  (= |x| |y|)\n)\n"


def run_cli(script: str, status: int = 0) -> list[str]:
    proc = subprocess.run([sys.executable, "-m", "svafam.engine.bitwuzla_cli", "--lang", "smt2"], input=script,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == status and proc.stderr == "", proc.stderr
    return proc.stdout.split()


def test_answers_over_tricky_input():
    script = ("(set-option :produce-models true)\n(set-logic QF_BV)\n"
              "(declare-fun |x(0)| () (_ BitVec 4)) ; comment (\n"
              "(assert (= |x(0)|\n  #b1010))\n(check-sat)\n(get-value (|x(0)|))\n"
              "(assert (= |x(0)| #b0101))\n(check-sat)\n(exit)\n(check-sat)\n")
    out = run_cli(script)
    assert out[0] == "sat" and "#b1010" in " ".join(out) and out[-1] == "unsat"


def test_error_is_reported_on_stdout_not_stderr_and_ends_the_session():
    out = run_cli("(set-logic QF_BV)\n(assert (= undeclared #b1))\n(check-sat)\n", status=1)
    assert out[0] == "(error" and "sat" not in out


def test_commands_that_arrive_together_are_answered_in_order():
    # smtbmc's writes reach the solver in one piece when it is busy: one parse call, every answer
    script = "".join(f"(push 1)\n(assert (= #b{i:04b} #b0101))\n(check-sat)\n(pop 1)\n" for i in range(8))
    assert run_cli("(set-logic QF_BV)\n" + script) == ["sat" if i == 5 else "unsat" for i in range(8)]


def test_command_split_across_reads_waits_for_its_end():
    proc = subprocess.Popen([sys.executable, "-m", "svafam.engine.bitwuzla_cli", "--lang", "smt2"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1)
    try:
        pieces = ("(set-option :produce-models true)\n(set-logic QF_BV)\n",
                  "(declare-fun |a b| () (_ BitVec 2))\n(assert (= |a b|", " #b10))\n(check-s", "at)\n")
        for piece in pieces:
            proc.stdin.write(piece)
            proc.stdin.flush()
            time.sleep(0.05)  # let each piece be read on its own
        assert proc.stdout.readline().strip() == "sat"
        proc.stdin.write("(get-value (|a b|))\n")
        proc.stdin.flush()
        assert "#b10" in proc.stdout.readline()
    finally:
        proc.stdin.close()
        status = proc.wait(timeout=60)
    assert status == 0
    assert proc.stderr.read() == ""


def test_exit_is_recognised_in_any_spacing_and_only_alone():
    from svafam.engine.bitwuzla_cli import _is_exit
    assert _is_exit("(exit)\n") and _is_exit(" ( exit\t)\n")
    assert not _is_exit("(exit 1)\n") and not _is_exit("(assert |exit|)\n")
    assert not _is_exit("(assert (= |a| #b" + "0" * 80 + "))(exit)\n")  # a long command is never (exit) alone
