"""Run the scorer's formal jobs through the executor it is given: each question asked once.

Jobs are keyed by the hash of their files and the tool versions. Within a run, a job
whose key was already answered (another sample with the same properties, another variant
asking the same design-free question) is not run again; across runs, PASS and FAIL
verdicts are cached in ``<cache>/eval`` unless caching is off, each entry sealed with an HMAC
(:class:`svafam.cache.SealedCache`): an entry that fails its check is asked again. A job that did not finish
(ERROR, TIMEOUT, UNKNOWN) is reported as such and never cached.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from dataclasses import asdict, dataclass, field

from svafam.cache import SealedCache
from svafam.engine import Executor, scratch_folder

from .jobs import FormalJob

DECIDED = ("PASS", "FAIL")


@dataclass
class Outcome:
    status: str                     # PASS FAIL UNKNOWN ERROR TIMEOUT
    failed: list[str] = field(default_factory=list)
    reached: list[str] = field(default_factory=list)
    message: str = ""
    trace_text: str | None = None

    @property
    def decided(self) -> bool:
        return self.status in DECIDED


@dataclass
class RunnerStats:
    asked: int = 0      # jobs the checks asked for
    run: int = 0        # jobs the executor ran
    cached: int = 0     # answered from the cache folder


class JobRunner:
    def __init__(self, executor: Executor, use_cache: bool = True, memo_size: int = 4096):
        self.executor = executor
        self.use_cache = use_cache
        self.versions = json.dumps(executor.tool_versions(), sort_keys=True)
        self.cache = SealedCache("eval")
        self.memo: OrderedDict[str, Outcome] = OrderedDict()   # this run's answers, most recent last
        self.memo_size = memo_size
        self.stats = RunnerStats()

    @property
    def job_seconds(self) -> float | None:
        return getattr(self.executor, "timeout", None)

    def _known(self, key: str, want_trace: bool) -> Outcome | None:
        if key in self.memo:
            self.memo.move_to_end(key)
            found = self.memo[key]
            if found.trace_text is not None or not want_trace:
                return found
        stored = self.cache.get(key) if self.use_cache else None
        if isinstance(stored, dict):
            try:
                found = Outcome(**stored)
            except TypeError:
                return None   # an entry of another shape is asked again
            if found.trace_text is not None or not want_trace or found.status != "FAIL":
                self.stats.cached += 1
                return found
        return None

    def _remember(self, key: str, outcome: Outcome) -> None:
        self.memo[key] = outcome
        self.memo.move_to_end(key)
        while len(self.memo) > self.memo_size:
            self.memo.popitem(last=False)
        if outcome.decided:
            self.cache.put(key, asdict(outcome))

    def run(self, jobs: list[FormalJob]) -> list[Outcome]:
        """The outcome of every job, in order."""
        self.stats.asked += len(jobs)
        keys = [j.key(self.versions) for j in jobs]
        answers: dict[str, Outcome] = {}
        todo: dict[str, FormalJob] = {}
        for key, job in zip(keys, jobs, strict=True):
            if key in answers or key in todo:
                if job.keep_trace and key in todo:
                    todo[key] = job
                continue
            known = self._known(key, job.keep_trace)
            if known is not None:
                answers[key] = known
            else:
                todo[key] = job
        if todo:
            answers.update(self._execute(todo))
        return [answers[k] for k in keys]

    def _execute(self, todo: dict[str, FormalJob]) -> dict[str, Outcome]:
        out: dict[str, Outcome] = {}
        with scratch_folder("svafam-score-") as root:
            specs, by_spec = [], {}
            for n, (key, fj) in enumerate(todo.items()):
                jdir = root / f"j{n}"
                for rel, text in fj.files:
                    (jdir / rel).parent.mkdir(parents=True, exist_ok=True)
                    (jdir / rel).write_text(text, encoding="utf-8")
                spec = fj.job.spec(jdir)
                specs.append(spec)
                by_spec[spec.key] = (key, fj)
            results = self.executor.run(specs, root / "work")
            self.stats.run += len(specs)
            for spec in specs:
                key, fj = by_spec[spec.key]
                if spec.key not in results:
                    outcome = Outcome("ERROR", message="the executor returned no outcome for this job")
                else:
                    r, _workdir = results[spec.key]
                    trace = None
                    if fj.keep_trace and r.trace_source is not None and r.trace_source.is_file():
                        trace = r.trace_source.read_text(encoding="utf-8", errors="replace")
                    outcome = Outcome(r.status, sorted(r.failed_properties), sorted(r.reached_covers),
                                      r.message, trace)
                out[key] = outcome
                self._remember(key, outcome)
        return out
