"""rate_limiter: a token bucket, a request window throttle, a cooldown sequence."""

from __future__ import annotations

from ..draw import Draw, Instance
from ..parts import port
from ..shapes import ChainWords, CounterFlagWords, LevelWords, chain, counter_flag, level

CATEGORY = "rate_limiter"


def bucket(d: Draw) -> Instance:
    return level(d, LevelWords(CATEGORY, "token_bucket", "tokens", ["tokens", "bucket"], ["refill", "tick"],
                               ["take", "consume"], clear=["drain", "clr"], top_flag="bucket_full",
                               bottom_flag="bucket_empty", up_phrase="adds a token", down_phrase="takes a token"))


def window(d: Draw) -> Instance:
    return counter_flag(d, CounterFlagWords(CATEGORY, "window_throttle", ["request", "req_in"],
                                            ["window_start", "new_window"], "throttle", "used",
                                            "requests in the window", "the window's budget is spent"))


def cooldown(d: Draw) -> Instance:
    n = d.int("cooldown_ticks", 2, 5)
    back_first = d.flag("cancel_has_priority")
    cancel = d.flag("cancel_input", 0.5)
    w = ChainWords(CATEGORY, "cooldown_sequencer", "cooldown step", "ready", "cool_step",
                   ["fire"] + ["tick"] * (n - 1), [""] + (["cancel"] if cancel else [""]) * (n - 1), [0] * n,
                   "fire", 1, [port("fire", 1, "an action is taken"), port("tick", 1, "a cooldown tick")]
                   + ([port("cancel", 1, "abandon the cooldown")] if cancel else []),
                   f"a fire and {n - 1} ticks make it ready")
    desc = (f"After the first fire, {n - 1} ticks of cooldown must pass before ready is shown; a fire while ready "
            "starts the next cooldown." + (" cancel returns to the start." if cancel else ""))
    return chain(d, w, back_first, desc)


TEMPLATES = [bucket, window, cooldown]
