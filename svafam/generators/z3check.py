"""Spec-level checks with z3, before any tool runs.

Expressions are translated to bit-vectors with the same context-determined
widths as :func:`svafam.generators.expr.evaluate`, so "satisfiable" here means
"can happen in the generated RTL".

- every guard can fire in its priority position (it is not shadowed);
- every mutant changes the one-step semantics (some register values / state
  and inputs give a different next value / state) -- a no-op mutant can
  never be distinguished and would only fail later, with less explanation.
"""

from __future__ import annotations

from functools import reduce
from typing import Mapping

import z3

from . import expr as ex
from .model import FamilySpec, Mutant

Env = Mapping[str, z3.BitVecRef]


def _bool(b: z3.BoolRef, width: int) -> z3.BitVecRef:
    return z3.If(b, z3.BitVecVal(1, width), z3.BitVecVal(0, width))


def _ext(v: z3.BitVecRef, width: int) -> z3.BitVecRef:
    return v if v.size() == width else z3.ZeroExt(width - v.size(), v)


def term(e: ex.Expr, widths: Mapping[str, int], env: Env, ctx: int | None = None) -> z3.BitVecRef:
    """``e`` as a bit-vector of ``max(ctx, self width)`` bits."""
    return _t(e, widths, env, max(ctx or 0, ex.self_width(e, widths)))


def _t(e: ex.Expr, widths: Mapping[str, int], env: Env, ctx: int) -> z3.BitVecRef:
    sw = lambda x: ex.self_width(x, widths)  # noqa: E731
    if isinstance(e, ex.Const):
        return z3.BitVecVal(e.value, ctx)
    if isinstance(e, ex.Ident):
        return _ext(env[e.name], ctx)
    if isinstance(e, ex.Index):
        return _ext(z3.Extract(e.bit, e.bit, env[e.base.name]), ctx)
    if isinstance(e, ex.Slice):
        return _ext(z3.Extract(e.msb, e.lsb, env[e.base.name]), ctx)
    if isinstance(e, ex.Call):
        w = sw(e.arg)
        a = _t(e.arg, widths, env, w)
        if e.func in ("$onehot", "$onehot0"):
            ones = reduce(lambda x, y: x + y, [_ext(z3.Extract(i, i, a), w + 1) for i in range(w)])
            return _bool(ones == 1 if e.func == "$onehot" else z3.ULE(ones, 1), ctx)
        raise ex.ExprError(f"{e.func} has no one-cycle meaning")
    if isinstance(e, ex.Unary):
        if e.op == "!":
            return _bool(_t(e.arg, widths, env, sw(e.arg)) == 0, ctx)
        if e.op in ("-", "+", "~"):
            a = _t(e.arg, widths, env, ctx)
            return {"-": -a, "+": a, "~": ~a}[e.op]
        w = sw(e.arg)
        a = _t(e.arg, widths, env, w)
        if e.op in ("&", "~&"):
            r = a == z3.BitVecVal((1 << w) - 1, w)
        elif e.op in ("|", "~|"):
            r = a != 0
        else:
            parity = reduce(lambda x, y: x ^ y, [z3.Extract(i, i, a) for i in range(w)])
            r = parity == 1
        return _bool(z3.Not(r) if e.op.startswith("~") else r, ctx)
    if isinstance(e, ex.Binary):
        op = e.op
        if op in ("&&", "||"):
            a = _t(e.lhs, widths, env, sw(e.lhs)) != 0
            b = _t(e.rhs, widths, env, sw(e.rhs)) != 0
            return _bool(z3.And(a, b) if op == "&&" else z3.Or(a, b), ctx)
        if op in ("==", "!=", "<", "<=", ">", ">="):
            w = max(sw(e.lhs), sw(e.rhs))
            a, b = _t(e.lhs, widths, env, w), _t(e.rhs, widths, env, w)
            r = {"==": a == b, "!=": a != b, "<": z3.ULT(a, b), "<=": z3.ULE(a, b),
                 ">": z3.UGT(a, b), ">=": z3.UGE(a, b)}[op]
            return _bool(r, ctx)
        if op in ("<<", ">>"):
            big = max(ctx, sw(e.rhs))
            a = _ext(_t(e.lhs, widths, env, ctx), big)
            b = _ext(_t(e.rhs, widths, env, sw(e.rhs)), big)
            r = a << b if op == "<<" else z3.LShR(a, b)
            return z3.Extract(ctx - 1, 0, r)
        a, b = _t(e.lhs, widths, env, ctx), _t(e.rhs, widths, env, ctx)
        return {"+": a + b, "-": a - b, "*": a * b, "/": z3.UDiv(a, b), "%": z3.URem(a, b),
                "&": a & b, "|": a | b, "^": a ^ b, "~^": ~(a ^ b)}[op]
    if isinstance(e, ex.Ternary):
        c = _t(e.cond, widths, env, sw(e.cond)) != 0
        return z3.If(c, _t(e.then, widths, env, ctx), _t(e.other, widths, env, ctx))
    if isinstance(e, ex.Concat):
        parts = [_t(i, widths, env, sw(i)) for i in e.items]
        return _ext(z3.Concat(*parts) if len(parts) > 1 else parts[0], ctx)
    if isinstance(e, ex.Repl):
        item = _t(e.item, widths, env, sw(e.item))
        return _ext(z3.Concat(*([item] * e.count)) if e.count > 1 else item, ctx)
    raise TypeError(f"not an expression node: {e!r}")


def truth(e: ex.Expr, widths: Mapping[str, int], env: Env) -> z3.BoolRef:
    return term(e, widths, env) != 0


def variables(widths: Mapping[str, int], prefix: str = "") -> dict[str, z3.BitVecRef]:
    return {n: z3.BitVec(prefix + n, w) for n, w in widths.items()}


def satisfiable(e: ex.Expr, widths: Mapping[str, int], extra: list[z3.BoolRef] | None = None) -> bool:
    env = variables(widths)
    solver = z3.Solver()
    solver.add(truth(e, widths, env), *(extra or []))
    return solver.check() == z3.sat


def shadowed_guards(spec: FamilySpec) -> list[tuple[str, str]]:
    """(field, reason) for every guard that can never fire where it stands."""
    problems = []
    for i, reg in enumerate(spec.registers):
        for j in _never_first(spec, [r.when for r in reg.priority_rules]):
            problems.append((f"registers[{i}].rules[{j}].when",
                             f"guard {ex.to_verilog(reg.rules[j].when)!r} can never fire: it is unsatisfiable or "
                             "every case where it holds is taken by an earlier rule (shadowed)"))
    for i, st in enumerate(spec.states):
        for j in _never_first(spec, [t.when for t in st.transitions]):
            problems.append((f"states[{i}].transitions[{j}].when",
                             f"guard {ex.to_verilog(st.transitions[j].when)!r} can never fire: it is unsatisfiable or "
                             "shadowed by earlier transitions of state " + repr(st.name)))
    return problems


def _never_first(spec: FamilySpec, guards: list[ex.Expr]) -> list[int]:
    """The positions of the guards that cannot hold while every earlier one is false. One solver walks
    the list (guard j is checked under the negations of guards 0..j-1, asserted as it goes), so each
    guard is translated once: a fresh solver per guard translated the earlier ones again, quadratically."""
    if not guards:
        return []
    env = variables(spec.widths)
    solver = z3.Solver()
    never = []
    for j, guard in enumerate(guards):
        holds = truth(guard, spec.widths, env)
        solver.push()
        solver.add(holds)
        if solver.check() != z3.sat:
            never.append(j)
        solver.pop()
        solver.add(z3.Not(holds))
    return never


def _rules_next(reg_rules, widths, env, width) -> z3.BitVecRef:
    out = term(reg_rules[-1].value, widths, env, width)
    for rule in reversed(reg_rules[:-1]):
        out = z3.If(truth(rule.when, widths, env), term(rule.value, widths, env, width), out)
    return z3.Extract(width - 1, 0, out)


def _fsm_next(spec: FamilySpec, widths, env, state: z3.BitVecRef) -> z3.BitVecRef:
    index = {s.name: i for i, s in enumerate(spec.states)}
    w = state.size()
    out = state
    for i, st in reversed(list(enumerate(spec.states))):
        nxt = state
        for t in reversed(st.transitions):
            nxt = z3.If(truth(t.when, widths, env), z3.BitVecVal(index[t.target], w), nxt)
        out = z3.If(state == i, nxt, out)
    return out


def mutant_changes_behavior(spec: FamilySpec, mutated: FamilySpec) -> bool:
    """Some register values (or state) and inputs give a different next value (or state)."""
    return _OneStep(spec).differs(mutated)


class _OneStep:
    """A spec's next-state function over free registers (or state) and inputs, translated once and
    compared with any number of mutated copies."""

    def __init__(self, spec: FamilySpec) -> None:
        self.spec = spec
        self.widths = spec.widths
        self.env = variables(self.widths)
        if spec.kind == "fsm":
            w = max(1, (len(spec.states) - 1).bit_length() + 1)
            self.state = z3.BitVec("__state", w)
            self.nexts = [_fsm_next(spec, self.widths, self.env, self.state)]
        else:
            self.nexts = [_rules_next(r.rules, self.widths, self.env, r.width) for r in spec.registers]

    def differs(self, mutated: FamilySpec) -> bool:
        solver = z3.Solver()
        if self.spec.kind == "fsm":
            solver.add(z3.ULT(self.state, len(self.spec.states)))
            solver.add(self.nexts[0] != _fsm_next(mutated, self.widths, self.env, self.state))
        else:
            solver.add(z3.Or(*[a != _rules_next(b.rules, self.widths, self.env, b.width)
                               for a, b in zip(self.nexts, mutated.registers)]))
        return solver.check() == z3.sat


def noop_mutants(spec: FamilySpec, apply) -> list[tuple[int, Mutant]]:
    step = _OneStep(spec)
    return [(i, m) for i, m in enumerate(spec.mutants) if not step.differs(apply(spec, m))]
