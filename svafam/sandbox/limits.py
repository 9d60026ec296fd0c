"""What one sandboxed run may use; every bound is enforced by the kernel or by the sandbox's own init, never by
the checker."""

from __future__ import annotations

from dataclasses import asdict, dataclass

MIB = 1024 * 1024
# how often the sandbox's init adds up the memory and CPU of every process in the sandbox (seconds)
SAMPLE_SECONDS = 0.1
# at the wall-clock limit, a process tree at this fraction of a memory limit is reported as over the memory limit:
# it was stalled there (a failed allocation retried, or waited on), not slow
STALLED_AT = 0.9
# what a process at its address-space limit says when it handles the failed allocation itself (Python, C++, the C
# library, the dynamic loader failing to start a thread: "cannot allocate memory for thread-local data", exit 127)
_OUT_OF_MEMORY = ("memoryerror", "std::bad_alloc", "cannot allocate memory", "out of memory")


def says_out_of_memory(text: str | bytes) -> bool:
    """Whether ``text`` (a tool's output or log) says a process ran out of memory; any letter case."""
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    text = text.lower()
    return any(word in text for word in _OUT_OF_MEMORY)


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
    # the whole process tree together, summed by the sandbox's init every SAMPLE_SECONDS (None: the same as one
    # process may use). Memory is resident anonymous and shared memory (RssAnon + RssShmem), CPU is user + system
    # time of every process, the ended ones included
    total_memory_bytes: int | None = None
    total_cpu_seconds: float | None = None

    def __post_init__(self) -> None:
        for name, value in asdict(self).items():
            if name.startswith("total_") and value is None:
                continue
            if value is None or value <= 0:
                raise ValueError(f"sandbox limit {name} must be positive, not {value!r}")

    @property
    def tree_memory_bytes(self) -> int:
        return self.total_memory_bytes or self.memory_bytes

    @property
    def tree_cpu_seconds(self) -> float:
        return self.total_cpu_seconds or self.cpu_seconds

    def as_dict(self) -> dict:
        doc = asdict(self)
        doc.update(total_memory_bytes=self.tree_memory_bytes, total_cpu_seconds=self.tree_cpu_seconds,
                   sample_seconds=SAMPLE_SECONDS, stalled_at=STALLED_AT)
        return doc

    def describe(self, limit: str | None) -> str:
        """The bound behind a limit's name, for a message: ``memory`` -> ``1024 MiB per process, 1024 MiB in all``."""
        if limit == "memory":
            return (f"{self.memory_bytes // MIB} MiB of address space per process, "
                    f"{self.tree_memory_bytes // MIB} MiB resident in all")
        if limit == "cpu":
            return f"{self.cpu_seconds:g} CPU s per process, {self.tree_cpu_seconds:g} CPU s in all"
        if limit == "wall":
            return f"{self.wall_seconds:g} s of wall-clock time"
        if limit == "disk":
            return f"{self.disk_bytes // MIB} MiB and {self.disk_files} files in its folder"
        if limit == "file_size":
            return f"{self.file_bytes // MIB} MiB per file"
        return limit or ""
