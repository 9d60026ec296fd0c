"""A batch cover's trace holds the harness's nets (inputs, each design's outputs) and the designs' ports, not the
nets inside the designs: smtbmc writes every public net at every step, and the witness reads the harness's alone."""

from __future__ import annotations

from svafam.engine import sby_direct
from svafam.projects import miter
from svafam.projects.formal import ProjectRetention
from svafam.projects.formal_tasks import Task
from svafam.projects.witness import read_batch_trace
from tests.projects.test_check import needs_icarus
from tests.projects.test_formal_batches import _cand, checked_wrap

pytestmark = needs_icarus

# the design of test_formal_batches with a named net inside: `following`
DESIGN = """module wrap(input clk, input rst, output reg [4:0] count, output top);
  wire [4:0] following = count + 5'd1;
  assign top = count == 5'd29;
  always @(posedge clk)
    if (rst) count <= 5'd0;
    else if (count == 5'd29) count <= 5'd0;
    else count <= following;
endmodule
"""


def _var_names(vcd: str) -> set[str]:
    return {line.split()[4] for line in vcd.splitlines() if line.startswith("$var")}


def _cover_trace(tmp_path, toolchain) -> tuple[str, object]:
    design = checked_wrap(tmp_path, DESIGN).design
    mutant = _cand("early", DESIGN.replace("assign top = count == 5'd29;", "assign top = count == 5'd1;"))
    retention = ProjectRetention(design, tmp_path / "formal", design.model, depth=5)
    retention.start([mutant])
    spec = retention._job(Task("cover", "cover", "cycle", [mutant], 6))
    job = sby_direct.read_job((spec.root / spec.sby_file).read_text())
    found = sby_direct.run(job, spec.root, tmp_path / "run", toolchain.run_env())
    assert found is not None and found["status"] == "PASS", found
    trace = found["trace"]
    with open(trace) as f:
        text = f.read()
    return text, read_batch_trace(tmp_path / "run" / trace, design, "early", "cycle")


def test_the_trace_holds_the_harness_nets_and_not_the_designs_inner_ones(tmp_path, toolchain):
    text, witness = _cover_trace(tmp_path, toolchain)
    names = _var_names(text)
    assert {"svafam_in_rst", "ref_count", "ref_top", "early_count", "early_top"} <= names
    assert "following" not in names
    assert witness.first_difference() is not None   # the witness reads as before


def test_without_the_hiding_the_inner_net_is_written(tmp_path, toolchain, monkeypatch):
    """The check above can fail: with the designs' nets left public, smtbmc writes ``following`` of each copy."""
    monkeypatch.setattr(miter, "HIDE", "select -clear")
    text, _ = _cover_trace(tmp_path, toolchain)
    assert "following" in _var_names(text)
