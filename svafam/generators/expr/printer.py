"""Printing an expression as Verilog with the fewest parentheses that keep its meaning."""

from __future__ import annotations

from .nodes import (
    PRECEDENCE,
    TERNARY_PRECEDENCE,
    UNARY_PRECEDENCE,
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


def _fmt_const(c: Const) -> str:
    if c.base == "b":
        return f"{c.width}'b{c.value:0{c.width}b}"
    if c.base == "h":
        return f"{c.width}'h{c.value:x}"
    return f"{c.width}'d{c.value}"


def _prec(e: Expr) -> int:
    if isinstance(e, Ternary):
        return TERNARY_PRECEDENCE
    if isinstance(e, Binary):
        return PRECEDENCE[e.op]
    if isinstance(e, Unary):
        return UNARY_PRECEDENCE
    return UNARY_PRECEDENCE + 1


def to_verilog(e: Expr) -> str:
    """Print with the fewest parentheses that keep the tree's meaning.

    Mixed bitwise/logical chains always get parentheses: they are legal but
    easy for a human reader to misread.
    """
    if isinstance(e, Const):
        return _fmt_const(e)
    if isinstance(e, Ident):
        return e.name
    if isinstance(e, Index):
        return f"{e.base.name}[{e.bit}]"
    if isinstance(e, Slice):
        return f"{e.base.name}[{e.msb}:{e.lsb}]"
    if isinstance(e, Call):
        inner = to_verilog(e.arg)
        return f"{e.func}({inner}, {e.depth})" if e.depth != 1 else f"{e.func}({inner})"
    if isinstance(e, Concat):
        return "{" + ", ".join(to_verilog(i) for i in e.items) + "}"
    if isinstance(e, Repl):
        return "{" + f"{e.count}" + "{" + to_verilog(e.item) + "}}"
    if isinstance(e, Unary):
        arg = to_verilog(e.arg)
        if _prec(e.arg) <= UNARY_PRECEDENCE and not isinstance(e.arg, Unary):
            arg = f"({arg})"
        elif isinstance(e.arg, Unary):
            arg = f"({arg})"  # '- -x' and '~&x' style sequences read badly
        return f"{e.op}{arg}"
    if isinstance(e, Binary):
        p = PRECEDENCE[e.op]
        lhs, rhs = to_verilog(e.lhs), to_verilog(e.rhs)
        if _needs_parens(e.lhs, p, right=False):
            lhs = f"({lhs})"
        if _needs_parens(e.rhs, p, right=True):
            rhs = f"({rhs})"
        return f"{lhs} {e.op} {rhs}"
    if isinstance(e, Ternary):
        cond, then, other = to_verilog(e.cond), to_verilog(e.then), to_verilog(e.other)
        if isinstance(e.cond, (Binary, Ternary)):
            cond = f"({cond})"  # legal without, but a bare '&&' before '?' misleads readers
        if _prec(e.then) <= TERNARY_PRECEDENCE:
            then = f"({then})"
        if _prec(e.other) < TERNARY_PRECEDENCE:
            other = f"({other})"
        return f"{cond} ? {then} : {other}"
    raise TypeError(f"not an expression node: {e!r}")


def _needs_parens(child: Expr, parent_prec: int, right: bool) -> bool:
    cp = _prec(child)
    if cp < parent_prec:
        return True
    if cp == parent_prec and right:
        return True  # all binary operators are left-associative
    if isinstance(child, Binary) and cp != parent_prec and cp <= PRECEDENCE["&"]:
        return True  # parenthesize nested bitwise/logical operators for readers
    return False
