"""An Amaranth model of a spec, built from the spec model (never from generated Verilog).

Amaranth's arithmetic widens results (``a + b`` has one more bit than its
widest operand) where Verilog truncates to the context width. :func:`lower`
therefore follows :func:`svafam.generators.expr.evaluation._eval` node by node and builds every
value at exactly the width Verilog's context-determined rules give it.
"""

from __future__ import annotations

import re
import tempfile
from pathlib import Path
from typing import Mapping

from amaranth.back import rtlil
from amaranth.hdl import C, Cat, ClockDomain, Elaboratable, Module, Mux, Signal, Value
from amaranth.hdl._ir import PortDirection  # convert()'s `ports` dict wants it; not re-exported in 0.5

from svafam.generators import expr as ex
from svafam.generators.model import FamilySpec

from .native_yosys import run_script

_COMPARISONS = ("==", "!=", "<", "<=", ">", ">=")
_DOMAIN = "oracle"  # its clk/rst become internal "oracle_clk"/"oracle_rst", driven from the spec's ports


def _fit(v: Value, width: int) -> Value:
    """Zero-extend or truncate to exactly ``width`` bits (all values are unsigned)."""
    v = v.as_unsigned()
    if len(v) >= width:
        return v[:width]
    return Cat(v, C(0, width - len(v)))


def lower(e: ex.Expr, widths: Mapping[str, int], signals: Mapping[str, Value], ctx: int | None = None) -> Value:
    """``e`` as an Amaranth value of width ``max(ctx, self_width(e))``, with Verilog's meaning."""
    return _lower(e, widths, signals, max(ctx or 0, ex.self_width(e, widths)))


def _lower(e: ex.Expr, widths, signals, ctx: int) -> Value:
    def sub(child: ex.Expr, width: int | None = None) -> Value:
        return _lower(child, widths, signals, ex.self_width(child, widths) if width is None else width)

    if isinstance(e, ex.Const):
        return C(e.value, ctx)
    if isinstance(e, ex.Ident):
        return _fit(signals[e.name], ctx)
    if isinstance(e, ex.Index):
        return _fit(signals[e.base.name][e.bit], ctx)
    if isinstance(e, ex.Slice):
        return _fit(signals[e.base.name][e.lsb:e.msb + 1], ctx)
    if isinstance(e, ex.Call):
        v = sub(e.arg)
        if e.func == "$onehot":
            return _fit(v.any() & ~(v & _fit(v - 1, len(v))).any(), ctx)
        if e.func == "$onehot0":
            return _fit(~(v & _fit(v - 1, len(v))).any(), ctx)
        raise ValueError(f"{e.func} is for properties only, not for behavior")
    if isinstance(e, ex.Unary):
        if e.op == "!":
            return _fit(~sub(e.arg).any(), ctx)
        if e.op == "-":
            return _fit(-sub(e.arg, ctx), ctx)  # Amaranth negation is signed and one bit wider
        if e.op == "+":
            return sub(e.arg, ctx)
        if e.op == "~":
            return ~sub(e.arg, ctx)
        v = sub(e.arg)
        red = {"&": v.all, "|": v.any, "^": v.xor}[e.op[-1]]()
        return _fit(~red if e.op.startswith("~") else red, ctx)
    if isinstance(e, ex.Binary):
        op = e.op
        if op in ("&&", "||"):
            a, b = sub(e.lhs).any(), sub(e.rhs).any()
            return _fit(a & b if op == "&&" else a | b, ctx)
        if op in _COMPARISONS:
            w = max(ex.self_width(e.lhs, widths), ex.self_width(e.rhs, widths))
            a, b = sub(e.lhs, w), sub(e.rhs, w)
            cmp = {"==": a == b, "!=": a != b, "<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}[op]
            return _fit(cmp, ctx)
        if op in ("<<", ">>"):
            return _shift(op, sub(e.lhs, ctx), sub(e.rhs), ctx)
        a, b = sub(e.lhs, ctx), sub(e.rhs, ctx)
        if op == "/":  # Verilog gives x; evaluate() and Yosys' $div give all ones, Amaranth 0
            return Mux(b == 0, C((1 << ctx) - 1, ctx), _fit(a // b, ctx))
        if op == "%":  # evaluate() keeps the dividend; Amaranth gives 0
            return Mux(b == 0, a, _fit(a % b, ctx))
        arith = {"+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b,
                 "&": lambda: a & b, "|": lambda: a | b, "^": lambda: a ^ b, "~^": lambda: ~(a ^ b)}
        return _fit(arith[op](), ctx)
    if isinstance(e, ex.Ternary):
        return Mux(sub(e.cond).any(), sub(e.then, ctx), sub(e.other, ctx))
    if isinstance(e, ex.Concat):
        return _fit(Cat(*reversed([sub(i) for i in e.items])), ctx)  # Cat is LSB first
    if isinstance(e, ex.Repl):
        v = sub(e.item)
        return _fit(Cat(*[v] * e.count), ctx)
    raise TypeError(f"not an expression node: {e!r}")


def _shift(op: str, a: Value, amount: Value, ctx: int) -> Value:
    # Amaranth widens `a << b` by 2**len(b) - 1 bits; an amount of ctx or more
    # shifts everything out, so cap the amount's width before shifting.
    k = ctx.bit_length()
    if len(amount) > k:
        high = amount[k:].any()
        amount = amount[:k]
        shifted = _fit(a << amount if op == "<<" else a >> amount, ctx)
        return Mux(high, C(0, ctx), shifted)
    return _fit(a << amount if op == "<<" else a >> amount, ctx)


class SpecOracle(Elaboratable):
    """The spec's behavior; ``self.ports`` maps every port name of the spec to its signal."""

    def __init__(self, spec: FamilySpec):
        if spec.kind not in ("fsm", "register_rules", "multi_register_rules"):
            raise ValueError(f"{spec.id}: unknown kind {spec.kind!r}")
        self.spec = spec
        # Signal names only matter in the simulator's traces; port names come from `ports`.
        self.clk = Signal(name=spec.clock.name)
        self.rst = Signal(name=spec.reset.name, init=0 if spec.reset.active_high else 1)
        self.inputs = {p.name: Signal(p.width, name=p.name) for p in spec.inputs}
        self.outputs = {p.name: Signal(p.width, name=p.name) for p in spec.outputs}
        self.ports = {spec.clock.name: self.clk, spec.reset.name: self.rst, **self.inputs, **self.outputs}

    def elaborate(self, platform) -> Module:
        spec = self.spec
        m = Module()
        cd = ClockDomain(_DOMAIN, async_reset=not spec.reset.synchronous, local=True)
        m.domains += cd
        m.d.comb += [cd.clk.eq(self.clk), cd.rst.eq(self.rst if spec.reset.active_high else ~self.rst)]
        sync = m.d[_DOMAIN]
        widths = spec.widths
        signals: dict[str, Value] = {**self.inputs, **self.outputs}

        def guard(e: ex.Expr) -> Value:
            return lower(e, widths, signals).any()

        if spec.kind == "fsm":
            names = [s.name for s in spec.states]
            state = Signal(max(1, (len(names) - 1).bit_length()), init=names.index(spec.reset_state), name="fsm_state")
            out_widths = {p.name: p.width for p in spec.outputs}
            with m.Switch(state):
                for i, st in enumerate(spec.states):
                    with m.Case(i):
                        for name, value in st.outputs:
                            m.d.comb += self.outputs[name].eq(lower(value, widths, signals, out_widths[name]))
                        for j, t in enumerate(st.transitions):
                            with (m.If if j == 0 else m.Elif)(guard(t.when)):
                                sync += state.eq(names.index(t.target))
            return m

        regs = {}
        for r in spec.registers:
            init = ex.evaluate(r.reset_value, widths, lambda n, a: 0, width=r.width) & ((1 << r.width) - 1)
            regs[r.name] = Signal(r.width, init=init, name=f"{r.name}_q")
        signals.update(regs)
        for r in spec.registers:
            for j, rule in enumerate(r.rules):
                with (m.If if j == 0 else m.Elif)(guard(rule.when)):
                    sync += regs[r.name].eq(lower(rule.value, widths, signals, r.width)[:r.width])
            if r.name in self.outputs:
                m.d.comb += self.outputs[r.name].eq(regs[r.name])
        for d in spec.derived:
            m.d.comb += self.outputs[d.name].eq(lower(d.expr, widths, signals, d.width)[:d.width])
        return m


def oracle_module_name(spec: FamilySpec) -> str:
    return f"{spec.id}_oracle"


def oracle_verilog(spec: FamilySpec) -> str:
    """Verilog of the oracle, with the same port names, widths and order as every generated variant.

    This is what ``amaranth.back.verilog.convert(..., emit_src=False)`` does, taken apart:
    Amaranth writes RTLIL and a Yosys script turns it into Verilog. Here

    - the ports are renumbered in between: Amaranth 0.5 numbers RTLIL ports from 0,
      Yosys reads port number 0 as "no position" and moves that port (the clock)
      after all the others;
    - the script runs in the formal toolchain's native Yosys (``pyosys``), where
      Amaranth would run its bundled WebAssembly Yosys: the same passes, in ~0.09 s
      a family instead of ~0.3 s.
    """
    oracle = SpecOracle(spec)
    name = oracle_module_name(spec)
    ports = {spec.clock.name: (oracle.clk, PortDirection.Input),
             spec.reset.name: (oracle.rst, PortDirection.Input)}
    ports.update({n: (s, PortDirection.Input) for n, s in oracle.inputs.items()})
    ports.update({n: (s, PortDirection.Output) for n, s in oracle.outputs.items()})
    rtlil_text = rtlil.convert(oracle, name=name, ports=ports, emit_src=False)
    port_line = re.compile(r"^(\s*wire\b.*\b(?:input|output|inout) )(\d+)( )", re.MULTILINE)
    if min(int(m.group(2)) for m in port_line.finditer(rtlil_text)) == 0:
        rtlil_text = port_line.sub(lambda m: f"{m.group(1)}{int(m.group(2)) + 1}{m.group(3)}", rtlil_text)
    text = _rtlil_to_verilog(rtlil_text, f"converting the oracle of {spec.id}")
    if _port_order(text, name) != list(ports):
        raise RuntimeError(f"{spec.id}: the oracle's ports came out as {_port_order(text, name)}, not {list(ports)}")
    return text


def _rtlil_to_verilog(rtlil_text: str, what: str) -> str:
    """The script of Amaranth 0.5's ``_convert_rtlil_text`` (internal attributes stripped), plus
    ``-noattr``: attributes such as (* full_case *) on case statements are not Verilog-2005 that
    every front end reads (Pyverilog rejects them)."""
    strip = " ".join(f"-remove {a}" for a in ("generator", "top", "src", "amaranth.hierarchy", "amaranth.decoding"))
    script = ["read_rtlil design.il", "proc -nomux -norom", "memory_collect", f"attrmap {strip}",
              f"attrmap -modattr {strip}", "write_verilog -norename -noattr design.v"]
    with tempfile.TemporaryDirectory(prefix="oracle_verilog_") as tmp:
        work = Path(tmp)
        (work / "design.il").write_text(rtlil_text)
        run_script(work, "\n".join(script) + "\n", what)
        return (work / "design.v").read_text()


def _port_order(verilog_text: str, module: str) -> list[str]:
    m = re.search(rf"^module {re.escape(module)}\(([^)]*)\);", verilog_text, re.MULTILINE)
    return [p.strip() for p in m.group(1).split(",")] if m else []
