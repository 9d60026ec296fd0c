"""handshake: a credit counter, a wait-timeout monitor, a four-phase request/acknowledge sequence."""

from __future__ import annotations

from ..draw import Draw, Instance
from ..parts import port
from ..shapes import ChainWords, CounterFlagWords, LevelWords, chain, counter_flag, level

CATEGORY = "handshake"


def credits(d: Draw) -> Instance:
    return level(d, LevelWords(CATEGORY, "credit_counter", "credits", ["credits", "credit_cnt"],
                               ["credit_return", "credit_in"], ["send", "tx_valid"], clear=["link_reset", "clr"],
                               top_flag="all_credits", bottom_flag="no_credit", up_phrase="returns a credit",
                               down_phrase="spends a credit"))


def wait_timeout(d: Draw) -> Instance:
    return counter_flag(d, CounterFlagWords(CATEGORY, "ack_wait_timeout", ["waiting", "stall"], ["ack", "grant"],
                                            "timeout_err", "wait_cnt", "cycles waited for an acknowledge",
                                            "the acknowledge is late"))


def four_phase(d: Draw) -> Instance:
    strict = d.flag("withdrawal_restarts")
    back_first = d.flag("withdrawal_has_priority")
    w = ChainWords(CATEGORY, "four_phase_handshake", "phase", "complete", "phase",
                   ["req", "ack", "!req"], ["", "!req" if strict else "", ""], [0, 0, 0], "!ack", 0,
                   [port("req", 1, "request"), port("ack", 1, "acknowledge")],
                   "req up, ack up, req down completes a transfer")
    desc = ("Follows a four-phase handshake: req rises, ack rises, req falls, and the transfer shows complete until "
            "ack falls." + (" A request withdrawn before its acknowledge starts over." if strict else ""))
    return chain(d, w, back_first, desc)


TEMPLATES = [credits, wait_timeout, four_phase]
