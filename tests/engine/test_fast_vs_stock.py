"""The project's runner and the stock SBY flow reach the same verdicts on planted passing and failing jobs."""

from __future__ import annotations

from svafam.engine.stock import run_stock
from tests.conftest import run_jobs


def test_runner_agrees_with_stock_sby(timer_family, toolchain):
    rtl = timer_family / "rtl" / "sequential_priority.v"
    rtl.write_text(rtl.read_text().replace("remaining <= 3'd7;", "remaining <= 3'd6;"))  # planted fault
    names = {"equivalence_v1", "equivalence_v2", "gold_proof_v0", "reachability_v1", "distinguish_m0", "gold_on_m2"}
    ours = run_jobs(timer_family, toolchain, names)
    expected = {"equivalence_v1": "FAIL", "equivalence_v2": "PASS", "gold_proof_v0": "PASS",
                "reachability_v1": "FAIL", "distinguish_m0": "PASS", "gold_on_m2": "FAIL"}
    assert {k: r["status"] for k, r in ours.items()} == expected
    for name in sorted(names):
        stock, _log = run_stock(timer_family / "formal" / "jobs" / f"{name}.sby", toolchain)
        assert stock.status == ours[name]["status"], name
        assert sorted(stock.failed_properties) == ours[name]["failed_properties"] or name.startswith("gold_proof")
