"""fifo_control: occupancy counter with full/empty, an overrun counter, a level state machine."""

from __future__ import annotations

from ..draw import Draw, Instance
from ..parts import port
from ..shapes import ChainWords, CounterFlagWords, LevelWords, chain, counter_flag, level

CATEGORY = "fifo_control"


def occupancy(d: Draw) -> Instance:
    return level(d, LevelWords(CATEGORY, "fifo_occupancy", "occupancy", ["occupancy", "fill", "used"],
                               ["push", "wr_en", "enq"], ["pop", "rd_en", "deq"], clear=["flush", "clr"],
                               top_flag="full", bottom_flag="empty", up_phrase="adds an entry",
                               down_phrase="removes an entry"))


def overrun(d: Draw) -> Instance:
    return counter_flag(d, CounterFlagWords(CATEGORY, "fifo_overrun_monitor", ["push_full", "overrun"],
                                            ["flush", "drain_done"], "overrun_alarm", "drops", "dropped writes",
                                            "too many writes were dropped"))


def level_fsm(d: Draw) -> Instance:
    n = d.int("depth", 2, 5)
    back_first = d.flag("pop_has_priority")
    w = ChainWords(CATEGORY, "fifo_level_fsm", "level", "full", "level",
                   ["push && !pop"] * n, [""] + ["pop && !push"] * (n - 1), [0] + list(range(n - 1)),
                   "pop && !push", n - 1, [port("push", 1, "write an entry"), port("pop", 1, "read an entry")],
                   f"{n} pushes from empty fill the FIFO", may_dwell=False)
    desc = (f"The fill level of a {n}-entry FIFO as a state machine: a push without a pop raises the level, a pop "
            "without a push lowers it, both or neither keep it; at the top it shows full until a pop.")
    return chain(d, w, back_first, desc)


TEMPLATES = [occupancy, overrun, level_fsm]
