"""When a property's check is live: the covers (and their negations) that decide vacuity.

A check is *live* in a cycle where the lowered assertion's own guard holds -- the property
is enabled (its ``disable iff`` condition false), its history is defined, its antecedent
matched and, for ``|=>``, it stayed enabled into the cycle the consequent is checked --
and the design is out of reset in that cycle. A property whose check is never live only
ever checks a design held in reset, or nothing at all: it is vacuous.

Built from :func:`svafam.formal.lower.assertion`, so every form the lowering knows gets its
vacuity question from the same guard that checks it, never from the property's text.
"""

from __future__ import annotations

from dataclasses import replace

from svafam.generators import expr as ex
from svafam.generators.properties import Property

from . import lower
from .family import FamilyInterface
from .memo import IdentityMemo

_LIVE: IdentityMemo[lower.Check] = IdentityMemo()


def live(iface: FamilyInterface, p: Property) -> lower.Check:
    """Covered: some cycle where ``p``'s check is live (label: the property id)."""
    # replace keeps what the guard needs besides itself: its own validity flags and tracker registers
    return _LIVE.get((iface, p), ("live",), lambda: replace(lower.assertion(p), body=ex.negate(iface.reset_asserted)))


def never_live(iface: FamilyInterface, p: Property) -> lower.Check:
    """Asserted: whenever ``p``'s guard holds the design is in reset; proving it shows ``p`` vacuous."""
    return _LIVE.get((iface, p), ("never",), lambda: replace(lower.assertion(p), body=iface.reset_asserted))


def live_cover_monitor(iface: FamilyInterface, props: list[Property], name: str) -> str:
    return lower.monitor_module(iface, name, [live(iface, p) for p in props], "cover", "live-check covers")


def never_live_monitor(iface: FamilyInterface, props: list[Property], name: str) -> str:
    return lower.monitor_module(iface, name, [never_live(iface, p) for p in props], "assert",
                                "never-live assertions")
