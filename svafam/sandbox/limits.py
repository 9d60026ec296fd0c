"""What one sandboxed run may use; every bound is enforced by the kernel, not by the checker."""

from __future__ import annotations

from dataclasses import asdict, dataclass

MIB = 1024 * 1024


@dataclass(frozen=True)
class Limits:
    wall_seconds: float = 30.0        # enforced by the sandbox's own init: a stopped checker cannot stretch it
    cpu_seconds: int = 10             # per process (RLIMIT_CPU)
    memory_bytes: int = 1024 * MIB    # address space per process (RLIMIT_AS)
    file_bytes: int = 8 * MIB         # any one file written, standard output and error included (RLIMIT_FSIZE)
    open_files: int = 64              # RLIMIT_NOFILE
    processes: int = 16               # processes and threads of the command, itself included (RLIMIT_NPROC)
    disk_bytes: int = 64 * MIB        # all files in the command's folder together (a tmpfs of this size)
    disk_files: int = 1024            # files and folders in it (the tmpfs's inodes)
    output_bytes: int = 1 * MIB       # standard output and error kept for the caller, each

    def __post_init__(self) -> None:
        for name, value in asdict(self).items():
            if value is None or value <= 0:
                raise ValueError(f"sandbox limit {name} must be positive, not {value!r}")

    def as_dict(self) -> dict:
        return asdict(self)
