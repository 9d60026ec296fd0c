"""interrupt_control: a pending-interrupt count, interrupt coalescing, a service sequence."""

from __future__ import annotations

from ..draw import Draw, Instance
from ..parts import port
from ..shapes import ChainWords, CounterFlagWords, LevelWords, chain, counter_flag, level

CATEGORY = "interrupt_control"


def pending(d: Draw) -> Instance:
    return level(d, LevelWords(CATEGORY, "pending_interrupt_count", "pending count", ["pending", "pend_cnt"],
                               ["irq", "int_req"], ["ack", "int_ack"], clear=["mask_all", "clr"],
                               top_flag="overflow", bottom_flag="idle", up_phrase="adds a pending interrupt",
                               down_phrase="retires one"))


def coalescing(d: Draw) -> Instance:
    return counter_flag(d, CounterFlagWords(CATEGORY, "interrupt_coalescer", ["event_in", "irq_in"],
                                            ["service", "ack_all"], "irq_out", "pending", "events",
                                            "enough events are pending to interrupt"))


def service(d: Draw) -> Instance:
    masked = d.flag("mask_input")
    back_first = d.flag("mask_has_priority")
    w = ChainWords(CATEGORY, "interrupt_service", "step", "in_service", "step",
                   ["irq", "cpu_ack"], ["", "mask" if masked else ""], [0, 0], "eoi", 0,
                   [port("irq", 1, "interrupt request"), port("cpu_ack", 1, "the CPU takes the interrupt"),
                    port("eoi", 1, "end of interrupt")] + ([port("mask", 1, "drop the request")] if masked else []),
                   "an acknowledged request is in service")
    desc = ("An interrupt goes pending on irq, into service when the CPU acknowledges it, and stays in service "
            "until end of interrupt." + (" A mask while pending drops it." if masked else ""))
    return chain(d, w, back_first, desc)


TEMPLATES = [pending, coalescing, service]
