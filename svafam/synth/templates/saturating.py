"""saturating_arithmetic: a saturating accumulator, an overflow counter, a saturating level machine."""

from __future__ import annotations

from ..draw import Draw, Instance
from ..parts import port
from ..shapes import ChainWords, CounterFlagWords, LevelWords, chain, counter_flag, level

CATEGORY = "saturating_arithmetic"


def accumulator(d: Draw) -> Instance:
    return level(d, LevelWords(CATEGORY, "saturating_accumulator", "sum", ["acc", "sum"], ["add", "acc_en"],
                               ["sub", "dec"], clear=["clr", "zero"], top_flag="saturated", bottom_flag="is_zero",
                               up_phrase="adds", down_phrase="subtracts", step_input=True))


def overflow(d: Draw) -> Instance:
    return counter_flag(d, CounterFlagWords(CATEGORY, "overflow_statistics", ["carry_out", "ovf"],
                                            ["clr_stats", "stats_reset"], "ovf_sticky", "ovf_count", "overflows",
                                            "the overflow budget is spent"))


def level_machine(d: Draw) -> Instance:
    n = d.int("levels", 2, 5)
    back_first = d.flag("dec_has_priority")
    w = ChainWords(CATEGORY, "saturating_level_fsm", "level", "at_max", "level",
                   ["inc"] * n, [""] + ["dec"] * (n - 1), [0] + list(range(n - 1)), "dec", n - 1,
                   [port("inc", 1, "one level up"), port("dec", 1, "one level down")],
                   f"{n} increments from zero saturate", may_dwell=False)
    desc = (f"A level from 0 to {n} that inc raises and dec lowers ({'dec' if back_first else 'inc'} wins when both "
            "are high), saturating at both ends; at_max is shown at the top until a dec.")
    return chain(d, w, back_first, desc)


TEMPLATES = [accumulator, overflow, level_machine]
