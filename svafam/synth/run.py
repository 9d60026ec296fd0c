"""One synthesis run: draw the specs, check them, build them, remove clones, write the task files, index,
split, export.

The output folder holds the synthesized ``specs/``, the admitted families in ``dataset/``
(the curated layout: manifest, card, export), ``splits/``, ``synthesis_report.json`` and
``.synth/ledger.json``: the verdict on every candidate, keyed by the sha256 of its spec,
written after every batch. Re-running the same command reuses every verdict whose spec is
unchanged, so a killed run resumes where it stopped; admitted families are kept as they
are (their evidence is the build's cache), rejected ones are not built again.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import time
from collections.abc import Callable, Iterator, Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from svafam.engine import Executor
from svafam.errors import SvafamError
from svafam.family_folder import family_dirs
from svafam.files import write_atomic
from svafam.formal.plan import SUITE_SIZE, Job
from svafam.generators.spec_loader import SpecError
from svafam.pipeline.build import LoadedSpec, StagedBatch, build, stage_batch, write_index
from svafam.pipeline.pool_tasks import refresh_tasks
from svafam.pipeline.validation import FamilyResult

from . import SYNTH_VERSION
from .dedup import find_clones
from .novelty import Novelty
from .registry import draw_fresh, slots
from .signature import reference_model
from .spec_checks import SpecChecker
from .writer import spec_text

LEDGER = ".synth/ledger.json"
RECIPE = "recipe.json"
# families validated together: jobs of several families keep both cores busy, and each batch ends with
# a drain (its last jobs on fewer cores than there are); a kill loses one batch (~50 s of work at 16)
BATCH = 16


class RecipeError(SvafamError, ValueError):
    """The output folder holds another recipe's corpus (the message says which)."""


@dataclass(frozen=True)
class Recipe:
    seed: int
    count: int
    categories: tuple[str, ...]
    synth_version: str = SYNTH_VERSION

    def to_json(self) -> dict:
        return {"seed": self.seed, "count": self.count, "categories": list(self.categories),
                "synth_version": self.synth_version,
                "command": f"svafam synth --count {self.count} --seed {self.seed}"
                           + "".join(f" --category {c}" for c in self.categories)}


@dataclass
class Candidate:
    index: int
    family: str
    category: str
    kind: str
    template: str
    params: dict
    key: tuple
    text: str

    @property
    def sha(self) -> str:
        return hashlib.sha256(self.text.encode()).hexdigest()

    @property
    def rel(self) -> str:
        return f"specs/{self.category}/{self.family}.yaml"


@dataclass
class Outcome:
    family: str
    category: str
    kind: str
    template: str
    params: dict
    verdict: str  # admitted, rejected or clone
    reason: str = ""
    detail: str = ""
    seconds: float = 0.0
    reused: bool = False


@dataclass
class RunResult:
    recipe: Recipe
    outcomes: list[Outcome]
    wall_seconds: float
    build_seconds: float
    dedup_seconds: float
    built: int  # families whose jobs ran (or were looked at) in this run


def candidates(recipe: Recipe, curated: Mapping[Path, str] | None = None) -> list[Candidate]:
    """The run's candidates; a slot whose draw repeats an earlier candidate or a curated family
    (``curated``: their folders; :class:`svafam.synth.novelty.Novelty` says what counts) is drawn again."""
    return list(iter_candidates(recipe, curated))


def iter_candidates(recipe: Recipe, curated: Mapping[Path, str] | None = None) -> Iterator[Candidate]:
    """:func:`candidates`, one at a time."""
    novelty = Novelty(curated)
    for index, category in slots(recipe.count, list(recipe.categories) or None):
        seen: dict[int, tuple[str, tuple | None]] = {}  # attempt -> (spec text, (spec model, RTL signature))

        def fresh(inst, index=index, seen=seen) -> bool:
            if inst.key in novelty.keys:
                return False
            text = spec_text(inst, recipe.seed, index)
            seen[inst.attempt] = (text, reference_model(text, f"{inst.data['id']}.yaml"))
            return not novelty.repeats(inst.key, seen[inst.attempt][1])

        inst = draw_fresh(recipe.seed, index, category, fresh)
        text, built = seen.get(inst.attempt) or (spec_text(inst, recipe.seed, index), None)
        novelty.add(inst.key, built)
        yield Candidate(index, inst.data["id"], category, inst.kind, inst.template, inst.params, inst.key, text)


def check_recipe(out: Path, recipe: Recipe) -> None:
    """A folder may be resumed or grown only by the same seed, categories and synthesizer version."""
    path = out / "dataset" / RECIPE
    if not path.is_file():
        return
    old = json.loads(path.read_text(encoding="utf-8"))
    for key in ("seed", "categories", "synth_version"):
        if old.get(key) != recipe.to_json()[key]:
            raise RecipeError(f"{out} holds a corpus made with {key} {old.get(key)!r}, not {recipe.to_json()[key]!r}; "
                              "choose another --out or remove it")


def _write(path: Path, text: str) -> None:
    if path.is_file() and path.read_text(encoding="utf-8") == text:
        return
    write_atomic(path, text)


def _read_ledger(out: Path) -> dict[str, dict]:
    try:
        return json.loads((out / LEDGER).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def _write_ledger(out: Path, ledger: dict[str, dict]) -> None:
    _write(out / LEDGER, json.dumps(dict(sorted(ledger.items())), indent=1) + "\n")


def rejection(res: FamilyResult) -> tuple[str, str]:
    """(reason bucket, detail) of a family the build did not admit."""
    bad = [r for r in res.records if not r["as_expected"]]
    if bad:
        first = bad[0]
        detail = "; ".join(f"{r['kind']} {r['target']}: {r['status']}" for r in bad)
        status = first["status"] if first["status"] in ("TIMEOUT", "ERROR") else f"{first['status']}, expected " \
                                                                                 f"{first['expected']}"
        return f"suite: {first['kind']} {status}", detail
    if len(res.records) != SUITE_SIZE:
        return "suite: incomplete", f"{len(res.records)} of {SUITE_SIZE} jobs"
    if res.conformance and not res.conformance["as_expected"]:
        return f"oracle: {res.conformance['status']}", "v0 is not equivalent to the Amaranth oracle"
    return "variants too close", "; ".join(res.distinctness.get("problems", []))


def _family_ok(dataset: Path, cand: Candidate) -> bool:
    """The family is in the dataset, built from this very spec, and admitted."""
    fdir = dataset / cand.family
    try:
        evidence = json.loads((fdir / "evidence" / "evidence.json").read_text(encoding="utf-8"))
        return (fdir / "spec.yaml").read_text(encoding="utf-8") == cand.text and bool(evidence.get("admitted"))
    except (OSError, ValueError):
        return False


def curated_families(project_root: Path) -> dict[Path, str]:
    """Curated family folders -> their split (``unsplit`` when the split file does not list them)."""
    dataset = project_root / "dataset"
    try:
        doc = json.loads((project_root / "splits" / "splits_v1.json").read_text(encoding="utf-8"))
        where = {f: s for s, fams in doc["splits"].items() for f in fams}
    except (OSError, ValueError, KeyError):
        where = {}
    return {d: where.get(d.name, "unsplit") for d in family_dirs(dataset)} \
        if dataset.is_dir() else {}


def synthesize(out: Path, recipe: Recipe, executor: Executor, *, curated: dict[Path, str],
               on_job: Callable[[str, Job, dict], None] | None = None,
               on_family: Callable[[Outcome], None] | None = None,
               on_stage: Callable[[str], None] | None = None) -> RunResult:
    start = time.monotonic()
    stage = on_stage or (lambda _s: None)
    dataset = out / "dataset"
    dataset.mkdir(parents=True, exist_ok=True)
    shutil.rmtree(dataset / ".staging", ignore_errors=True)  # a killed run's half-staged batch
    _write(dataset / RECIPE, json.dumps(recipe.to_json(), indent=2) + "\n")  # first: a killed run can be resumed
    ledger = _read_ledger(out)
    outcomes: dict[str, Outcome] = {}

    def decide(c: Candidate, verdict: str, reason: str = "", detail: str = "", seconds: float = 0.0,
               reused: bool = False) -> None:
        o = Outcome(c.family, c.category, c.kind, c.template, c.params, verdict, reason, detail, seconds, reused)
        outcomes[c.family] = o
        ledger[c.family] = {"sha256": c.sha, "verdict": verdict, "reason": reason, "detail": detail,
                            "seconds": round(seconds, 3)}
        if on_family:
            on_family(o)

    # each spec is written and its check started as soon as it is drawn: the draw is single-threaded,
    # the checks run on worker processes meanwhile
    stage("drawing and checking specs")
    cands: list[Candidate] = []
    checks: list[tuple[Candidate, Callable]] = []
    first_of: dict[tuple, str] = {}
    with SpecChecker(recipe.count) as checker:
        for c in iter_candidates(recipe, curated):
            cands.append(c)
            _write(out / c.rel, c.text)
            old = ledger.get(c.family)
            if old and old["sha256"] == c.sha and old["verdict"] != "admitted":
                decide(c, old["verdict"], old["reason"], old["detail"], old.get("seconds", 0.0), reused=True)
                continue
            if c.key in first_of:
                decide(c, "clone", "clone (same parameters) of a synthesized family",
                       f"same parameters as {first_of[c.key]}")
                continue
            first_of[c.key] = c.family
            if _family_ok(dataset, c):
                decide(c, "admitted", seconds=(old or {}).get("seconds", 0.0), reused=True)
                continue
            checks.append((c, checker.submit(out / c.rel)))
        names = {c.family for c in cands}
        for stale in sorted((out / "specs").glob("*/*.yaml")):
            if stale.stem not in names:
                stale.unlink()
        for d in (p for p in family_dirs(dataset) if p.name not in names):
            shutil.rmtree(d)
        to_build: list[tuple[Candidate, LoadedSpec]] = []
        for c, check in checks:
            spec = check()
            if isinstance(spec, SpecError):
                decide(c, "rejected", f"spec check: {spec.field.split('[')[0].split('.')[0]}",
                       f"{spec.field}: {spec.reason}")
            else:
                to_build.append((c, LoadedSpec(spec, out / c.rel, c.text, c.rel)))
    _write_ledger(out, ledger)

    stage("building")
    build_start = time.monotonic()
    batches = [to_build[i:i + BATCH] for i in range(0, len(to_build), BATCH)]
    # each batch is generated (oracles, RTL, formal files) beside the jobs of the one before: the
    # generation would otherwise leave both cores idle between batches (~70 ms a family)
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="stager") as stager:
        upcoming = stager.submit(_stage, batches[0], dataset) if batches else None
        try:
            for k, batch in enumerate(batches):
                staged = upcoming.result()
                upcoming = stager.submit(_stage, batches[k + 1], dataset) if k + 1 < len(batches) else None
                t0 = time.monotonic()
                results = _build_batch(batch, dataset, executor, on_job, staged)
                each = (time.monotonic() - t0) / len(batch)
                for c, _item in batch:
                    res = results[c.family]
                    if isinstance(res, str):
                        decide(c, "rejected", "generation error", res, each)
                    elif res.admitted:
                        decide(c, "admitted", seconds=each)
                    else:
                        decide(c, "rejected", *rejection(res), seconds=each)
                _write_ledger(out, ledger)
        finally:
            if upcoming is not None:  # stopped early: the next batch was staged for nothing
                _discard(upcoming)
    build_seconds = time.monotonic() - build_start

    stage("removing clones")
    dedup_start = time.monotonic()
    admitted = [dataset / c.family for c in cands if outcomes[c.family].verdict == "admitted"]
    by_family = {c.family: c for c in cands}
    checked = {c.family: item.spec for c, item in to_build}
    for clone in find_clones(admitted, curated, executor, specs=checked):
        shutil.rmtree(dataset / clone.family)
        c = by_family[clone.family]
        prior = outcomes[clone.family]
        decide(c, "clone", clone.reason, f"{clone.how} duplicate of {clone.of}", prior.seconds)
    _write_ledger(out, ledger)
    dedup_seconds = time.monotonic() - dedup_start

    # every kept family's, reused ones too: a run killed after a batch but before this stage left none
    stage("writing tasks")
    refresh_tasks(dataset, [dataset / c.family for c in cands if outcomes[c.family].verdict == "admitted"])

    stage("writing the index")
    write_index(dataset)
    return RunResult(recipe, [outcomes[c.family] for c in cands], time.monotonic() - start, build_seconds,
                     dedup_seconds, built=len(to_build))


def _stage(batch: list[tuple[Candidate, LoadedSpec]], dataset: Path) -> StagedBatch | Exception:
    """A batch generated ahead of its build; a generation error is returned for the build to find
    which family caused it."""
    try:
        return stage_batch([item for _c, item in batch], dataset)
    except (ValueError, KeyError, RuntimeError) as e:
        return e


def _discard(future: Future) -> None:
    try:
        staged = future.result()
    except BaseException:  # noqa: BLE001 - already stopping for another reason
        return
    if isinstance(staged, StagedBatch):
        staged.discard()


def _build_batch(batch: list[tuple[Candidate, LoadedSpec]], dataset: Path, executor: Executor,
                 on_job, staged: StagedBatch | Exception | None = None) -> dict[str, FamilyResult | str]:
    """Build a batch (``staged``: as :func:`_stage` left it); when generating one of them fails, build
    them one by one to find which."""
    try:
        if isinstance(staged, Exception):
            raise staged
        report = build(staged or [item for _c, item in batch], dataset, executor, use_cache=True, on_job=on_job,
                       mutation=False, index=False, tasks=False)
        return {r.family: r for r in report.results}
    except (ValueError, KeyError, RuntimeError) as e:
        if len(batch) == 1:
            return {batch[0][0].family: f"{type(e).__name__}: {e}"}
        out: dict[str, FamilyResult | str] = {}
        for one in batch:
            out.update(_build_batch([one], dataset, executor, on_job))
        return out

