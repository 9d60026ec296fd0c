"""mode_controller: a mode ladder, a dwell timer that allows a switch, a power-mode sequence."""

from __future__ import annotations

from ..draw import Draw, Instance
from ..parts import port
from ..shapes import ChainWords, CounterFlagWords, LevelWords, chain, counter_flag, level

CATEGORY = "mode_controller"


def ladder(d: Draw) -> Instance:
    return level(d, LevelWords(CATEGORY, "mode_ladder", "mode", ["mode", "mode_sel"], ["mode_up", "step_up"],
                               ["mode_down", "step_down"], clear=["home", "default_mode"], top_flag="top_mode",
                               bottom_flag="base_mode", up_phrase="selects the next mode",
                               down_phrase="selects the previous mode", max_width=4))


def dwell(d: Draw) -> Instance:
    return counter_flag(d, CounterFlagWords(CATEGORY, "mode_dwell_guard", ["active", "busy"],
                                            ["mode_change", "switch"], "may_switch", "dwell", "active cycles",
                                            "the mode has been held long enough"))


def power(d: Draw) -> Instance:
    n = d.int("levels", 2, 4)
    back_first = d.flag("sleep_has_priority")
    adv = ["wake"] + ["boost"] * (n - 1)
    w = ChainWords(CATEGORY, "power_mode_sequence", "power level", "peak", "power_level",
                   adv, [""] + ["sleep"] * (n - 1), [0] * n, "sleep", 0,
                   [port("wake", 1, "leave the lowest level"), port("boost", 1, "one level up"),
                    port("sleep", 1, "back to the lowest level")], f"{n} steps up reach peak power")
    desc = (f"Power levels 0 to {n}: wake leaves level 0, boost climbs one level at a time, sleep returns to level 0 "
            f"from anywhere ({'winning over' if back_first else 'losing to'} boost); the peak level is held until "
            "sleep.")
    return chain(d, w, back_first, desc)


TEMPLATES = [ladder, dwell, power]
