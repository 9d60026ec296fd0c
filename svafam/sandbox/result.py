"""What a sandboxed run gives back."""

from __future__ import annotations

from dataclasses import dataclass, field

from svafam.errors import SvafamError


class SandboxUnavailable(SvafamError, RuntimeError):
    """The kernel lacks a protection the sandbox requires; nothing of the command ran."""

    def __init__(self, missing: dict[str, str]):
        self.missing = dict(missing)
        detail = "; ".join(f"{name}: {why}" for name, why in sorted(self.missing.items()))
        super().__init__(f"cannot sandbox untrusted code on this machine (missing {detail}); "
                         "run on a Linux kernel with user namespaces and Landlock, or pass --unsafe-no-sandbox "
                         "to run it anyway with the protections that remain")


@dataclass
class SandboxResult:
    returncode: int | None            # the command's exit status; None when killed by a signal or never started
    signal: str | None = None         # the signal that ended it (SIGKILL, SIGXCPU, ...)
    limit: str | None = None          # the limit it hit: wall, cpu, file_size, disk, memory (inferred), output
    stdout: bytes = b""
    stderr: bytes = b""
    stdout_truncated: bool = False
    stderr_truncated: bool = False
    cpu_seconds: float | None = None
    wall_seconds: float = 0.0
    max_rss_bytes: int | None = None
    protections: tuple[str, ...] = ()     # in force during the run
    missing: dict[str, str] = field(default_factory=dict)  # protection -> why it was not in force
    started: bool = False             # the command was exec'd (False: the sandbox failed before it)
    problem: str = ""                 # the sandbox's own failure, if any
    files: int = 0                    # files copied back into the caller's folder
    # the whole process tree: CPU time of every process, peak resident memory and peak tasks (sampled by the init)
    total_cpu_seconds: float | None = None
    peak_memory_bytes: int | None = None
    peak_tasks: int | None = None
    limit_detail: str = ""            # the bound behind ``limit`` (Limits.describe)

    @property
    def ok(self) -> bool:
        return self.started and self.returncode == 0 and self.limit is None

    def summary(self) -> str:
        """One line for people."""
        if not self.started:
            return f"the sandboxed command did not start: {self.problem}"
        how = f"exit status {self.returncode}" if self.returncode is not None else f"killed by {self.signal}"
        return how + (f", over a limit ({self.limit}: {self.limit_detail})" if self.limit else "")
