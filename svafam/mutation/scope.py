"""What the guards need to know of a module: declared signals with their ranges, constants, widths.

Scopes are the module and each function (its inputs, locals and return value, over the
module's names). Widths are Verilog's self-determined widths, enough to keep a mutant
well-formed: an operator that must not change an expression's width asks for it here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from pyverilog.vparser import ast as vast

_SIZED = re.compile(r"^(\d+)'[sS]?([bBoOdDhH])([0-9a-fA-F_xXzZ?]+)$")


@dataclass(frozen=True)
class Signal:
    name: str
    msb: int
    lsb: int
    kind: str  # input, output, reg, wire, function (a function's return value)

    @property
    def width(self) -> int:
        return abs(self.msb - self.lsb) + 1

    @property
    def low(self) -> int:
        return min(self.msb, self.lsb)

    @property
    def high(self) -> int:
        return max(self.msb, self.lsb)


@dataclass(frozen=True)
class Const:
    name: str
    value: int
    width: int | None  # None: an unsized (32-bit integer) constant


@dataclass
class Scope:
    signals: dict[str, Signal] = field(default_factory=dict)
    consts: dict[str, Const] = field(default_factory=dict)
    functions: dict[str, Signal] = field(default_factory=dict)  # name -> return value range
    outer: Scope | None = None

    def _lookup(self, table: str, name: str):
        """The innermost declaration of ``name`` in one of the tables, or None."""
        scope: Scope | None = self
        while scope is not None:
            found = getattr(scope, table).get(name)
            if found is not None:
                return found
            scope = scope.outer
        return None

    def signal(self, name: str) -> Signal | None:
        return self._lookup("signals", name)

    def const(self, name: str) -> Const | None:
        return self._lookup("consts", name)

    def function(self, name: str) -> Signal | None:
        return self._lookup("functions", name)

    def visible_signals(self) -> list[Signal]:
        """Every signal visible here, the innermost declaration of each name, sorted by name."""
        seen: dict[str, Signal] = {}
        scope: Scope | None = self
        while scope is not None:
            for name, sig in scope.signals.items():
                seen.setdefault(name, sig)
            scope = scope.outer
        return [seen[n] for n in sorted(seen)]


def int_value(node: vast.Node, scope: Scope) -> int | None:
    """The value of a constant expression (literals, constants, + - *), or None."""
    if isinstance(node, vast.IntConst):
        return literal_value(node.value)
    if isinstance(node, vast.Identifier):
        const = scope.const(node.name)
        return const.value if const else None
    if isinstance(node, (vast.Plus, vast.Minus, vast.Times)):
        left, right = int_value(node.left, scope), int_value(node.right, scope)
        if left is None or right is None:
            return None
        return left + right if isinstance(node, vast.Plus) else left - right if isinstance(node, vast.Minus) \
            else left * right
    return None


def literal_value(text: str) -> int | None:
    text = text.replace("_", "")
    if text.isdigit():
        return int(text)
    m = _SIZED.match(text)
    if not m or any(c in m.group(3) for c in "xXzZ?"):
        return None
    base = {"b": 2, "o": 8, "d": 10, "h": 16}[m.group(2).lower()]
    return int(m.group(3), base)


def literal_width(text: str) -> int | None:
    m = _SIZED.match(text.replace("_", ""))
    return int(m.group(1)) if m else None


def _range(width: vast.Width | None, scope: Scope) -> tuple[int, int] | None:
    if width is None:
        return 0, 0
    msb, lsb = int_value(width.msb, scope), int_value(width.lsb, scope)
    return None if msb is None or lsb is None else (msb, lsb)


def _declare(scope: Scope, var: vast.Variable, kind: str) -> None:
    if isinstance(var, (vast.Parameter,)):
        value = int_value(var.value.var if isinstance(var.value, vast.Rvalue) else var.value, scope)
        if value is not None:
            text = var.value.var.value if isinstance(var.value, vast.Rvalue) and isinstance(
                var.value.var, vast.IntConst) else ""
            scope.consts[var.name] = Const(var.name, value, literal_width(text) if text else None)
        return
    if var.dimensions is not None:
        return  # memories: no operator here works on arrays
    rng = _range(var.width, scope)
    if rng is not None and var.name not in scope.signals:
        scope.signals[var.name] = Signal(var.name, rng[0], rng[1], kind)


_KIND = {vast.Input: "input", vast.Output: "output", vast.Inout: "inout", vast.Reg: "reg", vast.Wire: "wire",
         vast.Integer: "reg"}


def _declare_item(scope: Scope, item: vast.Node) -> None:
    if isinstance(item, vast.Ioport):
        first, second = item.first, item.second
        var = first if first.width is not None or second is None else second
        kind = _KIND.get(type(first), "wire")
        rng = _range(var.width, scope) if var is not None else (0, 0)
        if rng is not None:
            scope.signals[first.name] = Signal(first.name, rng[0], rng[1], kind)
    elif isinstance(item, vast.Decl):
        for var in item.list:
            if isinstance(var, vast.Parameter):
                _declare(scope, var, "const")
            elif isinstance(var, vast.Variable):
                _declare(scope, var, _KIND.get(type(var), "wire"))
    elif isinstance(item, vast.Parameter):
        _declare(scope, item, "const")


def module_scope(module: vast.ModuleDef) -> Scope:
    scope = Scope()
    # header parameters (module m #(parameter W = 8) ...): their default values size the ports
    for param in (module.paramlist.params if module.paramlist is not None else ()):
        _declare_item(scope, param)
    for port in module.portlist.ports:
        if isinstance(port, vast.Ioport):
            _declare_item(scope, port)
    for item in module.items:
        _declare_item(scope, item)
        if isinstance(item, vast.Function):
            rng = _range(item.retwidth, scope)
            if rng is not None:
                scope.functions[item.name] = Signal(item.name, rng[0], rng[1], "function")
    return scope


def function_scope(func: vast.Function, outer: Scope) -> Scope:
    scope = Scope(outer=outer)
    rng = _range(func.retwidth, outer)
    if rng is not None:
        scope.signals[func.name] = Signal(func.name, rng[0], rng[1], "reg")
    for stmt in func.statement:
        if isinstance(stmt, vast.Decl):
            _declare_item(scope, stmt)
    return scope


def width(node: vast.Node, scope: Scope) -> int | None:
    """The self-determined width of an expression; None when it cannot be known here."""
    if isinstance(node, vast.IntConst):
        return literal_width(node.value) or 32
    if isinstance(node, vast.Identifier):
        sig = scope.signal(node.name)
        if sig is not None:
            return sig.width
        const = scope.const(node.name)
        return (const.width or 32) if const else None
    if isinstance(node, vast.Pointer):
        return 1
    if isinstance(node, vast.Partselect):
        msb, lsb = int_value(node.msb, scope), int_value(node.lsb, scope)
        return None if msb is None or lsb is None else abs(msb - lsb) + 1
    if isinstance(node, vast.Repeat):
        times, inner = int_value(node.times, scope), width(node.value, scope)
        return None if times is None or inner is None else times * inner
    if isinstance(node, vast.Concat):
        parts = [width(c, scope) for c in node.list]
        return None if any(p is None for p in parts) else sum(parts)
    if isinstance(node, (vast.Ulnot, vast.Uand, vast.Unand, vast.Uor, vast.Unor, vast.Uxor, vast.Uxnor)):
        return 1
    if isinstance(node, vast.UnaryOperator):
        return width(node.right, scope)
    if isinstance(node, (vast.Eq, vast.NotEq, vast.Eql, vast.NotEql, vast.LessThan, vast.GreaterThan,
                         vast.LessEq, vast.GreaterEq, vast.Land, vast.Lor)):
        return 1
    if isinstance(node, (vast.Sll, vast.Srl, vast.Sla, vast.Sra, vast.Power)):
        return width(node.left, scope)
    if isinstance(node, vast.Cond):
        a, b = width(node.true_value, scope), width(node.false_value, scope)
        return None if a is None or b is None else max(a, b)
    if isinstance(node, vast.Operator):
        a, b = width(node.left, scope), width(node.right, scope)
        return None if a is None or b is None else max(a, b)
    if isinstance(node, vast.FunctionCall):
        ret = scope.function(node.name.name)
        return ret.width if ret else None
    if isinstance(node, vast.SystemCall) and node.syscall in ("signed", "unsigned") and node.args:
        return width(node.args[0], scope)
    return None
