"""Read a predictions file line by line, strictly, without ever holding the whole file.

Each line must be a JSON object ``{"task_id": str, "response": str, "sample": int >= 0,
"form": str}`` (``sample`` may be left out: 0; ``form``, the prompt form answered, may be
left out when a file answers one form). Every line, whatever it holds, yields one
:class:`PredictionLine`; a line that cannot be scored carries its ``problem`` (malformed
JSON, an unknown task or prompt form, a ``sample`` that is not a non-negative integer, a
(task, form, sample) seen on an earlier line, ...). Other keys are reported in ``notes``.
"""

from __future__ import annotations

import json
from collections.abc import Container, Iterator
from dataclasses import dataclass, field
from pathlib import Path

KEYS = ("task_id", "response", "sample", "form")
LINE_BYTES = 1_000_000   # the longest line read; a longer one is skipped unread
_MAX_NOTES = 5


@dataclass
class PredictionLine:
    line: int
    task_id: str | None = None
    sample: int | None = None
    response: str | None = None
    form: str | None = None           # the prompt form the response answers (None: not said)
    problem: str | None = None        # why the line is not scored
    problem_kind: str | None = None   # blank | json | not_object | task_id | sample | form | response | repeat | line
    notes: list[str] = field(default_factory=list)

    @property
    def key(self) -> str:
        """Unique within a file (the line number is in it)."""
        return f"{self.task_id}#{self.sample}#{self.line}"

    def refuse(self, kind: str, why: str) -> "PredictionLine":
        self.problem_kind, self.problem = kind, why
        return self


def show(value: object, width: int = 60) -> str:
    """A value as it may appear in a message: its repr, cut short (the line is not trusted)."""
    text = repr(value)
    return text if len(text) <= width else text[:width - 3] + "..."


def _type(value: object) -> str:
    return {dict: "an object", list: "an array", str: "a string", bool: "a boolean", type(None): "null",
            int: "an integer", float: "a number"}.get(type(value), type(value).__name__)


class _Seen:
    """(task, sample) pairs already read, kept as one set of sample numbers per task."""

    def __init__(self) -> None:
        self.first: dict[str, dict[int, int]] = {}

    def claim(self, task: str, sample: int, line: int) -> int | None:  # task: the task id and the form
        """The earlier line with this pair, or None (and the pair is now taken)."""
        samples = self.first.setdefault(task, {})
        if sample in samples:
            return samples[sample]
        samples[sample] = line
        return None


MAX_NESTING = 64  # a predictions line is an object of strings and numbers: nothing needs more


def nesting_depth(text: str) -> int:
    """How deeply JSON arrays and objects nest in ``text`` (brackets inside strings do not count)."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


def _record(n: int, text: str, known: Container[str], seen: _Seen, forms: Container[str] | None) -> PredictionLine:
    rec = PredictionLine(n)
    if not text.strip():
        return rec.refuse("blank", "blank line")
    # the JSON reader's own bound is the interpreter's recursion limit, which a library may have raised
    # (Pyverilog sets it to 16k): bound the nesting here, whatever else was imported
    if nesting_depth(text) > MAX_NESTING:
        return rec.refuse("json", "malformed JSON: nested too deeply")
    try:
        obj = json.loads(text)
    except RecursionError:
        return rec.refuse("json", "malformed JSON: nested too deeply")
    except ValueError as err:
        return rec.refuse("json", f"malformed JSON: {err}")
    if not isinstance(obj, dict):
        return rec.refuse("not_object", f"a line must be a JSON object, found {_type(obj)}")
    extra = [k for k in obj if k not in KEYS]
    rec.notes = [f"unknown key {show(k)} ignored" for k in extra[:_MAX_NOTES]]
    if len(extra) > _MAX_NOTES:
        rec.notes.append(f"... and {len(extra) - _MAX_NOTES} more unknown keys")
    task, sample, response = obj.get("task_id"), obj.get("sample", 0), obj.get("response")
    if isinstance(task, str):
        rec.task_id = task
    if "task_id" not in obj:
        return rec.refuse("task_id", 'missing "task_id"')
    if not isinstance(task, str):
        return rec.refuse("task_id", f'"task_id" must be a string, found {_type(task)}')
    if task not in known:
        return rec.refuse("task_id", f"unknown task_id {show(task)}")
    if isinstance(sample, bool) or not isinstance(sample, int) or sample < 0:
        return rec.refuse("sample", f'"sample" must be a non-negative integer, found {show(sample)}')
    form = obj.get("form")
    if form is not None and not isinstance(form, str):
        return rec.refuse("form", f'"form" must be a string, found {_type(form)}')
    if form is not None and forms is not None and form not in forms:
        return rec.refuse("form", f"unknown prompt form {show(form)}; this kind of task has "
                                  f"{', '.join(sorted(forms))}")
    if "response" not in obj:
        return rec.refuse("response", 'missing "response"')
    if not isinstance(response, str):
        return rec.refuse("response", f'"response" must be a string, found {_type(response)}')
    earlier = seen.claim(task if form is None else f"{task}\0{form}", sample, n)
    if earlier is not None:
        which = "(task_id, sample)" if form is None else "(task_id, form, sample)"
        return rec.refuse("repeat", f"repeats {which} of line {earlier} ({show(task)}, sample {sample}): "
                                    'give every sample of a task its own "sample" number')
    rec.sample, rec.response, rec.form = sample, response, form
    return rec


def read_predictions(path: Path, known: Container[str], line_bytes: int = LINE_BYTES,
                     forms: Container[str] | None = None) -> Iterator[PredictionLine]:
    """One record per line of ``path``, in order; a line longer than ``line_bytes`` is skipped unread.
    ``forms``: the prompt forms of the tasks' kind (a ``form`` outside them is a problem of its line)."""
    seen = _Seen()
    with open(path, "rb") as f:
        n = 0
        while True:
            raw = f.readline(line_bytes + 1)
            if not raw:
                return
            n += 1
            if len(raw) > line_bytes and not raw.endswith(b"\n"):
                while raw and not raw.endswith(b"\n"):  # the rest of the line, never held whole
                    raw = f.readline(line_bytes)
                yield PredictionLine(n).refuse("line", f"line longer than {line_bytes} bytes")
                continue
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError as err:
                yield PredictionLine(n).refuse("line", f"not UTF-8 (byte {err.start} of the line)")
                continue
            yield _record(n, text, known, seen, forms)
