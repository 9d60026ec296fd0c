"""PartselectInsert: a vector read as a whole is read through a part-select one bit
narrower (``x`` -> ``x[w-2:0]`` or ``x[w-1:1]``), inside its declared range."""

from __future__ import annotations

from ..edit import Edit
from ..source import span
from .base import ACCESS, Choice, Operator
from .common import is_signal_read


class PartselectInsert(Operator):
    name = "PartselectInsert"
    group = ACCESS
    paper_share = 0.3
    summary = "read a vector through a part-select one bit narrower (x -> x[1:0] for a 3-bit x)"

    def match(self, src, site, ctx):
        return is_signal_read(src, site, ctx) is not None

    def guard(self, src, site, ctx):
        sig = is_signal_read(src, site, ctx)
        return sig is not None and sig.width >= 2 and sig.msb > sig.lsb

    def transform(self, src, site, ctx):
        sig = is_signal_read(src, site, ctx)
        start, end = span(site.node)
        name = site.node.name
        return [Choice(f"{name} -> {name}[{m}:{l}]", (Edit(start, end, f"{name}[{m}:{l}]"),))
                for m, l in ((sig.high - 1, sig.low), (sig.high, sig.low + 1))]
