"""Lower the property model to monitors that open-source Yosys reads.

Yosys 0.70 rejects concurrent SVA (``|->``, ``|=>``, ``property`` blocks), so
each property becomes an immediate ``assert`` (or ``cover``) in a clocked
always block, guarded by how many cycles have passed. For
``disable iff (D) A |=> C`` the check at the end of cycle t+1 is

    if (past_valid && !D && !$past(D) && $past(A)) assert (C);

``$past`` is pushed through ``A`` to its signals (``svafam.generators.expr.past``), so
each operator is evaluated where the RTL evaluated it. Longer implications
(sequence antecedents, ``##k``, ``##[m:n]``, ``[*k]``) are lowered the same way by
:mod:`svafam.formal.lookback`, and ``until`` with a tracker register by :mod:`svafam.formal.until`.
All of this is done on expression trees; no property text is rewritten.
"""

from __future__ import annotations

from dataclasses import dataclass

from svafam.generators import expr as ex
from svafam.generators.properties import INVARIANT, Property
from svafam.generators.verilog import GENERATOR_VERSION, Block, PortDecl, banner, decl, module_header, v

from . import lookback, until
from .check import Check, enabled_now, flagged, history
from .family import FamilyInterface
from .memo import IdentityMemo

_ASSERTIONS: IdentityMemo[Check] = IdentityMemo()
_ROWS: IdentityMemo[tuple] = IdentityMemo()
_MODULES: IdentityMemo[str] = IdentityMemo(2048)


def assertion(p: Property) -> Check:
    """The immediate check of ``p`` (the same object for the same property object: see :mod:`.memo`)."""
    return _ASSERTIONS.get((p,), (), lambda: _assertion(p))


def _assertion(p: Property) -> Check:
    if p.form == INVARIANT:
        assert p.expression is not None
        guard = ex.conj(enabled_now(p))
        return Check(p.id, guard, p.expression, history(guard, p.expression))
    if p.until is not None:
        return until.assertion(p)
    return lookback.assertion(p)


def covers(p: Property) -> list[Check]:
    """Reachability goals: an invariant holding; an implication's antecedent completing, and its consequent
    answering (for a window, at its first and at its last cycle; for ``until``, the release)."""
    if p.form == INVARIANT:
        assert p.expression is not None
        guard = ex.conj(enabled_now(p))
        return [Check(f"C_{p.id}_HOLDS", guard, p.expression, history(guard, p.expression))]
    if p.until is not None:
        return [lookback.antecedent_cover(p), until.release_cover(p)]
    return [lookback.antecedent_cover(p)] + lookback.response_covers(p)


def _past_name(name: str, depth: int) -> str:
    return f"past{depth}_{name}"


class PastRegisters:
    """Explicit registers for ``$past``: Yosys accepts ``$past`` only in clocked blocks,
    and Pyverilog not at all, so ``$past(x, k)`` reads a register chain ``pastk_x``."""

    def __init__(self, widths: dict[str, int]):
        self.widths = widths
        self.depth: dict[str, int] = {}

    def rewrite(self, e: ex.Expr) -> ex.Expr:
        def leaf(node: ex.Expr) -> ex.Expr:
            if not isinstance(node, ex.Call):
                return node
            inner = node.arg
            base = inner.base.name if isinstance(inner, (ex.Index, ex.Slice)) else inner.name  # type: ignore[union-attr]
            self.depth[base] = max(self.depth.get(base, 0), node.depth)
            reg = self.register_for(base, node.depth)
            if isinstance(inner, ex.Index):
                return ex.Index(reg, inner.bit)
            if isinstance(inner, ex.Slice):
                return ex.Slice(reg, inner.msb, inner.lsb)
            return reg
        return ex.map_leaves(_past_to_signals(_expand_sampled(e)), leaf)

    def register_for(self, name: str, depth: int) -> ex.Ident:
        """What ``$past(name, depth)`` reads."""
        return ex.Ident(_past_name(name, depth))

    def declarations(self, clock: str) -> list[str]:
        lines = []
        for name in sorted(self.depth):
            for k in range(1, self.depth[name] + 1):
                lines.append(decl("reg", self.widths[name], _past_name(name, k)))
        for name in sorted(self.depth):
            for k in range(1, self.depth[name] + 1):
                src = name if k == 1 else _past_name(name, k - 1)
                lines.append(f"always @(posedge {clock}) {_past_name(name, k)} <= {src};")
        return lines


def _past_to_signals(e: ex.Expr) -> ex.Expr:
    """``$past(a && b)`` -> ``$past(a) && $past(b)``: each history register holds one signal."""
    def push(node: ex.Expr) -> ex.Expr:
        if isinstance(node, ex.Call) and node.func == "$past" and not isinstance(
                node.arg, (ex.Ident, ex.Index, ex.Slice)):
            return ex.past(node.arg, node.depth)
        return node
    return ex.transform(e, push)


def _expand_sampled(e: ex.Expr) -> ex.Expr:
    """``$rose``/``$fell``/``$stable``/``$changed`` written with ``$past``, so one history mechanism serves all."""
    def expand(node: ex.Expr) -> ex.Expr:
        if not (isinstance(node, ex.Call) and node.func in ex.SAMPLED_FUNCTIONS):
            return node
        now, before = node.arg, ex.past(node.arg)
        if node.func in ("$stable", "$changed"):
            return ex.Binary("==" if node.func == "$stable" else "!=", now, before)
        now_bit = ex.Binary("&", now, ex.Const(1, 1, "b"))  # $rose/$fell look at the least significant bit
        before_bit = ex.Binary("&", before, ex.Const(1, 1, "b"))
        if node.func == "$rose":
            return ex.Binary("&&", now_bit, ex.Unary("!", before_bit))
        return ex.Binary("&&", ex.Unary("!", now_bit), before_bit)
    return ex.transform(e, expand)


CHECK_MODULES = {"assert": "svafam_assert", "cover": "svafam_cover", "assume": "svafam_assume_clocked"}


@dataclass(frozen=True)
class MonitorRow:
    """One immediate check of a monitor as the module reads it: ``en`` and ``ok`` over the ports,
    the history registers (``pastK_x``), ``past_valid`` and the tracker registers."""

    label: str
    guard: ex.Expr
    body: ex.Expr


@dataclass(frozen=True)
class Monitor:
    """What :func:`monitor_module` prints, as data (the in-session checks read the same)."""

    rows: tuple[MonitorRow, ...]
    trackers: tuple[tuple[str, ex.Expr], ...]   # (register, its next value), in declaration order
    depth: int                                  # width of past_valid (0: none)
    history: dict[str, int]                     # signal -> length of its pastK_ chain


def _row(c: Check) -> tuple[MonitorRow, tuple[tuple[str, ex.Expr], ...], dict[str, int]]:
    """One check as its monitor row, its trackers' next values and the history it reads."""
    past = PastRegisters({})
    guard = c.guard if c.gated else ex.conj(flagged(c.history, [c.guard]))
    row = MonitorRow(c.label, past.rewrite(guard), past.rewrite(c.body))
    return row, tuple((t.name, past.rewrite(t.next)) for t in c.trackers), past.depth


def monitor_rows(iface: FamilyInterface, checks: list[Check]) -> Monitor:
    rows = []
    trackers: dict[str, ex.Expr] = {}
    history: dict[str, int] = {}
    for c in checks:
        row, nexts, reads = _ROWS.get((c,), (), lambda c=c: _row(c))
        rows.append(row)
        for name, nxt in nexts:
            trackers.setdefault(name, nxt)
        for name, k in reads.items():
            history[name] = max(history.get(name, 0), k)
    depth = max([c.history for c in checks] or [0])
    return Monitor(tuple(rows), tuple(trackers.items()), depth, history)


def monitor_module(iface: FamilyInterface, name: str, checks: list[Check], verb: str, purpose: str) -> str:
    """A Verilog-2005 module over the interface ports: explicit history registers, and one
    instance of the ``svafam_assert``/``svafam_cover`` check module (formal/checks.v) per check,
    named after the property so SBY reports it by that name."""
    return _MODULES.get((iface, *checks), (name, verb, purpose),
                        lambda: _monitor_module(iface, name, checks, verb, purpose))


def _monitor_module(iface: FamilyInterface, name: str, checks: list[Check], verb: str, purpose: str) -> str:
    b = Block()
    b.extend(banner(f"{iface.family} -- {purpose}",
                    [f"Generated by sva-families (generator {GENERATOR_VERSION}) from properties/properties.json;"
                     " do not edit.",
                     "Yosys-readable lowering of the gold SVA; the immediate checks live in formal/checks.v."]))
    ports = [PortDecl("input", "wire", s.width, s.name) for s in iface.ports]
    b.extend(module_header(name, ports))
    b.indent()
    widths = {s.name: s.width for s in iface.ports}
    mon = monitor_rows(iface, checks)
    past = PastRegisters(widths)
    past.depth = dict(mon.history)
    depth = mon.depth
    if depth:
        b.line(f"// past_valid{'[k]' if depth > 1 else ''} is set once "
               f"{'k+1 clock edges have' if depth > 1 else 'a clock edge has'} passed, so the history is defined")
        if depth == 1:
            b.line("reg past_valid = 1'b0;")
            b.line(f"always @(posedge {iface.clock}) past_valid <= 1'b1;")
        else:
            b.line(f"reg [{depth - 1}:0] past_valid = {depth}'d0;")
            b.line(f"always @(posedge {iface.clock}) past_valid <= {{past_valid[{depth - 2}:0], 1'b1}};")
        b.line("// pastK_x holds x as it was K clock edges ago ($past(x, K))")
        b.extend(past.declarations(iface.clock))
        b.line()
    if mon.trackers:
        b.line("// pending_P is set while an obligation of property P waits for its release (until)")
        for reg, nxt in mon.trackers:
            b.line(f"reg {reg} = 1'b0;")
            b.line(f"always @(posedge {iface.clock}) {reg} <= {v(nxt)};")
        b.line()
    module = CHECK_MODULES[verb]
    for row in mon.rows:
        b.line(f"{module} {row.label} (.clk({iface.clock}), .en({v(row.guard)}), .ok({v(row.body)}));")
    b.dedent()
    b.line("endmodule")
    return b.text()


CHECKS_FILE_TEXT = """// sva-families -- immediate checks used by every monitor and harness; do not edit.
// The only file of a family that is not plain Verilog-2005: Yosys reads it with
// read_verilog -formal, and it keeps assert/cover/assume out of the generated logic.
module svafam_assert (input wire clk, input wire en, input wire ok);
    always @(posedge clk) if (en) CHECK: assert (ok);
endmodule

module svafam_cover (input wire clk, input wire en, input wire ok);
    always @(posedge clk) if (en) CHECK: cover (ok);
endmodule

module svafam_assume (input wire en, input wire ok);
    always @* if (en) CHECK: assume (ok);
endmodule
"""
# Outside formal/checks.v so the families' published files stay as they are: only jobs that
# assume properties (the scorer's design-free jobs) read it. Clocked like svafam_assert, so an
# assumption and an assertion about the same cycle are enforced in the same solver step.
ASSUME_FILE_TEXT = """// sva-families -- a property assumed the way svafam_assert asserts it; do not edit.
module svafam_assume_clocked (input wire clk, input wire en, input wire ok);
    always @(posedge clk) if (en) CHECK: assume (ok);
endmodule
"""


def assertion_monitor(iface: FamilyInterface, props: list[Property] | None = None) -> str:
    props = list(iface.properties) if props is None else props
    return monitor_module(iface, f"{iface.family}_monitor", [assertion(p) for p in props], "assert",
                          "gold-property monitor (asserts)")


def cover_monitor(iface: FamilyInterface, props: list[Property] | None = None) -> str:
    props = list(iface.properties) if props is None else props
    checks = [c for p in props for c in covers(p)]
    return monitor_module(iface, f"{iface.family}_covers", checks, "cover",
                          "reachability goals (covers)")


def assumption_monitor(iface: FamilyInterface, props: list[Property], name: str) -> str:
    """The properties as assumptions (module ``name``), each guarded exactly as its assertion would be."""
    return monitor_module(iface, name, [assertion(p) for p in props], "assume", "assumed properties")
