"""Debugging tasks: fix a buggy module, without or with the waveform (scored by ``svafam evaluate-debug``)."""

from __future__ import annotations

from pathlib import Path

from . import PromptedTask, TaskKind


def _load(split: str, dataset: Path | None, splits_file: Path | None) -> list[PromptedTask]:
    from svafam.dataset.loading import load_debug_split

    return [PromptedTask(t.task_id, {"zero_shot": t.prompt_zero_shot, "one_shot": t.prompt_one_shot})
            for t in load_debug_split(split, dataset, splits_file)]


KIND = TaskKind("debug", ("zero_shot", "one_shot"), "svafam evaluate-debug", _load, "fix a buggy module")
