"""Read a predictions file: one ``{"task_id": ..., "response": ..., "sample": k}`` per line.

Every non-blank line becomes a :class:`Prediction`, even a broken one: malformed JSON, a
line that is not an object, an unknown task or an empty response get a ``problem`` and
are reported, never a crash.
"""

from __future__ import annotations

import json
from collections.abc import Container
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Prediction:
    line: int
    task_id: str | None
    sample: int
    response: str
    problem: str = ""  # why the line cannot be scored; empty when it can

    @property
    def key(self) -> str:
        return f"{self.task_id}#{self.sample}#{self.line}"


def read_predictions(path: Path, known: Container[str]) -> list[Prediction]:
    out = []
    with open(path, encoding="utf-8", errors="replace") as f:
        for n, raw in enumerate(f, 1):
            if not raw.strip():
                continue
            try:
                obj = json.loads(raw)
            except ValueError as e:
                out.append(Prediction(n, None, 0, "", f"malformed JSON: {e}"))
                continue
            if not isinstance(obj, dict):
                out.append(Prediction(n, None, 0, "", "a line must be a JSON object"))
                continue
            tid, sample, response = obj.get("task_id"), obj.get("sample", 0), obj.get("response")
            tid = tid if isinstance(tid, str) else None
            sample = sample if isinstance(sample, int) and not isinstance(sample, bool) else 0
            if tid is None or tid not in known:
                out.append(Prediction(n, tid, sample, "", f"unknown task_id {obj.get('task_id')!r}"))
            elif not isinstance(response, str) or not response.strip():
                out.append(Prediction(n, tid, sample, "", "empty response"))
            else:
                out.append(Prediction(n, tid, sample, response))
    return out
