"""Each job kind exists to catch one fault: plant it, and show that the right job flags it."""

from __future__ import annotations

import json

from .conftest import run_jobs


def edit(path, old, new):
    text = path.read_text()
    assert old in text, (path, old)
    path.write_text(text.replace(old, new))


def edit_properties(family, fn):
    path = family / "properties" / "properties.json"
    doc = json.loads(path.read_text())
    doc["properties"] = fn(doc["properties"])
    path.write_text(json.dumps(doc, indent=2))


def test_untouched_family_passes_the_same_jobs(timer_family, toolchain):
    recs = run_jobs(timer_family, toolchain, {"equivalence_v1", "gold_proof_v0", "reachability_v0",
                                              "distinguish_m0", "gold_on_m1"})
    assert all(r["as_expected"] for r in recs.values()), recs
    assert recs["gold_on_m1"]["status"] == "FAIL" and recs["gold_on_m1"]["failed_properties"]
    assert recs["gold_on_m1"]["trace"] and (timer_family / recs["gold_on_m1"]["trace"]).is_file()


def test_non_equivalent_variant_fails_equivalence(timer_family, toolchain):
    edit(timer_family / "rtl" / "sequential_priority.v", "remaining <= 3'd7;", "remaining <= 3'd6;")
    rec = run_jobs(timer_family, toolchain, {"equivalence_v1"})["equivalence_v1"]
    assert rec["status"] == "FAIL" and not rec["as_expected"]
    assert {"EQ_remaining"} <= set(rec["failed_properties"])


def test_unsound_property_fails_gold_proof(timer_family, toolchain):
    def corrupt(props):
        for p in props:
            if p["id"] == "P2_RULE":
                p["consequent"] = "remaining == 3'd6"
        return props
    edit_properties(timer_family, corrupt)
    rec = run_jobs(timer_family, toolchain, {"gold_proof_v2"})["gold_proof_v2"]
    assert rec["status"] == "FAIL" and not rec["as_expected"]
    # names and a trace come from smtbmc; when abc pdr answers first there are none
    assert set(rec["failed_properties"]) <= {"P2_RULE"}
    assert rec["engine"] in ("abc pdr", "smtbmc bitwuzla")


def test_unreachable_antecedent_fails_reachability(timer_family, toolchain):
    def add_unreachable(props):
        return props + [{
            "id": "P6_NEVER", "sva_name": "p_never", "role": "planted", "form": "next_cycle_implication",
            "sentence": "expired while the count is seven (cannot happen)",
            "antecedent": "expired && remaining == 3'd7", "consequent": "remaining == 3'd7",
            "delay": 1, "disable": "rst"}]
    edit_properties(timer_family, add_unreachable)
    recs = run_jobs(timer_family, toolchain, {"gold_proof_v0", "reachability_v0"})
    assert recs["gold_proof_v0"]["as_expected"], "vacuous, so the proof alone cannot see the problem"
    rec = recs["reachability_v0"]
    assert rec["status"] == "FAIL" and not rec["as_expected"]
    assert "C_P6_NEVER_ANTECEDENT" in rec["unreached_covers"]


def test_mutant_identical_to_reference_fails_distinguishability(timer_family, toolchain):
    reference = (timer_family / "rtl" / "canonical_next.v").read_text()
    (timer_family / "mutants" / "ignore_load.v").write_text(
        reference.replace("module timer_0007_canonical_next", "module timer_0007_mutant_ignore_load"))
    recs = run_jobs(timer_family, toolchain, {"distinguish_m0", "gold_on_m0"})
    assert recs["distinguish_m0"]["status"] == "FAIL" and not recs["distinguish_m0"]["as_expected"]
    assert recs["gold_on_m0"]["status"] == "PASS" and not recs["gold_on_m0"]["as_expected"]


def test_mutant_no_gold_property_catches_fails_gold_on_mutant(timer_family, toolchain):
    edit_properties(timer_family, lambda props: [p for p in props if p["role"] in ("reset", "derived")])
    recs = run_jobs(timer_family, toolchain, {"distinguish_m1", "gold_on_m1"})
    assert recs["distinguish_m1"]["as_expected"], "the mutant still behaves differently"
    rec = recs["gold_on_m1"]
    assert rec["status"] == "PASS" and not rec["as_expected"]
