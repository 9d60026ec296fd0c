"""EdgeDelete: an edge event is deleted from an always block's event list; when it is the
only event, its edge is (``@(posedge clk)`` -> ``@(clk)``, a level-sensitive list)."""

from __future__ import annotations

from pyverilog.vparser import ast as vast

from ..edit import Edit
from ..source import span
from .base import TIMING, Choice, Operator


class EdgeDelete(Operator):
    name = "EdgeDelete"
    group = TIMING
    paper_share = 1.7
    timing = True
    summary = "delete an edge event from an event list (@(posedge clk or posedge rst) -> @(posedge clk))"

    def match(self, src, site, ctx):
        return isinstance(site.node, vast.Sens) and site.node.type in ("posedge", "negedge")

    def guard(self, src, site, ctx):
        return isinstance(site.parent, vast.SensList)

    def transform(self, src, site, ctx):
        events = list(site.parent.list)
        start, end = span(site.node)
        if len(events) == 1:
            tok = src.tokens_in(start, end)[0]
            return [Choice(f"{site.node.type} {src.text_of(site.node.sig)} -> "
                           f"{src.text_of(site.node.sig)}", (Edit(tok.start, span(site.node.sig)[0], ""),))]
        i = next(k for k, e in enumerate(events) if e is site.node)
        # remove the event with the separator before it (after it, for the first)
        if i > 0:
            cut = (span(events[i - 1])[1], end)
        else:
            cut = (start, span(events[1])[0])
        return [Choice(f"delete {src.text_of(site.node)}", (Edit(cut[0], cut[1], ""),))]
