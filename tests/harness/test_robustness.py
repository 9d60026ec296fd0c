"""EquivSVA's robustness figures from a scoring run's records."""

from __future__ import annotations

from svafam.harness.baselines.robustness import robustness


def _rec(task: str, verdicts: list[str], problem: str | None = None) -> dict:
    return {"task_id": task, "problem": problem, "properties": [{"soundness": v} for v in verdicts]}


FAMILY = {f"{f}/v{i}": f for f in ("a", "b", "c") for i in range(4)}


def test_ranges_and_variant_sensitive_families():
    records = [_rec(f"a/v{i}", ["sound", "sound", "unsound"]) for i in range(4)]            # 2 on every variant
    records += [_rec("b/v0", ["sound"]), _rec("b/v1", ["sound", "sound", "sound"]),          # 1..3: sensitive
                _rec("b/v2", ["unknown"]), _rec("b/v3", ["sound"])]
    records += [_rec(f"c/v{i}", ["sound"]) for i in range(3)]                                 # a variant missing
    out = robustness(records, FAMILY)
    assert out["sound_count_range_per_family"] == {"a": [2, 2], "b": [0, 3]}
    assert out["families"] == 2 and out["variant_sensitive_families"] == 1 and out["max_range"] == 3
    assert out["interface_only_properties"] == 12 + 6 + 3 and out["sound_properties"] == 8 + 5 + 3


def test_unscored_lines_repeats_and_unknown_tasks_do_not_count():
    records = [_rec(f"a/v{i}", ["sound"]) for i in range(4)]
    records += [_rec("a/v0", ["unsound"] * 5),                  # a second sample of a/v0: the first one counts
                _rec("a/v1", [], problem="malformed JSON"), _rec("z/v0", ["sound"])]
    out = robustness(records, FAMILY)
    assert out["sound_count_range_per_family"] == {"a": [1, 1]} and out["variant_sensitive_families"] == 0
    assert out["interface_only_properties"] == 4
