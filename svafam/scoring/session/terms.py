"""Expressions of the property model as Bitwuzla bit-vectors, with Verilog's unsigned width rules.

The same rules as :func:`svafam.generators.z3check.term` and :func:`svafam.generators.expr.evaluate`
(IEEE 1364-2005 5.4 and 5.5: context-determined operands extended to the widest one, comparisons,
reductions, logical operators and shift amounts self-determined). What the monitors' Yosys reads
and these terms could disagree on is refused (:class:`Unsupported`), and the question goes to the
SBY job instead: division and remainder (Verilog says ``x`` for a zero divisor, the solvers each say
something), and a bit or part select outside its signal (``x`` as well).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import reduce

import bitwuzla as bz

from svafam.generators import expr as ex

K = bz.Kind
_AND = K.AND
_BV_ADD = K.BV_ADD
_BV_AND = K.BV_AND
_BV_CONCAT = K.BV_CONCAT
_BV_EXTRACT = K.BV_EXTRACT
_BV_MUL = K.BV_MUL
_BV_NEG = K.BV_NEG
_BV_NOT = K.BV_NOT
_BV_OR = K.BV_OR
_BV_REDAND = K.BV_REDAND
_BV_REDOR = K.BV_REDOR
_BV_REDXOR = K.BV_REDXOR
_BV_REPEAT = K.BV_REPEAT
_BV_SHL = K.BV_SHL
_BV_SHR = K.BV_SHR
_BV_SUB = K.BV_SUB
_BV_UGE = K.BV_UGE
_BV_UGT = K.BV_UGT
_BV_ULE = K.BV_ULE
_BV_ULT = K.BV_ULT
_BV_XNOR = K.BV_XNOR
_BV_XOR = K.BV_XOR
_BV_ZERO_EXTEND = K.BV_ZERO_EXTEND
_DISTINCT = K.DISTINCT
_EQUAL = K.EQUAL
_ITE = K.ITE
_OR = K.OR
_NOT = K.NOT


class Unsupported(Exception):
    """An expression this translation does not decide exactly as Yosys reads it."""


class Terms:
    """Translation into one term manager; ``env`` maps every identifier to a bit-vector of its width."""

    def __init__(self, tm: bz.TermManager):
        self.tm = tm
        self._sorts: dict[int, bz.Sort] = {}
        self._values: dict[tuple[int, int], bz.Term] = {}
        self._holders: dict[tuple[str, int], bz.Term] = {}
        self._templates: dict[tuple, tuple] = {}

    def template(self, mon, widths: Mapping[str, int]) -> tuple[dict[str, bz.Term], list[bz.Term]]:
        """Per row of a monitor, as Booleans: its assertion fails (``en`` and not ``ok``), its cover is met,
        its assumption holds; then every tracker's next value. Over one placeholder constant per name
        (translated once per process; a cycle substitutes its values)."""
        key = (tuple((r.guard, r.body) for r in mon.rows), mon.trackers, tuple(sorted(widths.items())))
        found = self._templates.get(key)
        if found is None:
            holders = {}
            for name, w in widths.items():
                h = self._holders.get((name, w))
                if h is None:
                    h = self._holders[(name, w)] = self.tm.mk_const(self.sort(w), f"@{name}")
                holders[name] = h
            en = [self.true(self.lsb(row.guard, widths, holders)) for row in mon.rows]
            ok = [self.true(self.lsb(row.body, widths, holders)) for row in mon.rows]
            tm = self.tm
            template = [tm.mk_term(_AND, [e, tm.mk_term(_NOT, [o])]) for e, o in zip(en, ok)] + \
                [tm.mk_term(_AND, [e, o]) for e, o in zip(en, ok)] + \
                [tm.mk_term(_OR, [tm.mk_term(_NOT, [e]), o]) for e, o in zip(en, ok)] + \
                [self.lsb(nxt, widths, holders) for _reg, nxt in mon.trackers]
            found = self._templates[key] = (holders, template)
            if len(self._templates) > 100_000:
                self._templates.clear()
        return found

    def sort(self, width: int) -> bz.Sort:
        s = self._sorts.get(width)
        if s is None:
            s = self._sorts[width] = self.tm.mk_bv_sort(width)
        return s

    def value(self, v: int, width: int) -> bz.Term:
        key = (v, width)
        found = self._values.get(key)
        if found is None:
            found = self._values[key] = self.tm.mk_bv_value(self.sort(width), v % (1 << width))
            if len(self._values) > 100_000:
                self._values.clear()
        return found

    def bit(self, cond: bz.Term) -> bz.Term:
        """A Bool as a 1-bit vector."""
        return self.tm.mk_term(_ITE, [cond, self.value(1, 1), self.value(0, 1)])

    def true(self, b: bz.Term) -> bz.Term:
        """A 1-bit vector as a Bool."""
        return self.tm.mk_term(_EQUAL, [b, self.value(1, 1)])

    def nonzero(self, t: bz.Term) -> bz.Term:
        return self.tm.mk_term(_DISTINCT, [t, self.value(0, t.sort().bv_size())])

    def ext(self, t: bz.Term, width: int) -> bz.Term:
        have = t.sort().bv_size()
        return t if have == width else self.tm.mk_term(_BV_ZERO_EXTEND, [t], [width - have])

    def lsb(self, e: ex.Expr, widths: Mapping[str, int], env: Mapping[str, bz.Term]) -> bz.Term:
        """What a 1-bit port connected to ``e`` sees: bit 0 of ``e`` at its own width."""
        t = self.term(e, widths, env)
        return t if t.sort().bv_size() == 1 else self.tm.mk_term(_BV_EXTRACT, [t], [0, 0])

    def term(self, e: ex.Expr, widths: Mapping[str, int], env: Mapping[str, bz.Term], ctx: int = 0) -> bz.Term:
        """``e`` as a bit-vector of ``max(ctx, its own width)`` bits."""
        return self._t(e, widths, env, max(ctx, ex.self_width(e, widths)))

    def _t(self, e: ex.Expr, widths, env, ctx: int) -> bz.Term:
        tm, sw = self.tm, (lambda x: ex.self_width(x, widths))
        if isinstance(e, ex.Const):
            return self.value(e.value, ctx)
        if isinstance(e, ex.Ident):
            return self.ext(env[e.name], ctx)
        if isinstance(e, (ex.Index, ex.Slice)):
            base = env[e.base.name]
            msb, lsb = (e.bit, e.bit) if isinstance(e, ex.Index) else (e.msb, e.lsb)
            if msb >= base.sort().bv_size():
                raise Unsupported(f"{ex.to_verilog(e)} selects outside {e.base.name}")
            return self.ext(tm.mk_term(_BV_EXTRACT, [base], [msb, lsb]), ctx)
        if isinstance(e, ex.Call):
            if e.func not in ("$onehot", "$onehot0"):
                raise Unsupported(f"{e.func} left in a lowered check")   # $past & co are rewritten before
            w = sw(e.arg)
            a = self._t(e.arg, widths, env, w)
            ones = reduce(lambda x, y: tm.mk_term(_BV_ADD, [x, y]),
                          [self.ext(tm.mk_term(_BV_EXTRACT, [a], [i, i]), w + 1) for i in range(w)])
            one = self.value(1, w + 1)
            cond = tm.mk_term(_EQUAL, [ones, one]) if e.func == "$onehot" else tm.mk_term(_BV_ULE, [ones, one])
            return self.ext(self.bit(cond), ctx)
        if isinstance(e, ex.Unary):
            return self._unary(e, widths, env, ctx)
        if isinstance(e, ex.Binary):
            return self._binary(e, widths, env, ctx)
        if isinstance(e, ex.Ternary):
            c = self.nonzero(self._t(e.cond, widths, env, sw(e.cond)))
            return tm.mk_term(_ITE, [c, self._t(e.then, widths, env, ctx), self._t(e.other, widths, env, ctx)])
        if isinstance(e, ex.Concat):
            parts = [self._t(i, widths, env, sw(i)) for i in e.items]
            return self.ext(parts[0] if len(parts) == 1 else tm.mk_term(_BV_CONCAT, parts), ctx)
        if isinstance(e, ex.Repl):
            if e.count < 1:
                raise Unsupported("a replication of zero items")
            item = self._t(e.item, widths, env, sw(e.item))
            return self.ext(item if e.count == 1 else tm.mk_term(_BV_REPEAT, [item], [e.count]), ctx)
        raise Unsupported(f"not an expression node: {type(e).__name__}")

    def _unary(self, e: ex.Unary, widths, env, ctx: int) -> bz.Term:
        tm, w = self.tm, ex.self_width(e.arg, widths)
        if e.op == "!":
            return self.ext(self.bit(tm.mk_term(_EQUAL, [self._t(e.arg, widths, env, w), self.value(0, w)])), ctx)
        if e.op in ("-", "+", "~"):
            a = self._t(e.arg, widths, env, ctx)
            return a if e.op == "+" else tm.mk_term(_BV_NEG if e.op == "-" else _BV_NOT, [a])
        a = self._t(e.arg, widths, env, w)
        kind = {"&": _BV_REDAND, "~&": _BV_REDAND, "|": _BV_REDOR, "~|": _BV_REDOR,
                "^": _BV_REDXOR, "~^": _BV_REDXOR, "^~": _BV_REDXOR}.get(e.op)
        if kind is None:
            raise Unsupported(f"unary operator {e.op}")
        r = tm.mk_term(kind, [a])
        return self.ext(tm.mk_term(_BV_NOT, [r]) if e.op.startswith("~") else r, ctx)

    def _binary(self, e: ex.Binary, widths, env, ctx: int) -> bz.Term:
        tm, op, sw = self.tm, e.op, (lambda x: ex.self_width(x, widths))
        if op in ("&&", "||"):
            a = self.nonzero(self._t(e.lhs, widths, env, sw(e.lhs)))
            b = self.nonzero(self._t(e.rhs, widths, env, sw(e.rhs)))
            return self.ext(self.bit(tm.mk_term(_AND if op == "&&" else _OR, [a, b])), ctx)
        if op in ex.nodes.COMPARISONS:
            w = max(sw(e.lhs), sw(e.rhs))
            a, b = self._t(e.lhs, widths, env, w), self._t(e.rhs, widths, env, w)
            kind = {"==": _EQUAL, "!=": _DISTINCT, "<": _BV_ULT, "<=": _BV_ULE, ">": _BV_UGT,
                    ">=": _BV_UGE}[op]
            return self.ext(self.bit(tm.mk_term(kind, [a, b])), ctx)
        if op in ("<<", ">>"):
            big = max(ctx, sw(e.rhs))
            a = self.ext(self._t(e.lhs, widths, env, ctx), big)
            b = self.ext(self._t(e.rhs, widths, env, sw(e.rhs)), big)
            r = tm.mk_term(_BV_SHL if op == "<<" else _BV_SHR, [a, b])
            return r if big == ctx else tm.mk_term(_BV_EXTRACT, [r], [ctx - 1, 0])
        if op in ("/", "%"):
            raise Unsupported(f"operator {op}: Verilog gives x for a zero divisor")
        kind = {"+": _BV_ADD, "-": _BV_SUB, "*": _BV_MUL, "&": _BV_AND, "|": _BV_OR, "^": _BV_XOR,
                "~^": _BV_XNOR, "^~": _BV_XNOR}.get(op)
        if kind is None:
            raise Unsupported(f"binary operator {op}")
        return tm.mk_term(kind, [self._t(e.lhs, widths, env, ctx), self._t(e.rhs, widths, env, ctx)])
