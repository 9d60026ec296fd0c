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


_COUNTED = {"sva": "tasks", "debug": "debug", "refmodel": "refmodel"}   # export_info's count of each kind


def stale_counts(report: dict, export_info: dict | None) -> list[str]:
    """Where the baselines were measured on other tasks than the exported corpus now holds (families added
    since the run): one phrase per split and kind, so the card and the site say so instead of passing old
    figures off as the corpus's."""
    counts = (export_info or {}).get("counts", {})
    out = []
    for split in _splits(report):
        for kind, key in _COUNTED.items():
            measured = {row.get("tasks") for row in report["splits"][split].get(kind, {}).values()} - {None}
            now = counts.get(split, {}).get(key)
            if measured and now is not None and measured != {now}:
                out.append(f"{split} {kind}: {'/'.join(map(str, sorted(measured)))} tasks then, {now} now")
    return out


# The notice's words, shared by the card (Markdown) and the site (HTML) so that the two cannot drift apart.
STALE_LEAD = "These figures predate the corpus as it is now"
REMEASURE_COMMAND = "python benchmarks/baselines.py"


def stale_notice(report: dict, export_info: dict | None) -> str:
    stale = stale_counts(report, export_info)
    if not stale:
        return ""
    return f"**{STALE_LEAD}** ({'; '.join(stale)}). Run `{REMEASURE_COMMAND}` to measure them again."


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _splits(report: dict) -> list[str]:
    return [s for s in SPLIT_ORDER if s in report.get("splits", {})]


def _name(kind: str, name: str) -> str:
    return _NAMES.get(name, name) + (f" ({_TRIVIAL[kind]})" if name == "trivial" else "")


SVA_HEADER = ("split", "baseline", "sound / checked", "trivial", "vacuous", "good", "gold coverage", "mutation score",
              "pass@1", "variant-sensitive families", "widest sound-count range")
TASK_HEADER = ("split", "baseline", "tasks", "pass", "fail", "refused", "error / timeout / unknown")
KINDS = (("sva", "SVA (`svafam evaluate`; pass@1 by the primary criterion; robustness as EquivSVA reports it: per "
                 "family the range of the number of sound properties across its four variants)"),
         ("debug", "Debugging (`svafam evaluate-debug`: the fix proved equivalent)"),
         ("refmodel", "Reference models (`svafam evaluate-refmodel`: co-simulation)"))


def rows(report: dict, kind: str) -> list[tuple[str, ...]]:
    """The cells of one kind's table, a row per split and baseline."""
    out = []
    for split in _splits(report):
        found = report["splits"][split].get(kind, {})
        for name in sorted(found, key=lambda n: (list(_NAMES).index(n) if n in _NAMES else len(_NAMES), n)):
            r = found[name]
            if kind == "sva":
                rob = r["robustness"]
                out.append((split, _name(kind, name), f"{r['sound']} / {r['interface_only']}", str(r["trivial"]),
                            str(r["vacuous"]), str(r["good"]), _pct(r["gold_coverage"]), _pct(r["mutation_score"]),
                            _pct(r["pass@1"]), f"{rob['variant_sensitive_families']} of {rob['families']}",
                            str(rob["max_range"])))
            else:
                out.append((split, _name(kind, name), str(r["scored"]), f"{r['pass']} ({_pct(r['pass_rate'])})",
                            str(r["fail"]), str(r["refused"]), f"{r['error']} / {r['timeout']} / {r['unknown']}"))
    return out


def tables(report: dict) -> list[tuple[str, tuple[str, ...], list[tuple[str, ...]]]]:
    """(title, header, rows) of every kind the report has."""
    return [(title, SVA_HEADER if kind == "sva" else TASK_HEADER, rows(report, kind)) for kind, title in KINDS
            if rows(report, kind)]


def markdown_tables(report: dict) -> str:
    parts = []
    for title, header, body in tables(report):
        parts += [f"{title}:", "", "| " + " | ".join(header) + " |", "|" + "---|" * len(header),
                  *("| " + " | ".join(r) + " |" for r in body), ""]
    return "\n".join(parts)


def card_section(report: dict | None, export_info: dict | None = None) -> str:
    if not report:
        return ""
    notice = stale_notice(report, export_info)
    return ("\n## Baselines\n\n" + (notice + "\n\n" if notice else "") +
            f"Made by `{report['command']}` on {report['date']} ({report['cores']} cores, "
            f"{report['wall_seconds']:.0f} s); the figures below are generated from `{RESULTS_FILE}`. "
            "Assertion mining simulates each task's RTL in Icarus on seeded random stimuli that toggle reset and "
            "keeps the template invariants, implications and next-cycle relations over ports that the traces never "
            "violate; repair by mutation tries every alternative of the 19 mutation operators at every place in "
            "the buggy module and submits the one that best matches the waveform of the one-shot prompt.\n\n"
            + markdown_tables(report))
