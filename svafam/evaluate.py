"""Score a predictions file (model-written SVA) against the exported tasks.

Input: JSONL lines ``{"task_id": ..., "response": ..., "sample": k?}``. Every line gets a
record, even a broken one (malformed JSON, unknown task, empty response): reported,
never a crash. Output: per-line records with per-property verdicts, metrics per
category and overall (JSON), and a markdown table.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from math import comb
from pathlib import Path
from typing import Callable

from generators import expr as ex
from generators.properties import limit_problem

from .loading import Task
from .scoring import TaskRequest, TaskScorer, rename_ids, score_tasks
from .sva_reader import extract, read


@dataclass
class LineResult:
    line: int
    task_id: str | None
    sample: int
    problem: str | None = None        # why the line could not be scored at all
    format_ok: bool = False
    format_notes: list[str] = field(default_factory=list)
    syntax_errors: list[str] = field(default_factory=list)
    syntax_valid: bool = False
    extracted: int = 0
    unsupported: list[dict] = field(default_factory=list)
    not_interface: list[dict] = field(default_factory=list)
    properties: list[dict] = field(default_factory=list)   # verdicts of the checked properties


@lru_cache(maxsize=None)
def formal_depth(family_dir: Path) -> int:
    return json.loads((family_dir / "family.json").read_text(encoding="utf-8"))["formal"]["depth"]


def parse_predictions(path: Path, tasks: dict[str, Task]) -> tuple[list[LineResult], list[tuple[LineResult, str]]]:
    """Results for every line, and the (result, response) pairs that can be scored."""
    results, scorable = [], []
    with open(path, encoding="utf-8") as f:
        for n, raw in enumerate(f, 1):
            if not raw.strip():
                continue
            try:
                obj = json.loads(raw)
            except ValueError as err:
                results.append(LineResult(n, None, 0, problem=f"malformed JSON: {err}"))
                continue
            if not isinstance(obj, dict):
                results.append(LineResult(n, None, 0, problem="a line must be a JSON object"))
                continue
            tid = obj.get("task_id")
            sample = obj.get("sample", 0)
            res = LineResult(n, tid if isinstance(tid, str) else None, sample if isinstance(sample, int) else 0)
            results.append(res)
            if not isinstance(tid, str) or tid not in tasks:
                res.problem = f"unknown task_id {tid!r}"
            elif not isinstance(obj.get("response"), str) or not obj["response"].strip():
                res.problem = "empty response"
            else:
                scorable.append((res, obj["response"]))
    return results, scorable


def evaluate(predictions: Path, tasks: dict[str, Task], scorer: TaskScorer, trace_dir: Path | None = None,
             progress: Callable[[str], None] | None = None) -> tuple[list[LineResult], dict]:
    results, scorable = parse_predictions(predictions, tasks)
    requests = []
    owners: dict[str, LineResult] = {}
    for res, response in scorable:
        task = tasks[res.task_id]
        extraction = extract(response)
        res.format_ok, res.format_notes = extraction.format_ok, extraction.notes
        ports = [(p.name, p.direction, p.width) for p in task.ports]
        reading = read(extraction.text, task.clock, task.rtl, ports)
        names = {p.name for p in task.ports}
        undeclared = [e for e in reading.syntax_errors if "undeclared identifier" in e]
        res.syntax_errors = [e for e in reading.syntax_errors if e not in undeclared]
        res.syntax_valid = not res.syntax_errors
        props = rename_ids(reading.properties)
        res.extracted = len(props) + len(reading.unsupported)
        res.unsupported = [{"id": u.label, "construct": u.construct} for u in reading.unsupported]
        family_dir = task.rtl_path.parent.parent
        depth = formal_depth(family_dir)
        checked = []
        for p in props:
            used = sorted({n for e in p.expressions() for n in ex.identifiers(e)} - names)
            too_large = limit_problem(p, depth)
            if used:
                res.not_interface.append({"id": p.id, "names": used})
            elif too_large:  # its monitor could not be checked completely at the family's depth
                res.unsupported.append({"id": p.id, "construct": too_large})
            else:
                checked.append(p)
        key = f"{res.task_id}#{res.sample}#{res.line}"
        owners[key] = res
        requests.append(TaskRequest(key, family_dir, task.rtl_path.relative_to(family_dir).as_posix(), checked))
        res.properties = [{"id": p.id, "form": p.form, "text": p.sentence} for p in checked]
    if progress:
        progress(f"{len(requests)} responses, {sum(len(r.properties) for r in requests)} properties to check")
    verdicts = score_tasks(requests, scorer, trace_dir)
    for key, vs in verdicts.items():
        res = owners[key]
        by_id = {v.id: v for v in vs}
        res.properties = [dict(p, **{k: val for k, val in asdict(by_id[p["id"]]).items() if k != "id"})
                          for p in res.properties]
    return results, metrics(results, tasks)


def _good(p: dict) -> bool:
    return p.get("soundness") == "sound" and p.get("vacuous") is False


def pass_at_k(n: int, c: int, k: int) -> float:
    """Unbiased estimator (Chen et al. 2021): 1 - C(n-c, k) / C(n, k)."""
    if n - c < k:
        return 1.0
    return 1.0 - comb(n - c, k) / comb(n, k)


def _summary(rows: list[LineResult], tasks: dict[str, Task]) -> dict:
    scored = [r for r in rows if r.problem is None]
    props = [p for r in scored for p in r.properties]
    detected_pairs = {(tasks[r.task_id].family_id, r.task_id, r.sample, r.line, p["id"], m)
                      for r in scored for p in r.properties
                      for m in p.get("detects", []) if p.get("soundness") == "sound"}
    unique_mutants = {(fam, m) for (fam, _t, _s, _l, _p, m) in detected_pairs}
    by_family: dict[str, dict[str, list[LineResult]]] = defaultdict(lambda: defaultdict(list))
    for r in scored:
        by_family[tasks[r.task_id].family_id][r.task_id].append(r)
    all_sound = sensitive = 0
    for fam, per_task in by_family.items():
        counts = []
        every = len(per_task) == 4
        for rows_t in per_task.values():
            best = max(rows_t, key=lambda x: sum(p.get("soundness") == "sound" for p in x.properties))
            n_sound = sum(p.get("soundness") == "sound" for p in best.properties)
            counts.append(n_sound)
            every = every and bool(best.properties) and n_sound == len(best.properties)
        all_sound += every
        sensitive += len(per_task) == 4 and len(set(counts)) > 1
    return {
        "lines": len(rows), "scored": len(scored), "problems": len(rows) - len(scored),
        "format_ok": sum(r.format_ok for r in scored),
        "syntax_valid_tasks": sum(r.syntax_valid for r in scored),
        "properties_extracted": sum(r.extracted for r in scored),
        "supported": sum(r.extracted - len(r.unsupported) for r in scored),
        "interface_only": sum(len(r.properties) for r in scored),
        "sound": sum(p.get("soundness") == "sound" for p in props),
        "unsound": sum(p.get("soundness") == "unsound" for p in props),
        "unknown": sum(p.get("soundness") == "unknown" for p in props),
        "sound_non_vacuous": sum(_good(p) for p in props),
        "tasks_with_a_sound_property": sum(any(p.get("soundness") == "sound" for p in r.properties) for r in scored),
        "families_sound_on_all_four_variants": all_sound,
        "variant_sensitive_families": sensitive,
        "detected_property_mutant_pairs": len(detected_pairs),
        "unique_mutants_detected": len(unique_mutants),
    }


def metrics(results: list[LineResult], tasks: dict[str, Task]) -> dict:
    by_cat: dict[str, list[LineResult]] = defaultdict(list)
    for r in results:
        if r.problem is None:
            by_cat[tasks[r.task_id].category].append(r)
    out = {"overall": _summary(results, tasks),
           "per_category": {c: _summary(rows, tasks) for c, rows in sorted(by_cat.items())}}
    samples: dict[str, list[bool]] = defaultdict(list)
    for r in results:
        if r.problem is None:
            samples[r.task_id].append(any(_good(p) for p in r.properties))
    n_min = min((len(v) for v in samples.values()), default=0)
    if n_min > 1:
        out["pass_at_k"] = {f"pass@{k}": round(sum(pass_at_k(len(v), sum(v), k) for v in samples.values())
                                              / len(samples), 4)
                            for k in (1, 5, 10) if k <= n_min}
        out["pass_at_k_criterion"] = "the task has at least one sound, non-vacuous property"
    return out


ROWS = [("syntax-valid tasks", "syntax_valid_tasks", "scored"),
        ("properties extracted", "properties_extracted", None),
        ("supported", "supported", "properties_extracted"),
        ("interface-only", "interface_only", "supported"),
        ("sound", "sound", "interface_only"),
        ("sound and non-vacuous", "sound_non_vacuous", "interface_only"),
        ("tasks with >= 1 sound property", "tasks_with_a_sound_property", "scored"),
        ("families sound on all four variants", "families_sound_on_all_four_variants", None),
        ("variant-sensitive families", "variant_sensitive_families", None),
        ("detected property-mutant pairs", "detected_property_mutant_pairs", None),
        ("unique mutants detected", "unique_mutants_detected", None)]


def markdown(m: dict) -> str:
    cats = list(m["per_category"])
    head = "| metric | overall | " + " | ".join(cats) + " |"
    lines = [head, "|" + "---|" * (2 + len(cats))]

    def cell(s: dict, key: str, of: str | None) -> str:
        value = s[key]
        if of and s[of]:
            return f"{value} ({100 * value / s[of]:.1f}%)"
        return str(value)

    for label, key, of in ROWS:
        row = [cell(m["overall"], key, of)] + [cell(m["per_category"][c], key, of) for c in cats]
        lines.append(f"| {label} | " + " | ".join(row) + " |")
    for k, v in m.get("pass_at_k", {}).items():
        lines.append(f"| {k} | {100 * v:.1f}% |" + " |" * len(cats))
    return "\n".join(lines) + "\n"
