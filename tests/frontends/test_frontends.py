"""Every generated file of all three generator paths reads cleanly in Yosys, Pyverilog and pyslang.

The one exception is formal/checks.v, the fixed three-module library holding the
immediate assert/cover/assume (no Verilog-2005 form exists; Pyverilog cannot parse
them), which Yosys and slang read together with every job.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from svafam.frontends import pyverilog_problems, slang_problems, yosys_problems
from svafam.pipeline.validation import prepare
from tests.conftest import ROOT, generate_into

pytest.importorskip("pyslang")

SPECS = {
    "register_rules": ROOT / "specs" / "timer_watchdog" / "timer_0007.yaml",
    "multi_register_rules": ROOT / "specs" / "fifo_control" / "fifo_0001.yaml",
    "fsm": ROOT / "specs" / "arbiter" / "arbiter_0001.yaml",
}


@pytest.fixture(scope="module", params=sorted(SPECS))
def family(request, tmp_path_factory) -> Path:
    fam = generate_into(SPECS[request.param], tmp_path_factory.mktemp(request.param))
    prepare(fam)
    return fam


def verilog_files(fam: Path) -> list[Path]:
    return sorted(p for p in fam.rglob("*.v"))


def test_every_file_but_the_check_library_parses_in_pyverilog(family):
    files = [p for p in verilog_files(family) if p.name != "checks.v"]
    assert len(files) >= 4 + 3 + 2 + 18  # variants, mutants, monitors, harnesses (17 + conformance)
    problems = {p.relative_to(family).as_posix(): pyverilog_problems(p.read_text(), p.name) for p in files}
    assert {k: v for k, v in problems.items() if v} == {}


def test_every_job_compiles_in_slang(family):
    checks = (family / "formal" / "checks.v").read_text()
    for sby in sorted((family / "formal" / "jobs").glob("*.sby")):
        inputs = [line.split()[0] for line in sby.read_text().split("[files]")[1].split("\n") if line.strip()]
        texts = [(family / rel).read_text() for rel in inputs]
        assert any(t == checks for t in texts)
        assert slang_problems(texts, names=inputs, defines=["FORMAL"]) == [], sby.name


def test_properties_sva_compiles_in_slang_with_the_rtl(family):
    rtl = (family / "rtl").glob("*.v")
    texts = [next(rtl).read_text(), (family / "properties" / "properties.sva").read_text()]
    assert slang_problems(texts) == []


def test_everything_reads_in_yosys(family, toolchain):
    problems = yosys_problems(verilog_files(family), toolchain.tools["yosys"].path, env=toolchain.run_env())
    assert problems == []


def test_slang_rejects_a_reserved_keyword_port():
    """The reason specs may not use SystemVerilog keywords: front ends refuse them."""
    assert slang_problems(["module m(input wire release, output wire y); assign y = release; endmodule"])
