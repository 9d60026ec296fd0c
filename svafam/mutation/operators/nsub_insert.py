"""NSubInsert: a branch of a clocked always block gains a non-blocking assignment at its end:
a register of the block takes a value it takes elsewhere in the block."""

from __future__ import annotations

import re

from pyverilog.vparser import ast as vast

from ..source import span
from .assign_n2b import assignment_token
from .base import ASSIGNMENT, Choice, Operator
from .statements import append_to_branch, is_branch, plain_target, substitutions


_DELAY = re.compile(r"#\s*(\d+|\(\s*\d+\s*\)|[A-Za-z_][A-Za-z0-9_$]*)")


def value_text(src, sub) -> str:
    """What an assignment assigns, with its intra-assignment delay (``#1 e``): the inserted copy takes
    effect when the original would (a simulator orders updates by their delay; the proof does not)."""
    value = src.text_of(sub.right.var)
    if sub.rdelay is None:
        return value
    tok = assignment_token(src, sub)
    delay = src.text[tok.end:span(sub.right.var)[0]].strip()
    return f"{delay} {value}" if _DELAY.fullmatch(delay) else value


class NSubInsert(Operator):
    name = "NSubInsert"
    group = ASSIGNMENT
    paper_share = 10.7
    summary = "add a non-blocking assignment at the end of an if/case branch (... ; r <= v;)"

    def match(self, src, site, ctx):
        return ctx.always is not None and ctx.function is None and is_branch(site)

    def guard(self, src, site, ctx):
        return ctx.clocked and bool(self._assignments(src, site, ctx))

    @staticmethod
    def _assignments(src, site, ctx) -> list[tuple[str, str]]:
        everywhere = substitutions(ctx.always, vast.NonblockingSubstitution)
        here = substitutions(site.node, vast.NonblockingSubstitution)
        last_here = {}
        for s in here:
            if plain_target(s):
                last_here[plain_target(s)] = value_text(src, s)
        pairs, seen = [], set()
        for s in everywhere:
            target = plain_target(s)
            value = value_text(src, s)
            if target is None or (target, value) in seen or last_here.get(target) == value:
                continue
            seen.add((target, value))
            pairs.append((target, value))
        return pairs

    def transform(self, src, site, ctx):
        return [Choice(f"add {t} <= {v};", append_to_branch(src, site.node, f"{t} <= {v};"))
                for t, v in self._assignments(src, site, ctx)]
