"""Expression AST for the Verilog expression subset that specs may use.

Specs carry guards, next values and derived outputs as Verilog expression text.
Each is parsed once into the small immutable AST below; everything else
(printing, width checks, evaluation, renaming, ``$past`` insertion) walks the
tree. Nothing in the project rewrites expression strings.

The subset: sized literals (``3'd7``, ``4'b1010``, ``8'hff``), identifiers,
bit and constant part selects, unary / binary / ternary operators,
concatenation and replication, and the system functions ``$past``,
``$onehot``, ``$onehot0`` (plus ``$rose``, ``$fell``, ``$stable`` for
properties). All values are unsigned, as in the generated RTL.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Iterator, Mapping

__all__ = [
    "Expr", "Const", "Ident", "Unary", "Binary", "Ternary", "Concat", "Repl",
    "Index", "Slice", "Call", "ExprError", "parse", "to_verilog", "identifiers",
    "rename", "past", "self_width", "evaluate", "max_past_depth", "TRUE", "FALSE",
    "conj", "negate", "SYSTEM_FUNCTIONS",
]


class ExprError(ValueError):
    """An expression that does not parse or is outside the allowed subset."""


# ---------------------------------------------------------------- AST nodes

class Expr:
    """Base class of expression nodes (all frozen dataclasses)."""

    __slots__ = ()

    def __str__(self) -> str:
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

SYSTEM_FUNCTIONS = ("$past", "$onehot", "$onehot0", "$rose", "$fell", "$stable")

# Binary operators by precedence, loosest first (IEEE 1364-2005 table 5-4).
_BINARY_LEVELS: tuple[tuple[str, ...], ...] = (
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
_PRECEDENCE = {op: level for level, ops in enumerate(_BINARY_LEVELS, start=1) for op in ops}
_UNARY_OPS = ("!", "~", "-", "+", "&", "|", "^", "~&", "~|", "~^", "^~")
_TERNARY_PRECEDENCE = 0
_UNARY_PRECEDENCE = len(_BINARY_LEVELS) + 1
_REDUCTIONS = ("&", "|", "^", "~&", "~|", "~^", "^~")
_COMPARISONS = ("==", "!=", "<", "<=", ">", ">=")

# ---------------------------------------------------------------- tokenizer

_TOKEN_RE = re.compile(
    r"""
    (?P<ws>\s+)
  | (?P<sized>\d+\s*'\s*[bBdDhH]\s*[0-9a-fA-F_xXzZ?]+)
  | (?P<unsized_based>'\s*[bBdDhHsS])
  | (?P<number>\d+)
  | (?P<system>\$[A-Za-z_][A-Za-z0-9_]*)
  | (?P<ident>[A-Za-z_][A-Za-z0-9_$]*)
  | (?P<op>===|!==|&&|\|\||==|!=|<=|>=|<<<|>>>|<<|>>|~&|~\||~\^|\^~|\*\*|[-+*/%<>!~&|^?:(){}\[\],])
    """,
    re.VERBOSE,
)


@dataclass(frozen=True)
class _Token:
    kind: str
    text: str
    pos: int


def _tokenize(text: str) -> list[_Token]:
    tokens: list[_Token] = []
    pos = 0
    while pos < len(text):
        m = _TOKEN_RE.match(text, pos)
        if not m:
            raise ExprError(f"unexpected character {text[pos]!r} at column {pos + 1}")
        kind = m.lastgroup
        assert kind is not None
        if kind == "unsized_based":
            raise ExprError(
                f"literal at column {pos + 1} has no width: write it sized, for example 4'd1"
            )
        if kind != "ws":
            tokens.append(_Token(kind, m.group(), pos))
        pos = m.end()
    tokens.append(_Token("end", "", len(text)))
    return tokens


def _parse_sized(text: str) -> Const:
    compact = re.sub(r"\s+", "", text)
    width_text, rest = compact.split("'", 1)
    base = rest[0].lower()
    digits = rest[1:].replace("_", "")
    width = int(width_text)
    if width < 1:
        raise ExprError(f"literal {text!r} has width 0")
    if re.search(r"[xXzZ?]", digits):
        raise ExprError(f"literal {text!r} has x/z bits: only two-valued constants are allowed")
    radix = {"b": 2, "d": 10, "h": 16}[base]
    try:
        value = int(digits, radix)
    except ValueError:
        raise ExprError(f"literal {text!r} has digits that are not valid in base {radix}") from None
    if value >= (1 << width):
        raise ExprError(f"literal {text!r} does not fit in {width} bit{'s' if width > 1 else ''}")
    return Const(width, value, base)


# ---------------------------------------------------------------- parser

class _Parser:
    def __init__(self, text: str, allow_unsized: bool = False):
        self.text = text
        self.tokens = _tokenize(text)
        self.i = 0
        self.allow_unsized = allow_unsized

    @property
    def tok(self) -> _Token:
        return self.tokens[self.i]

    def take(self) -> _Token:
        tok = self.tokens[self.i]
        self.i += 1
        return tok

    def expect(self, text: str) -> _Token:
        tok = self.tok
        if tok.text != text:
            found = "end of expression" if tok.kind == "end" else repr(tok.text)
            raise ExprError(f"expected {text!r} at column {tok.pos + 1}, found {found}")
        return self.take()

    def parse(self) -> Expr:
        if self.tok.kind == "end":
            raise ExprError("empty expression")
        expr = self.ternary()
        if self.tok.kind != "end":
            raise ExprError(f"unexpected {self.tok.text!r} at column {self.tok.pos + 1}")
        return expr

    def ternary(self) -> Expr:
        cond = self.binary(1)
        if self.tok.text == "?":
            self.take()
            then = self.ternary()
            self.expect(":")
            other = self.ternary()
            return Ternary(cond, then, other)
        return cond

    def binary(self, level: int) -> Expr:
        if level > len(_BINARY_LEVELS):
            return self.unary()
        lhs = self.binary(level + 1)
        while self.tok.kind == "op" and self.tok.text in _BINARY_LEVELS[level - 1]:
            op = self.take().text
            rhs = self.binary(level + 1)
            lhs = Binary(_canonical_op(op), lhs, rhs)
        return lhs

    def unary(self) -> Expr:
        tok = self.tok
        if tok.kind == "op" and tok.text in _UNARY_OPS:
            self.take()
            return Unary(_canonical_op(tok.text), self.unary())
        if tok.kind == "op" and tok.text in ("===", "!==", "**", "<<<", ">>>"):
            raise ExprError(f"operator {tok.text!r} at column {tok.pos + 1} is not in the allowed subset")
        return self.primary()

    def primary(self) -> Expr:
        tok = self.take()
        if tok.kind == "sized":
            return _parse_sized(tok.text)
        if tok.kind == "number":
            if self.allow_unsized:
                value = int(tok.text)
                if value >= 1 << 32:
                    raise ExprError(f"unsized number {tok.text!r} does not fit in 32 bits")
                return Const(32, value, "d")  # an unsized Verilog number is 32 bits wide
            raise ExprError(
                f"unsized number {tok.text!r} at column {tok.pos + 1}: write it sized, for example 3'd{tok.text}"
            )
        if tok.kind == "ident":
            ident = Ident(tok.text)
            if self.tok.text == "[":
                return self.select(ident)
            return ident
        if tok.kind == "system":
            return self.call(tok)
        if tok.text == "(":
            inner = self.ternary()
            self.expect(")")
            return inner
        if tok.text == "{":
            return self.concat()
        found = "end of expression" if tok.kind == "end" else repr(tok.text)
        raise ExprError(f"expected an operand at column {tok.pos + 1}, found {found}")

    def integer(self, what: str) -> int:
        tok = self.take()
        if tok.kind != "number":
            raise ExprError(f"{what} at column {tok.pos + 1} must be a plain non-negative integer")
        return int(tok.text)

    def select(self, base: Ident) -> Expr:
        self.expect("[")
        msb = self.integer("bit index")
        if self.tok.text == ":":
            self.take()
            lsb = self.integer("part-select bound")
            self.expect("]")
            if lsb > msb:
                raise ExprError(f"part select {base.name}[{msb}:{lsb}] must be written [msb:lsb]")
            return Slice(base, msb, lsb)
        self.expect("]")
        return Index(base, msb)

    def call(self, tok: _Token) -> Expr:
        func = tok.text
        if func not in SYSTEM_FUNCTIONS:
            raise ExprError(f"system function {func} at column {tok.pos + 1} is not supported")
        self.expect("(")
        arg = self.ternary()
        depth = 1
        if self.tok.text == ",":
            if func != "$past":
                raise ExprError(f"{func} takes one argument")
            self.take()
            depth = self.integer("$past depth")
            if depth < 1:
                raise ExprError("$past depth must be at least 1")
        self.expect(")")
        return Call(func, arg, depth)

    def concat(self) -> Expr:
        # '{' already taken: either {a, b, ...} or a replication {N{...}}
        if self.tok.kind == "number" and self.tokens[self.i + 1].text == "{":
            count = self.integer("replication count")
            if count < 1:
                raise ExprError("replication count must be at least 1")
            self.expect("{")
            item = self.concat_items()
            self.expect("}")
            return Repl(count, item)
        return self.concat_items()

    def concat_items(self) -> Expr:
        items = [self.ternary()]
        while self.tok.text == ",":
            self.take()
            items.append(self.ternary())
        self.expect("}")
        return Concat(tuple(items))


def _canonical_op(op: str) -> str:
    return "~^" if op == "^~" else op


def parse(text: str, *, allow_unsized: bool = False) -> Expr:
    """Parse one expression of the allowed subset; raises :class:`ExprError`.

    Specs must size every literal; ``allow_unsized`` (for properties written by
    others, e.g. model outputs) reads a plain number as Verilog does: 32 bits.
    """
    if not isinstance(text, str):
        raise ExprError(f"expected an expression string, found {type(text).__name__}")
    return _Parser(text, allow_unsized).parse()


# ---------------------------------------------------------------- printing

def _fmt_const(c: Const) -> str:
    if c.base == "b":
        return f"{c.width}'b{c.value:0{c.width}b}"
    if c.base == "h":
        return f"{c.width}'h{c.value:x}"
    return f"{c.width}'d{c.value}"


def _prec(e: Expr) -> int:
    if isinstance(e, Ternary):
        return _TERNARY_PRECEDENCE
    if isinstance(e, Binary):
        return _PRECEDENCE[e.op]
    if isinstance(e, Unary):
        return _UNARY_PRECEDENCE
    return _UNARY_PRECEDENCE + 1


def to_verilog(e: Expr) -> str:
    """Print with the fewest parentheses that keep the tree's meaning.

    Mixed bitwise/logical chains always get parentheses: they are legal but
    easy for a human reader to misread.
    """
    if isinstance(e, Const):
        return _fmt_const(e)
    if isinstance(e, Ident):
        return e.name
    if isinstance(e, Index):
        return f"{e.base.name}[{e.bit}]"
    if isinstance(e, Slice):
        return f"{e.base.name}[{e.msb}:{e.lsb}]"
    if isinstance(e, Call):
        inner = to_verilog(e.arg)
        return f"{e.func}({inner}, {e.depth})" if e.depth != 1 else f"{e.func}({inner})"
    if isinstance(e, Concat):
        return "{" + ", ".join(to_verilog(i) for i in e.items) + "}"
    if isinstance(e, Repl):
        return "{" + f"{e.count}" + "{" + to_verilog(e.item) + "}}"
    if isinstance(e, Unary):
        arg = to_verilog(e.arg)
        if _prec(e.arg) <= _UNARY_PRECEDENCE and not isinstance(e.arg, Unary):
            arg = f"({arg})"
        elif isinstance(e.arg, Unary):
            arg = f"({arg})"  # '- -x' and '~&x' style sequences read badly
        return f"{e.op}{arg}"
    if isinstance(e, Binary):
        p = _PRECEDENCE[e.op]
        lhs, rhs = to_verilog(e.lhs), to_verilog(e.rhs)
        if _needs_parens(e.lhs, p, right=False):
            lhs = f"({lhs})"
        if _needs_parens(e.rhs, p, right=True):
            rhs = f"({rhs})"
        return f"{lhs} {e.op} {rhs}"
    if isinstance(e, Ternary):
        cond, then, other = to_verilog(e.cond), to_verilog(e.then), to_verilog(e.other)
        if isinstance(e.cond, (Binary, Ternary)):
            cond = f"({cond})"  # legal without, but a bare '&&' before '?' misleads readers
        if _prec(e.then) <= _TERNARY_PRECEDENCE:
            then = f"({then})"
        if _prec(e.other) < _TERNARY_PRECEDENCE:
            other = f"({other})"
        return f"{cond} ? {then} : {other}"
    raise TypeError(f"not an expression node: {e!r}")


def _needs_parens(child: Expr, parent_prec: int, right: bool) -> bool:
    cp = _prec(child)
    if cp < parent_prec:
        return True
    if cp == parent_prec and right:
        return True  # all binary operators are left-associative
    if isinstance(child, Binary) and cp != parent_prec and cp <= _PRECEDENCE["&"]:
        return True  # parenthesize nested bitwise/logical operators for readers
    return False


# ---------------------------------------------------------------- tree walks

def children(e: Expr) -> tuple[Expr, ...]:
    if isinstance(e, (Unary,)):
        return (e.arg,)
    if isinstance(e, Binary):
        return (e.lhs, e.rhs)
    if isinstance(e, Ternary):
        return (e.cond, e.then, e.other)
    if isinstance(e, Concat):
        return e.items
    if isinstance(e, Repl):
        return (e.item,)
    if isinstance(e, (Index, Slice)):
        return (e.base,)
    if isinstance(e, Call):
        return (e.arg,)
    return ()


def walk(e: Expr) -> Iterator[Expr]:
    yield e
    for c in children(e):
        yield from walk(c)


def identifiers(e: Expr) -> list[str]:
    """Identifier names in first-appearance order, without repeats."""
    seen: dict[str, None] = {}
    for node in walk(e):
        if isinstance(node, Ident):
            seen.setdefault(node.name, None)
    return list(seen)


def map_leaves(e: Expr, fn: Callable[[Expr], Expr]) -> Expr:
    """Rebuild ``e`` with every identifier-rooted leaf replaced by ``fn(leaf)``.

    Leaves are identifiers, selects of identifiers and ``$past`` calls; the
    function sees each whole so it can treat a select as one signal.
    """
    if isinstance(e, (Ident, Index, Slice)) or (isinstance(e, Call) and e.func == "$past"):
        return fn(e)
    if isinstance(e, Const):
        return e
    if isinstance(e, Unary):
        return Unary(e.op, map_leaves(e.arg, fn))
    if isinstance(e, Binary):
        return Binary(e.op, map_leaves(e.lhs, fn), map_leaves(e.rhs, fn))
    if isinstance(e, Ternary):
        return Ternary(map_leaves(e.cond, fn), map_leaves(e.then, fn), map_leaves(e.other, fn))
    if isinstance(e, Concat):
        return Concat(tuple(map_leaves(i, fn) for i in e.items))
    if isinstance(e, Repl):
        return Repl(e.count, map_leaves(e.item, fn))
    if isinstance(e, Call):
        return Call(e.func, map_leaves(e.arg, fn), e.depth)
    raise TypeError(f"not an expression node: {e!r}")


def transform(e: Expr, fn: Callable[[Expr], Expr]) -> Expr:
    """Rebuild ``e`` bottom-up, applying ``fn`` to every node after its children."""
    if isinstance(e, Unary):
        e = Unary(e.op, transform(e.arg, fn))
    elif isinstance(e, Binary):
        e = Binary(e.op, transform(e.lhs, fn), transform(e.rhs, fn))
    elif isinstance(e, Ternary):
        e = Ternary(transform(e.cond, fn), transform(e.then, fn), transform(e.other, fn))
    elif isinstance(e, Concat):
        e = Concat(tuple(transform(i, fn) for i in e.items))
    elif isinstance(e, Repl):
        e = Repl(e.count, transform(e.item, fn))
    elif isinstance(e, Call):
        e = Call(e.func, transform(e.arg, fn), e.depth)
    return fn(e)


def rename(e: Expr, mapping: Mapping[str, str]) -> Expr:
    """Rename identifiers; names missing from ``mapping`` are kept."""

    def leaf(node: Expr) -> Expr:
        if isinstance(node, Ident):
            return Ident(mapping.get(node.name, node.name))
        if isinstance(node, Index):
            return Index(Ident(mapping.get(node.base.name, node.base.name)), node.bit)
        if isinstance(node, Slice):
            return Slice(Ident(mapping.get(node.base.name, node.base.name)), node.msb, node.lsb)
        assert isinstance(node, Call)
        return Call(node.func, rename(node.arg, mapping), node.depth)

    return map_leaves(e, leaf)


def past(e: Expr, cycles: int = 1) -> Expr:
    """The value ``e`` had ``cycles`` clock cycles ago, with ``$past`` pushed to the leaves.

    ``$past`` of a signal becomes a deeper ``$past``; constants stay. Pushing
    the call down keeps every operator evaluated at the width its context
    gives it, exactly as in the RTL that computed the value.
    """
    if cycles == 0:
        return e

    def leaf(node: Expr) -> Expr:
        if isinstance(node, Call):
            return Call("$past", node.arg, node.depth + cycles)
        return Call("$past", node, cycles)

    return map_leaves(e, leaf)


def max_past_depth(e: Expr) -> int:
    depth = 0
    for node in walk(e):
        if isinstance(node, Call) and node.func == "$past":
            depth = max(depth, node.depth + max_past_depth(node.arg))
        elif isinstance(node, Call) and node.func in ("$rose", "$fell", "$stable"):
            depth = max(depth, 1 + max_past_depth(node.arg))
    return depth


def negate(e: Expr) -> Expr:
    if isinstance(e, Unary) and e.op == "!":
        return e.arg
    if e == TRUE:
        return FALSE
    if e == FALSE:
        return TRUE
    return Unary("!", e)


def conj(terms: list[Expr]) -> Expr:
    """Left-nested ``&&`` of the terms, dropping constant-true ones."""
    kept = [t for t in terms if t != TRUE]
    if not kept:
        return TRUE
    out = kept[0]
    for t in kept[1:]:
        out = Binary("&&", out, t)
    return out


# ---------------------------------------------------------------- widths

def self_width(e: Expr, widths: Mapping[str, int]) -> int:
    """Self-determined width (IEEE 1364-2005 table 5-22); unknown names raise KeyError."""
    if isinstance(e, Const):
        return e.width
    if isinstance(e, Ident):
        return widths[e.name]
    if isinstance(e, Index):
        return 1
    if isinstance(e, Slice):
        return e.msb - e.lsb + 1
    if isinstance(e, Unary):
        if e.op == "!" or e.op in _REDUCTIONS:
            return 1
        return self_width(e.arg, widths)
    if isinstance(e, Binary):
        if e.op in _COMPARISONS or e.op in ("&&", "||"):
            return 1
        if e.op in ("<<", ">>"):
            return self_width(e.lhs, widths)
        return max(self_width(e.lhs, widths), self_width(e.rhs, widths))
    if isinstance(e, Ternary):
        return max(self_width(e.then, widths), self_width(e.other, widths))
    if isinstance(e, Concat):
        return sum(self_width(i, widths) for i in e.items)
    if isinstance(e, Repl):
        return e.count * self_width(e.item, widths)
    if isinstance(e, Call):
        if e.func == "$past":
            return self_width(e.arg, widths)
        return 1
    raise TypeError(f"not an expression node: {e!r}")


# ---------------------------------------------------------------- evaluation

Lookup = Callable[[str, int], int]
"""``lookup(name, cycles_ago)`` -> the unsigned value of a signal."""


def evaluate(e: Expr, widths: Mapping[str, int], lookup: Lookup, width: int | None = None) -> int:
    """Evaluate with Verilog's context-determined widths.

    ``width`` is the context width (for example the register assigned to);
    the result is truncated to ``max(width, self_width(e))`` bits.
    """
    ctx = max(width or 0, self_width(e, widths))
    return _eval(e, widths, lookup, ctx, 0)


def _eval(e: Expr, widths: Mapping[str, int], lookup: Lookup, ctx: int, ago: int) -> int:
    mask = (1 << ctx) - 1
    if isinstance(e, Const):
        return e.value & mask
    if isinstance(e, Ident):
        return lookup(e.name, ago) & mask
    if isinstance(e, Index):
        return (lookup(e.base.name, ago) >> e.bit) & 1
    if isinstance(e, Slice):
        return (lookup(e.base.name, ago) >> e.lsb) & ((1 << (e.msb - e.lsb + 1)) - 1)
    if isinstance(e, Call):
        w = self_width(e.arg, widths)
        if e.func == "$past":
            return _eval(e.arg, widths, lookup, w, ago + e.depth) & mask
        now = _eval(e.arg, widths, lookup, w, ago)
        if e.func == "$onehot":
            return int(bin(now).count("1") == 1)
        if e.func == "$onehot0":
            return int(bin(now).count("1") <= 1)
        before = _eval(e.arg, widths, lookup, w, ago + 1)
        if e.func == "$rose":
            return int((now & 1) == 1 and (before & 1) == 0)
        if e.func == "$fell":
            return int((now & 1) == 0 and (before & 1) == 1)
        return int(now == before)  # $stable
    if isinstance(e, Unary):
        if e.op == "!":
            return int(_eval(e.arg, widths, lookup, self_width(e.arg, widths), ago) == 0)
        if e.op in ("-", "+", "~"):
            v = _eval(e.arg, widths, lookup, ctx, ago)
            return {"-": (-v) & mask, "+": v, "~": (~v) & mask}[e.op]
        w = self_width(e.arg, widths)
        v = _eval(e.arg, widths, lookup, w, ago)
        ones = bin(v).count("1")
        return {
            "&": int(v == (1 << w) - 1), "~&": int(v != (1 << w) - 1),
            "|": int(v != 0), "~|": int(v == 0),
            "^": ones & 1, "~^": 1 - (ones & 1),
        }[e.op]
    if isinstance(e, Binary):
        op = e.op
        if op in ("&&", "||"):
            a = _eval(e.lhs, widths, lookup, self_width(e.lhs, widths), ago) != 0
            b = _eval(e.rhs, widths, lookup, self_width(e.rhs, widths), ago) != 0
            return int(a and b) if op == "&&" else int(a or b)
        if op in _COMPARISONS:
            w = max(self_width(e.lhs, widths), self_width(e.rhs, widths))
            a = _eval(e.lhs, widths, lookup, w, ago)
            b = _eval(e.rhs, widths, lookup, w, ago)
            return int({"==": a == b, "!=": a != b, "<": a < b, "<=": a <= b,
                        ">": a > b, ">=": a >= b}[op])
        if op in ("<<", ">>"):
            a = _eval(e.lhs, widths, lookup, ctx, ago)
            b = _eval(e.rhs, widths, lookup, self_width(e.rhs, widths), ago)
            return ((a << b) if op == "<<" else (a >> b)) & mask
        a = _eval(e.lhs, widths, lookup, ctx, ago)
        b = _eval(e.rhs, widths, lookup, ctx, ago)
        if op == "+":
            return (a + b) & mask
        if op == "-":
            return (a - b) & mask
        if op == "*":
            return (a * b) & mask
        if op == "/":
            return (a // b) & mask if b else mask  # x in Verilog; all-ones is what Yosys' $div gives
        if op == "%":
            return (a % b) & mask if b else a
        if op == "&":
            return a & b
        if op == "|":
            return a | b
        if op == "^":
            return a ^ b
        if op == "~^":
            return (~(a ^ b)) & mask
        raise ExprError(f"operator {op} has no evaluation rule")
    if isinstance(e, Ternary):
        c = _eval(e.cond, widths, lookup, self_width(e.cond, widths), ago)
        return _eval(e.then if c else e.other, widths, lookup, ctx, ago)
    if isinstance(e, Concat):
        out = 0
        for item in e.items:
            w = self_width(item, widths)
            out = (out << w) | _eval(item, widths, lookup, w, ago)
        return out & mask
    if isinstance(e, Repl):
        w = self_width(e.item, widths)
        v = _eval(e.item, widths, lookup, w, ago)
        out = 0
        for _ in range(e.count):
            out = (out << w) | v
        return out & mask
    raise TypeError(f"not an expression node: {e!r}")
