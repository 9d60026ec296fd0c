"""Tree walks: children, identifiers, leaf maps, renaming, ``$past`` insertion, conjunction."""

from __future__ import annotations

from typing import Callable, Iterator, Mapping

from .nodes import (
    FALSE,
    SAMPLED_FUNCTIONS,
    TRUE,
    Binary,
    Call,
    Concat,
    Const,
    Expr,
    Ident,
    Index,
    Repl,
    Slice,
    Ternary,
    Unary,
)


def children(e: Expr) -> tuple[Expr, ...]:
    if isinstance(e, (Unary,)):
        return (e.arg,)
    if isinstance(e, Binary):
        return (e.lhs, e.rhs)
    if isinstance(e, Ternary):
        return (e.cond, e.then, e.other)
    if isinstance(e, Concat):
        return e.items
    if isinstance(e, Repl):
        return (e.item,)
    if isinstance(e, (Index, Slice)):
        return (e.base,)
    if isinstance(e, Call):
        return (e.arg,)
    return ()


def walk(e: Expr) -> Iterator[Expr]:
    yield e
    for c in children(e):
        yield from walk(c)


def identifiers(e: Expr) -> list[str]:
    """Identifier names in first-appearance order, without repeats."""
    seen: dict[str, None] = {}
    for node in walk(e):
        if isinstance(node, Ident):
            seen.setdefault(node.name, None)
    return list(seen)


def map_leaves(e: Expr, fn: Callable[[Expr], Expr]) -> Expr:
    """Rebuild ``e`` with every identifier-rooted leaf replaced by ``fn(leaf)``.

    Leaves are identifiers, selects of identifiers and ``$past`` calls; the
    function sees each whole so it can treat a select as one signal.
    """
    if isinstance(e, (Ident, Index, Slice)) or (isinstance(e, Call) and e.func == "$past"):
        return fn(e)
    if isinstance(e, Const):
        return e
    if isinstance(e, Unary):
        return Unary(e.op, map_leaves(e.arg, fn))
    if isinstance(e, Binary):
        return Binary(e.op, map_leaves(e.lhs, fn), map_leaves(e.rhs, fn))
    if isinstance(e, Ternary):
        return Ternary(map_leaves(e.cond, fn), map_leaves(e.then, fn), map_leaves(e.other, fn))
    if isinstance(e, Concat):
        return Concat(tuple(map_leaves(i, fn) for i in e.items))
    if isinstance(e, Repl):
        return Repl(e.count, map_leaves(e.item, fn))
    if isinstance(e, Call):
        return Call(e.func, map_leaves(e.arg, fn), e.depth)
    raise TypeError(f"not an expression node: {e!r}")


def transform(e: Expr, fn: Callable[[Expr], Expr]) -> Expr:
    """Rebuild ``e`` bottom-up, applying ``fn`` to every node after its children."""
    if isinstance(e, Unary):
        e = Unary(e.op, transform(e.arg, fn))
    elif isinstance(e, Binary):
        e = Binary(e.op, transform(e.lhs, fn), transform(e.rhs, fn))
    elif isinstance(e, Ternary):
        e = Ternary(transform(e.cond, fn), transform(e.then, fn), transform(e.other, fn))
    elif isinstance(e, Concat):
        e = Concat(tuple(transform(i, fn) for i in e.items))
    elif isinstance(e, Repl):
        e = Repl(e.count, transform(e.item, fn))
    elif isinstance(e, Call):
        e = Call(e.func, transform(e.arg, fn), e.depth)
    return fn(e)


def rename(e: Expr, mapping: Mapping[str, str]) -> Expr:
    """Rename identifiers; names missing from ``mapping`` are kept."""

    def leaf(node: Expr) -> Expr:
        if isinstance(node, Ident):
            return Ident(mapping.get(node.name, node.name))
        if isinstance(node, Index):
            return Index(Ident(mapping.get(node.base.name, node.base.name)), node.bit)
        if isinstance(node, Slice):
            return Slice(Ident(mapping.get(node.base.name, node.base.name)), node.msb, node.lsb)
        assert isinstance(node, Call)
        return Call(node.func, rename(node.arg, mapping), node.depth)

    return map_leaves(e, leaf)


def past(e: Expr, cycles: int = 1) -> Expr:
    """The value ``e`` had ``cycles`` clock cycles ago, with ``$past`` pushed to the leaves.

    ``$past`` of a signal becomes a deeper ``$past``; constants stay. Pushing
    the call down keeps every operator evaluated at the width its context
    gives it, exactly as in the RTL that computed the value.
    """
    if cycles == 0:
        return e

    def leaf(node: Expr) -> Expr:
        if isinstance(node, Call):
            return Call("$past", node.arg, node.depth + cycles)
        return Call("$past", node, cycles)

    return map_leaves(e, leaf)


def max_past_depth(e: Expr) -> int:
    depth = 0
    for node in walk(e):
        if isinstance(node, Call) and node.func == "$past":
            depth = max(depth, node.depth + max_past_depth(node.arg))
        elif isinstance(node, Call) and node.func in SAMPLED_FUNCTIONS:
            depth = max(depth, 1 + max_past_depth(node.arg))
    return depth


def negate(e: Expr) -> Expr:
    if isinstance(e, Unary) and e.op == "!":
        return e.arg
    if e == TRUE:
        return FALSE
    if e == FALSE:
        return TRUE
    return Unary("!", e)


def _join(op: str, terms: list[Expr], neutral: Expr) -> Expr:
    kept = [t for t in terms if t != neutral]
    if not kept:
        return neutral
    out = kept[0]
    for t in kept[1:]:
        out = Binary(op, out, t)
    return out


def disj(terms: list[Expr]) -> Expr:
    """Left-nested ``||`` of the terms, dropping constant-false ones."""
    return _join("||", terms, FALSE)


def conj(terms: list[Expr]) -> Expr:
    """Left-nested ``&&`` of the terms, dropping constant-true ones."""
    return _join("&&", terms, TRUE)
