"""In a wide design, what the first proof leaves undecided is covered to the depth before the search and the full
proof, unless a cover to the depth already ran on it.

The design (made wide here by lowering the threshold) counts to 29 and wraps; ``early`` wraps at 28, a difference
within the depth of 40 used here. The screen is a stand-in that tells nothing apart, and the batch covers of the
rest run out of their (lowered) time, as sha3's did when the machine was shared, so nothing but the first proof
(limit lowered, so it decides nothing) stands between the mutants and the full proof.
"""

from __future__ import annotations

from svafam.engine import discover, open_executor
from svafam.projects import formal_tasks
from svafam.projects.formal import ProjectRetention
from tests.projects.test_check import needs_icarus
from tests.projects.test_formal_batches import _cand, checked_wrap
from tests.projects.test_formal_first_proof import EARLY, SAME

pytestmark = needs_icarus


def _run(tmp_path, monkeypatch, *, batch_covers_time_out: bool = True):
    check = checked_wrap(tmp_path)
    monkeypatch.setattr(formal_tasks, "WIDE_STATE_BITS", 0)
    monkeypatch.setattr(formal_tasks, "FIRST_PROOF_SECONDS", 0.01)
    if batch_covers_time_out:
        monkeypatch.setattr(formal_tasks, "KNOWN_COVER_SECONDS", 0.01)
    searched: list[str] = []
    retention = ProjectRetention(check.design, tmp_path / "formal", check.design.model, depth=40)
    retention.screen = lambda members, model: {}
    retention.search = lambda members, model: searched.extend(c.id for c in members) or {}
    jobs: list[str] = []
    with open_executor("local", discover(), workers=2) as executor:
        verdicts = retention.run(executor, [_cand("early", EARLY), _cand("same", SAME)],
                                 lambda spec, _o: jobs.append(spec.key))
    return verdicts, searched, jobs, retention


def test_a_difference_within_the_depth_costs_a_cover_not_a_proof(tmp_path, monkeypatch):
    verdicts, searched, jobs, retention = _run(tmp_path, monkeypatch)
    assert verdicts["early"].status == "distinguishable" and verdicts["early"].job == "cover-bound"
    assert retention.witnesses["early"].first_difference(1) == 30   # the shortest witness, as the deep cover's
    assert searched == ["same"]
    assert verdicts["same"].status == "equivalent" and verdicts["same"].job == "prove"
    assert len([k for k in jobs if "/cover-bound_" in k]) == 2
    assert len([k for k in jobs if "/prove_" in k]) == 1   # the equivalent one's; none for the difference


def test_no_second_cover_to_the_depth(tmp_path, monkeypatch):
    """The batch covers ran to the depth this time: they told ``early`` apart and bounded ``same``."""
    verdicts, _, jobs, _ = _run(tmp_path, monkeypatch, batch_covers_time_out=False)
    assert verdicts["early"].job == "cover-rest"
    assert verdicts["same"].status == "equivalent"
    assert not [k for k in jobs if "/cover-bound_" in k]
