"""Where a node sits: its scope, its role (value, lvalue, index, constant, sensitivity) and its block.

Guards are questions about context ("is this identifier read, in an always block, with
a declared range?"); this module answers them once per node.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyverilog.vparser import ast as vast

from .scope import Scope, function_scope, module_scope
from .source import Site, SourceFile

VALUE, LVALUE, INDEX, CONST, SENS, OTHER = "value", "lvalue", "index", "const", "sens", "other"

# nodes an expression passes through on its way up without changing its role
_EXPRESSION = (vast.Operator, vast.Concat, vast.Repeat, vast.Identifier, vast.IntConst)


@dataclass(frozen=True)
class Context:
    scope: Scope
    role: str
    always: vast.Always | None
    function: vast.Function | None

    @property
    def clocked(self) -> bool:
        """In an always block whose events are all edges (a flip-flop process)."""
        if self.always is None or self.always.sens_list is None:
            return False
        sens = self.always.sens_list.list
        return bool(sens) and all(s.type in ("posedge", "negedge") for s in sens)


def _role(site: Site) -> str:
    chain = site.parents + (site.node,)
    for i in range(len(chain) - 2, -1, -1):
        parent, child = chain[i], chain[i + 1]
        if isinstance(parent, vast.Lvalue):
            return LVALUE
        if isinstance(parent, (vast.Rvalue, vast.FunctionCall, vast.SystemCall)):
            return VALUE
        if isinstance(parent, vast.IfStatement):
            return VALUE if child is parent.cond else OTHER
        if isinstance(parent, vast.CaseStatement):
            return VALUE if child is parent.comp else OTHER
        if isinstance(parent, vast.Case):
            return VALUE if parent.cond and any(child is c for c in parent.cond) else OTHER
        if isinstance(parent, (vast.Width, vast.Length, vast.Dimensions, vast.Parameter)):
            return CONST
        if isinstance(parent, vast.SensList):
            return SENS
        if isinstance(parent, vast.Pointer):
            if child is parent.ptr:
                return INDEX
            continue
        if isinstance(parent, vast.Partselect):
            if child is not parent.var:
                return INDEX
            continue
        if isinstance(parent, vast.Repeat) and child is parent.times:
            return CONST
        if isinstance(parent, (vast.Cond,) + _EXPRESSION):
            continue
        return OTHER
    return OTHER


class Contexts:
    """The context of every site of a file, computed on demand and kept."""

    def __init__(self, src: SourceFile):
        self.src = src
        self.module_scope = module_scope(src.module)
        self._function_scopes: dict[int, Scope] = {}
        self._cache: dict[int, Context] = {}

    def __call__(self, site: Site) -> Context:
        key = id(site.node)
        found = self._cache.get(key)
        if found is None:
            always = next((p for p in reversed(site.parents) if isinstance(p, vast.Always)), None)
            function = next((p for p in reversed(site.parents) if isinstance(p, vast.Function)), None)
            scope = self.module_scope
            if function is not None:
                scope = self._function_scopes.get(id(function)) or self._function_scopes.setdefault(
                    id(function), function_scope(function, self.module_scope))
            found = Context(scope, _role(site), always, function)
            self._cache[key] = found
        return found
