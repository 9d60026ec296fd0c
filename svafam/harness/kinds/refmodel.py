"""Reference-model tasks: a Python model of an RTL variant, from its code or its description only
(scored by ``svafam evaluate-refmodel``)."""

from __future__ import annotations

from pathlib import Path

from . import PromptedTask, TaskKind


def _load(split: str, dataset: Path | None, splits_file: Path | None) -> list[PromptedTask]:
    from svafam.dataset.loading import load_refmodel_split

    return [PromptedTask(t.task_id, {"rtl": t.prompt_rtl, "spec": t.prompt_spec})
            for t in load_refmodel_split(split, dataset, splits_file)]


KIND = TaskKind("refmodel", ("rtl", "spec"), "svafam evaluate-refmodel", _load, "a Python model of an RTL variant")
