"""SVA tasks: write assertions for one RTL variant (scored by ``svafam evaluate``)."""

from __future__ import annotations

from pathlib import Path

from . import PromptedTask, TaskKind


def _load(split: str, dataset: Path | None, splits_file: Path | None) -> list[PromptedTask]:
    from svafam.dataset.loading import load_split

    return [PromptedTask(t.task_id, {"rtl": t.prompt}) for t in load_split(split, dataset, splits_file)]


KIND = TaskKind("sva", ("rtl",), "svafam evaluate", _load, "assertions for an RTL variant")
