"""What loaders hand to the build: pages to render, pictures to draw, files to copy (plain data).

Paths in the site are POSIX strings relative to its root (``families/timer_0007.html``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path


@dataclass(frozen=True)
class Page:
    path: str        # where the page goes in the site
    template: str    # a file of svafam/site/templates/
    title: str
    context: dict    # plain data only: pages are rendered in worker processes


@dataclass(frozen=True)
class Picture:
    """A counterexample trace drawn as a WaveDrom SVG; the VCD is copied beside it (same stem).

    ``kind``: ``miter`` -- two designs side by side (the suite's distinguishing miters, the pool's
    traces), the first differing cycle marked; ``monitor`` -- one design and the gold properties
    that fail on it (gold-on-mutant counterexamples), the first failing cycle marked.
    """

    target: str                                   # the SVG's path in the site
    trace: Path                                   # the VCD in the dataset
    title: str
    interface: dict                               # clock, reset, inputs, outputs (as family.json has them)
    kind: str = "miter"
    scopes: tuple[str, str, str] = ("", "design_a", "design_b")  # where inputs, design a and b are in the VCD
    labels: tuple[str, str] = ("clean", "buggy")
    model: str = "cycle"                          # "edge": clock-accurate (a row per clock edge)
    failing: tuple[str, ...] = ()                 # monitor: the properties the run reported failing
    drawn: Path | None = None                     # the same trace already drawn (a debugging task's picture)

    @property
    def vcd(self) -> str:
        return self.target.removesuffix(".svg") + ".vcd"


@dataclass(frozen=True)
class Copy:
    source: Path
    target: str


@dataclass
class Bundle:
    """Everything one loader contributes to the site."""

    pages: list[Page] = field(default_factory=list)
    pictures: list[Picture] = field(default_factory=list)
    copies: list[Copy] = field(default_factory=list)

    def extend(self, other: Bundle) -> None:
        self.pages += other.pages
        self.pictures += other.pictures
        self.copies += other.copies
