"""protocol_controller: a frame byte budget, a frame error counter, a frame receiver."""

from __future__ import annotations

from ..draw import Draw, Instance
from ..parts import port
from ..shapes import ChainWords, CounterFlagWords, LevelWords, chain, counter_flag, level

CATEGORY = "protocol_controller"


def window(d: Draw) -> Instance:
    return level(d, LevelWords(CATEGORY, "outstanding_transactions", "outstanding transactions",
                               ["outstanding", "inflight"], ["issue", "cmd_valid"], ["complete", "rsp_valid"],
                               clear=["abort", "bus_reset"], top_flag="stall", bottom_flag="quiet",
                               up_phrase="issues a transaction", down_phrase="completes one"))


def errors(d: Draw) -> Instance:
    return counter_flag(d, CounterFlagWords(CATEGORY, "frame_error_monitor", ["crc_err", "bit_err"],
                                            ["sof", "frame_start"], "link_down", "err_cnt", "frame errors",
                                            "the link has seen too many errors"))


def receiver(d: Draw) -> Instance:
    bits = d.int("data_bits", 2, 5)
    back_first = d.flag("abort_has_priority")
    w = ChainWords(CATEGORY, "frame_receiver", "frame position", "frame_done", "position",
                   ["start_bit"] + ["bit_valid"] * bits, [""] + ["abort"] * bits, [0] * (bits + 1), "frame_ack", 0,
                   [port("start_bit", 1, "a start bit"), port("bit_valid", 1, "a data bit arrives"),
                    port("abort", 1, "abandon the frame"), port("frame_ack", 1, "the frame was read")],
                   f"a start bit and {bits} data bits complete a frame")
    desc = (f"Receives a frame of a start bit and {bits} data bits: each valid bit moves one position on, abort "
            f"({'winning over' if back_first else 'losing to'} a valid bit) returns to idle, and a complete frame "
            "is shown until it is acknowledged.")
    return chain(d, w, back_first, desc)


TEMPLATES = [window, errors, receiver]
