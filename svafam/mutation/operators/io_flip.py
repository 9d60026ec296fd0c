"""IOFlip: a port's direction flips (``input`` <-> ``output``); the clock port is left alone."""

from __future__ import annotations

from pyverilog.vparser import ast as vast

from ..edit import Edit
from ..source import span
from .base import PORT, Choice, Operator
from .common import clock_name

FLIP = {"INPUT": "output", "OUTPUT": "input"}


class IOFlip(Operator):
    name = "IOFlip"
    group = PORT
    paper_share = 2.0
    summary = "flip the direction of a port (input load -> output load)"

    def match(self, src, site, ctx):
        return isinstance(site.node, vast.Ioport) and isinstance(site.node.first, (vast.Input, vast.Output))

    def guard(self, src, site, ctx):
        return site.node.first.name != clock_name(src)

    def transform(self, src, site, ctx):
        tok = src.tokens_in(*span(site.node))[0]
        new = FLIP[tok.kind]
        return [Choice(f"{tok.value} {site.node.first.name} -> {new}", (Edit(tok.start, tok.end, new),))]
