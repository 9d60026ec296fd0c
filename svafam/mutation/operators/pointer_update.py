"""PointerUpdate: the index of a bit-select moves to a neighbouring bit inside the declared
range (``x[2]`` -> ``x[1]``); an index written as a constant name is replaced by another
constant name of the module with that value, when there is one."""

from __future__ import annotations

from pyverilog.vparser import ast as vast

from ..context import LVALUE, VALUE
from ..edit import Edit
from ..source import span
from .base import ACCESS, Choice, Operator
from .common import constant_index


def bit(site, ctx):
    """(declared vector, index) of a constant bit-select of a declared vector, or None."""
    node = site.node
    if not isinstance(node, vast.Pointer) or not isinstance(node.var, vast.Identifier):
        return None
    sig = ctx.scope.signal(node.var.name)
    index = constant_index(node.ptr, ctx)
    if sig is None or index is None or sig.width < 2:
        return None
    return sig, index


class PointerUpdate(Operator):
    name = "PointerUpdate"
    group = ACCESS
    paper_share = 5.2
    summary = "move a bit-select to a neighbouring bit inside the range (x[2] -> x[1])"

    def match(self, src, site, ctx):
        return isinstance(site.node, vast.Pointer)

    def guard(self, src, site, ctx):
        return ctx.role in (VALUE, LVALUE) and bool(self._targets(site, ctx))

    @staticmethod
    def _targets(site, ctx) -> list[int]:
        found = bit(site, ctx)
        if found is None:
            return []
        sig, index = found
        return [i for i in (index - 1, index + 1) if sig.low <= i <= sig.high]

    def transform(self, src, site, ctx):
        node = site.node
        start, end = span(node.ptr)
        by_value = {}
        if isinstance(node.ptr, vast.Identifier):
            for name, const in sorted(ctx.scope.consts.items()):
                by_value.setdefault(const.value, name)
        old = src.text_of(node.ptr)
        choices = []
        for i in self._targets(site, ctx):
            text = by_value.get(i, str(i))
            choices.append(Choice(f"[{old}] -> [{text}]", (Edit(start, end, text),)))
        return choices
