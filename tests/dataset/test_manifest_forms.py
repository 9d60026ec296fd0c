"""The manifest's property counts: forms, temporal features, and the mutants temporal properties catch."""

from __future__ import annotations

from svafam.dataset.manifest import property_forms, temporal_kills

PROPS = [
    {"id": "P1", "sva_name": "p1", "role": "reset", "form": "next_cycle_implication", "sentence": "",
     "antecedent": "rst", "consequent": "!q", "delay": 1, "disable": None},
    {"id": "T1", "sva_name": "t1", "role": "authored", "form": "bounded_response", "sentence": "",
     "antecedent": "$rose(a)", "consequent": "q", "delay": 1, "delay_max": 3, "disable": "rst"},
    {"id": "T2", "sva_name": "t2", "role": "authored", "form": "until", "sentence": "",
     "antecedent": "a", "then": [{"delay": 1, "expr": "b == $past(b, 2)"}], "consequent": "q", "delay": 1,
     "until": "b", "disable": "rst"},
]


def test_forms_and_features_are_counted_from_the_json():
    assert property_forms(PROPS) == {
        "forms": {"bounded_response": 1, "next_cycle_implication": 1, "until": 1},
        "features": {"$past(x, k>=2)": 1, "$rose": 1, "sequence_implication": 1}}


def test_mutants_caught_by_temporal_properties_and_only_by_them():
    evidence = {"jobs": [{"kind": "gold_on_mutant", "target": f"m{i} (x)", "failed_properties": failed}
                         for i, failed in enumerate([["P1", "T1"], ["T2"], ["P1"], []])]
                + [{"kind": "gold_proof", "target": "v0", "failed_properties": ["T1"]}]}
    pool = {"killed_by": {"a": ["T1"], "b": ["P1"], "c": ["P1", "T2"], "d": []}}
    assert temporal_kills(PROPS, evidence, pool) == {
        "caught_by_temporal": ["m0", "m1"], "caught_only_by_temporal": ["m1"],
        "pool_caught_by_temporal": 2, "pool_caught_only_by_temporal": 1,
        # a mutant killed by a next-cycle property too (m0, c) or by none (m3, d) is not temporal-only
        "temporal_only": {"a": ["T1"], "m1": ["T2"]}}
