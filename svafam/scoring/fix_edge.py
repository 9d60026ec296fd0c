"""The fix checker's clock-accurate proof, for fixes whose meaning depends on clock edges.

The suite's equivalence miter (one solver step per clock cycle) clocks every flip-flop
alike: a fix that keeps a pool task's ``negedge`` -- or adds one, or an asynchronous reset,
to any task -- would be proved "equivalent". Such candidates are proved in the mutation
pool's ``edge`` model instead (:mod:`svafam.mutation.harness`: SBY's ``multiclock on``, the clock
toggling every solver step, reset held through steps 0-2, outputs compared at every later
step; ``abc pdr``). Which candidates: those of a task whose bug was decided in that model,
and any candidate whose elaborated design (:func:`edge_model_reasons`, pyslang) has an event
other than ``posedge <clock>`` or uses the clock anywhere but in such an event: as data
(``assign y = clk ? a : b``), in a port connection, in a level-sensitive list. The design is
read, never its text, so comments and escaped identifiers (``\\clk``) cannot hide an edge;
anything unsure takes the clock-accurate proof, which costs time, never soundness.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

import pyslang

from svafam.formal.family import Design, FamilyInterface
from svafam.formal.lower import CHECKS_FILE_TEXT
from svafam.formal.plan import EQUIVALENCE, Job
from svafam.mutation.harness import EDGE, Member, batch_harness, sby_text
from svafam.mutation.traces import compact
from svafam.tasks.waveform import WaveformError

MEMBER = "fix"  # the candidate's label in the harness: its outputs are fix_<name>, its assertion E_fix
_HARNESS, _CHECKS, _SBY, _TOP = "edge_harness.v", "edge_checks.v", "fix_check_edge.sby", "fix_edge"
_EDGES = {pyslang.ast.EdgeKind.PosEdge: "posedge", pyslang.ast.EdgeKind.NegEdge: "negedge",
          pyslang.ast.EdgeKind.BothEdges: "edge"}
_VALUE_KINDS = (pyslang.ast.ExpressionKind.NamedValue, pyslang.ast.ExpressionKind.HierarchicalValue)


def _names(expr, signal: str, aliases: Mapping[str, str]) -> bool:
    """``expr`` is the top's ``signal`` itself or a sub-module's input port wired straight to it."""
    return (expr.kind in _VALUE_KINDS and expr.symbol is not None
            and aliases.get(expr.symbol.hierarchicalPath) == signal)


def _wire_aliases(inst, aliases: dict[str, str], clock: str) -> int:
    """Add to ``aliases`` each input port of ``inst`` connected by the bare name of a signal that is an alias
    (``.wclk(clk)``: inside, ``wclk`` is the clock); how many such connections to the clock there are."""
    wired = 0
    for conn in inst.portConnections:
        port, expr = conn.port, conn.expression
        if (isinstance(port, pyslang.ast.PortSymbol) and port.direction == pyslang.ast.ArgumentDirection.In
                and port.internalSymbol is not None and expr is not None and expr.kind in _VALUE_KINDS
                and expr.symbol is not None and expr.symbol.hierarchicalPath in aliases):
            signal = aliases[expr.symbol.hierarchicalPath]
            aliases[port.internalSymbol.hierarchicalPath] = signal
            wired += signal == clock
    return wired


def edge_model_reasons(code: str, module: str, clock: str, async_resets: Mapping[str, str] | None = None) -> list[str]:
    """Why the candidate's design needs the clock-accurate model; empty when one step per cycle is exact.

    Every event control of the elaborated module ``module`` (its submodules and generate blocks
    included) must be ``posedge <clock>`` with no ``iff``, and every other reference to the clock
    is a use of it as data. A design that does not elaborate gets the clock-accurate model too.
    ``async_resets``: resets (name -> active level, high or low) the reference itself resets
    asynchronously, as the cycle model has them (at once, SBY's ``async2sync``): a flip-flop on the
    clock's rising edge and the edge into such a reset's active level (``@(posedge clk or negedge
    rst_n)``) is one the cycle model has exactly too, in the answer as in the reference. A reset's edge
    anywhere else (a flip-flop clocked by the reset alone) still needs the clock-accurate model.
    The clock and the resets are the top's ports of those names, and a sub-module's input port connected to
    one by its bare name (``.wclk(clk)``) is that signal too; a sub-module's own ``clk`` is not, unless wired so.
    """
    into_active = {name: "posedge" if level == "high" else "negedge" for name, level in (async_resets or {}).items()}
    tree = pyslang.syntax.SyntaxTree.fromText(code, "fix.v")
    comp = pyslang.ast.Compilation()
    comp.addSyntaxTree(tree)
    tops = [inst for inst in comp.getRoot().topInstances if inst.name == module]
    if not tops:
        return [f"no module {module} to read"]
    top = tops[0]
    aliases = {f"{top.hierarchicalPath}.{name}": name for name in (clock, *into_active)}
    reasons: list[str] = []
    uses = {"events": 0, "all": 0}

    def reset_list(node) -> bool:
        """``@(posedge <clock> or <edge into a reset's active level> ...)``: a flip-flop with asynchronous resets."""
        events = list(node.events)
        if not all(isinstance(e, pyslang.ast.SignalEventControl) and e.iffCondition is None for e in events):
            return False
        clocked = [e for e in events if _names(e.expr, clock, aliases) and _EDGES.get(e.edge) == "posedge"]
        resets = [e for e in events if any(_names(e.expr, n, aliases) and _EDGES.get(e.edge) == edge
                                           for n, edge in into_active.items())]
        return len(clocked) == 1 and len(clocked) + len(resets) == len(events) > 1

    def visit(node):
        if isinstance(node, pyslang.ast.InstanceSymbol):
            # its connections are visited next, before its body: a wire to an alias port is not a use as data
            uses["events"] += _wire_aliases(node, aliases, clock)
            return True
        if isinstance(node, pyslang.ast.EventListControl) and into_active and reset_list(node):
            return pyslang.ast.VisitAction.Skip   # its clock is used as an event (not data): nothing to count
        if isinstance(node, pyslang.ast.SignalEventControl):
            edge = _EDGES.get(node.edge, "level")
            if _names(node.expr, clock, aliases):
                uses["events"] += 1  # the reason, if any, is the event's: not a use as data
            if node.iffCondition is not None:
                reasons.append(f"an event with iff: {str(node.syntax).strip()[:60]}")
            elif edge != "posedge" or not _names(node.expr, clock, aliases):
                where = getattr(getattr(node.expr, "symbol", None), "hierarchicalPath", "")
                signal = f" ({where} is not the top's {clock})" if edge == "posedge" and where else ""
                reasons.append(f"an event other than posedge {clock}: {str(node.syntax).strip()[:60]}{signal}")
        elif isinstance(node, pyslang.ast.Expression) and _names(node, clock, aliases):
            uses["all"] += 1
        return True

    top.visit(visit)
    if uses["all"] > uses["events"]:
        reasons.append(f"the clock {clock} used other than as the posedge of an event "
                       f"({uses['all'] - uses['events']} use(s): as data, in a connection or a level-sensitive list)")
    return reasons


def edge_job(iface: FamilyInterface, name: str, reference: Design, candidate: Design,
             title: str) -> tuple[Job, dict[str, str]]:
    """The proof that the candidate's outputs equal the reference's at every clock edge after reset,
    and the files it adds (the reference and candidate files are the caller's)."""
    files = [_CHECKS, reference.file, candidate.file, _HARNESS]
    harness = batch_harness(iface, _TOP, reference.module, [Member(MEMBER, candidate.module)], check="assert",
                            model=EDGE)
    job = Job(name, EQUIVALENCE, f"{reference.id} vs candidate (clock-accurate)", expected="PASS", mode="prove",
              depth=iface.depth, top=_TOP, sby_file=_SBY, inputs=tuple(files))
    return job, {_CHECKS: CHECKS_FILE_TEXT, _HARNESS: harness,
                 _SBY: sby_text(title, "prove", iface.depth, EDGE, _TOP, files)}


def compact_trace(trace: Path, iface: FamilyInterface) -> str:
    """A counterexample of :func:`edge_job` as the pool keeps its traces (scopes inputs, clean, mutant)."""
    try:
        return compact(trace, iface, MEMBER)
    except ValueError as e:  # a trace without the harness's signals
        raise WaveformError(str(e)) from None


def library_clock_reasons(code: str, clock: str) -> list[str]:
    """Why an answer over given sub-modules (a composite's top) needs the clock-accurate model, beyond
    :func:`edge_model_reasons` of the answer alone (which does not see into the sub-modules): the clock may go
    only to a sub-module's port of the same name (its clock: every given sub-module clocks on ``posedge <clock>``),
    never to another port, nor by position."""
    tree = pyslang.syntax.SyntaxTree.fromText(code, "fix.v")
    reasons, stack = [], [tree.root]
    while stack:
        node = stack.pop()
        if not isinstance(node, pyslang.syntax.SyntaxNode):
            continue
        kind = node.kind.name
        if kind in ("NamedPortConnection", "OrderedPortConnection") and _names_clock(node.expr, clock):
            if kind == "OrderedPortConnection" or node.name.valueText != clock:
                reasons.append(f"the clock {clock} connected to another port: {str(node).strip()[:60]}")
        stack.extend(child for child in node if child is not None)
    return reasons


def _names_clock(expr, clock: str) -> bool:
    return expr is not None and str(expr).strip().strip("()").strip() == clock
