"""Which gold properties kill each mutant of a family, and which mutants only temporal ones kill.

A family's mutants are its three controlled mutants (``m0``..``m2``: the suite's gold-on-mutant
runs, ``evidence/evidence.json``) and the retained mutants of its pool; ``mutation/kill_matrix.json``
holds the gold's kills of both, so the scoring bundle need not carry the evidence.
Both runs are bounded at the suite's depth with ``smtbmc --keep-going``, so "killed by" means
"fails within that depth", which is also how the SVA scorer kills a mutant. A mutant is
*temporal-only* when every gold property that kills it looks beyond the next cycle (a form the
registry marks ``temporal``): a set of next-cycle implications and invariants, however complete,
does not kill it, so killing it rewards multi-cycle reasoning.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path

from svafam.generators.properties import TEMPORAL_FORMS

from .pool import POOL_DIR

EVIDENCE_FILE = "evidence/evidence.json"
KILL_MATRIX_FILE = f"{POOL_DIR}/kill_matrix.json"


def _json(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}


def controlled_kills(evidence: dict) -> dict[str, list[str]]:
    """Controlled mutant id -> the gold properties its gold-on-mutant run failed."""
    return {job["target"].split()[0]: sorted(job.get("failed_properties") or [])
            for job in evidence.get("jobs", []) if job.get("kind") == "gold_on_mutant"}


def family_controlled_kills(family_dir: Path) -> dict[str, list[str]]:
    return controlled_kills(_json(Path(family_dir) / EVIDENCE_FILE))


def pool_kills(kill_matrix: dict) -> dict[str, list[str]]:
    """Retained pool mutant id -> the gold properties that kill it (killed ones only)."""
    return {m: sorted(props) for m, props in kill_matrix.get("killed_by", {}).items()}


def gold_kills(family_dir: Path) -> dict[str, list[str]]:
    """Every mutant of the family the gold properties kill, controlled first, with its killers (from the kill
    matrix; a family without a pool has none)."""
    matrix = _json(Path(family_dir) / KILL_MATRIX_FILE)
    return {**{m: p for m, p in matrix.get("controlled", {}).items() if p}, **pool_kills(matrix)}


def temporal_ids(forms: Mapping[str, str]) -> set[str]:
    """Of the properties (id -> form name), those whose form looks beyond the next cycle."""
    return {pid for pid, form in forms.items() if form in TEMPORAL_FORMS}


def caught_by_temporal(kills: dict[str, list[str]], temporal: set[str]) -> list[str]:
    return sorted(m for m, props in kills.items() if set(props) & temporal)


def temporal_only(kills: dict[str, list[str]], temporal: set[str]) -> dict[str, list[str]]:
    """Mutant -> its killers, for the mutants killed and killed by temporal properties alone."""
    return {m: props for m, props in sorted(kills.items()) if props and set(props) <= temporal}
