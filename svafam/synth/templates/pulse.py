"""pulse_event: a leaky event bucket, a spike-storm detector, a debouncer."""

from __future__ import annotations

from ..draw import Draw, Instance
from ..parts import port
from ..shapes import ChainWords, CounterFlagWords, LevelWords, chain, counter_flag, level

CATEGORY = "pulse_event"


def leaky(d: Draw) -> Instance:
    return level(d, LevelWords(CATEGORY, "leaky_event_bucket", "event level", ["level", "bucket"],
                               ["pulse_in", "ev_in"], ["leak", "drain"], clear=["rearm", "clr"],
                               top_flag="burst", bottom_flag="calm", up_phrase="adds an event",
                               down_phrase="leaks one away"))


def storm(d: Draw) -> Instance:
    return counter_flag(d, CounterFlagWords(CATEGORY, "spike_storm_detector", ["spike", "glitch"],
                                            ["rearm", "quiet"], "storm", "spikes", "spikes",
                                            "a storm of spikes was seen"))


def debounce(d: Draw) -> Instance:
    n = d.int("stable_cycles", 2, 5)
    back_first = d.flag("bounce_has_priority")
    w = ChainWords(CATEGORY, "button_debouncer", "stable count", "pressed", "stable_cnt",
                   ["btn"] * n, [""] + ["!btn"] * (n - 1), [0] * n, "!btn", 0,
                   [port("btn", 1, "the raw button input")], f"{n} cycles of a held button register a press")
    desc = (f"Debounces a button: it must read pressed for {n} cycles in a row before pressed is shown; a release "
            "during the count starts over, and pressed is shown until the button is released.")
    return chain(d, w, back_first, desc)


TEMPLATES = [leaky, storm, debounce]
