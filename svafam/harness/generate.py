"""``svafam generate``: ask a model for the answers a predictions file is still missing.

The work is one unit per (task, form): the samples of it not yet in the file, asked for
in requests of up to ``per_request`` choices (a server that gives fewer than asked is
asked again for the rest). Units run on ``concurrency`` threads sharing one HTTP client.
An :class:`~svafam.harness.client.EndpointError` (the key refused, the model gone) stops
the whole run: what was written stays, and a rerun goes on from there. A request that
fails for good (retries used up, a refusal such as a prompt too long for the model) leaves
its samples out of the file and is listed in the summary.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from .client import ChatClient, EndpointError, RequestFailed, Sampling
from .kinds import PromptedTask, TaskKind
from .store import Appender, Settings, prompt_sha256, resume


@dataclass(frozen=True)
class Unit:
    task_id: str
    form: str
    messages: list[dict]
    prompt_sha256: str
    samples: tuple[int, ...]


@dataclass
class Summary:
    asked: int = 0              # samples this run set out to get
    already: int = 0            # samples the file had
    written: int = 0
    requests: int = 0
    retried_requests: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    failures: list[str] = field(default_factory=list)   # "task (form): why", one per failed unit
    stopped: str | None = None  # the EndpointError that ended the run


def messages_for(prompt: str, system: str | None) -> list[dict]:
    return ([{"role": "system", "content": system}] if system else []) + [{"role": "user", "content": prompt}]


def plan(tasks: list[PromptedTask], form: str, samples: int, done: set, system: str | None) -> list[Unit]:
    units = []
    for t in tasks:
        messages = messages_for(t.prompts[form], system)
        missing = tuple(s for s in range(samples) if (t.task_id, form, s) not in done)
        if missing:
            units.append(Unit(t.task_id, form, messages, prompt_sha256(messages), missing))
    return units


def _line(unit: Unit, sample: int, text: str, reason: str | None, settings: Settings, usage: dict) -> dict:
    return {"task_id": unit.task_id, "response": text, "sample": sample, "form": unit.form, "kind": settings.kind,
            "model": settings.model, "prompt_sha256": unit.prompt_sha256, "sampling": settings.sampling,
            "finish_reason": reason, "usage": usage}


class Generator:
    def __init__(self, client: ChatClient, kind: TaskKind, sampling: Sampling, per_request: int):
        self.client, self.kind, self.sampling, self.per_request = client, kind, sampling, per_request
        self.settings = Settings(kind.name, client.model, sampling.to_json())
        self.stop = threading.Event()
        self.lock = threading.Lock()

    def _unit(self, unit: Unit, out: Appender, summary: Summary, progress: Callable[[int], None]) -> None:
        pending = list(unit.samples)
        while pending and not self.stop.is_set():
            ask = pending[: self.per_request]
            try:
                done = self.client.complete(unit.messages, len(ask), self.sampling, self.stop)
            except RequestFailed as e:
                if not self.stop.is_set():
                    with self.lock:
                        summary.failures.append(f"{unit.task_id} ({unit.form}): {e}")
                progress(len(pending))
                return
            except EndpointError as e:
                with self.lock:
                    summary.stopped = summary.stopped or str(e)
                self.stop.set()
                return
            got = list(zip(ask, done.texts, done.finish_reasons))
            usage = {"prompt_tokens": done.prompt_tokens, "completion_tokens": done.completion_tokens,
                     "choices": len(got)}
            out.write([_line(unit, s, text, reason, self.settings, usage) for s, text, reason in got])
            with self.lock:
                summary.requests += 1
                summary.retried_requests += done.attempts > 1
                summary.written += len(got)
                summary.prompt_tokens += done.prompt_tokens or 0
                summary.completion_tokens += done.completion_tokens or 0
            pending = pending[len(got):]
            progress(len(got))

    def run(self, tasks: list[PromptedTask], form: str, samples: int, out_path: Path, concurrency: int,
            system: str | None = None, on_start: Callable[[int], None] = lambda _n: None,
            progress: Callable[[int], None] = lambda _n: None) -> Summary:
        prompts = {(t.task_id, form): prompt_sha256(messages_for(t.prompts[form], system)) for t in tasks}
        done = resume(out_path, self.settings, prompts)
        units = plan(tasks, form, samples, done, system)
        summary = Summary(asked=sum(len(u.samples) for u in units),
                          already=sum((t.task_id, form, s) in done for t in tasks for s in range(samples)))
        on_start(summary.asked)
        if not units:
            return summary
        self.client.preflight()
        with Appender(out_path) as out, ThreadPoolExecutor(max_workers=concurrency) as pool:
            futures = [pool.submit(self._unit, u, out, summary, progress) for u in units]
            for f in futures:
                f.result()
        return summary
