"""``dataset/<family>/mutation/``: the pool as files, rendered from the candidates and the evidence.

manifest.jsonl    one record per candidate (schema: dataset/mutation-record.schema.json):
                  operator, family, variant, file, node path, line, change, unified diff,
                  verdict, trace path, gold properties that kill it
traces/<id>.vcd   the shortest distinguishing trace of each retained mutant
kill_matrix.json  which gold properties kill which retained mutant; survivors; and, beside them, which
                  kill each controlled mutant (the suite's gold-on-mutant runs), so that the whole
                  pool's kills are in one file the scoring bundle carries
summary.json      the funnel per operator (opportunities -> ... -> killed by gold)
evidence.json     the tool verdicts, keyed by input hashes and tool versions

Everything but evidence.json and the traces is a pure function of the candidates and
the evidence (``render``), so ``build --check`` regenerates it without a tool.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from .candidates import FamilyCandidates
from .operators import BY_NAME, OPERATORS

POOL_DIR = "mutation"
EVIDENCE = "evidence.json"
TRACES = "traces"
SCHEMA_FILE = "mutation-record.schema.json"
SCHEMA_PATH = Path(__file__).resolve().parent / "schemas" / SCHEMA_FILE

COMPILE_FAILURE, DUPLICATE = "compile_failure", "duplicate"
FUNNEL = ("opportunities", "candidates", "duplicates", "compile_failures", "compiled", "equivalent", "unknown",
          "distinguishable", "killed", "survived")


def verdict_of(cand, evidence: dict) -> tuple[str, dict]:
    """The candidate's place in the funnel, and its retention record (if it got that far)."""
    if cand.duplicate_of:
        return DUPLICATE, {}
    if cand.compile_error:
        return COMPILE_FAILURE, {}
    comp = evidence.get("compile", {}).get(cand.id, {})
    if comp.get("error"):
        return COMPILE_FAILURE, {}
    rec = evidence.get("retention", {}).get(cand.id)
    if rec is None:
        return "unknown", {}
    return rec["status"], rec


def records(fc: FamilyCandidates, evidence: dict) -> list[dict]:
    out = []
    for c in fc.candidates:
        verdict, rec = verdict_of(c, evidence)
        comp = evidence.get("compile", {}).get(c.id, {})
        error, stage = c.compile_error, c.compile_stage
        if not error and comp.get("error"):
            error, stage = comp["error"], "yosys"
        kill = evidence.get("kill", {}).get(c.id, {}) if verdict == "distinguishable" else {}
        out.append({
            "id": c.id, "family": c.family, "variant": c.variant, "file": c.file, "module": c.module,
            "operator": c.operator, "group": BY_NAME[c.operator].group, "node_path": c.path, "line": c.line,
            "change": c.change, "diff": c.diff, "verdict": verdict,
            "compile_stage": stage or None, "compile_error": error or None, "duplicate_of": c.duplicate_of,
            "model": "edge" if c.timing else "cycle",
            "step": rec.get("step"),
            "trace": f"{POOL_DIR}/{TRACES}/{c.id}.vcd" if verdict == "distinguishable" else None,
            "message": rec.get("message") or None,
            "gold": kill.get("status"), "killed_by": kill.get("properties") if kill else None,
        })
    return out


def summary(fc: FamilyCandidates, recs: list[dict]) -> dict:
    per: dict[str, Counter] = {op.name: Counter() for op in OPERATORS}
    for o in fc.opportunities:
        per[o.operator]["opportunities"] += 1
    for r in recs:
        c = per[r["operator"]]
        c["candidates"] += 1
        v = r["verdict"]
        if v == DUPLICATE:
            c["duplicates"] += 1
            continue
        if v == COMPILE_FAILURE:
            c["compile_failures"] += 1
            continue
        c["compiled"] += 1
        c[v] += 1
        if v == "distinguishable":
            c["killed" if r["gold"] == "killed" else "survived" if r["gold"] == "survived" else "kill_unknown"] += 1
    operators = {name: {k: c[k] for k in FUNNEL + ("kill_unknown",)} for name, c in per.items()}
    total = Counter()
    for c in per.values():
        total.update(c)
    return {"family": fc.family, "operators": operators,
            "total": {k: total[k] for k in FUNNEL + ("kill_unknown",)}}


def kill_matrix(recs: list[dict], controlled: dict[str, list[str]]) -> dict:
    retained = [r for r in recs if r["verdict"] == "distinguishable"]
    props = sorted({p for r in retained for p in (r["killed_by"] or [])})
    return {
        "properties": props,
        "killed_by": {r["id"]: r["killed_by"] for r in retained if r["gold"] == "killed"},
        "survivors": [{"id": r["id"], "operator": r["operator"], "variant": r["variant"], "change": r["change"],
                       "trace": r["trace"]} for r in retained if r["gold"] == "survived"],
        "unknown": [r["id"] for r in retained if r["gold"] not in ("killed", "survived")],
        "controlled": {m: sorted(props) for m, props in sorted(controlled.items())},
    }


def render(fc: FamilyCandidates, evidence: dict, controlled: dict[str, list[str]]) -> dict[str, str]:
    """The pool's files other than the evidence and traces, relative to the family folder; ``controlled``: the
    gold properties each controlled mutant's gold-on-mutant run failed
    (:func:`svafam.mutation.temporal.family_controlled_kills`)."""
    recs = records(fc, evidence)
    dump = lambda doc: json.dumps(doc, indent=1, sort_keys=False) + "\n"
    return {
        f"{POOL_DIR}/manifest.jsonl": "".join(json.dumps(r, sort_keys=False) + "\n" for r in recs),
        f"{POOL_DIR}/kill_matrix.json": dump(kill_matrix(recs, controlled)),
        f"{POOL_DIR}/summary.json": dump(summary(fc, recs)),
    }


def schema_text() -> str:
    return SCHEMA_PATH.read_text(encoding="utf-8")
