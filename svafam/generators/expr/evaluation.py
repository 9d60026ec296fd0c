"""Self-determined widths and evaluation (unsigned, Verilog semantics) of an expression."""

from __future__ import annotations

from typing import Callable, Mapping

from .nodes import (
    COMPARISONS,
    REDUCTIONS,
    Binary,
    Call,
    Concat,
    Const,
    Expr,
    ExprError,
    Ident,
    Index,
    Repl,
    Slice,
    Ternary,
    Unary,
)


def self_width(e: Expr, widths: Mapping[str, int]) -> int:
    """Self-determined width (IEEE 1364-2005 table 5-22); unknown names raise KeyError."""
    if isinstance(e, Const):
        return e.width
    if isinstance(e, Ident):
        return widths[e.name]
    if isinstance(e, Index):
        return 1
    if isinstance(e, Slice):
        return e.msb - e.lsb + 1
    if isinstance(e, Unary):
        if e.op == "!" or e.op in REDUCTIONS:
            return 1
        return self_width(e.arg, widths)
    if isinstance(e, Binary):
        if e.op in COMPARISONS or e.op in ("&&", "||"):
            return 1
        if e.op in ("<<", ">>"):
            return self_width(e.lhs, widths)
        return max(self_width(e.lhs, widths), self_width(e.rhs, widths))
    if isinstance(e, Ternary):
        return max(self_width(e.then, widths), self_width(e.other, widths))
    if isinstance(e, Concat):
        return sum(self_width(i, widths) for i in e.items)
    if isinstance(e, Repl):
        return e.count * self_width(e.item, widths)
    if isinstance(e, Call):
        if e.func == "$past":
            return self_width(e.arg, widths)
        return 1
    raise TypeError(f"not an expression node: {e!r}")


Lookup = Callable[[str, int], int]
"""``lookup(name, cycles_ago)`` -> the unsigned value of a signal."""


def evaluate(e: Expr, widths: Mapping[str, int], lookup: Lookup, width: int | None = None) -> int:
    """Evaluate with Verilog's context-determined widths.

    ``width`` is the context width (for example the register assigned to);
    the result is truncated to ``max(width, self_width(e))`` bits.
    """
    ctx = max(width or 0, self_width(e, widths))
    return _eval(e, widths, lookup, ctx, 0)


def _eval(e: Expr, widths: Mapping[str, int], lookup: Lookup, ctx: int, ago: int) -> int:
    mask = (1 << ctx) - 1
    if isinstance(e, Const):
        return e.value & mask
    if isinstance(e, Ident):
        return lookup(e.name, ago) & mask
    if isinstance(e, Index):
        return (lookup(e.base.name, ago) >> e.bit) & 1
    if isinstance(e, Slice):
        return (lookup(e.base.name, ago) >> e.lsb) & ((1 << (e.msb - e.lsb + 1)) - 1)
    if isinstance(e, Call):
        w = self_width(e.arg, widths)
        if e.func == "$past":
            return _eval(e.arg, widths, lookup, w, ago + e.depth) & mask
        now = _eval(e.arg, widths, lookup, w, ago)
        if e.func == "$onehot":
            return int(bin(now).count("1") == 1)
        if e.func == "$onehot0":
            return int(bin(now).count("1") <= 1)
        before = _eval(e.arg, widths, lookup, w, ago + 1)
        if e.func == "$rose":
            return int((now & 1) == 1 and (before & 1) == 0)
        if e.func == "$fell":
            return int((now & 1) == 0 and (before & 1) == 1)
        if e.func == "$changed":
            return int(now != before)
        return int(now == before)  # $stable
    if isinstance(e, Unary):
        if e.op == "!":
            return int(_eval(e.arg, widths, lookup, self_width(e.arg, widths), ago) == 0)
        if e.op in ("-", "+", "~"):
            v = _eval(e.arg, widths, lookup, ctx, ago)
            return {"-": (-v) & mask, "+": v, "~": (~v) & mask}[e.op]
        w = self_width(e.arg, widths)
        v = _eval(e.arg, widths, lookup, w, ago)
        ones = bin(v).count("1")
        return {
            "&": int(v == (1 << w) - 1), "~&": int(v != (1 << w) - 1),
            "|": int(v != 0), "~|": int(v == 0),
            "^": ones & 1, "~^": 1 - (ones & 1),
        }[e.op]
    if isinstance(e, Binary):
        op = e.op
        if op in ("&&", "||"):
            a = _eval(e.lhs, widths, lookup, self_width(e.lhs, widths), ago) != 0
            b = _eval(e.rhs, widths, lookup, self_width(e.rhs, widths), ago) != 0
            return int(a and b) if op == "&&" else int(a or b)
        if op in COMPARISONS:
            w = max(self_width(e.lhs, widths), self_width(e.rhs, widths))
            a = _eval(e.lhs, widths, lookup, w, ago)
            b = _eval(e.rhs, widths, lookup, w, ago)
            return int({"==": a == b, "!=": a != b, "<": a < b, "<=": a <= b,
                        ">": a > b, ">=": a >= b}[op])
        if op in ("<<", ">>"):
            a = _eval(e.lhs, widths, lookup, ctx, ago)
            b = _eval(e.rhs, widths, lookup, self_width(e.rhs, widths), ago)
            return ((a << b) if op == "<<" else (a >> b)) & mask
        a = _eval(e.lhs, widths, lookup, ctx, ago)
        b = _eval(e.rhs, widths, lookup, ctx, ago)
        if op == "+":
            return (a + b) & mask
        if op == "-":
            return (a - b) & mask
        if op == "*":
            return (a * b) & mask
        if op == "/":
            return (a // b) & mask if b else mask  # x in Verilog; all-ones is what Yosys' $div gives
        if op == "%":
            return (a % b) & mask if b else a
        if op == "&":
            return a & b
        if op == "|":
            return a | b
        if op == "^":
            return a ^ b
        if op == "~^":
            return (~(a ^ b)) & mask
        raise ExprError(f"operator {op} has no evaluation rule")
    if isinstance(e, Ternary):
        c = _eval(e.cond, widths, lookup, self_width(e.cond, widths), ago)
        return _eval(e.then if c else e.other, widths, lookup, ctx, ago)
    if isinstance(e, Concat):
        out = 0
        for item in e.items:
            w = self_width(item, widths)
            out = (out << w) | _eval(item, widths, lookup, w, ago)
        return out & mask
    if isinstance(e, Repl):
        w = self_width(e.item, widths)
        v = _eval(e.item, widths, lookup, w, ago)
        out = 0
        for _ in range(e.count):
            out = (out << w) | v
        return out & mask
    raise TypeError(f"not an expression node: {e!r}")
