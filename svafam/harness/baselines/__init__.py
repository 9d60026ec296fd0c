"""Answers made without a model, for every task kind: floors, ceilings and two classic baselines.

* ``empty``: an empty response (the floor every scorer must give zero);
* ``trivial``: the cheapest answer of the right shape -- for SVA one tautology over a
  port, for debugging the buggy module handed back unchanged, for reference models a
  model that answers 0 on every output;
* ``mined`` (SVA): assertion mining from simulation (:mod:`.mining`);
* ``repair`` (debugging): repair by mutation ranked on the waveform (:mod:`.repair`);
* ``gold``: this project's own answers (the ceiling; the controls of the scorers).

:func:`answers` gives one predictions line per task, in the format ``svafam generate``
writes and the ``evaluate*`` commands read.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

BASELINES: dict[str, tuple[str, ...]] = {
    "sva": ("empty", "trivial", "mined", "gold"),
    "debug": ("empty", "trivial", "repair", "gold"),
    "refmodel": ("empty", "trivial", "gold"),
}


def load_tasks(kind: str, split: str, dataset: Path, splits_file: Path | None = None) -> list:
    from svafam.dataset.loading import load_debug_split, load_refmodel_split, load_split

    loader = {"sva": load_split, "debug": load_debug_split, "refmodel": load_refmodel_split}[kind]
    return loader(split, dataset, splits_file)


def _sva(task, dataset: Path, baseline: str, seed: str | None) -> str:
    if baseline == "empty":
        return ""
    if baseline == "trivial":
        out = next(p.name for p in task.ports if p.direction == "output")
        reset = task.reset if task.reset_active == "high" else f"!{task.reset}"
        return (f"property trivial;\n    @(posedge {task.clock}) disable iff ({reset}) {out} == {out};\n"
                "endproperty\nTRIVIAL: assert property (trivial);\n")
    if baseline == "mined":
        from .mining import mine_task

        return mine_task(task, seed)[0]
    return task.reference_sva


def _debug(task, dataset: Path, baseline: str, seed: str | None) -> str:
    if baseline == "empty":
        return ""
    if baseline == "trivial":
        return f"```verilog\n{task.buggy_rtl}```\n"
    if baseline == "repair":
        from .repair import repair

        return repair(task, dataset / task.family_id).response
    return f"```verilog\n{task.fixed_rtl}```\n"


_ZEROS = '''```python
class Model:
    def reset(self):
        pass

    def step(self, inputs):
        return {OUTPUTS}
```
'''


def _refmodel(task, dataset: Path, baseline: str, seed: str | None) -> str:
    from svafam.tasks.refmodel import gold_model_code

    if baseline == "empty":
        return ""
    if baseline == "trivial":
        return _ZEROS.replace("{OUTPUTS}", repr({p.name: 0 for p in task.ports if p.direction == "output"}))
    spec = (dataset / task.family_id / "spec.yaml").read_text(encoding="utf-8")
    return f"```python\n{gold_model_code(task.family_id, spec)}```\n"


_KINDS = {"sva": _sva, "debug": _debug, "refmodel": _refmodel}


def answer(kind: str, baseline: str, task, dataset: Path, seed: str | None = None) -> dict:
    """The predictions line of one task; ``seed`` overrides the miner's stimulus seed (default: the task id)."""
    if baseline not in BASELINES.get(kind, ()):
        raise ValueError(f"no baseline {baseline!r} for {kind} tasks")
    return {"task_id": task.task_id, "response": _KINDS[kind](task, dataset, baseline, seed), "sample": 0}


def answers(kind: str, baseline: str, split: str, dataset: Path, splits_file: Path | None = None) -> Iterator[dict]:
    """One predictions line per task of ``split``."""
    for task in load_tasks(kind, split, dataset, splits_file):
        yield answer(kind, baseline, task, dataset)
