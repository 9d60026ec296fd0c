"""The limits every response is held to, and the named problem when one is exceeded.

A response over a limit is not read further and scores nothing; its record names the
limit, the value found and the bound. The bounds keep one hostile line from costing
the run more than a few milliseconds of reading or a bounded number of formal jobs.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from .predictions import LINE_BYTES

# the reader's expression parser recurses ~14 frames per nesting level: past this the
# interpreter's own stack, not the limit, would stop it
MAX_DEPTH_SUPPORTED = 48


@dataclass(frozen=True)
class Limits:
    chars: int = 20_000          # characters of the raw response (gold: at most 4,520)
    properties: int = 64         # assertions in one response (gold: at most 13)
    depth: int = 32              # expression nesting depth (gold: at most 16)
    job_seconds: float | None = None   # formal time per job: the executor's timeout
    line_bytes: int = LINE_BYTES  # one line of the predictions file, before JSON decoding

    def __post_init__(self) -> None:
        if not 1 <= self.depth <= MAX_DEPTH_SUPPORTED:
            raise ValueError(f"the depth limit must be between 1 and {MAX_DEPTH_SUPPORTED}, not {self.depth}")

    def to_json(self) -> dict:
        return asdict(self)


@dataclass(frozen=True)
class LimitExceeded:
    limit: str      # chars | properties | depth
    found: int
    bound: int

    def __str__(self) -> str:
        what = {"chars": "characters", "properties": "properties", "depth": "expression nesting depth"}[self.limit]
        return f"limit exceeded: {what} {self.found} > {self.bound}"
