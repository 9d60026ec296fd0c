"""NSubMove: a non-blocking assignment in a branch of an if statement moves out of the
condition, to right after the if/else-if chain it sits in (so it runs whatever the
condition). The chain must sit in a ``begin ... end`` block."""

from __future__ import annotations

from pyverilog.vparser import ast as vast

from ..source import Site
from .base import ASSIGNMENT, Choice, Operator
from .statements import append_after, delete


def chain_root(site: Site) -> Site | None:
    """The outermost if of the else-if chain whose branch holds the assignment, as a site."""
    chain = site.parents
    i = len(chain) - 1
    while i >= 0 and isinstance(chain[i], vast.Block):
        i -= 1
    if i < 0 or not isinstance(chain[i], vast.IfStatement):
        return None
    while i - 1 >= 0 and isinstance(chain[i - 1], vast.IfStatement) and chain[i - 1].false_statement is chain[i]:
        i -= 1
    if i - 1 < 0 or not isinstance(chain[i - 1], vast.Block):
        return None
    return Site(chain[i], "", chain[:i])


class NSubMove(Operator):
    name = "NSubMove"
    group = ASSIGNMENT
    paper_share = 8.1
    summary = "move a non-blocking assignment out of its if branch, after the if/else chain"

    def match(self, src, site, ctx):
        return isinstance(site.node, vast.NonblockingSubstitution) and ctx.always is not None

    def guard(self, src, site, ctx):
        return chain_root(site) is not None

    def transform(self, src, site, ctx):
        root = chain_root(site)
        text = src.text_of(site.node)
        return [Choice(f"move {text} after the if chain", delete(src, site) + append_after(src, root, text))]
