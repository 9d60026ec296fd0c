"""Metrics of a scoring run, accumulated line by line (the records themselves are not kept).

What is kept grows with the dataset (tasks, families, gold properties), not with the
number of lines: counters per category, and per task its samples' two criteria.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from math import comb

from svafam.dataset.loading import Task

from .records import LineRecord

PRIMARY = ("the response has a property that is sound, non-trivial and non-vacuous "
           "and kills at least one mutant of the family")
SECONDARY = "the response has a property that is sound and non-vacuous (the criterion before triviality and mutants)"


def pass_at_k(n: int, c: int, k: int) -> float:
    """Unbiased estimator (Chen et al. 2021): 1 - C(n-c, k) / C(n, k)."""
    if n - c < k:
        return 1.0
    return 1.0 - comb(n - c, k) / comb(n, k)


class _Summary:
    def __init__(self) -> None:
        self.n: Counter[str] = Counter()
        self.gold_coverage = 0.0
        self.mutation_score = 0.0
        self.killed: set[tuple[str, str]] = set()
        self.pools: dict[str, int] = {}
        self.temporal_killed: set[tuple[str, str]] = set()
        self.temporal_pools: dict[str, int] = {}

    def add(self, r: LineRecord, family: str) -> None:
        n = self.n
        n["responses"] += 1
        n["read"] += r.read
        n["refused"] += bool(r.refused)
        n["over_a_limit"] += bool(r.limits_exceeded) and not r.refused
        n["format_ok"] += r.format_ok
        n["syntax_valid"] += r.syntax_valid
        n["properties_extracted"] += r.extracted
        n["supported"] += r.extracted - len(r.unsupported)
        n["interface_only"] += len(r.properties)
        for p in r.properties:
            n[p.soundness] += 1
            if p.soundness == "sound":
                n["trivial"] += p.trivial is True
                n["vacuous"] += p.vacuous is True
                n["good"] += p.good
                n["good_killing"] += p.good and bool(p.kills)
        n["gold_properties"] += len(r.gold)
        n["gold_implied"] += sum(g.implied is True for g in r.gold)
        self.gold_coverage += r.gold_coverage or 0.0
        self.mutation_score += r.mutation_score or 0.0
        self.killed.update((family, m) for m in r.killed)
        self.pools[family] = len(r.mutants)
        self.temporal_killed.update((family, m) for m in r.temporal_only_killed)
        self.temporal_pools[family] = len(r.temporal_only_mutants)
        n["passes"] += r.passes
        n["passes_secondary"] += r.passes_secondary

    def result(self) -> dict:
        out = {k: self.n[k] for k in ("responses", "read", "refused", "over_a_limit", "format_ok", "syntax_valid",
                                      "properties_extracted", "supported", "interface_only", "sound", "unsound",
                                      "unknown", "trivial", "vacuous", "good", "good_killing", "gold_properties",
                                      "gold_implied", "passes", "passes_secondary")}
        responses = self.n["responses"]
        out["gold_coverage"] = round(self.gold_coverage / responses, 4) if responses else 0.0
        out["mutation_score"] = round(self.mutation_score / responses, 4) if responses else 0.0
        out["mutants_killed"] = len(self.killed)
        out["mutants_in_pools"] = sum(self.pools.values())
        out["temporal_only_killed"] = len(self.temporal_killed)
        out["temporal_only_in_pools"] = sum(self.temporal_pools.values())
        return out


class Accumulator:
    def __init__(self, tasks: dict[str, Task]):
        self.tasks = tasks
        self.lines = 0
        self.problems: Counter[str] = Counter()
        self.overall = _Summary()
        self.per_category: dict[str, _Summary] = defaultdict(_Summary)
        self.per_form: dict[str, _Summary] = defaultdict(_Summary)
        self.samples: dict[str, list[tuple[bool, bool]]] = defaultdict(list)
        self.per_task: dict[str, list[float]] = defaultdict(lambda: [0, 0, 0, 0.0, 0.0])
        self.gold: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
        self.best_sound: dict[str, dict[str, tuple[int, bool]]] = defaultdict(dict)

    def add(self, r: LineRecord) -> None:
        self.lines += 1
        if not r.scored:
            self.problems[r.problem_kind or "other"] += 1
            return
        task = self.tasks[r.task_id]
        self.overall.add(r, task.family_id)
        self.per_category[task.category].add(r, task.family_id)
        if r.form is not None:
            self.per_form[r.form].add(r, task.family_id)
        self.samples[r.task_id].append((r.passes, r.passes_secondary))
        t = self.per_task[r.task_id]
        t[0] += 1
        t[1] += r.passes
        t[2] += r.passes_secondary
        t[3] += r.gold_coverage or 0.0
        t[4] += r.mutation_score or 0.0
        for g in r.gold:
            counts = self.gold[task.family_id][g.id]
            counts[0] += g.implied is True
            counts[1] += 1
        n_sound = sum(p.soundness == "sound" for p in r.properties)
        all_sound = bool(r.properties) and n_sound == len(r.properties)
        previous = self.best_sound[task.family_id].get(r.task_id)
        if previous is None or n_sound > previous[0]:
            self.best_sound[task.family_id][r.task_id] = (n_sound, all_sound)

    def _families(self) -> tuple[int, int]:
        """Families whose four variants all have an all-sound response; families scored differently per variant."""
        all_sound = sensitive = 0
        for per_task in self.best_sound.values():
            if len(per_task) == 4:
                all_sound += all(ok for _n, ok in per_task.values())
                sensitive += len({n for n, _ok in per_task.values()}) > 1
        return all_sound, sensitive

    def result(self) -> dict:
        overall = self.overall.result()
        overall["lines"], overall["problems"] = self.lines, sum(self.problems.values())
        overall["families_sound_on_all_four_variants"], overall["variant_sensitive_families"] = self._families()
        out = {"overall": overall,
               "per_category": {c: s.result() for c, s in sorted(self.per_category.items())},
               **({"per_form": {f: s.result() for f, s in sorted(self.per_form.items())}} if self.per_form else {}),
               "problems": dict(sorted(self.problems.items())),
               "criteria": {"primary": PRIMARY, "secondary": SECONDARY}}
        n_min = min((len(v) for v in self.samples.values()), default=0)
        for name, index in (("pass_at_k", 0), ("pass_at_k_secondary", 1)):
            out[name] = {f"pass@{k}": round(sum(pass_at_k(len(v), sum(s[index] for s in v), k)
                                                for v in self.samples.values()) / len(self.samples), 4)
                         for k in (1, 5, 10) if k <= n_min}
        out["per_task"] = {tid: {"responses": int(t[0]), "passes": int(t[1]), "passes_secondary": int(t[2]),
                                 "gold_coverage": round(t[3] / t[0], 4), "mutation_score": round(t[4] / t[0], 4)}
                           for tid, t in sorted(self.per_task.items())}
        out["per_gold_property"] = {fam: {gid: {"implied": c[0], "responses": c[1]} for gid, c in sorted(g.items())}
                                    for fam, g in sorted(self.gold.items())}
        return out
