"""The generated Verilog-2005 reads cleanly in Pyverilog, slang and Yosys (svafam.frontends).

The formal files (monitors, covers, harnesses) hold immediate ``assert``/``assume``/
``cover``, which Pyverilog cannot parse; they are checked with slang and Yosys only, and
the forms all three front ends accept are pinned down below.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from svafam.frontends import PyverilogError, parse_pyverilog, pyverilog_problems, slang_problems, yosys_problems
from tests.conftest import ROOT

pytest.importorskip("pyslang")

FAMILY = ROOT / "dataset" / "timer_0007"
RTL = sorted((FAMILY / "rtl").glob("*.v"))
MUTANTS = sorted((FAMILY / "mutants").glob("*.v"))
BROKEN = "module broken(input wire a, output wire y);\n    assign y = a &;\nendmodule\n"


def _have_native_yosys() -> bool:
    import importlib.util
    return importlib.util.find_spec("pyosys") is not None


needs_yosys = pytest.mark.skipif(not _have_native_yosys(), reason="pyosys (native libyosys) not installed")


def test_the_family_has_four_variants_and_three_mutants():
    assert len(RTL) == 4 and len(MUTANTS) == 3


@pytest.mark.parametrize("path", RTL + MUTANTS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_rtl_and_mutants_parse_in_pyverilog(path: Path):
    assert pyverilog_problems(path.read_text(), path.name) == []


@pytest.mark.parametrize("path", RTL + MUTANTS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_rtl_and_mutants_compile_in_slang(path: Path):
    assert slang_problems([path.read_text()], names=[path.name], warnings=True) == []


def test_all_variants_compile_together_in_slang():
    texts = [p.read_text() for p in RTL + MUTANTS]
    assert slang_problems(texts, names=[p.name for p in RTL + MUTANTS]) == []


def test_pyverilog_reports_a_syntax_error_with_its_line():
    problems = pyverilog_problems(BROKEN, "broken.v")
    assert len(problems) == 1
    assert "broken.v" in problems[0] and "line:2" in problems[0]


def test_pyverilog_line_numbers_restart_for_every_text():
    """One parser serves every text: its line counter must not run on across texts."""
    assert pyverilog_problems(RTL[0].read_text()) == []
    assert "line:2" in pyverilog_problems(BROKEN, "again.v")[0]
    assert "line:2" in pyverilog_problems(BROKEN, "and_again.v")[0]


def test_parse_pyverilog_raises_and_returns_an_ast():
    with pytest.raises(PyverilogError, match="line:2"):
        parse_pyverilog(BROKEN, "broken.v")
    ast = parse_pyverilog(RTL[0].read_text())
    assert type(ast).__name__ == "Source"


def test_slang_reports_a_syntax_error_with_file_and_line():
    problems = slang_problems([BROKEN], names=["broken.v"])
    assert problems and problems[0].startswith("broken.v:2:") and "error" in problems[0]


def test_slang_with_a_top_reports_a_missing_module():
    harness = (FAMILY / "formal" / "harness" / "gold_proof_v0.v").read_text()
    monitor = (FAMILY / "formal" / "monitor.v").read_text()
    problems = slang_problems([harness, monitor], top="job_gold_proof_v0")
    assert any("unknown module" in p for p in problems)
    rtl = (FAMILY / "rtl" / "canonical_next.v").read_text()
    checks = (FAMILY / "formal" / "checks.v").read_text()
    assert slang_problems([checks, rtl, monitor, harness], top="job_gold_proof_v0") == []


def test_slang_reports_an_unknown_system_function():
    text = "module m(input wire clk, input wire a);\n    reg q;\n    always @(posedge clk) q <= $pats(a);\nendmodule\n"
    assert any("$pats" in p for p in slang_problems([text]))


def test_slang_defines_reach_the_preprocessor():
    text = "module m;\n`ifdef FORMAL\n    wire x = ;\n`endif\nendmodule\n"
    assert slang_problems([text]) == []
    assert slang_problems([text], defines=["FORMAL"])


@needs_yosys
def test_yosys_reads_a_gold_proof_job():
    files = [FAMILY / "formal" / "checks.v", FAMILY / "rtl" / "canonical_next.v", FAMILY / "formal" / "monitor.v",
             FAMILY / "formal" / "harness" / "gold_proof_v0.v"]
    assert yosys_problems(files, top="job_gold_proof_v0") == []


@needs_yosys
def test_yosys_reports_a_syntax_error(tmp_path):
    bad = tmp_path / "broken.v"
    bad.write_text(BROKEN)
    problems = yosys_problems([bad])
    assert problems and "broken.v:2" in problems[0] and "ERROR" in problems[0]


@needs_yosys
def test_yosys_reports_a_missing_module():
    problems = yosys_problems([FAMILY / "formal" / "harness" / "gold_proof_v0.v"])
    assert any("is not part of the design" in p for p in problems)


def test_a_missing_yosys_is_a_problem_not_a_clean_read(tmp_path):
    problems = yosys_problems([RTL[0]], str(tmp_path / "no-such-yosys"))
    assert problems and "cannot run" in problems[0]


def test_building_the_parser_writes_nothing_and_prints_nothing(tmp_path):
    """PLY writes no parsetab.py/parser.out into the working directory; its tables go to the cache."""
    cache = tmp_path / "cache"
    work = tmp_path / "cwd"
    work.mkdir()
    env = dict(os.environ, SVAFAM_CACHE=str(cache), PYTHONDONTWRITEBYTECODE="1")
    code = ("from svafam.frontends import pyverilog_problems\n"
            "assert pyverilog_problems('module m; endmodule') == []\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=work, env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout == "" and out.stderr == ""
    assert list(work.iterdir()) == []
    assert [p.name for p in cache.iterdir()] == [p.name for p in cache.glob("pyverilog-lalr-*.pickle")]
    assert len(list(cache.iterdir())) == 1


# --- what the formal files may use: forms read by all three front ends ---------------

MODULE = "module m(input wire clk, input wire rst, input wire a, input wire b);\n{body}\nendmodule\n"
CHECK_CELLS = ("module svafam_assert(input wire clk, input wire en, input wire ok);\n"
               "    always @(posedge clk) if (en) CHECK: assert (ok);\nendmodule\n")

ACCEPTED_BY_ALL = {
    "reg_initializer": "reg x = 1'b0;\nalways @(posedge clk) x <= a;",
    "initial_statement": "reg x;\ninitial x = 1'b0;\nalways @(posedge clk) x <= a;",
    "always_star": "reg x;\nalways @* x = a & b;",
    "past_in_clocked_block": "reg x;\nalways @(posedge clk) if ($past(a)) x <= $past(b, 2);",
    "explicit_past_register": "reg past_a;\nalways @(posedge clk) past_a <= a;",
    "anyconst_attribute": "(* anyconst *) reg [2:0] k;",
    "check_instance_with_expressions": "svafam_assert P1_RESET (.clk(clk), .en(!rst && a), .ok(b == 1'b0));",
}

REJECTED_BY_PYVERILOG_ONLY = {
    "labeled_assert": "always @(posedge clk) if (a) P1: assert (b);",
    "unlabeled_assert": "always @(posedge clk) if (a) assert (b);",
    "assume_in_always_star": "always @* if (rst) assume (a);",
    "cover": "always @(posedge clk) cover (a && b);",
    "assert_property_expression": "always @(posedge clk) assert property (a);",
    "initial_assume": "initial assume (rst);",
}


@needs_yosys
@pytest.mark.parametrize("name", sorted(ACCEPTED_BY_ALL))
def test_forms_all_three_front_ends_accept(name, tmp_path):
    text = MODULE.format(body=ACCEPTED_BY_ALL[name])
    texts = [text] + ([CHECK_CELLS] if "svafam_assert" in text else [])
    paths = []
    for i, t in enumerate(texts):
        paths.append(tmp_path / f"f{i}.v")
        paths[-1].write_text(t)
    assert pyverilog_problems(text) == []
    assert slang_problems(texts, top="m") == []
    assert yosys_problems(paths, top="m") == []


@needs_yosys
@pytest.mark.parametrize("name", sorted(REJECTED_BY_PYVERILOG_ONLY))
def test_immediate_assertions_are_beyond_pyverilog(name, tmp_path):
    """Why assertions stay out of the files Pyverilog reads: it has no assert/assume/cover."""
    text = MODULE.format(body=REJECTED_BY_PYVERILOG_ONLY[name])
    path = tmp_path / "m.v"
    path.write_text(text)
    assert pyverilog_problems(text)
    assert slang_problems([text]) == []
    assert yosys_problems([path], top="m") == []
