"""RTL-generation tasks: write a module from its description and interface (scored by ``svafam evaluate-rtl``)."""

from __future__ import annotations

from pathlib import Path

from . import PromptedTask, TaskKind


def _load(split: str, dataset: Path | None, splits_file: Path | None) -> list[PromptedTask]:
    from svafam.dataset.loading import load_split

    return [PromptedTask(t.task_id, {"spec": t.prompt_spec, "example": t.prompt_example})
            for t in load_split(split, dataset, splits_file, kind="rtl")]


KIND = TaskKind("rtl", ("spec", "example"), "svafam evaluate-rtl", _load, "write a module")
