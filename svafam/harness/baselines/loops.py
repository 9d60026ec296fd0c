"""Does a module have a combinational loop? A structural screen, on Pyverilog's tree.

Icarus never finishes a time step in which a loop of combinational logic keeps changing
(``always @*`` re-triggering itself with ``x = !x``), so a repair candidate with one would
hang the whole batch it runs in. Mutating a buggy module makes such loops often (a
signal replaced by the one it drives). This screen finds every loop that could oscillate:
the dependency graph of combinationally driven signals (``assign`` and every ``always``
without an edge), where a signal an ``always`` block writes depends on every signal the
block reads -- except on the block's own variables that it writes before reading them on
every path (``x = a; if (c) x = x + 1;`` reads the ``x`` just written, not the previous
one). It is conservative: a loop it reports may settle in simulation, but a loop it misses
cannot exist. A correct design of this corpus has none, so dropping what it reports never
drops a correct repair.
"""

from __future__ import annotations

from pyverilog.vparser import ast as vast


def _ids(node) -> set[str]:
    if node is None:
        return set()
    if isinstance(node, vast.Identifier):
        return {node.name}
    out: set[str] = set()
    for child in node.children():
        out |= _ids(child)
    return out


def _target(lvalue) -> set[str]:
    """Names written by an lvalue, and the names its indices read (returned apart)."""
    node = lvalue.var if isinstance(lvalue, vast.Lvalue) else lvalue
    if isinstance(node, vast.Identifier):
        return {node.name}
    if isinstance(node, (vast.Pointer, vast.Partselect)):
        return _target(node.var)
    if isinstance(node, vast.LConcat):
        return set().union(*(_target(v) for v in node.list))
    return _ids(node)


def _indices(lvalue) -> set[str]:
    node = lvalue.var if isinstance(lvalue, vast.Lvalue) else lvalue
    if isinstance(node, vast.Pointer):
        return _ids(node.ptr) | _indices(node.var)
    if isinstance(node, vast.Partselect):
        return _ids(node.msb) | _ids(node.lsb) | _indices(node.var)
    if isinstance(node, vast.LConcat):
        return set().union(*(_indices(v) for v in node.list))
    return set()


def _whole(lvalue) -> str | None:
    """The variable an lvalue writes whole (a bit or part select writes only part of it)."""
    node = lvalue.var if isinstance(lvalue, vast.Lvalue) else lvalue
    return node.name if isinstance(node, vast.Identifier) else None


class _Block:
    """Reads of an always block that see a value from outside the block, and every name it writes."""

    def __init__(self) -> None:
        self.reads: set[str] = set()
        self.writes: set[str] = set()

    def walk(self, stmt, defined: frozenset[str]) -> frozenset[str]:
        """Visit ``stmt`` with ``defined`` (written whole on every path so far); what is defined after it."""
        if stmt is None:
            return defined
        if isinstance(stmt, vast.Block):
            for s in stmt.statements:
                defined = self.walk(s, defined)
            return defined
        if isinstance(stmt, (vast.BlockingSubstitution, vast.NonblockingSubstitution)):
            self.reads |= (_ids(stmt.right) | _indices(stmt.left)) - defined
            self.writes |= _target(stmt.left)
            whole = _whole(stmt.left)
            return defined | {whole} if whole else defined
        if isinstance(stmt, vast.IfStatement):
            self.reads |= _ids(stmt.cond) - defined
            then = self.walk(stmt.true_statement, defined)
            other = self.walk(stmt.false_statement, defined) if stmt.false_statement is not None else defined
            return then & other
        if isinstance(stmt, vast.CaseStatement):   # CasexStatement, CasezStatement are subclasses
            self.reads |= _ids(stmt.comp) - defined
            branches, has_default = [], False
            for case in stmt.caselist:
                if case.cond is None:
                    has_default = True
                else:
                    for c in case.cond:
                        self.reads |= _ids(c) - defined
                branches.append(self.walk(case.statement, defined))
            if not has_default:
                branches.append(defined)
            out = branches[0]
            for b in branches[1:]:
                out &= b
            return out
        # anything else (a loop, a task call, ...): every name it mentions is read, nothing is defined
        self.reads |= _ids(stmt) - defined
        return defined


def _combinational(always: vast.Always) -> bool:
    senses = always.sens_list.list if always.sens_list is not None else []
    return not any(s.type in ("posedge", "negedge") for s in senses)


def dependencies(module: vast.ModuleDef) -> dict[str, set[str]]:
    """For every combinationally driven name, the names its value depends on in the same cycle."""
    deps: dict[str, set[str]] = {}
    items = []
    for item in module.items:   # `wire x = e;` is a declaration holding an assign
        items += [i for i in item.list if isinstance(i, vast.Assign)] if isinstance(item, vast.Decl) else [item]
    for item in items:
        if isinstance(item, vast.Assign):
            for name in _target(item.left):
                deps.setdefault(name, set()).update(_ids(item.right) | _indices(item.left))
        elif isinstance(item, vast.Always) and _combinational(item):
            block = _Block()
            block.walk(item.statement, frozenset())
            for name in block.writes:
                deps.setdefault(name, set()).update(block.reads)
    return deps


def has_loop(module: vast.ModuleDef) -> bool:
    deps = dependencies(module)
    state: dict[str, int] = {}          # 1: on the path, 2: done

    for root in deps:
        if state.get(root):
            continue
        stack = [(root, iter(deps.get(root, ())))]
        state[root] = 1
        while stack:
            name, it = stack[-1]
            nxt = next((d for d in it if d in deps and state.get(d) != 2), None)
            if nxt is None:
                state[name] = 2
                stack.pop()
            elif state.get(nxt) == 1:
                return True
            else:
                state[nxt] = 1
                stack.append((nxt, iter(deps[nxt])))
    return False
