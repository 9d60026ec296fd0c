"""arbiter: a token ring, a starvation monitor, a lock acquisition sequence."""

from __future__ import annotations

from ..draw import Draw, Instance
from ..parts import (
    bits,
    guard_mutant,
    hold,
    insert_mutant,
    instance,
    port,
    register,
    reset_port,
    rule,
    sequence_property,
    value_mutant,
)
from ..shapes import ChainWords, CounterFlagWords, chain, counter_flag

CATEGORY = "arbiter"


def token_ring(d: Draw) -> Instance:
    n = d.int("stations", 3, 6)
    home = d.int("reset_station", 0, n - 1)
    forward = d.flag("rotates_upward")
    t, req = d.name(["token", "tok"]), d.name(["req", "station_req"])
    rot = f"{{{t}[{n - 2}:0], {t}[{n - 1}]}}" if forward else f"{{{t}[0], {t}[{n - 1}:1]}}"
    back = f"{{{t}[0], {t}[{n - 1}:1]}}" if forward else f"{{{t}[{n - 2}:0], {t}[{n - 1}]}}"
    rules = [rule(f"({t} & {req}) == {bits(n, 0)}", rot, "the holder does not request: pass the token on"), hold(t)]
    nxt = (home + 2) % n if forward else (home - 2) % n
    props = [sequence_property("t_two_moves", f"{t} == {bits(n, 1 << home)} && {req} == {bits(n, 0)}",
                               [f"{req} == {bits(n, 0)}"], f"{t} == {bits(n, 1 << nxt)}",
                               "with nobody requesting, the token moves two stations in two cycles")]
    order = "upward" if forward else "downward"
    desc = (f"A token-passing arbiter for {n} stations. A one-hot token names the station that may use the resource; "
            f"it starts at station {home}, stays while its holder requests, and otherwise moves one station {order} "
            "around the ring. The grant is the token masked by the requests.")
    mutants = [value_mutant("reverse_ring", t, 0, back, "the token travels the wrong way"),
               guard_mutant("always_rotate", t, 0, "1'b1", "the token moves even while its holder requests"),
               insert_mutant("idle_returns_home", t, 0, f"{req} == {bits(n, 0)}", bits(n, 1 << home),
                             f"with no request the token jumps back to station {home}")]
    return instance(d, category=CATEGORY, kind="register_rules", template="token_ring_arbiter", description=desc,
                    reset=reset_port(d), inputs=[port(req, n, "request bit per station")],
                    outputs=[port(t, n, "one-hot token"), port("grant", n, "the served station")],
                    registers=[register(t, n, 1 << home, rules)], derived=[{"name": "grant", "expr": f"{t} & {req}"}],
                    properties=props, mutants=mutants, depth=n + 6)


def starvation(d: Draw) -> Instance:
    return counter_flag(d, CounterFlagWords(CATEGORY, "starvation_monitor", ["req_waiting", "denied"],
                                            ["served", "grant_seen"], "starving", "wait_cycles",
                                            "cycles a requester waited", "a requester waited too long"))


def lock(d: Draw) -> Instance:
    back_first = d.flag("withdraw_has_priority")
    wait = d.flag("waits_for_idle")
    adv = ["req"] + (["!busy"] if wait else []) + ["owner_ok"]
    w = ChainWords(CATEGORY, "lock_acquire", "acquire step", "granted", "acq_step",
                   adv, [""] + ["!req"] * (len(adv) - 1), [0] * len(adv), "done", 0,
                   [port("req", 1, "ask for the lock"), port("owner_ok", 1, "the owner table agrees"),
                    port("done", 1, "give the lock back")]
                   + ([port("busy", 1, "the resource is busy")] if wait else []),
                   "a request that passes every check is granted")
    desc = ("Acquires a shared lock: a request " + ("waits until the resource is idle, then " if wait else "")
            + "waits for the owner table to agree, and is granted until done; withdrawing the request on the way "
            "starts over.")
    return chain(d, w, back_first, desc)


TEMPLATES = [token_ring, starvation, lock]
