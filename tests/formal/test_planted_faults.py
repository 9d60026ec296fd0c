"""Each job kind exists to catch one fault: plant it, and show that the right job flags it."""

from __future__ import annotations

import json

from tests.conftest import run_jobs


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


def test_bug_shared_by_all_variants_is_caught_by_the_oracle(tmp_path, toolchain):
    """A wrong reset value in a common emitter: the four variants agree with each other, not with the spec."""
    from dataclasses import replace

    from svafam.generators import expr as ex
    from svafam.generators.family import generate_family
    from svafam.generators.spec_loader import load_spec
    from svafam.pipeline.build import write_files
    from tests.conftest import TIMER_SPEC, generate_into

    family = generate_into(TIMER_SPEC, tmp_path)  # the oracle comes from the true spec
    spec = load_spec(TIMER_SPEC)
    [reg] = spec.registers
    buggy = spec.with_register(replace(reg, reset_value=ex.Const(3, 1, "d")))
    files = generate_family(buggy, TIMER_SPEC.read_text(), "specs/timer_watchdog/timer_0007.yaml")
    write_files(family, {k: v for k, v in files.items() if k.startswith(("rtl/", "mutants/"))})
    recs = run_jobs(family, toolchain, {"equivalence_v1", "equivalence_v2", "equivalence_v3", "conformance_oracle"})
    for name in ("equivalence_v1", "equivalence_v2", "equivalence_v3"):
        assert recs[name]["status"] == "PASS", "the variants share the bug, so they are equivalent"
    rec = recs["conformance_oracle"]
    assert rec["status"] == "FAIL" and not rec["as_expected"]
    assert "EQ_remaining" in rec["failed_properties"] or rec["engine"] == "abc pdr"


def test_variants_too_similar_are_not_admitted(timer_family):
    from svafam.pipeline.validation import distinctness_record

    canonical = (timer_family / "rtl" / "canonical_next.v").read_text()
    (timer_family / "rtl" / "ternary_next.v").write_text(
        canonical.replace("timer_0007_canonical_next", "timer_0007_ternary_next").replace("remaining_next", "nx"))
    rec = distinctness_record(timer_family)
    assert not rec["ok"] and rec["pairs"]["v0-v2"] == 0.0
    assert any("v0" in p and "v2" in p for p in rec["problems"])
