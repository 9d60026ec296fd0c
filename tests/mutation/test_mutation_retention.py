"""Formal retention through the executor: an EdgeFlip mutant is told apart only in the clock-accurate
model; an equivalence check forced to say "equivalent" is caught; the pool is byte-identical
across runs and reuses its evidence."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from svafam.engine import JobOutcome, discover, open_executor
from svafam.formal.family import load_interface
from svafam.mutation.candidates import build_candidates
from svafam.mutation.harness import CYCLE
from svafam.mutation.pipeline import Options, mutate_family
from svafam.mutation.retention import DISTINGUISHABLE, EQUIVALENT, UNKNOWN, Retention

ROOT = Path(__file__).resolve().parents[2]
FAMILY = ROOT / "dataset" / "timer_0007"


@pytest.fixture(scope="module")
def executor():
    with open_executor("local", discover(), workers=2) as ex:
        yield ex


def _candidates(operator):
    iface = load_interface(FAMILY)
    fc = build_candidates(iface.family, FAMILY, iface.variants[:1], operators=[operator])
    return iface, fc, [c for c in fc.candidates if c.compiled]


def test_edge_flip_is_distinguished_only_in_the_clock_accurate_model(executor, tmp_path):
    iface, fc, cands = _candidates("EdgeFlip")
    assert [c.change for c in cands] == ["posedge -> negedge"]
    verdict = Retention(iface, fc, tmp_path / "edge").run(executor, cands)[cands[0].id]
    assert verdict.status == DISTINGUISHABLE
    assert "$scope module mutant $end" in verdict.trace and verdict.step is not None
    # the same mutant in the single-clock model: every flip-flop clocked alike, so "equivalent"
    from svafam.mutation import retention

    original = retention.model_of
    retention.model_of = lambda c: CYCLE
    try:
        wrong = Retention(iface, fc, tmp_path / "cycle").run(executor, cands)[cands[0].id]
    finally:
        retention.model_of = original
    assert wrong.status == EQUIVALENT


class LyingExecutor:
    """A planted fault: every cover unreached, every proof PASS -- an equivalence check that
    says "equivalent" whatever the mutant. The gold properties (run for real) still see the truth."""

    def __init__(self, real):
        self.real = real

    def tool_versions(self):
        return self.real.tool_versions()

    def run(self, jobs, work_root, progress=None):
        forced, real_jobs = {}, []
        for job in jobs:
            name = job.key.split("/")[-1]
            if name.startswith(("cover", "prove")):
                text = (job.root / job.sby_file).read_text()
                covers = [w for w in text.split() if w.startswith("D_")]
                status = "FAIL" if name.startswith("cover") else "PASS"
                forced[job.key] = (JobOutcome(status, engine="lie", unreached_covers=covers), work_root / job.key)
            else:
                real_jobs.append(job)
        results = dict(forced)
        results.update(self.real.run(real_jobs, work_root, progress) if real_jobs else {})
        return results


def test_an_equivalence_check_forced_to_say_equivalent_is_caught(executor, tmp_path):
    family = tmp_path / "timer_0007"
    shutil.copytree(FAMILY, family, ignore=shutil.ignore_patterns("mutation"))
    run = mutate_family(family, LyingExecutor(executor), Options(budget=None, operators=["ExprUpdate"]))
    import json

    evidence = json.loads((family / "mutation" / "evidence.json").read_text())
    statuses = {mid: rec["status"] for mid, rec in evidence["retention"].items()}
    assert run.contradictions, "the gold properties fail on mutants the lying check called equivalent"
    for mid in run.contradictions:
        assert statuses[mid] == UNKNOWN
        assert evidence["retention"][mid]["message"].startswith("contradiction: proved equivalent")


def test_the_pool_is_deterministic_and_reuses_its_evidence(executor, tmp_path):
    family = tmp_path / "timer_0007"
    shutil.copytree(FAMILY, family, ignore=shutil.ignore_patterns("mutation"))
    options = Options(budget=12, operators=["ExprDelete", "NSubDelete", "EdgeInsert", "PointerInsert"])
    first = mutate_family(family, executor, options)
    files = {p.relative_to(family).as_posix(): p.read_bytes() for p in (family / "mutation").rglob("*") if p.is_file()}
    assert first.classified > 0 and any(k.startswith("mutation/traces/") for k in files)
    shutil.rmtree(family / "mutation")
    mutate_family(family, executor, options)   # cold again
    again = {p.relative_to(family).as_posix(): p.read_bytes() for p in (family / "mutation").rglob("*") if p.is_file()}
    assert again == files
    warm = mutate_family(family, executor, options)
    assert warm.classified == 0 and warm.ran == {}
    assert {p.relative_to(family).as_posix(): p.read_bytes() for p in (family / "mutation").rglob("*")
            if p.is_file()} == files
