"""A spec as a self-contained Python model: standard library only, no import of this project.

:func:`model_source` writes the code of a ``Model`` class (the interface of the
reference-model tasks, :data:`svafam.tasks.refmodel.MODEL_INTERFACE`) that computes what
:class:`svafam.oracle.reference.ReferenceModel` computes, with every expression compiled to a
plain Python expression whose widths were worked out here (Verilog's context-determined
widths, as :func:`svafam.generators.expr.evaluate` defines them). It is what the task's
prompt asks a candidate for, so the gold answer obeys the prompt it answers, and it runs
in the sandbox that forbids importing this project.
"""

from __future__ import annotations

from svafam.generators.expr import (
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
    evaluate,
    self_width,
)
from svafam.generators.expr.nodes import COMPARISONS
from svafam.generators.model import FamilySpec


class StandaloneError(ValueError):
    """The spec uses something a cycle model cannot compute ($past and friends, the reset input)."""


def _mask(width: int) -> int:
    return (1 << width) - 1


class _Compiler:
    """Python source of expressions over ``s`` (registers), ``i`` (inputs) and the model's methods."""

    def __init__(self, spec: FamilySpec):
        self.spec = spec
        self.widths = spec.widths
        self.derived = {d.name: k for k, d in enumerate(spec.derived)}
        self.fsm_outputs = {p.name for p in spec.outputs} if spec.kind == "fsm" else set()
        self.registers = {r.name for r in spec.registers}
        self.inputs = {p.name for p in spec.inputs}

    def width(self, e: Expr) -> int:
        return self_width(e, self.widths)

    def ref(self, name: str) -> str:
        # the reference model's lookup order: state, inputs (not reset), derived, FSM outputs
        if name in self.registers:
            return f"s[{name!r}]"
        if name in self.inputs:
            return f"i[{name!r}]"
        if name in self.derived:
            return f"self._derived_{self.derived[name]}(s, i)"
        if name in self.fsm_outputs:
            return f"self._output_{sorted(self.fsm_outputs).index(name)}(i)"
        raise StandaloneError(f"{self.spec.id}: no signal named {name!r} for a behavior expression")

    def truth(self, e: Expr) -> str:
        """A Python condition: ``e`` is not zero."""
        code = self.expr(e, self.width(e))
        return code if self.width(e) == 1 else f"{code} != 0"

    def value(self, e: Expr, width: int) -> str:
        """``e`` assigned to something ``width`` bits wide."""
        ctx = max(width, self.width(e))
        return self.masked(self.expr(e, ctx), ctx, width)

    @staticmethod
    def masked(code: str, have: int, want: int) -> str:
        """``code`` is below ``2**have`` (every compiled node is): mask only what is wider than wanted."""
        return code if have <= want else f"({code} & {_mask(want)})"

    def expr(self, e: Expr, ctx: int) -> str:  # noqa: C901 - one case per node kind, as evaluation._eval
        m = _mask(ctx)
        if isinstance(e, Const):
            return str(e.value & m)
        if isinstance(e, Ident):
            code = self.ref(e.name)
            return code if self.widths.get(e.name, ctx) <= ctx else f"({code} & {m})"
        if isinstance(e, Index):
            return f"(({self.ref(e.base.name)} >> {e.bit}) & 1)"
        if isinstance(e, Slice):
            return f"(({self.ref(e.base.name)} >> {e.lsb}) & {_mask(e.msb - e.lsb + 1)})"
        if isinstance(e, Call):
            if e.func not in ("$onehot", "$onehot0"):
                raise StandaloneError(f"{self.spec.id}: {e.func} is not allowed in a behavior expression")
            arg = self.expr(e.arg, self.width(e.arg))
            return f"int(bin({arg}).count('1') {'==' if e.func == '$onehot' else '<='} 1)"
        if isinstance(e, Unary):
            return self._unary(e, ctx, m)
        if isinstance(e, Binary):
            return self._binary(e, ctx, m)
        if isinstance(e, Ternary):
            cond = self.expr(e.cond, self.width(e.cond))
            return f"({self.expr(e.then, ctx)} if {cond} else {self.expr(e.other, ctx)})"
        if isinstance(e, Concat):
            code, total = "0", 0
            for item in e.items:
                w = self.width(item)
                code = f"(({code} << {w}) | {self.expr(item, w)})" if total else self.expr(item, w)
                total += w
            return self.masked(code, total, ctx)
        if isinstance(e, Repl):
            w = self.width(e.item)
            times = sum(1 << (w * k) for k in range(e.count))  # v * 0b...1...1 repeats v's bits
            return f"(({self.expr(e.item, w)} * {times}) & {m})"
        raise StandaloneError(f"not an expression node: {e!r}")

    def _unary(self, e: Unary, ctx: int, m: int) -> str:
        if e.op == "!":
            return f"int({self.expr(e.arg, self.width(e.arg))} == 0)"
        if e.op == "+":
            return self.expr(e.arg, ctx)
        if e.op == "-":
            return f"((-{self.expr(e.arg, ctx)}) & {m})"
        if e.op == "~":
            return f"((~{self.expr(e.arg, ctx)}) & {m})"
        w = self.width(e.arg)
        v, ones = self.expr(e.arg, w), _mask(w)
        return {"&": f"int({v} == {ones})", "~&": f"int({v} != {ones})", "|": f"int({v} != 0)",
                "~|": f"int({v} == 0)", "^": f"(bin({v}).count('1') & 1)",
                "~^": f"(1 - (bin({v}).count('1') & 1))", "^~": f"(1 - (bin({v}).count('1') & 1))"}[e.op]

    def _binary(self, e: Binary, ctx: int, m: int) -> str:
        op = e.op
        if op in ("&&", "||"):
            return f"int({self.truth(e.lhs)} {'and' if op == '&&' else 'or'} {self.truth(e.rhs)})"
        if op in COMPARISONS:
            w = max(self.width(e.lhs), self.width(e.rhs))
            return f"int({self.expr(e.lhs, w)} {op} {self.expr(e.rhs, w)})"
        if op in ("<<", ">>"):
            a, b = self.expr(e.lhs, ctx), self.expr(e.rhs, self.width(e.rhs))
            return f"_shl({a}, {b}, {ctx})" if op == "<<" else f"({a} >> {b})"
        a, b = self.expr(e.lhs, ctx), self.expr(e.rhs, ctx)
        if op in ("+", "-", "*"):
            return f"(({a} {op} {b}) & {m})"
        if op == "/":
            return f"_div({a}, {b}, {m})"
        if op == "%":
            return f"_mod({a}, {b})"
        if op in ("&", "|", "^"):
            return f"({a} {op} {b})"
        if op in ("~^", "^~"):
            return f"((~({a} ^ {b})) & {m})"
        raise StandaloneError(f"{self.spec.id}: operator {op} has no evaluation rule")


_HELPERS = '''

def _shl(value, amount, width):
    return (value << amount) & ((1 << width) - 1) if amount < width else 0


def _div(a, b, mask):
    return (a // b) & mask if b else mask  # x in Verilog; all ones is what Yosys gives


def _mod(a, b):
    return a % b if b else a
'''


def _reset_values(spec: FamilySpec) -> dict[str, int]:
    def nothing(name: str, ago: int) -> int:
        raise StandaloneError(f"{spec.id}: a reset value must be a constant, not a use of {name}")

    return {r.name: evaluate(r.reset_value, spec.widths, nothing, width=r.width) & _mask(r.width)
            for r in spec.registers}


def model_source(spec: FamilySpec) -> str:
    """Python source of a ``Model`` with ``reset()`` and ``step(inputs)`` for ``spec``."""
    if spec.kind not in ("fsm", "register_rules", "multi_register_rules"):
        raise StandaloneError(f"{spec.id}: unknown kind {spec.kind!r}")
    c = _Compiler(spec)
    rst = spec.reset.name
    asserted = f"inputs[{rst!r}] {'!=' if spec.reset.active_high else '=='} 0"
    lines = [f'"""{spec.id}: a reference model written from the family\'s spec (standard library only)."""',
             _HELPERS, "", "class Model:", "    def __init__(self):", "        self.reset()", "",
             "    def reset(self):", f"        self.s = {_reset_values(spec)!r}"]
    if spec.kind == "fsm":
        names = [st.name for st in spec.states]
        lines += [f"        self.state = {names.index(spec.reset_state)}  # {spec.reset_state}",
                  "", f"    STATES = {tuple(names)!r}"]
    for k, d in enumerate(spec.derived):
        lines += ["", f"    def _derived_{k}(self, s, i):  # {d.name}", f"        return {c.value(d.expr, d.width)}"]
    if spec.kind == "fsm":
        widths = {p.name: p.width for p in spec.outputs}
        for k, name in enumerate(sorted(c.fsm_outputs)):
            lines += ["", f"    def _output_{k}(self, i):  # {name}", "        s = self.s"]
            for n, st in enumerate(spec.states):
                lines.append(f"        {'if' if n == 0 else 'elif'} self.state == {n}:  # {st.name}")
                lines.append(f"            return {c.value(st.output(name), widths[name])}")
            lines.append("        raise AssertionError('no such state')")
    outputs = ", ".join(f"{p.name!r}: {c.ref(p.name)}" for p in spec.outputs)
    lines += ["", "    def _outputs(self, i):", "        s = self.s", f"        return {{{outputs}}}",
              "", "    def _advance(self, i):", "        s = self.s"]
    if spec.kind == "fsm":
        for n, st in enumerate(spec.states):
            lines.append(f"        {'if' if n == 0 else 'elif'} self.state == {n}:  # {st.name}")
            body = [f"            {'if' if t == 0 else 'elif'} {c.truth(tr.when)}:\n"
                    f"                self.state = {names.index(tr.target)}  # {tr.target}"
                    for t, tr in enumerate(st.transitions)]
            lines += body or ["            pass"]
    else:
        lines.append("        n = dict(s)")
        for r in spec.registers:
            for k, rule in enumerate(r.rules):
                lines.append(f"        {'if' if k == 0 else 'elif'} {c.truth(rule.when)}:")
                lines.append(f"            n[{r.name!r}] = {c.value(rule.value, r.width)}")
        lines.append("        self.s = n")
    lines += ["", "    def step(self, inputs):"]
    if not spec.reset.synchronous:
        lines += [f"        if {asserted}:", "            self.reset()  # asynchronous: seen in this very cycle"]
    lines += ["        outputs = self._outputs(inputs)", f"        if {asserted}:", "            self.reset()",
              "        else:", "            self._advance(inputs)", "        return outputs", ""]
    return "\n".join(lines)
