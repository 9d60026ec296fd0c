"""The shape of an operator: a matcher (which node), a guard (in which context it is legal)
and a transformation (the edits, one per legal alternative)."""

from __future__ import annotations

from dataclasses import dataclass

from ..context import Context
from ..edit import Edit
from ..source import Site, SourceFile

EXPRESSION, ACCESS, ASSIGNMENT, TIMING, PORT = "Expression", "Bit-vector and access", "Assignment", "Timing", "Port"


@dataclass(frozen=True)
class Choice:
    """One concrete mutant an opportunity can become: what changes, and the edits."""

    label: str
    edits: tuple[Edit, ...]


class Operator:
    name: str = ""
    group: str = ""
    paper_share: float = 0.0   # share of the retained mutants in the VeriBugBench paper (Table IV), percent
    timing: bool = False       # needs the clock-accurate model to be told apart
    summary: str = ""

    def match(self, src: SourceFile, site: Site, ctx: Context) -> bool:
        """Is ``site.node`` the kind of node this operator changes?"""
        raise NotImplementedError

    def guard(self, src: SourceFile, site: Site, ctx: Context) -> bool:
        """Is the change legal here (context, widths, ranges)?"""
        raise NotImplementedError

    def transform(self, src: SourceFile, site: Site, ctx: Context) -> list[Choice]:
        """Every legal alternative, in a fixed order (the selection policy picks one)."""
        raise NotImplementedError
