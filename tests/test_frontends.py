"""Generated files are read cleanly by the front ends users run: Yosys and pyslang."""

from __future__ import annotations

import subprocess

import pytest

from .conftest import generate_into, TIMER_SPEC

pyslang = pytest.importorskip("pyslang")


def slang_errors(texts: list[str]) -> list[str]:
    comp = pyslang.ast.Compilation()
    for t in texts:
        comp.addSyntaxTree(pyslang.syntax.SyntaxTree.fromText(t))
    return [str(d.code) for d in comp.getAllDiagnostics() if d.isError()]


def test_rtl_and_sva_compile_in_slang(tmp_path):
    fam = generate_into(TIMER_SPEC, tmp_path)
    files = sorted((fam / "rtl").glob("*.v")) + sorted((fam / "mutants").glob("*.v"))
    sva = (fam / "properties" / "properties.sva").read_text()
    for f in files:
        assert slang_errors([f.read_text()]) == [], f
    assert slang_errors([(fam / "rtl" / "canonical_next.v").read_text(), sva]) == []


def test_slang_rejects_a_reserved_keyword_port():
    """The reason specs may not use SystemVerilog keywords: front ends refuse them."""
    assert slang_errors(["module m(input wire release, output wire y); assign y = release; endmodule"])


def test_everything_reads_in_yosys(tmp_path, toolchain):
    fam = generate_into(TIMER_SPEC, tmp_path)
    from svafam.validation import prepare
    prepare(fam)
    files = [p for p in sorted(fam.rglob("*.v"))]
    script = "\n".join(f"read_verilog -formal {p}" for p in files) + "\nhierarchy\n"
    (tmp_path / "read.ys").write_text(script)
    out = subprocess.run([toolchain.tools["yosys"].path, "-q", "-s", str(tmp_path / "read.ys")],
                         capture_output=True, text=True, env=toolchain.run_env(), timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
