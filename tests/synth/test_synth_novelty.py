"""A draw that would only make a clone is refused before anything is built."""

from __future__ import annotations

from svafam.synth.novelty import Novelty
from svafam.synth.signature import reference_model
from tests.conftest import ROOT

TIMER = (ROOT / "specs" / "timer_watchdog" / "timer_0007.yaml").read_text()
COUNTER = (ROOT / "tests" / "fixtures" / "behavior_prints" / "syn_counter_0061.yaml").read_text()


def _built(text: str, name: str):
    built = reference_model(text, f"{name}.yaml")
    assert built is not None
    return built


def test_a_draw_that_simulates_like_an_earlier_one_is_drawn_again():
    """Same behavior in other words (renamed ports, guard conjuncts swapped): other RTL, same prints."""
    copy = TIMER.replace("timer_0007", "timer_0098").replace("load", "restart").replace("remaining", "left")
    copy = copy.replace('{when: "tick && left != 3\'d0"', '{when: "left != 3\'d0 && tick"')
    first, second = _built(TIMER, "timer_0007"), _built(copy, "timer_0098")
    assert first[1] != second[1]  # not caught by the RTL signature
    novelty = Novelty()
    assert not novelty.repeats(("a",), first)
    novelty.add(("a",), first)
    assert novelty.repeats(("b",), second)
    assert not novelty.repeats(("c",), _built(COUNTER, "syn_counter_0061"))  # other behavior: kept


def test_a_draw_with_the_parameters_or_rtl_of_an_earlier_one_is_drawn_again():
    novelty = Novelty()
    first = _built(TIMER, "timer_0007")
    novelty.add(("a",), first)
    assert novelty.repeats(("a",), _built(COUNTER, "syn_counter_0061"))  # same behavior parameters
    renamed = TIMER.replace("timer_0007", "timer_0097").replace("tick", "strobe")
    assert novelty.repeats(("b",), _built(renamed, "timer_0097"))  # same RTL up to names


def test_a_near_copy_of_a_curated_family_is_drawn_again():
    """One constant changed: other behavior, but RTL within NEAR of a curated family (a leak)."""
    near = TIMER.replace("timer_0007", "timer_0096").replace('value: "3\'d7"', 'value: "3\'d6"')
    assert near.count("3'd6") == 1
    built = _built(near, "timer_0096")
    curated = {ROOT / "dataset" / "timer_0007": "test"}
    assert Novelty(curated).repeats(("n",), built)
    assert not Novelty().repeats(("n",), built)  # without the curated corpus nothing repeats
    with_other = Novelty({ROOT / "dataset" / "fifo_0001": "test"})
    assert not with_other.repeats(("n",), built)


def test_a_curated_behavior_is_not_drawn_again():
    copy = TIMER.replace("timer_0007", "timer_0095").replace("load", "restart").replace("remaining", "left")
    copy = copy.replace('{when: "tick && left != 3\'d0"', '{when: "left != 3\'d0 && tick"')
    assert Novelty({ROOT / "dataset" / "timer_0007": "dev"}).repeats(("x",), _built(copy, "timer_0095"))
