"""The task kinds: one module each (SymbiYosys's ``sby_mode_*.py`` style), each defining ``KIND``.

A task kind is everything a layer needs to know about one kind of task without knowing the
others: how its export records are made from a family folder, the typed task a record
loads as, its prompt forms, the commands that check and answer it, and its paragraph in the
dataset card. The export, the loaders and the card read this registry; the scorers
(:mod:`svafam.scoring.kinds`) and the site (:mod:`svafam.site.kinds`) keep their own entry
per kind, and ``tests/test_registries.py`` checks that every layer covers every kind.

A new kind of task is a new module here (and its record schema in ``svafam/dataset/schemas/``),
its checker in ``svafam/scoring/`` and its site loader.
"""

from __future__ import annotations

import pkgutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from importlib import import_module
from pathlib import Path

from svafam.errors import SvafamError


class UnknownTaskKind(SvafamError, ValueError):
    """A task kind that is not registered."""


@dataclass(frozen=True)
class TaskKind:
    name: str                   # what users call it: --task NAME, load_split(..., kind=NAME)
    title: str                  # for people
    export_name: str            # dataset/export/<export_name>_<split>.{jsonl,parquet}; the card's config name
    schema: str                 # dataset/schemas/<schema>-record.schema.json
    prompt_forms: Mapping[str, str]   # prompt form -> the record field holding that prompt
    records: Callable[[Path, dict, str], list[dict]]    # (family folder, family.json, split) -> export records
    load: Callable[[dict, Path], object]                # (export record, dataset folder) -> typed task
    evaluate_command: str       # the command that checks answers
    gold_command: str           # the command that prints this project's own answers (the control)
    card_paragraph: Callable[[dict], str] | None = None  # manifest.json -> its bullet in the card
    order: int = 100            # place in the export, the card and listings
    # when set, the export makes this kind's records from the dataset as a whole, given every family's split
    # (a task that spans families, a prompt that draws on other families), instead of family by family
    corpus_records: Callable[[Path, dict[str, str]], list[dict]] | None = None

    @property
    def default_form(self) -> str:
        return next(iter(self.prompt_forms))


def _discover() -> dict[str, TaskKind]:
    found = []
    for info in pkgutil.iter_modules(__path__):
        if not info.name.startswith("_"):
            found.append(import_module(f"{__name__}.{info.name}").KIND)
    return {k.name: k for k in sorted(found, key=lambda k: (k.order, k.name))}


_KINDS: dict[str, TaskKind] | None = None


def task_kinds() -> dict[str, TaskKind]:
    """Every registered task kind, by name, in their order."""
    global _KINDS
    if _KINDS is None:
        _KINDS = _discover()
    return _KINDS


def task_kind(name: str) -> TaskKind:
    kinds = task_kinds()
    if name not in kinds:
        raise UnknownTaskKind(f"unknown task kind {name!r}; choose one of {', '.join(kinds)}")
    return kinds[name]
