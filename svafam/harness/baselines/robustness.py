"""EquivSVA's robustness figures, from the per-line records of an SVA scoring run (``results.json``).

Per family whose four variants were all answered: the number of sound properties of each
variant's answer, its range (lowest, highest), and whether it differs between variants
(a *variant-sensitive* family: the answer depends on how the behavior is written).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping

VARIANTS = 4


def robustness(records: Iterable[dict], family_of: Mapping[str, str]) -> dict:
    """``records``: results.json's lines (each ``task_id`` and its ``properties`` with ``soundness``);
    ``family_of``: task id -> family id. A task answered more than once counts its first answer."""
    sound: dict[str, dict[str, int]] = defaultdict(dict)
    checked = 0
    for rec in records:
        task = rec.get("task_id")
        if rec.get("problem") or task not in family_of or task in sound[family_of[task]]:
            continue
        props = rec.get("properties") or []
        checked += len(props)
        sound[family_of[task]][task] = sum(p.get("soundness") == "sound" for p in props)
    ranges = {fam: [min(v.values()), max(v.values())] for fam, v in sorted(sound.items()) if len(v) == VARIANTS}
    return {"interface_only_properties": checked,
            "sound_properties": sum(sum(v.values()) for v in sound.values()),
            "families": len(ranges),
            "variant_sensitive_families": sum(lo != hi for lo, hi in ranges.values()),
            "sound_count_range_per_family": ranges,
            "max_range": max((hi - lo for lo, hi in ranges.values()), default=0)}
