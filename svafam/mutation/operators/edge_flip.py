"""EdgeFlip: an edge event of an always block flips (``posedge clk`` -> ``negedge clk``).
Told apart only in the clock-accurate model."""

from __future__ import annotations

from pyverilog.vparser import ast as vast

from ..edit import Edit
from ..source import span
from .base import TIMING, Choice, Operator

FLIP = {"posedge": "negedge", "negedge": "posedge"}


class EdgeFlip(Operator):
    name = "EdgeFlip"
    group = TIMING
    paper_share = 4.8
    timing = True
    summary = "flip the edge of an event (posedge clk -> negedge clk)"

    def match(self, src, site, ctx):
        return isinstance(site.node, vast.Sens) and site.node.type in FLIP

    def guard(self, src, site, ctx):
        return isinstance(site.parent, vast.SensList)

    def transform(self, src, site, ctx):
        tok = src.tokens_in(*span(site.node))[0]
        new = FLIP[site.node.type]
        return [Choice(f"{site.node.type} -> {new}", (Edit(tok.start, tok.end, new),))]
