"""The text Yosys reads of a project file: one construct rewritten around a Yosys 0.70 miscompilation.

Yosys 0.70 (the release this tool pins) reorders an assignment that follows an ``if`` or
``case`` inside a branch of an outer ``if``/``case``::

    if (r) c <= 0;
    else begin if (e) c <= 0; c <= 1; end      // Yosys: c <= e ? 0 : 1; Verilog: c <= 1

Its RTLIL puts the trailing assignment before the inner switch, which then overrides it.
Public code rarely writes this, but mutation operators do (NSubInsert appends to a branch,
NSubMove moves an assignment after its if chain), and a proof on the miscompiled model
calls such a mutant equivalent while simulation tells it apart. Wrapping each such
statement in ``if (1'b1)`` -- the same statement in Verilog -- makes Yosys build the model
in source order (``tests/projects/test_yosys_compat.py`` holds both to simulation).
Only the copies Yosys reads are rewritten; simulation reads the project's text.
"""

from __future__ import annotations

from pyverilog.vparser import ast as vast

from svafam.mutation.source import SourceFile, span

from .design import apply_edits
from .preprocess import Preprocessed

_BRANCHING = (vast.IfStatement, vast.CaseStatement, vast.CasexStatement, vast.CasezStatement)
_ASSIGNMENTS = (vast.NonblockingSubstitution, vast.BlockingSubstitution)
GUARD = "if (1'b1) "


def _targets(views: list[SourceFile]) -> list[int]:
    """Offsets (preprocessed text) of assignments that follow an if/case in the same begin-end block."""
    found = []
    for src in views:
        for site in src.sites:
            node = site.node
            if not isinstance(node, vast.Block):
                continue
            after_branch = False
            for stmt in node.statements:
                if isinstance(stmt, _BRANCHING):
                    after_branch = True
                elif after_branch and isinstance(stmt, _ASSIGNMENTS):
                    found.append(span(stmt)[0])
    return found


def yosys_text(working: str, pp: Preprocessed, views: list[SourceFile]) -> str:
    edits = []
    for offset in _targets(views):
        where = pp.to_origin(offset, offset)
        if where is not None and where[0] == pp.name:
            edits.append((where[1], where[1], GUARD))
    return apply_edits(working, edits)
