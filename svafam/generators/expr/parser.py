"""Tokenizer and recursive-descent parser for the spec expression subset."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .nodes import (
    BINARY_LEVELS,
    SYSTEM_FUNCTIONS,
    UNARY_OPS,
    Binary,
    Call,
    Concat,
    Const,
    Expr,
    ExprError,
    Ident,
    Index,
    Repl,
    Slice,
    Ternary,
    Unary,
)

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
        if level > len(BINARY_LEVELS):
            return self.unary()
        lhs = self.binary(level + 1)
        while self.tok.kind == "op" and self.tok.text in BINARY_LEVELS[level - 1]:
            op = self.take().text
            rhs = self.binary(level + 1)
            lhs = Binary(_canonical_op(op), lhs, rhs)
        return lhs

    def unary(self) -> Expr:
        tok = self.tok
        if tok.kind == "op" and tok.text in UNARY_OPS:
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
