"""Statement-level edits: deleting a statement, adding one after another or at the end of a branch.

A statement that is the only body of an ``if`` branch or a ``case`` item is replaced by
the null statement ``;`` when deleted, and wrapped in ``begin ... end`` when another is
added after it; inside ``begin ... end`` whole lines are removed or added at the
statement's indentation.
"""

from __future__ import annotations

from pyverilog.vparser import ast as vast

from ..edit import Edit
from ..source import Site, SourceFile, span


def delete(src: SourceFile, site: Site) -> tuple[Edit, ...]:
    start, end = span(site.node)
    if not isinstance(site.parent, vast.Block):
        return (Edit(start, end, ";"),)
    line_start = src.text.rfind("\n", 0, start) + 1
    line_end = src.text.find("\n", end)
    if not src.text[line_start:start].strip() and line_end != -1 and not src.text[end:line_end].strip():
        return (Edit(line_start, line_end + 1, ""),)
    return (Edit(start, end, ""),)


def append_after(src: SourceFile, site: Site, statement: str) -> tuple[Edit, ...]:
    """``statement`` right after the statement at ``site`` (which must sit in a ``begin ... end``)."""
    start, end = span(site.node)
    return (Edit(end, end, f"\n{src.line_indent(start)}{statement}"),)


def append_to_branch(src: SourceFile, branch: vast.Node, statement: str) -> tuple[Edit, ...]:
    """``statement`` as the last statement of a branch (a block, or a single statement)."""
    start, end = span(branch)
    if isinstance(branch, vast.Block):
        if branch.statements:
            last = span(branch.statements[-1])
            return (Edit(last[1], last[1], f"\n{src.line_indent(last[0])}{statement}"),)
        end_token = src.tokens_in(start, end)[-1]
        return (Edit(end_token.start, end_token.start, f"{statement} "),)
    return (Edit(start, end, f"begin {src.text[start:end]} {statement} end"),)


def branches(node: vast.Node) -> list[vast.Node]:
    """The statement slots directly under an if or case statement."""
    if isinstance(node, vast.IfStatement):
        return [s for s in (node.true_statement, node.false_statement) if s is not None]
    if isinstance(node, vast.CaseStatement):
        return [c.statement for c in node.caselist if c.statement is not None]
    return []


def is_branch(site: Site) -> bool:
    parent = site.parent
    return parent is not None and any(site.node is b for b in branches(parent))


def plain_target(sub: vast.Substitution) -> str | None:
    lhs = sub.left.var
    return lhs.name if isinstance(lhs, vast.Identifier) else None


def substitutions(root: vast.Node, kind: type) -> list[vast.Substitution]:
    found, stack = [], [root]
    while stack:
        n = stack.pop()
        if isinstance(n, kind):
            found.append(n)
        stack.extend(reversed([c for c in n.children() if c is not None]))
    return found
