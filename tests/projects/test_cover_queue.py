"""The queue of witness covers: shallowest first, and a timeout spares the covers of its kind at least as deep,
in its time model only."""

from __future__ import annotations

from dataclasses import dataclass

from svafam.projects.cover_queue import CoverQueue


@dataclass
class _Cover:
    phase: str
    model: str
    depth: int


def test_covers_run_shallowest_first_in_the_order_they_came():
    q = CoverQueue()
    a, b, c = _Cover("cover-known", "cycle", 9), _Cover("cover-rest", "cycle", 3), _Cover("cover-known", "cycle", 3)
    q.add([a, b])
    q.add([c])
    assert q.take(2) == ([b, c], [])
    assert q.take(5) == ([a], [])
    assert q.take(1) == ([], [])


def test_a_timeout_passes_over_its_kind_at_least_as_deep_and_nothing_else():
    q = CoverQueue()
    shallow = _Cover("cover-known", "cycle", 4)
    same, deeper = _Cover("cover-known", "cycle", 10), _Cover("cover-known", "cycle", 30)
    other_kind, other_model = _Cover("cover-rest", "cycle", 30), _Cover("cover-known", "edge", 30)
    q.add([shallow, same, deeper, other_kind, other_model])
    q.timeout(_Cover("cover-known", "cycle", 10))
    q.timeout(_Cover("cover-known", "cycle", 20))   # a deeper timeout does not raise the bar
    run, skipped = q.take(5)
    assert run == [shallow, other_kind, other_model]
    assert skipped == [same, deeper]
