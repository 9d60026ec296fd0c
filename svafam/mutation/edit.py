"""Mutants as edits of the clean text, their unified diff, and where parentheses are needed.

A mutant is the clean file with a few character ranges replaced: everything the
operator did not touch keeps its bytes, so the diff against the clean variant shows
the fault and nothing else.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from itertools import pairwise

from pyverilog.vparser import ast as vast

from .source import Site, SourceFile, span


@dataclass(frozen=True)
class Edit:
    start: int
    end: int
    text: str


def apply(text: str, edits: tuple[Edit, ...]) -> str:
    ordered = sorted(edits, key=lambda e: (e.start, e.end))
    for a, b in pairwise(ordered):
        if b.start < a.end:
            raise ValueError(f"overlapping edits at offsets {a.start}-{a.end} and {b.start}-{b.end}")
    out, pos = [], 0
    for e in ordered:
        out.append(text[pos:e.start])
        out.append(e.text)
        pos = e.end
    out.append(text[pos:])
    return "".join(out)


def unified_diff(clean: str, mutant: str, path: str) -> str:
    """``git diff``-style unified diff of one file, three lines of context."""
    lines = difflib.unified_diff(clean.splitlines(keepends=True), mutant.splitlines(keepends=True),
                                 fromfile=f"a/{path}", tofile=f"b/{path}", n=3)
    return "".join(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n" for line in lines)


SYMBOL = {
    vast.Plus: "+", vast.Minus: "-", vast.Times: "*", vast.Divide: "/", vast.Mod: "%", vast.Power: "**",
    vast.Sll: "<<", vast.Srl: ">>", vast.Sla: "<<<", vast.Sra: ">>>",
    vast.LessThan: "<", vast.GreaterThan: ">", vast.LessEq: "<=", vast.GreaterEq: ">=",
    vast.Eq: "==", vast.NotEq: "!=", vast.Eql: "===", vast.NotEql: "!==",
    vast.And: "&", vast.Xor: "^", vast.Xnor: "~^", vast.Or: "|", vast.Land: "&&", vast.Lor: "||",
    vast.Uplus: "+", vast.Uminus: "-", vast.Ulnot: "!", vast.Unot: "~", vast.Uand: "&", vast.Unand: "~&",
    vast.Uor: "|", vast.Unor: "~|", vast.Uxor: "^", vast.Uxnor: "~^",
}

# Verilog-2005 operator precedence, higher binds tighter (IEEE 1364-2005 table 5-4)
_LEVEL = {
    vast.Power: 11, vast.Times: 10, vast.Divide: 10, vast.Mod: 10, vast.Plus: 9, vast.Minus: 9,
    vast.Sll: 8, vast.Srl: 8, vast.Sla: 8, vast.Sra: 8,
    vast.LessThan: 7, vast.GreaterThan: 7, vast.LessEq: 7, vast.GreaterEq: 7,
    vast.Eq: 6, vast.NotEq: 6, vast.Eql: 6, vast.NotEql: 6,
    vast.And: 5, vast.Xor: 4, vast.Xnor: 4, vast.Or: 3, vast.Land: 2, vast.Lor: 1, vast.Cond: 0,
}
ATOM = 13
UNARY = 12


def level(kind: type) -> int:
    if issubclass(kind, vast.UnaryOperator):
        return UNARY
    return _LEVEL.get(kind, ATOM)


def _already_parenthesized(src: SourceFile, node: vast.Node) -> bool:
    start, end = span(node)
    before = src.text[:start].rstrip()
    after = src.text[end:].lstrip()
    return before.endswith("(") and after.startswith(")")


def placed(src: SourceFile, site: Site, kind: type, text: str) -> str:
    """``text`` (an expression whose top is a ``kind`` node) as it must be written in place of
    ``site.node``: parenthesized when the surrounding operator binds tighter."""
    parent = site.parent
    new = level(kind)
    if new == ATOM or parent is None or _already_parenthesized(src, site.node):
        return text
    if isinstance(parent, vast.UnaryOperator):
        needed = new < UNARY
    elif isinstance(parent, vast.Cond):
        needed = new <= level(vast.Cond)
    elif isinstance(parent, vast.Operator):
        outer = level(type(parent))
        needed = new < outer if site.node is parent.left else new <= outer
    else:
        needed = False
    return f"({text})" if needed else text
