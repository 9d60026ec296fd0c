"""EdgeInsert: a clocked always block whose body starts with ``if (s)`` (or ``if (!s)``) gains
the event ``posedge s`` (``negedge s``): a synchronous reset becomes asynchronous.
Told apart only in the clock-accurate model."""

from __future__ import annotations

from pyverilog.vparser import ast as vast

from ..edit import Edit
from ..source import span
from .base import TIMING, Choice, Operator


def leading_condition(always: vast.Always) -> tuple[str, str] | None:
    """(signal, edge) of the 1-bit condition the block's first statement tests, if it is one."""
    body = always.statement
    while isinstance(body, vast.Block) and body.statements:
        body = body.statements[0]
    if not isinstance(body, vast.IfStatement):
        return None
    cond = body.cond
    if isinstance(cond, vast.Identifier):
        return cond.name, "posedge"
    if isinstance(cond, vast.Ulnot) and isinstance(cond.right, vast.Identifier):
        return cond.right.name, "negedge"
    return None


class EdgeInsert(Operator):
    name = "EdgeInsert"
    group = TIMING
    paper_share = 1.6
    timing = True
    summary = "add an edge event on the signal the block tests first (@(posedge clk) -> @(posedge clk or posedge rst))"

    def match(self, src, site, ctx):
        return isinstance(site.node, vast.SensList) and isinstance(site.parent, vast.Always)

    def guard(self, src, site, ctx):
        events = site.node.list
        if not events or any(e.type not in ("posedge", "negedge") for e in events):
            return False
        found = leading_condition(site.parent)
        if found is None:
            return False
        sig = ctx.scope.signal(found[0])
        listed = {e.sig.name for e in events if isinstance(e.sig, vast.Identifier)}
        return sig is not None and sig.width == 1 and found[0] not in listed

    def transform(self, src, site, ctx):
        name, edge = leading_condition(site.parent)
        end = span(site.node.list[-1])[1]
        return [Choice(f"add {edge} {name}", (Edit(end, end, f" or {edge} {name}"),))]
