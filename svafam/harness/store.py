"""The predictions file ``svafam generate`` writes, and what a rerun finds already in it.

One JSON object a line, the format every ``evaluate*`` command reads (``task_id``,
``response``, ``sample``) plus what was asked and how: ``form`` (the prompt form: zero-
and one-shot answers share a task id, so they can share a file), ``kind``, ``model``,
``prompt_sha256``, ``sampling`` and ``usage`` (the request's token counts; a request that
asked for several samples reports their sum, and ``usage.choices`` says how many).

Lines are appended whole, each with one write, so a run that is stopped leaves at most one
cut-off last line; a rerun drops that line (rewriting the file aside and moving it into
place) and asks again for what is missing. A line made with another model, other sampling
settings or another prompt (the dataset changed) is not silently mixed with new ones: the
rerun stops and says so.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from dataclasses import dataclass
from pathlib import Path

from svafam import safejson
from svafam.errors import SvafamError


class PredictionsFileError(SvafamError):
    """The --out file cannot be resumed as it is."""


Key = tuple[str, str, int]   # task_id, form, sample


def prompt_sha256(messages: list[dict]) -> str:
    return hashlib.sha256(json.dumps(messages, sort_keys=True, ensure_ascii=False).encode()).hexdigest()


@dataclass(frozen=True)
class Settings:
    """What every line of one file must agree on."""

    kind: str
    model: str
    sampling: dict


def _check_line(path: Path, n: int, doc: object, settings: Settings, prompts: dict[tuple[str, str], str]) -> Key:
    where = f"{path} line {n}"
    if not isinstance(doc, dict):
        raise PredictionsFileError(f"{where}: not a JSON object; --out must name a file svafam generate wrote")
    task, form, sample = doc.get("task_id"), doc.get("form"), doc.get("sample")
    if not isinstance(task, str) or not isinstance(form, str) or isinstance(sample, bool) \
            or not isinstance(sample, int) or not isinstance(doc.get("response"), str):
        raise PredictionsFileError(f"{where}: no task_id, form, sample and response; "
                                   "--out must name a file svafam generate wrote")
    for field, want in (("kind", settings.kind), ("model", settings.model), ("sampling", settings.sampling)):
        if doc.get(field) != want:
            raise PredictionsFileError(f"{where}: made with {field} {json.dumps(doc.get(field))}, this run asks "
                                       f"for {json.dumps(want)}; give another --out or the same settings")
    expected = prompts.get((task, form))
    if expected is not None and doc.get("prompt_sha256") != expected:
        raise PredictionsFileError(f"{where}: {task} ({form}) was answered for another prompt (prompt_sha256 "
                                   "differs: the dataset changed); give another --out")
    return task, form, sample


def resume(path: Path, settings: Settings, prompts: dict[tuple[str, str], str]) -> set[Key]:
    """The (task, form, sample) keys already answered in ``path``; a cut-off last line is removed."""
    if not path.exists():
        return set()
    if not path.is_file():
        raise PredictionsFileError(f"{path}: exists and is not a file (--out names the predictions file)")
    raw = path.read_bytes()
    done: set[Key] = set()
    lines = raw.split(b"\n")
    tail = lines.pop()               # what follows the last newline: empty, or a line cut off
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            doc = safejson.loads(line)
        except ValueError:
            raise PredictionsFileError(f"{path} line {n}: not JSON; --out must name a file svafam generate "
                                       "wrote (a cut-off line can only be the last)") from None
        done.add(_check_line(path, n, doc, settings, prompts))
    if tail:
        try:                         # a whole last line without its newline is kept
            done.add(_check_line(path, len(lines) + 1, safejson.loads(tail), settings, prompts))
            raw += b"\n"
        except ValueError:
            raw = raw[: len(raw) - len(tail)]
        staged = path.with_name(f".{path.name}.resume-{os.getpid()}")
        staged.write_bytes(raw)
        os.replace(staged, path)
    return done


class Appender:
    """Appends whole lines to the predictions file from several threads."""

    def __init__(self, path: Path):
        path.parent.mkdir(parents=True, exist_ok=True)
        self.file = open(path, "a", encoding="utf-8")
        self.lock = threading.Lock()
        self.written = 0

    def write(self, docs: list[dict]) -> None:
        text = "".join(json.dumps(d, ensure_ascii=False) + "\n" for d in docs)
        with self.lock:
            self.file.write(text)
            self.file.flush()
            self.written += len(docs)

    def close(self) -> None:
        self.file.close()

    def __enter__(self) -> Appender:
        return self

    def __exit__(self, *exc) -> None:
        self.close()
