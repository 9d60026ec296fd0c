"""Helpers shared by the operators: reading operands, finding tokens, choosing signals."""

from __future__ import annotations

from pyverilog.vparser import ast as vast

from ..context import VALUE, Context
from ..scope import Signal, int_value, width
from ..source import Site, SourceError, SourceFile, Token, span

BINARY_GROUPS: tuple[tuple[type, ...], ...] = (
    (vast.Plus, vast.Minus),
    (vast.LessThan, vast.GreaterThan, vast.LessEq, vast.GreaterEq, vast.Eq, vast.NotEq),
    (vast.And, vast.Or, vast.Xor, vast.Xnor),
    (vast.Land, vast.Lor),
    (vast.Sll, vast.Srl),
)
UNARY_GROUPS: tuple[tuple[type, ...], ...] = (
    (vast.Uand, vast.Uor, vast.Uxor, vast.Unand, vast.Unor, vast.Uxnor),
)


def is_binary(node: vast.Node) -> bool:
    return isinstance(node, vast.Operator) and not isinstance(node, (vast.UnaryOperator, vast.Cond))


def group_of(kind: type) -> tuple[type, ...] | None:
    for group in BINARY_GROUPS + UNARY_GROUPS:
        if kind in group:
            return group
    return None


def operator_token(src: SourceFile, node: vast.Operator) -> Token:
    """The token of a unary or binary operator node."""
    if isinstance(node, vast.UnaryOperator):
        return src.tokens_in(*span(node))[0]
    between = src.tokens_in(span(node.left)[1], span(node.right)[0])
    ops = [t for t in between if t.kind not in ("LPAREN", "RPAREN")]
    if len(ops) != 1:
        raise SourceError(f"{src.name}: cannot find the operator of a {type(node).__name__} node")
    return ops[0]


def in_value(ctx: Context) -> bool:
    return ctx.role == VALUE


def is_signal_read(src: SourceFile, site: Site, ctx: Context) -> Signal | None:
    """The declared signal an identifier reads in a value context (not a constant, not a function name)."""
    node = site.node
    if not isinstance(node, vast.Identifier) or ctx.role != VALUE or node.scope is not None:
        return None
    parent = site.parent
    if isinstance(parent, (vast.Pointer, vast.Partselect)) and parent.var is node:
        return None  # already selected: the select is the operand
    if isinstance(parent, vast.FunctionCall) and parent.name is node:
        return None
    return ctx.scope.signal(node.name)


def candidate_signals(ctx: Context, wanted_width: int, *, exclude: set[str], clock: str | None) -> list[Signal]:
    """Signals visible here of ``wanted_width`` bits that an inserted or replacing operand may read."""
    return [s for s in ctx.scope.visible_signals()
            if s.width == wanted_width and s.name not in exclude and s.name != clock and s.kind != "function"]


def identifiers_in(node: vast.Node) -> set[str]:
    found, stack = set(), [node]
    while stack:
        n = stack.pop()
        if isinstance(n, vast.Identifier):
            found.add(n.name)
        stack.extend(c for c in n.children() if c is not None)
    return found


def clock_name(src: SourceFile) -> str | None:
    """The clock of the module: the signal of the first edge event of an always block."""
    for site in src.sites:
        if isinstance(site.node, vast.Sens) and site.node.type in ("posedge", "negedge"):
            sig = site.node.sig
            return sig.name if isinstance(sig, vast.Identifier) else None
    return None


def constant_index(node: vast.Node, ctx: Context) -> int | None:
    return int_value(node, ctx.scope)


def expr_width(node: vast.Node, ctx: Context) -> int | None:
    return width(node, ctx.scope)
