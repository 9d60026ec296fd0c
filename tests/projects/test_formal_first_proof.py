"""What no screen or cover told apart is proved first, with a short limit; only what that leaves undecided is searched.

The deep search plays 100,000 random cycles of each mutant it is given and can never decide *equivalent*, so a mutant
a proof settles in a second must not reach it. The search here is a recording stand-in: the tests read which mutants it
was given. The design counts to 29 and wraps; the covers (depth 3, no screen) tell nothing apart.
"""

from __future__ import annotations

from svafam.engine import discover, open_executor
from svafam.projects import formal_tasks
from svafam.projects.formal import ProjectRetention
from tests.projects.test_check import needs_icarus
from tests.projects.test_formal_batches import DESIGN, _cand, checked_wrap

pytestmark = needs_icarus

SAME = DESIGN.replace("else if (count == 5'd29)", "else if (count >= 5'd29)")
ALSO = DESIGN.replace("assign top = count == 5'd29;", "assign top = count >= 5'd29;")
EARLY = DESIGN.replace("else if (count == 5'd29)", "else if (count == 5'd28)")


def _run(tmp_path, cands):
    check = checked_wrap(tmp_path)
    searched: list[str] = []

    def search(members, model):
        searched.extend(c.id for c in members)
        return {}

    retention = ProjectRetention(check.design, tmp_path / "formal", check.design.model, depth=3)
    retention.search = search
    jobs: list[str] = []
    with open_executor("local", discover(), workers=2) as executor:
        verdicts = retention.run(executor, cands, lambda spec, _o: jobs.append(spec.key))
    return verdicts, searched, jobs, retention


def test_what_the_first_proof_proves_is_never_searched(tmp_path):
    verdicts, searched, jobs, _ = _run(tmp_path, [_cand("same", SAME), _cand("also", ALSO)])
    assert verdicts["same"].status == verdicts["also"].status == "equivalent"
    assert verdicts["same"].job == verdicts["also"].job == "prove-first"
    assert searched == []
    assert len([k for k in jobs if "/prove" in k]) == 1   # one batch, one proof: nothing proved twice


def test_a_first_proof_that_times_out_is_no_verdict_its_mutants_are_searched_then_proved(tmp_path, monkeypatch):
    monkeypatch.setattr(formal_tasks, "FIRST_PROOF_SECONDS", 0.01)
    verdicts, searched, jobs, _ = _run(tmp_path, [_cand("same", SAME), _cand("also", ALSO)])
    assert sorted(searched) == ["also", "same"]
    assert verdicts["same"].status == verdicts["also"].status == "equivalent"
    assert verdicts["same"].job == verdicts["also"].job == "prove"


def test_the_mutants_a_first_counterexample_names_get_their_shortest_witness_without_the_search(tmp_path):
    """``early`` wraps at 28: the first proof's counterexample names it, and a deep cover finds its shortest witness
    (the count reaches 28 at step 29); the equivalent rewrite it shared the batch with is searched, then proved."""
    verdicts, searched, jobs, retention = _run(tmp_path, [_cand("early", EARLY), _cand("same", SAME)])
    assert searched == ["same"]
    assert verdicts["same"].status == "equivalent" and verdicts["same"].job == "prove"
    assert verdicts["early"].status == "distinguishable" and verdicts["early"].job == "deep"
    w = retention.witnesses["early"]
    assert w.first_difference(1) == 30   # the count reaches 28 at step 29; the shortest witness
