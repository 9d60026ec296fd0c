"""PointerInsert: a vector read as a whole is read through a bit-select
(``x`` -> ``x[i]``, every ``i`` of the declared range an alternative)."""

from __future__ import annotations

from ..edit import Edit
from ..source import span
from .base import ACCESS, Choice, Operator
from .common import is_signal_read


class PointerInsert(Operator):
    name = "PointerInsert"
    group = ACCESS
    paper_share = 9.2
    summary = "read one bit of a vector instead of the vector (x -> x[0])"

    def match(self, src, site, ctx):
        return is_signal_read(src, site, ctx) is not None

    def guard(self, src, site, ctx):
        sig = is_signal_read(src, site, ctx)
        return sig is not None and sig.width >= 2

    def transform(self, src, site, ctx):
        sig = is_signal_read(src, site, ctx)
        start, end = span(site.node)
        name = site.node.name
        return [Choice(f"{name} -> {name}[{i}]", (Edit(start, end, f"{name}[{i}]"),))
                for i in range(sig.low, sig.high + 1)]
