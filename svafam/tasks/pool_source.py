"""The mutation pool as a source of debugging tasks: the retained mutants the corpus's sample chose.

A pool mutant (``dataset/<family>/mutation/manifest.jsonl``, verdict ``distinguishable``)
is one of the four variants with a few characters changed; its text is the variant with
the record's unified diff applied (:func:`svafam.mutation.load.mutant_text`). As a task it keeps
the variant's module name (clean and buggy alike, so their diff is the bug alone), and its
waveform is the pool's distinguishing trace (scopes ``inputs``, ``clean``, ``mutant``;
clock-accurate, a row per clock edge, for the Timing operators).

Task ids must not name the operator (the pool's ids do: ``v0-ExprInsert-63a350e4``), so a
pool task is ``p`` and eight hex digits of the pool id's sha256: neutral, and stable while
the sample around it changes.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from pathlib import Path

from whatthepatch.exceptions import WhatThePatchException

from svafam.family_folder import read_family_json
from svafam.mutation.load import mutant_text, records
from svafam.mutation.pool import POOL_DIR

from .bug_kinds import operator_kind
from .sources import Bug, Location, TaskSourceError, task_rtl


def pool_bug_id(mutant_id: str) -> str:
    return "p" + hashlib.sha256(mutant_id.encode()).hexdigest()[:8]


# what a task needs of a pool record, and its type
_FIELDS = {"id": str, "operator": str, "variant": str, "file": str, "module": str, "line": int, "node_path": str,
           "change": str, "diff": str, "model": str, "trace": str}


def retained(family_dir: Path) -> list[dict]:
    """The family's retained pool mutants (none when it has no pool); a record that lacks what a task
    needs is refused with the file, line and field."""
    path = family_dir / POOL_DIR / "manifest.jsonl"
    if not path.is_file():
        return []
    try:
        recs = list(records(family_dir, verdict=None))
    except ValueError as e:
        raise TaskSourceError(f"{path}: not JSON lines ({e})") from None
    out = []
    for n, rec in enumerate(recs, 1):
        if not isinstance(rec, dict) or rec.get("verdict") != "distinguishable":
            continue
        for name, kind in _FIELDS.items():
            if not isinstance(rec.get(name), kind):
                raise TaskSourceError(f"{path}: line {n}: {name}: missing or not a{'n' if kind is int else ''} "
                                      f"{kind.__name__}")
        if rec["model"] not in ("cycle", "edge"):
            raise TaskSourceError(f"{path}: line {n}: model: {rec['model']!r} is neither cycle nor edge")
        out.append(rec)
    return out


def mutant_texts(family_dir: Path, records: Sequence[dict] | None = None) -> list[tuple[dict, str]]:
    """Each retained mutant (of ``records``, by default all of :func:`retained`) with its Verilog: the diff applied
    to the variant it names, which must be one of ``family.json``'s (a record naming another file, say
    ``../../etc/passwd``, is refused: a pool from elsewhere is input like any other)."""
    manifest = family_dir / POOL_DIR / "manifest.jsonl"
    variants = {v["id"]: v for v in read_family_json(family_dir)["variants"]}
    out = []
    for rec in retained(family_dir) if records is None else records:
        mid = rec["id"]
        var = variants.get(rec["variant"])
        if var is None or (var["file"], var["module"]) != (rec["file"], rec["module"]):
            raise TaskSourceError(f"{manifest}: {mid}: file and module do not match variant {rec['variant']} "
                                  "of family.json (a stale pool); run `svafam build`")
        try:
            out.append((rec, mutant_text(family_dir, rec)))
        except (WhatThePatchException, StopIteration) as e:
            raise TaskSourceError(f"{manifest}: {mid}: diff: does not apply to {rec['file']} ({e}; a stale pool); "
                                  f"run `svafam mutate --family {family_dir.name}`") from None
    return out


def pool_mutants(family_dir: Path, mutant_ids: Sequence[str]) -> list[Bug]:
    """The chosen retained mutants of the family's pool as bugs, ordered by task id."""
    if not mutant_ids:
        return []
    manifest = family_dir / POOL_DIR / "manifest.jsonl"
    pool = {r["id"]: r for r in retained(family_dir)}
    meta = read_family_json(family_dir)
    chosen = []
    for mid in mutant_ids:
        rec = pool.get(mid)
        if rec is None:
            raise TaskSourceError(f"{manifest}: {mid}: not a retained mutant of the pool (the sample names it); "
                                  "run `svafam build`")
        if not rec.get("trace") or not (family_dir / rec["trace"]).is_file():
            raise TaskSourceError(f"{manifest}: {mid}: trace: no distinguishing trace file; run `svafam build`")
        chosen.append(rec)
    bugs = []
    for rec, mutant in mutant_texts(family_dir, chosen):
        mid = rec["id"]
        path = family_dir / rec["file"]
        clean = task_rtl(path.read_text(encoding="utf-8"), rec["module"], rec["module"], path)
        buggy = task_rtl(mutant, rec["module"], rec["module"], path)
        op = rec["operator"]
        bugs.append(Bug(
            family=meta["family"], id=pool_bug_id(mid), source="pool", mutant_kind=op, bug_kind=operator_kind(op),
            description=f"{op} in {rec['file']}, line {rec['line']}: {rec['change']}", module=rec["module"],
            buggy_rtl=buggy, clean_rtl=clean, clean_variant=rec["variant"], trace=rec["trace"], operator=op,
            location=Location(mid, rec["file"], rec["line"], rec["node_path"], rec["change"]), model=rec["model"],
            names=(mid,)))
    ids = [b.id for b in bugs]
    if len(set(ids)) != len(ids):
        raise TaskSourceError(f"{manifest}: two chosen mutants share a task id; give pool_bug_id more digits")
    return sorted(bugs, key=lambda b: b.id)
