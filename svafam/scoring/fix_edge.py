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


def _is_clock(expr, clock: str) -> bool:
    return expr.kind in _VALUE_KINDS and expr.symbol is not None and expr.symbol.name == clock


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
    """
    into_active = {name: "posedge" if level == "high" else "negedge" for name, level in (async_resets or {}).items()}
    tree = pyslang.syntax.SyntaxTree.fromText(code, "fix.v")
    comp = pyslang.ast.Compilation()
    comp.addSyntaxTree(tree)
    tops = [inst for inst in comp.getRoot().topInstances if inst.name == module]
    if not tops:
        return [f"no module {module} to read"]
    reasons: list[str] = []
    uses = {"events": 0, "all": 0}

    def reset_list(node) -> bool:
        """``@(posedge <clock> or <edge into a reset's active level> ...)``: a flip-flop with asynchronous resets."""
        events = list(node.events)
        if not all(isinstance(e, pyslang.ast.SignalEventControl) and e.iffCondition is None for e in events):
            return False
        clocked = [e for e in events if _is_clock(e.expr, clock) and _EDGES.get(e.edge) == "posedge"]
        resets = [e for e in events if any(_is_clock(e.expr, n) and _EDGES.get(e.edge) == edge
                                           for n, edge in into_active.items())]
        return len(clocked) == 1 and len(clocked) + len(resets) == len(events) > 1

    def visit(node):
        if isinstance(node, pyslang.ast.EventListControl) and into_active and reset_list(node):
            return pyslang.ast.VisitAction.Skip   # its clock is used as an event (not data): nothing to count
        if isinstance(node, pyslang.ast.SignalEventControl):
            edge = _EDGES.get(node.edge, "level")
            if _is_clock(node.expr, clock):
                uses["events"] += 1  # the reason, if any, is the event's: not a use as data
            if node.iffCondition is not None:
                reasons.append(f"an event with iff: {str(node.syntax).strip()[:60]}")
            elif edge != "posedge" or not _is_clock(node.expr, clock):
                reasons.append(f"an event other than posedge {clock}: {str(node.syntax).strip()[:60]}")
        elif isinstance(node, pyslang.ast.Expression) and _is_clock(node, clock):
            uses["all"] += 1
        return True

    tops[0].visit(visit)
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
