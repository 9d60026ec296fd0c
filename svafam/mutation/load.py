"""Reading the pool back: the records of a family and the text of a mutant (its diff applied).

For the debugging tasks and anyone sampling the pool; the records are those of
``mutation/manifest.jsonl`` (schema: dataset/mutation-record.schema.json).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import whatthepatch

from .pool import POOL_DIR


def records(family_dir: Path, verdict: str | None = "distinguishable") -> Iterator[dict]:
    """The family's mutants (by default the retained ones: the pool proper)."""
    path = family_dir / POOL_DIR / "manifest.jsonl"
    for line in path.read_text(encoding="utf-8").splitlines():
        rec = json.loads(line)
        if verdict is None or rec["verdict"] == verdict:
            yield rec


def mutant_text(family_dir: Path, record: dict) -> str:
    """The mutant's Verilog: its unified diff applied to the clean variant it was made from."""
    clean = (family_dir / record["file"]).read_text(encoding="utf-8")
    patch = next(whatthepatch.parse_patch(record["diff"]))
    lines = whatthepatch.apply_diff(patch, clean)
    return "\n".join(lines) + ("\n" if clean.endswith("\n") else "")
