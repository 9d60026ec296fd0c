"""The queue of witness covers: shallowest first, and a timeout spares the covers of its kind at least as deep,
in its time model only; a deeper cover waits while a shallower one of its kind probes depths none has finished at."""

from __future__ import annotations

from dataclasses import dataclass

from svafam.projects.cover_queue import CoverQueue


@dataclass(eq=False)
class _Cover:
    phase: str
    model: str
    depth: int


def test_covers_run_shallowest_first_in_the_order_they_came():
    q = CoverQueue(slots=2)
    a, b, c = _Cover("cover-known", "cycle", 9), _Cover("cover-rest", "cycle", 3), _Cover("cover-known", "cycle", 3)
    q.add([a, b])
    q.add([c])
    assert q.take() == ([b, c], [])
    assert q.take() == ([], [])          # no free slot
    q.done(b, "PASS")
    q.done(c, "PASS")
    assert q.take() == ([a], [])
    assert q.take() == ([], [])


def test_a_timeout_passes_over_its_kind_at_least_as_deep_and_nothing_else():
    q = CoverQueue(slots=5)
    shallow = _Cover("cover-known", "cycle", 4)
    same, deeper = _Cover("cover-known", "cycle", 10), _Cover("cover-known", "cycle", 30)
    other_kind, other_model = _Cover("cover-rest", "cycle", 30), _Cover("cover-known", "edge", 30)
    q.add([shallow, same, deeper, other_kind, other_model])
    q.done(_Cover("cover-known", "cycle", 10), "TIMEOUT")
    q.done(_Cover("cover-known", "cycle", 20), "TIMEOUT")   # a deeper timeout does not raise the bar
    run, skipped = q.take()
    assert run == [shallow, other_kind, other_model]
    assert skipped == [same, deeper]


def test_a_deeper_cover_waits_for_a_shallower_one_probing_new_depths():
    q = CoverQueue(slots=2)
    first, second = _Cover("cover-known", "cycle", 21), _Cover("cover-known", "cycle", 21)
    probe, deeper = _Cover("cover-known", "cycle", 35), _Cover("cover-known", "cycle", 40)
    other_model = _Cover("cover-known", "edge", 44)
    q.add([first, second, probe, deeper, other_model])
    assert q.take() == ([first, second], [])          # equal depths run together
    q.done(first, "PASS")
    assert q.take() == ([probe], [])
    q.done(second, "PASS")
    assert q.take() == ([other_model], [])            # 40 waits for 35; another model does not
    q.done(probe, "TIMEOUT")
    assert q.take() == ([], [deeper])                 # passed over without a job
    assert q.waiting == []


def test_a_probe_that_finishes_lets_the_deeper_cover_run():
    q = CoverQueue(slots=2)
    probe, deeper = _Cover("cover-known", "cycle", 27), _Cover("cover-known", "cycle", 35)
    q.add([probe, deeper])
    assert q.take() == ([probe], [])
    assert q.waiting == [deeper]
    q.done(probe, "PASS")
    assert q.take() == ([deeper], [])


def test_a_cover_split_off_the_queue_frees_no_slot():
    q = CoverQueue(slots=1)
    queued, later = _Cover("cover-known", "cycle", 5), _Cover("cover-known", "cycle", 5)
    q.add([queued, later])
    assert q.take() == ([queued], [])
    q.done(_Cover("cover-known", "cycle", 5), "PASS")   # a half of a split cover, never in a slot
    assert q.take() == ([], [])
    q.done(queued, "PASS")
    assert q.take() == ([later], [])


def test_a_cover_that_errs_neither_spares_nor_releases_the_deeper_ones():
    q = CoverQueue(slots=2)
    erring, probe, deeper = (_Cover("cover-known", "cycle", d) for d in (21, 27, 35))
    q.add([erring, probe, deeper])
    assert q.take() == ([erring], [])
    q.done(erring, "ERROR")
    assert q.take() == ([probe], [])             # 27 probes: nothing of the kind finished
    assert q.waiting == [deeper]
