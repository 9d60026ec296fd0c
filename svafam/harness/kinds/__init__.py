"""Task kinds the harness can prompt: one :class:`TaskKind` per kind, one module per kind.

A kind says which prompt forms its tasks have, how to load a split's tasks with their
prompts, and which command scores the answers. Registering a new kind is a new module here
with a ``KIND`` and one line in :data:`KINDS`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from svafam.errors import SvafamError


class KindError(SvafamError, ValueError):
    """An unknown task kind or a prompt form the kind does not have."""


@dataclass(frozen=True)
class PromptedTask:
    task_id: str
    prompts: dict[str, str]   # form -> the whole user message


@dataclass(frozen=True)
class TaskKind:
    name: str
    forms: tuple[str, ...]    # the first is the default
    evaluate_command: str     # what scores a predictions file of this kind
    load: Callable[[str, Path | None, Path | None], list[PromptedTask]]   # (split, dataset, splits file)
    summary: str

    def form(self, asked: str | None) -> str:
        if asked is None:
            return self.forms[0]
        if asked not in self.forms:
            raise KindError(f"--prompt-form {asked!r}: {self.name} tasks have the forms {', '.join(self.forms)}")
        return asked


def _registry() -> dict[str, TaskKind]:
    from . import debug, refmodel, rtl, sva

    return {k.name: k for k in (sva.KIND, debug.KIND, refmodel.KIND, rtl.KIND)}


KINDS: dict[str, TaskKind] = _registry()
PLANNED: dict[str, str] = {}   # kinds named before they exist: name -> why not yet


def kind(name: str) -> TaskKind:
    if name in KINDS:
        return KINDS[name]
    if name in PLANNED:
        raise KindError(f"--task {name}: {PLANNED[name]}")
    raise KindError(f"unknown task kind {name!r}; choose one of {', '.join(KINDS)}")
