"""A job as the engine sees it: one ``.sby`` file and the files it reads, nothing about families.

The ``.sby`` file names its inputs relative to itself (``[files]``), so a job is
self-contained once every input is placed at the same path under ``root``:
that is what lets an executor run it in another folder or on another machine.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

DEFAULT_TIMEOUT = 120.0


@dataclass(frozen=True)
class JobSpec:
    key: str                  # unique within one run, e.g. "timer_0007/gold_proof_v0"
    root: Path                # the folder the paths below are relative to
    sby_file: str             # the SBY task file, relative to root
    inputs: tuple[str, ...]   # every file the task reads, relative to root
    priority: int = 3         # lower starts first: long jobs early keep workers from ending on one
    # how far each of the job's processes may grow its address space (bytes; None: no limit). Jobs on
    # candidate text set it: a hostile design must end as "over a limit", not take the machine
    memory_bytes: int | None = None
    # the inputs hold candidate text (a model's fix, an answer, a user's project): every executor runs the job with
    # stock SBY inside svafam.sandbox (svafam.engine.sby_sandboxed), never in the warm server's forks. The one
    # switch every checker of hostile text uses
    untrusted: bool = False
    # run an untrusted job even where the kernel cannot sandbox it (--unsafe-no-sandbox): its outcome names
    # what was missing
    unsafe_no_sandbox: bool = False
    # wall seconds of this job when shorter than the executor's limit: a job whose caller has a cheaper way on if
    # it runs long (one proof of many mutants, split when it does); TIMEOUT past it, as past the executor's
    timeout: float | None = None

    @property
    def sby_path(self) -> Path:
        return (self.root / self.sby_file).resolve()

    def files(self) -> tuple[str, ...]:
        return (self.sby_file,) + tuple(rel for rel in self.inputs if rel != self.sby_file)

    def read_payload(self) -> dict[str, bytes]:
        """Every file of the job, by relative path: what a remote worker needs to run it."""
        return {rel: (self.root / rel).read_bytes() for rel in self.files()}
