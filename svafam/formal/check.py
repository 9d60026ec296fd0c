"""One immediate check of a monitor, as data: the lowerings build these, :mod:`svafam.formal.lower` prints them."""

from __future__ import annotations

from dataclasses import dataclass

from svafam.generators import expr as ex
from svafam.generators.properties import Property


@dataclass(frozen=True)
class Tracker:
    """A one-bit register of the monitor, 0 at the start, that takes ``next`` at every clock edge."""

    name: str
    next: ex.Expr


@dataclass(frozen=True)
class Check:
    """One immediate check: when ``guard`` holds, ``body`` is asserted or covered."""

    label: str
    guard: ex.Expr
    body: ex.Expr
    history: int  # cycles of history the guard and body read
    gated: bool = False  # the guard already holds its own past_valid flags (one per way it can hold)
    trackers: tuple[Tracker, ...] = ()


def history(*exprs: ex.Expr | None) -> int:
    return max([ex.max_past_depth(e) for e in exprs if e is not None] or [0])


def enabled_now(p: Property) -> list[ex.Expr]:
    return [ex.negate(p.disable)] if p.disable is not None else []


def valid_flag(history: int) -> ex.Expr | None:
    """True once ``history`` clock edges have passed (None: always), so ``$past(x, history)`` is defined."""
    if history == 0:
        return None
    return ex.Index(ex.Ident("past_valid"), history - 1) if history > 1 else ex.Ident("past_valid")


def flagged(depth: int, terms: list[ex.Expr]) -> list[ex.Expr]:
    """``terms`` behind the flag that says ``depth`` cycles of history exist (none needed for depth 0)."""
    flag = valid_flag(depth)
    return ([flag] if flag is not None else []) + terms
