"""One entry per kind of answer the reward API scores; a new task kind adds one (``register``).

An entry is a factory ``(TaskIndex, Executor) -> scorer`` whose ``score(items, cache=...)`` takes
``(task_id, response)`` pairs and returns one :class:`~svafam.reward.record.Reward` per pair, in
order, whatever the pairs hold (an unknown task or an unreadable response is a zero with its reason,
never an exception that stops the batch).
"""

from __future__ import annotations

from collections.abc import Callable

from svafam.errors import SvafamError


class RewardError(SvafamError, ValueError):
    """A call of the reward API that cannot be served as asked (an unknown kind, lists of different lengths)."""


def _sva(index, executor):
    from .sva import SvaKind
    return SvaKind(index, executor)


def _debug(index, executor):
    from .checkers import DebugKind
    return DebugKind(index, executor)


def _rtl(index, executor):
    from .checkers import RtlKind
    return RtlKind(index, executor)


def _refmodel(index, executor):
    from .checkers import RefModelKind
    return RefModelKind(index, executor)


KINDS: dict[str, Callable] = {"sva": _sva, "debug": _debug, "rtl": _rtl, "refmodel": _refmodel}
PLANNED: dict[str, str] = {}   # kinds named before they can be scored: name -> why not yet


def register(name: str, factory: Callable) -> None:
    """Add (or replace) the scorer of a kind."""
    KINDS[name] = factory
    PLANNED.pop(name, None)


def factory(name: str) -> Callable:
    if name in KINDS:
        return KINDS[name]
    if name in PLANNED:
        raise RewardError(f"kind {name!r} cannot be scored: {PLANNED[name]}")
    raise RewardError(f"unknown kind {name!r}: expected one of {', '.join(sorted(KINDS))}")
