"""Metrics of a task evaluation (debugging fixes, reference models): verdict counts per group, pass@k.

A row is one predictions line: ``{"task_id", "sample", "group", "verdict", "reason", ...}``
with ``verdict`` ``pass`` for a success; a line that could not be scored has a
``problem`` and no verdict.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from statistics import median

from .metrics import pass_at_k

VERDICTS = ("pass", "fail", "refused", "error", "timeout", "unknown")


def _summary(rows: list[dict]) -> dict:
    scored = [r for r in rows if not r.get("problem")]
    verdicts = Counter(r["verdict"] for r in scored)
    reasons = Counter(f"{r['verdict']}: {r['reason']}" for r in scored if r.get("reason"))
    edits = [r["lines_changed"] for r in scored if r["verdict"] == "pass" and r.get("lines_changed") is not None]
    out = {"lines": len(rows), "scored": len(scored), "problems": len(rows) - len(scored),
           **{v: verdicts.get(v, 0) for v in VERDICTS},
           "pass_rate": round(verdicts.get("pass", 0) / len(scored), 4) if scored else 0.0,
           "reasons": dict(sorted(reasons.items()))}
    if edits:
        out["median_lines_changed_of_passes"] = median(edits)
    return out


def metrics(rows: list[dict]) -> dict:
    groups: dict[str, list[dict]] = defaultdict(list)
    for r in rows:
        if not r.get("problem"):
            groups[r["group"]].append(r)
    out = {"overall": _summary(rows), "per_group": {g: _summary(rs) for g, rs in sorted(groups.items())}}
    forms: dict[str, list[dict]] = defaultdict(list)
    for r in rows:
        if not r.get("problem") and r.get("form"):
            forms[r["form"]].append(r)
    if forms:  # answers to the prompt forms of a task, told apart by their "form"
        out["per_form"] = {f: _summary(rs) for f, rs in sorted(forms.items())}
    samples: dict[str, list[bool]] = defaultdict(list)
    for r in rows:
        if not r.get("problem"):
            samples[r["task_id"]].append(r["verdict"] == "pass")
    n_min = min((len(v) for v in samples.values()), default=0)
    if n_min > 1:
        out["pass_at_k"] = {f"pass@{k}": round(sum(pass_at_k(len(v), sum(v), k) for v in samples.values())
                                              / len(samples), 4) for k in (1, 5, 10) if k <= n_min}
    return out


def _row(cells: list[str]) -> str:
    return "| " + " | ".join(cells) + " |"


def markdown(m: dict, group_name: str) -> str:
    groups = list(m["per_group"])
    forms = list(m.get("per_form", {}))
    heads = ["metric", "overall"] + [f"{group_name} {g}" for g in groups] + [f"form {f}" for f in forms]
    lines = [_row(heads), "|" + "---|" * len(heads)]
    columns = [m["overall"]] + [m["per_group"][g] for g in groups] + [m["per_form"][f] for f in forms]
    for key in ("scored",) + VERDICTS:
        cells = [str(c[key]) + (f" ({100 * c[key] / c['scored']:.1f}%)" if key != "scored" and c["scored"] else "")
                 for c in columns]
        lines.append(_row([key] + cells))
    if any("median_lines_changed_of_passes" in c for c in columns):
        cells = [str(c.get("median_lines_changed_of_passes", "-")) for c in columns]
        lines.append(_row(["median lines changed (passes)"] + cells))
    for k, v in m.get("pass_at_k", {}).items():
        lines.append(_row([k, f"{100 * v:.1f}%"] + [""] * (len(columns) - 1)))
    reasons = m["overall"]["reasons"]
    if reasons:
        lines.append("")
        lines += [f"- {reason}: {n}" for reason, n in reasons.items()]
    return "\n".join(lines) + "\n"
