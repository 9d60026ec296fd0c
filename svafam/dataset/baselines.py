"""The baseline results of a dataset (``dataset/baselines.json``, written by ``benchmarks/baselines.py``)
as Markdown tables: the dataset card's baseline section and the site's baseline page are made from
this, never typed."""

from __future__ import annotations

import json
from pathlib import Path

RESULTS_FILE = "baselines.json"
SPLIT_ORDER = ("train", "dev", "test")
_NAMES = {"empty": "empty answer", "trivial": "trivial answer", "mined": "assertion mining",
          "repair": "repair by mutation", "gold": "gold"}
_TRIVIAL = {"sva": "one tautology over a port", "debug": "the buggy module unchanged",
            "refmodel": "every output 0"}


def read_baselines(dataset: Path) -> dict | None:
    path = dataset / RESULTS_FILE
    if not path.is_file():
        return None
    return json.loads(path.read_text(encoding="utf-8"))


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _splits(report: dict) -> list[str]:
    return [s for s in SPLIT_ORDER if s in report.get("splits", {})]


def _name(kind: str, name: str) -> str:
    return _NAMES.get(name, name) + (f" ({_TRIVIAL[kind]})" if name == "trivial" else "")


def sva_table(report: dict) -> list[str]:
    lines = ["| split | baseline | sound / checked | trivial | vacuous | good | gold coverage | mutation score "
             "| pass@1 | variant-sensitive families | widest sound-count range |",
             "|---|---|---|---|---|---|---|---|---|---|---|"]
    for split in _splits(report):
        for name, r in report["splits"][split].get("sva", {}).items():
            rob = r["robustness"]
            lines.append(f"| {split} | {_name('sva', name)} | {r['sound']} / {r['interface_only']} | {r['trivial']} | "
                         f"{r['vacuous']} | {r['good']} | {_pct(r['gold_coverage'])} | {_pct(r['mutation_score'])} | "
                         f"{_pct(r['pass@1'])} | {rob['variant_sensitive_families']} of {rob['families']} | "
                         f"{rob['max_range']} |")
    return lines


def task_table(report: dict, kind: str) -> list[str]:
    lines = ["| split | baseline | tasks | pass | fail | refused | error / timeout / unknown |",
             "|---|---|---|---|---|---|---|"]
    for split in _splits(report):
        for name, r in report["splits"][split].get(kind, {}).items():
            lines.append(f"| {split} | {_name(kind, name)} | {r['scored']} | {r['pass']} ({_pct(r['pass_rate'])}) | "
                         f"{r['fail']} | {r['refused']} | {r['error']} / {r['timeout']} / {r['unknown']} |")
    return lines


def markdown_tables(report: dict) -> str:
    parts = []
    if any("sva" in k for k in report.get("splits", {}).values()):
        parts += ["SVA (`svafam evaluate`; pass@1 by the primary criterion; robustness as EquivSVA reports it: "
                  "per family the range of the number of sound properties across its four variants):", "",
                  *sva_table(report), ""]
    for kind, title in (("debug", "Debugging (`svafam evaluate-debug`: the fix proved equivalent)"),
                        ("refmodel", "Reference models (`svafam evaluate-refmodel`: co-simulation)")):
        if any(kind in k for k in report.get("splits", {}).values()):
            parts += [f"{title}:", "", *task_table(report, kind), ""]
    return "\n".join(parts)


def card_section(report: dict | None) -> str:
    if not report:
        return ""
    return ("\n## Baselines\n\n"
            f"Made by `{report['command']}` on {report['date']} ({report['cores']} cores, "
            f"{report['wall_seconds']:.0f} s); the figures below are generated from `{RESULTS_FILE}`. "
            "Assertion mining simulates each task's RTL in Icarus on seeded random stimuli that toggle reset and "
            "keeps the template invariants, implications and next-cycle relations over ports that the traces never "
            "violate; repair by mutation tries every alternative of the 19 mutation operators at every place in "
            "the buggy module and submits the one that best matches the waveform of the one-shot prompt.\n\n"
            + markdown_tables(report))
