"""counter: an up/down counter, a threshold event counter, a ring of counting stages."""

from __future__ import annotations

from ..draw import Draw, Instance
from ..parts import port
from ..shapes import ChainWords, CounterFlagWords, LevelWords, chain, counter_flag, level

CATEGORY = "counter"


def up_down(d: Draw) -> Instance:
    return level(d, LevelWords(CATEGORY, "up_down_counter", "count", ["count", "cnt", "value"],
                               ["up", "inc", "count_up"], ["down", "dec", "count_down"], top_flag="at_top",
                               bottom_flag="at_bottom", up_phrase="raises the count", down_phrase="lowers the count"))


def threshold(d: Draw) -> Instance:
    return counter_flag(d, CounterFlagWords(CATEGORY, "threshold_event_counter", ["hit", "event_in", "pulse"],
                                            ["restart", "zero"], "threshold", "hits", "events",
                                            "the threshold count was reached"))


def ring(d: Draw) -> Instance:
    n = d.int("stages", 3, 6)
    back_first = d.flag("clear_has_priority")
    clear = d.flag("clear_input", 0.6)
    w = ChainWords(CATEGORY, "stage_ring_counter", "stage", "wrap", "stage",
                   ["en"] * n, ["clr" if clear else ""] * n, [0] * n, "en", 0,
                   [port("en", 1, "count one step")] + ([port("clr", 1, "back to stage zero")] if clear else []),
                   f"{n} enabled steps reach the wrap stage")
    desc = (f"A counter of {n + 1} stages in a ring: each enabled cycle moves one stage on, and from the last stage "
            "(shown by the wrap flag) the next enabled cycle returns to stage zero."
            + (f" clr returns to stage zero and {'wins over' if back_first else 'loses to'} en." if clear else ""))
    return chain(d, w, back_first, desc)


TEMPLATES = [up_down, threshold, ring]
