"""``OUT/report.json`` and the table at the end of a run: a pure function of the :class:`ProjectRun`.

Counts (of the candidates the policy proposed):

* ``candidates``; ``duplicates`` (the normal form of an earlier candidate); ``compile_failures`` by
  front end (Pyverilog, slang, Yosys, Icarus); ``compiled``: read by every one of them;
* testbench verdicts of the compiled: ``testbench_observable``, ``testbench_unobserved``,
  ``testbench_timeout`` (killed at its watchdog, never observable), ``testbench_sim_error``;
* formal verdicts of the compiled: ``formal_distinguishable``, ``formal_equivalent``,
  ``formal_unknown`` (with the reasons);
* ``formal_distinguishable_by_search``: of those, the ones whose witness the deep search's random run
  found (:mod:`svafam.projects.deep_search`), not a bounded cover; ``formal_distinguishable_by_replay``: the
  ones whose witness the testbench's recorded stimulus gave (:mod:`svafam.projects.recorded`) and no cover
  shortened (it timed out, its batch was spared after a shallower one timed out, or the difference lies
  deeper than any cover goes);
* ``witness_observable``: distinguishable candidates the testbench augmented with their own
  witness observed, in simulation; ``witness_needed``: distinguishable, missed by the
  original testbench;
* the project mutation score: observable / compiled with the original testbench, and
  (observable or witness-observable) / compiled with the augmented one.
"""

from __future__ import annotations

from collections import Counter

from svafam.mutation.operators import BY_NAME, OPERATORS

from .mutate import ProjectRun

VERIBUGBENCH = {"projects": 45, "candidates": 7358, "kept": 2608, "score_original": 36.0, "score_augmented": 39.5,
                "opportunities": 167750}


def _pct(a: int, b: int) -> float | None:
    return round(100.0 * a / b, 1) if b else None


def summarize(run: ProjectRun, metrics: dict | None = None, versions: dict | None = None) -> dict:
    outcomes = run.outcomes
    compiled = [o for o in outcomes if o.compiled]
    failures = Counter(o.cand.compile_stage for o in outcomes if o.cand.compile_error and not o.cand.duplicate_of)
    tb = Counter(o.testbench for o in compiled)
    formal = Counter(o.formal.status for o in compiled if o.formal)
    unknown_reasons = Counter((o.formal.message or "no reason")[:120] for o in compiled
                              if o.formal and o.formal.status == "unknown")
    distinguishable = [o for o in compiled if o.distinguishable]
    needed = [o for o in distinguishable if not o.observable]
    per_op = {}
    for op in OPERATORS:
        mine = [o for o in outcomes if o.cand.operator == op.name]
        comp = [o for o in mine if o.compiled]
        per_op[op.name] = {
            "opportunities": run.found.opportunities.get(op.name, 0), "candidates": len(mine), "compiled": len(comp),
            "testbench_observable": sum(o.observable for o in comp),
            "formal_distinguishable": sum(o.distinguishable for o in comp),
            "formal_equivalent": sum(1 for o in comp if o.formal and o.formal.status == "equivalent"),
            "formal_unknown": sum(1 for o in comp if o.formal and o.formal.status == "unknown"),
            "witness_observable": sum(o.witness_observable for o in comp), "kept": sum(o.kept for o in comp)}
    observed = sum(o.observable for o in compiled)
    augmented = sum(o.kept for o in compiled)
    project = run.check.project
    doc = {
        "project": project.name, "top": project.top, "model": run.design.model, "model_reason": run.design.model_reason,
        "options": {"budget": run.options.budget, "seed": run.options.seed, "depth": run.options.depth,
                    "batch_size": run.options.batch_size},
        "opportunities": sum(run.found.opportunities.values()),
        "unmappable": sum(run.found.unmappable.values()),
        "candidates": len(outcomes),
        "duplicates": sum(1 for o in outcomes if o.cand.duplicate_of),
        "compile_failures": dict(sorted(failures.items())),
        "compiled": len(compiled),
        "testbench_observable": observed,
        "testbench_unobserved": tb.get("unobserved", 0),
        "testbench_timeout": tb.get("timeout", 0),
        "testbench_sim_error": tb.get("sim_error", 0),
        "formal_distinguishable": formal.get("distinguishable", 0),
        "formal_distinguishable_by_search": sum(1 for o in distinguishable if o.formal.job == "search"),
        "formal_distinguishable_by_replay": sum(1 for o in distinguishable if o.formal.job == "replay"),
        "formal_equivalent": formal.get("equivalent", 0),
        "formal_unknown": formal.get("unknown", 0),
        "formal_unknown_share": _pct(formal.get("unknown", 0), len(compiled)),
        "formal_unknown_reasons": dict(unknown_reasons.most_common(10)),
        "witness_needed": len(needed),
        "witness_observable": sum(o.witness_observable for o in distinguishable),
        "witness_observable_needed": sum(o.witness_observable for o in needed),
        "testbench_observable_formal_equivalent": sum(1 for o in compiled if o.observable and o.formal
                                                      and o.formal.status == "equivalent"),
        "kept": augmented,
        "mutation_score": {"original": _pct(observed, len(compiled)), "augmented": _pct(augmented, len(compiled))},
        "metrics": metrics or {},
        "per_operator": per_op,
        "operator_faults": run.found.operator_faults,
        "notes": run.notes,
        "seconds": {k: round(v, 2) for k, v in run.seconds.items()},
        "formal_job_seconds": {k: round(v, 2) for k, v in run.formal_seconds.items()},
        "tool_versions": versions or {},
        "veribugbench": VERIBUGBENCH,
    }
    return doc


def refused(project: str, kind: str, message: str) -> dict:
    """The report of a project the check stopped: the named defect, nothing mutated."""
    return {"project": project, "refused": {"defect": kind, "message": message}}


def _m(metrics: dict, which: str, key: str) -> str:
    value = (metrics.get(which) or {}).get(key)
    return "-" if value is None else f"{100 * value:.1f}" if key != "state_entropy_bits" else f"{value:.2f}"


def table(doc: dict) -> str:
    """The end-of-run table (Markdown): counts, the two mutation scores, the metrics of both testbenches."""
    if "refused" in doc:
        return f"| {doc['project']} | refused: {doc['refused']['defect']} |\n"
    m = doc.get("metrics") or {}
    rows = [
        ("candidates", doc["candidates"]), ("compiled", doc["compiled"]),
        ("testbench observable", doc["testbench_observable"]),
        ("formal distinguishable", doc["formal_distinguishable"]), ("formal equivalent", doc["formal_equivalent"]),
        ("formal unknown", f"{doc['formal_unknown']} ({doc['formal_unknown_share'] or 0}%)"),
        ("witness observable", f"{doc['witness_observable']} of {doc['formal_distinguishable']}"),
        ("mutation score, original testbench", f"{doc['mutation_score']['original']}%"),
        ("mutation score, augmented testbench", f"{doc['mutation_score']['augmented']}%"),
        ("line coverage (original / augmented)", f"{_m(m, 'original', 'line_coverage')}% / "
                                                 f"{_m(m, 'augmented', 'line_coverage')}%"),
        ("singleton-line trace uniqueness", f"{_m(m, 'original', 'trace_uniqueness')}% / "
                                            f"{_m(m, 'augmented', 'trace_uniqueness')}%"),
        ("temporal state entropy (normalized)", f"{_m(m, 'original', 'state_entropy')}% / "
                                                f"{_m(m, 'augmented', 'state_entropy')}%"),
    ]
    width = max(len(r[0]) for r in rows)
    out = [f"| {doc['project']}: {'measure'.ljust(width - len(doc['project']) - 2)} | value |",
           f"|{'-' * (width + 2)}|------:|"]
    out += [f"| {name.ljust(width)} | {value} |" for name, value in rows]
    return "\n".join(out) + "\n"


def group_of(operator: str) -> str:
    return BY_NAME[operator].group
