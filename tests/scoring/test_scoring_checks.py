"""Soundness, vacuity and mutants on the design; timeouts stay unknown; the metrics and their table."""

from __future__ import annotations

import pytest

from svafam.scoring.metrics import pass_at_k
from svafam.scoring.report import markdown
from tests.scoring_helpers import TASK, one_family_dataset, props, score


@pytest.fixture(scope="module")
def tasks(tmp_path_factory):
    return one_family_dataset(tmp_path_factory.mktemp("checks"))[2]


def test_unsound_with_its_trace_vacuous_and_checked_only_in_reset(tmp_path, tasks, toolchain):
    gold = tasks["timer_0004/v1"].reference_sva
    broken = gold.replace("kick |=> (since_kick == 4'd0)", "kick |=> (since_kick == 4'd1)")
    assert broken != gold
    extra = ("NEVER: assert property (@(posedge clk) disable iff (rst) 1'b0 |=> wd_fault);\n"
             "RESET_ONLY: assert property (@(posedge clk) rst |-> !kick || kick);\n")
    records, m = score(tmp_path, tasks, [{"task_id": "timer_0004/v1", "response": broken},
                                         {"task_id": TASK, "response": extra}], toolchain)
    kick = props(records[0])["P_KICK"]
    assert kick["soundness"] == "unsound" and not kick["good"]
    assert (tmp_path / "preds.eval" / kick["trace"]).read_text().startswith("$")
    assert {g["id"]: g["implied"] for g in records[0]["gold"]}["P_KICK"] is False   # only the gold says it
    n = len(tasks["timer_0004/v1"].reference_properties)
    assert records[0]["gold_coverage"] == pytest.approx((n - 1) / n) and records[0]["passes"]
    never = props(records[1])["NEVER"]
    assert never["soundness"] == "sound" and never["vacuous"] is True and never["trivial"] is True
    reset_only = props(records[1])["RESET_ONLY"]
    assert reset_only["vacuous"] is True and not records[1]["passes_secondary"]
    assert m["overall"]["unsound"] == 1


def test_a_job_that_times_out_leaves_its_properties_unknown(tmp_path, tasks, toolchain, monkeypatch):
    from svafam.engine import open_executor as real_open

    def tiny_timeout(name, chain, **kw):
        return real_open(name, chain, **dict(kw, timeout=0.001))
    monkeypatch.setattr("tests.scoring_helpers.open_executor", tiny_timeout)
    records, m = score(tmp_path, tasks, [{"task_id": TASK, "response": tasks[TASK].reference_sva}], toolchain)
    [r] = records
    assert r["properties"] and all(p["soundness"] == "unknown" and not p["good"] for p in r["properties"])
    assert not r["passes"] and m["overall"]["sound"] == 0
    assert any(limit.startswith("formal time (0.001 s per job)") for limit in r["limits_exceeded"])


def test_pass_at_k_and_the_table():
    assert pass_at_k(5, 0, 1) == 0.0 and pass_at_k(5, 5, 3) == 1.0
    assert abs(pass_at_k(4, 1, 1) - 0.25) < 1e-9 and abs(pass_at_k(4, 1, 2) - 0.5) < 1e-9
    summary = {k: 0 for k in ("responses", "read", "refused", "over_a_limit", "syntax_valid", "properties_extracted",
                              "supported", "interface_only", "sound", "trivial", "vacuous", "good", "good_killing",
                              "gold_implied", "gold_properties", "gold_coverage", "mutation_score", "mutants_killed",
                              "mutants_in_pools", "passes", "passes_secondary")}
    summary.update(responses=2, passes=1, gold_coverage=0.5, gold_implied=9, gold_properties=18)
    table = markdown({"overall": dict(summary, lines=3, problems=1, families_sound_on_all_four_variants=0,
                                      variant_sensitive_families=0),
                      "per_category": {"timer_watchdog": summary}, "pass_at_k": {"pass@1": 0.5}})
    assert "| pass: primary criterion | 1 (50.0%) | 1 (50.0%) |" in table
    assert "| gold coverage (mean per response) | 50.0% | 50.0% |" in table
    assert "| gold properties implied | 9 (50.0%) | 9 (50.0%) |" in table and "| pass@1 (primary) | 50.0% |" in table
