"""The expression AST: immutable nodes, constants, and the operator tables."""

from __future__ import annotations

from dataclasses import dataclass

from svafam.errors import SvafamError


class ExprError(SvafamError, ValueError):
    """An expression that does not parse or is outside the allowed subset."""


class Expr:
    """Base class of expression nodes (all frozen dataclasses)."""

    __slots__ = ()

    def __str__(self) -> str:
        from .printer import to_verilog  # the printer needs the nodes: imported when first used

        return to_verilog(self)


@dataclass(frozen=True)
class Const(Expr):
    width: int
    value: int
    base: str = "d"  # 'b', 'd' or 'h': kept so printing matches what authors wrote


@dataclass(frozen=True)
class Ident(Expr):
    name: str


@dataclass(frozen=True)
class Unary(Expr):
    op: str
    arg: Expr


@dataclass(frozen=True)
class Binary(Expr):
    op: str
    lhs: Expr
    rhs: Expr


@dataclass(frozen=True)
class Ternary(Expr):
    cond: Expr
    then: Expr
    other: Expr


@dataclass(frozen=True)
class Concat(Expr):
    items: tuple[Expr, ...]


@dataclass(frozen=True)
class Repl(Expr):
    count: int
    item: Expr


@dataclass(frozen=True)
class Index(Expr):
    base: Ident
    bit: int


@dataclass(frozen=True)
class Slice(Expr):
    base: Ident
    msb: int
    lsb: int


@dataclass(frozen=True)
class Call(Expr):
    """A system function call; ``depth`` is the second argument of ``$past``."""

    func: str
    arg: Expr
    depth: int = 1


TRUE = Const(1, 1, "b")
FALSE = Const(1, 0, "b")

SYSTEM_FUNCTIONS = ("$past", "$onehot", "$onehot0", "$rose", "$fell", "$stable", "$changed")
SAMPLED_FUNCTIONS = ("$rose", "$fell", "$stable", "$changed")  # compare a value with the one a cycle before

# Binary operators by precedence, loosest first (IEEE 1364-2005 table 5-4).
BINARY_LEVELS: tuple[tuple[str, ...], ...] = (
    ("||",),
    ("&&",),
    ("|",),
    ("^", "~^", "^~"),
    ("&",),
    ("==", "!="),
    ("<", "<=", ">", ">="),
    ("<<", ">>"),
    ("+", "-"),
    ("*", "/", "%"),
)
PRECEDENCE = {op: level for level, ops in enumerate(BINARY_LEVELS, start=1) for op in ops}
UNARY_OPS = ("!", "~", "-", "+", "&", "|", "^", "~&", "~|", "~^", "^~")
TERNARY_PRECEDENCE = 0
UNARY_PRECEDENCE = len(BINARY_LEVELS) + 1
REDUCTIONS = ("&", "|", "^", "~&", "~|", "~^", "^~")
COMPARISONS = ("==", "!=", "<", "<=", ">", ">=")
