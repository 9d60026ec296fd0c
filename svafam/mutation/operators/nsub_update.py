"""NSubUpdate: the value of a non-blocking assignment is replaced: by a value the same
register takes elsewhere in its always block, by a same-width signal, or by the register
itself (it holds)."""

from __future__ import annotations

from pyverilog.vparser import ast as vast

from ..edit import Edit
from ..source import span
from .base import ASSIGNMENT, Choice, Operator
from .common import candidate_signals, clock_name, expr_width
from .statements import plain_target, substitutions


class NSubUpdate(Operator):
    name = "NSubUpdate"
    group = ASSIGNMENT
    paper_share = 8.3
    summary = "replace the value of a non-blocking assignment (r <= a -> r <= b)"

    def match(self, src, site, ctx):
        return isinstance(site.node, vast.NonblockingSubstitution) and ctx.always is not None

    def guard(self, src, site, ctx):
        return plain_target(site.node) is not None and bool(self._values(src, site, ctx))

    @staticmethod
    def _values(src, site, ctx) -> list[str]:
        target = plain_target(site.node)
        w = expr_width(site.node.left.var, ctx)
        if target is None or w is None:
            return []
        current = src.text_of(site.node.right.var)
        values = [src.text_of(s.right.var) for s in substitutions(ctx.always, vast.NonblockingSubstitution)
                  if plain_target(s) == target]
        values.append(target)
        values += [s.name for s in candidate_signals(ctx, w, exclude=set(), clock=clock_name(src))]
        seen, out = {current}, []
        for v in values:
            if v not in seen:
                seen.add(v)
                out.append(v)
        return out

    def transform(self, src, site, ctx):
        start, end = span(site.node.right.var)
        target = plain_target(site.node)
        return [Choice(f"{target} <= {value}", (Edit(start, end, value),)) for value in self._values(src, site, ctx)]
