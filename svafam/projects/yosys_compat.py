"""The text Yosys reads of a project file: constructs rewritten so the proof's model is the simulator's.

Yosys 0.70 (the release this tool pins) reorders an assignment that follows an ``if`` or
``case`` inside a branch of an outer ``if``/``case``::

    if (r) c <= 0;
    else begin if (e) c <= 0; c <= 1; end      // Yosys: c <= e ? 0 : 1; Verilog: c <= 1

Its RTLIL puts the trailing assignment before the inner switch, which then overrides it.
Public code rarely writes this, but mutation operators do (NSubInsert appends to a branch,
NSubMove moves an assignment after its if chain), and a proof on the miscompiled model
calls such a mutant equivalent while simulation tells it apart. Wrapping each such
statement in ``if (1'b1)`` -- the same statement in Verilog -- makes Yosys build the model
in source order (``tests/projects/test_yosys_compat.py`` holds both to simulation).

Intra-assignment delays (``q <= #1 d``) are ignored by every proof tool, and a simulator
orders updates by them: where one always block gives the same variable an undelayed and a
delayed non-blocking assignment, the delayed one takes effect last whatever the statement
order (CirFix's first_counter: ``overflow_out <= #1 0`` in reset, then ``overflow_out <= 1``).
Each delayed assignment of such a variable becomes a blocking capture of its value
(``svafam_late_<k>``, flagged ``svafam_late_en_<k>``) and a guarded assignment at the end of
the block, so that the model updates it last too.

:func:`mixed_assignments` finds a variable given both ``=`` and ``<=`` in one always block:
Yosys's model of it differs from simulation's (a mutant of that kind is no candidate for
the proof). Only the copies Yosys reads are rewritten; simulation reads the project's text.
"""

from __future__ import annotations

import re

from pyverilog.vparser import ast as vast

from svafam.mutation.context import Contexts
from svafam.mutation.scope import width
from svafam.mutation.source import SourceFile, span

from .design import apply_edits
from .preprocess import Preprocessed

_BRANCHING = (vast.IfStatement, vast.CaseStatement, vast.CasexStatement, vast.CasezStatement)
_ASSIGNMENTS = (vast.NonblockingSubstitution, vast.BlockingSubstitution)
GUARD = "if (1'b1) "
_UNKNOWN_LITERAL = re.compile(r"'[sS]?[bBoOdDhH][0-9a-fA-F_]*[xXzZ?]")


def _targets(views: list[SourceFile]) -> list[int]:
    """Offsets (preprocessed text) of assignments that follow an if/case in the same begin-end block."""
    found = []
    for src in views:
        for site in src.sites:
            node = site.node
            if not isinstance(node, vast.Block):
                continue
            after_branch = False
            for stmt in node.statements:
                if isinstance(stmt, _BRANCHING):
                    after_branch = True
                elif after_branch and isinstance(stmt, _ASSIGNMENTS):
                    found.append(span(stmt)[0])
    return found


def _target_name(sub) -> str | None:
    lhs = sub.left.var
    while isinstance(lhs, (vast.Pointer, vast.Partselect)):
        lhs = lhs.var
    return lhs.name if isinstance(lhs, vast.Identifier) else None


def _assignments(root) -> list:
    found, stack = [], [root]
    while stack:
        n = stack.pop()
        if isinstance(n, _ASSIGNMENTS):
            found.append(n)
        stack.extend(reversed([c for c in n.children() if c is not None]))
    return found


_LOOPS = (vast.ForStatement, vast.WhileStatement, vast.ForeverStatement)


def _paths(root) -> tuple[dict[int, tuple], set[int], set[int]]:
    """id(assignment) -> its path from ``root`` ((id(node), index of the child taken) for every node above it);
    the ids of the if/case nodes and of the loops met."""
    paths, branching, loops, stack = {}, set(), set(), [(root, ())]
    while stack:
        n, path = stack.pop()
        if isinstance(n, _ASSIGNMENTS):
            paths[id(n)] = path
        elif isinstance(n, _BRANCHING):
            branching.add(id(n))
        elif isinstance(n, _LOOPS):
            loops.add(id(n))
        stack.extend((c, path + ((id(n), i),)) for i, c in enumerate(n.children()) if c is not None)
    return paths, branching, loops


def _exclusive(a: tuple, b: tuple, branching: set[int], loops: set[int]) -> bool:
    """Two assignments in different branches of one ``if``/``case`` not inside a loop (whose passes may take
    both): never both run in one pass of the block."""
    for (node, i), (other, j) in zip(a, b):
        if node != other or node in loops:
            return False
        if i != j:
            return node in branching
    return False


def mixed_assignments(views: list[SourceFile]) -> list[tuple[str, str, int]]:
    """(module, variable, line) of each variable assigned with both = and <= in one always block."""
    found = []
    for src in views:
        for site in src.sites:
            if not isinstance(site.node, vast.Always):
                continue
            subs = _assignments(site.node)
            blocking = {_target_name(s) for s in subs if isinstance(s, vast.BlockingSubstitution)}
            for s in subs:
                name = _target_name(s)
                if isinstance(s, vast.NonblockingSubstitution) and name in blocking:
                    found.append((src.module.name, name, src.line_of(site.node)))
                    break
    return found


def _polarity(cond, name: str) -> bool | None:
    """True when ``cond`` is ``name`` itself, False when it is its negation (``!name``, ``~name``), else None."""
    if isinstance(cond, vast.Identifier):
        return True if cond.name == name else None
    if isinstance(cond, (vast.Ulnot, vast.Unot)):
        inner = _polarity(cond.right, name)
        return None if inner is None else not inner
    return None


def _first_if(always) -> vast.IfStatement | None:
    body = always.statement
    while isinstance(body, vast.Block) and len(body.statements) == 1:
        body = body.statements[0]
    if isinstance(body, vast.Block) and body.statements:
        body = body.statements[0]
    return body if isinstance(body, vast.IfStatement) else None


def contradicting_edges(views: list[SourceFile]) -> list[tuple[str, str, int]]:
    """(module, signal, line) of each always block with an edge on a signal that its first ``if`` tests with the
    other polarity (``posedge r`` with ``if (!r)``): Yosys takes the polarity from the condition and builds an
    asynchronous reset; the simulator triggers on the edge, where the condition is false."""
    found = []
    for src in views:
        for site in src.sites:
            always = site.node
            if not isinstance(always, vast.Always) or always.sens_list is None:
                continue
            body = _first_if(always)
            if body is None:
                continue
            for sens in always.sens_list.list:
                if sens.type not in ("posedge", "negedge") or not isinstance(sens.sig, vast.Identifier):
                    continue
                polarity = _polarity(body.cond, sens.sig.name)
                if polarity is not None and polarity != (sens.type == "posedge"):
                    found.append((src.module.name, sens.sig.name, src.line_of(always)))
    return found


def variable_async_loads(views: list[SourceFile]) -> list[tuple[str, str, int]]:
    """(module, register, line) of each register an asynchronous reset branch loads with a value that is not a
    constant (``if (!rst_n) q <= d;`` under ``negedge rst_n``): Yosys holds the register to that value for as long
    as the reset lasts, the simulator loads it once, at the reset's edge (RTLLM's multi_pipe_8bit: a mutant that
    loads ``mul_en_out`` from another register there was proved equivalent, and a reset in simulation told it
    apart)."""
    found = []
    for src in views:
        constants = _declared_constants(src.module)
        for site in src.sites:
            always = site.node
            if not isinstance(always, vast.Always) or always.sens_list is None:
                continue
            edges = [x for x in always.sens_list.list
                     if x.type in ("posedge", "negedge") and isinstance(x.sig, vast.Identifier)]
            branch = _first_if(always)
            if len(edges) < 2 or branch is None or branch.true_statement is None:
                continue
            if not any(_polarity(branch.cond, x.sig.name) == (x.type == "posedge") for x in edges):
                continue
            for sub in _assignments(branch.true_statement):
                read: set[str] = set()
                _read_names(sub.right, read)
                if read - constants - {_target_name(sub)}:   # a register that keeps its value is the same in both
                    found.append((src.module.name, _target_name(sub), src.line_of(always)))
    return found


def _read_names(node, out: set[str]) -> None:
    """Every identifier ``node`` reads (assignment targets left out, their index expressions kept)."""
    if isinstance(node, (vast.BlockingSubstitution, vast.NonblockingSubstitution)):
        _read_names(node.right, out)
        target = node.left.var if isinstance(node.left, vast.Lvalue) else node.left
        for child in (target.children() if not isinstance(target, vast.Identifier) else ()):
            if not isinstance(child, vast.Identifier):
                _read_names(child, out)
        return
    if isinstance(node, vast.Identifier):
        out.add(node.name)
        return
    for child in node.children():
        _read_names(child, out)


def _declared_constants(module) -> set[str]:
    names: set[str] = set()
    for item in module.items:
        for decl in (item.list if isinstance(item, vast.Decl) else [item]):
            if isinstance(decl, (vast.Parameter, vast.Localparam, vast.Genvar)):
                names.add(decl.name)
    return names


def unlisted_reads(views: list[SourceFile]) -> list[tuple[str, str, int]]:
    """(module, signal, line) of each signal an always block with an explicit list of levels (``@(a or b)``)
    reads but does not list: the proof's model re-evaluates the block when it changes, the simulator does not."""
    found = []
    for src in views:
        constants = _declared_constants(src.module)
        for site in src.sites:
            always = site.node
            if not isinstance(always, vast.Always) or always.sens_list is None or always.statement is None:
                continue
            sens = always.sens_list.list
            if not sens or any(x.type != "level" or not isinstance(x.sig, vast.Identifier) for x in sens):
                continue
            read: set[str] = set()
            _read_names(always.statement, read)
            listed = {x.sig.name for x in sens}
            for name in sorted(read - listed - constants):
                found.append((src.module.name, name, src.line_of(always)))
    return found


def _late_edits(working: str, pp: Preprocessed, views: list[SourceFile]) -> list[tuple[int, int, str]]:
    """The rewrite of delayed non-blocking assignments that share a variable with undelayed ones."""
    edits: list[tuple[int, int, str]] = []
    counter = 0
    for src in views:
        contexts = Contexts(src)
        for site in src.sites:
            always = site.node
            if not isinstance(always, vast.Always) or always.statement is None:
                continue
            nbas = [x for x in _assignments(always) if isinstance(x, vast.NonblockingSubstitution)]
            paths, branching, loops = _paths(always.statement)
            # only a delayed assignment that may run in the same pass as an undelayed one of its variable: a
            # rewrite of a reset branch would hide the asynchronous reset from Yosys (OpenCores i2c)
            late = [x for x in nbas if (x.rdelay is not None or x.ldelay is not None)
                    and any(_target_name(y) == _target_name(x) and y.rdelay is None and y.ldelay is None
                            and not _exclusive(paths[id(x)], paths[id(y)], branching, loops) for y in nbas)]
            if not late:
                continue
            scope = contexts(site).scope
            places = [(pp.to_origin(*span(x)), pp.to_origin(*span(x.right.var)), pp.to_origin(*span(x.left.var)),
                       width(x.left.var, scope)) for x in late]
            body, head = pp.to_origin(*span(always.statement)), pp.to_origin(*span(always))
            if body is None or head is None or any(
                    None in (stmt, rhs, lhs, w) or stmt[0] != pp.name or not working[stmt[1]:stmt[2]].endswith(";")
                    for stmt, rhs, lhs, w in places):
                continue
            decls, inits, finals = [], [], []
            for stmt, rhs, lhs, w in places:
                k, counter = counter, counter + 1
                rng = f"[{w - 1}:0] " if w > 1 else ""
                decls.append(f"reg {rng}svafam_late_{k}; reg svafam_late_en_{k};")
                inits.append(f"svafam_late_en_{k} = 1'b0;")
                edits.append((stmt[1], stmt[2], f"begin svafam_late_{k} = {working[rhs[1]:rhs[2]]}; "
                                                f"svafam_late_en_{k} = 1'b1; end"))
                finals.append(f"if (svafam_late_en_{k}) {working[lhs[1]:lhs[2]]} <= svafam_late_{k};")
            edits.append((head[1], head[1], " ".join(decls) + "\n"))
            edits.append((body[1], body[1], "begin " + " ".join(inits) + " "))
            edits.append((body[2], body[2], " " + " ".join(finals) + " end"))
    return edits


def _driven_inputs(working: str, pp: Preprocessed, views: list[SourceFile]) -> list[tuple[int, int, str]]:
    """``input`` -> ``inout`` where a module drives its own input (IOFlip makes outputs inputs): a simulator
    collapses the port into one net the module's driver drives; Yosys would let the outside win."""
    edits = []
    for src in views:
        driven = set()
        for site in src.sites:
            node = site.node
            if isinstance(node, vast.Lvalue):
                stack = [node.var]
                while stack:
                    n = stack.pop()
                    if isinstance(n, vast.Identifier):
                        driven.add(n.name)
                    elif isinstance(n, (vast.Pointer, vast.Partselect)):
                        stack.append(n.var)
                    elif isinstance(n, vast.Concat):
                        stack.extend(n.list)
        for site in src.sites:
            node = site.node
            if isinstance(node, vast.Input) and node.name in driven and \
                    not any(isinstance(p, (vast.Function, vast.Task)) for p in site.parents):
                holder = site.parent if isinstance(site.parent, (vast.Ioport, vast.Decl)) else node
                start, end = span(holder)
                where = pp.to_origin(start, start + 5)
                if where is not None and where[0] == pp.name and working[where[1]:where[2]] == "input":
                    edits.append((where[1], where[2], "inout"))
    return sorted(set(edits))


def _undefined_constants(working: str, pp: Preprocessed, views: list[SourceFile]) -> list[tuple[int, int, str]]:
    """x and z digits of a constant become 0 (not the wildcards of casex/casez items): Yosys reads them as
    don't-care and its process passes fold them into other branches' values, differently in the clean
    design and a mutant; simulation shows the same x in both."""
    edits = []
    for src in views:
        for site in src.sites:
            node = site.node
            if not isinstance(node, vast.IntConst) or not _UNKNOWN_LITERAL.search(node.value):
                continue
            if any(isinstance(p, (vast.CasexStatement, vast.CasezStatement)) for p in site.parents) and \
                    isinstance(site.parent, vast.Case):
                continue
            start, end = span(node)
            where = pp.to_origin(start, end)
            if where is None or where[0] != pp.name:
                continue
            text = working[where[1]:where[2]]
            head, _, digits = text.partition("'")
            edits.append((where[1], where[2], head + "'" + digits[:1 + (digits[:1] in "sS")]
                          + re.sub(r"[xXzZ?]", "0", digits[1 + (digits[:1] in "sS"):])))
    return edits


def yosys_text(working: str, pp: Preprocessed, views: list[SourceFile]) -> str:
    edits = _driven_inputs(working, pp, views) + _undefined_constants(working, pp, views)
    for offset in _targets(views):
        where = pp.to_origin(offset, offset)
        if where is not None and where[0] == pp.name:
            edits.append((where[1], where[1], GUARD))
    edits += _late_edits(working, pp, views)
    return apply_edits(working, _ordered(edits))


def _ordered(edits):
    """By place; edits at one offset keep the order they were made in (an insertion before a replacement)."""
    return [e for _, e in sorted(enumerate(edits), key=lambda e: (e[1][0], e[1][1], e[0]))]
