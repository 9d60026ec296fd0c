"""A Verilog file as the operators see it: stock Pyverilog's AST, with the source span of every node.

Pyverilog's nodes carry a line number only. Mutants are written as small edits of the
clean text (so that a mutant differs from its variant in the changed tokens only, and
its diff is one or two lines), which needs each node's exact character span. PLY gives
every grammar symbol the position of its tokens; a dedicated parser instance wraps each
grammar action once, so that after the action the node it built records the span of the
tokens it was built from (the innermost production: ``(a + b)`` gives the ``Plus`` node
the span of ``a + b``). Stock Pyverilog is used unchanged; one parser per process.
"""

from __future__ import annotations

import bisect
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field

from pyverilog.vparser import ast as vast

from svafam.errors import SvafamError
from svafam.frontends import PyverilogError, build_pyverilog_parser, reset_lexer

_SPAN = "_svafam_span"


class SourceError(SvafamError, ValueError):
    """The text cannot be read as one Verilog-2005 module."""


@dataclass(frozen=True)
class Token:
    kind: str
    value: str
    start: int
    end: int


_parser = None
_lock = threading.Lock()


def _symbol_span(sym, ends: dict[int, int]) -> tuple[int, int] | None:
    span = getattr(sym, _SPAN, None)
    if span is not None:
        return span
    if type(sym).__name__ == "LexToken":
        return sym.lexpos, ends[sym.lexpos]
    return None  # an empty production


def _traced(action, state: dict):
    def run(p):
        action(p)
        spans = [s for s in (_symbol_span(sym, state["ends"]) for sym in p.slice[1:]) if s is not None]
        if not spans:
            return
        span = (spans[0][0], spans[-1][1])
        setattr(p.slice[0], _SPAN, span)
        node = p[0]
        if isinstance(node, vast.Node) and getattr(node, _SPAN, None) is None:
            setattr(node, _SPAN, span)
    return run


def _span_parser():
    global _parser
    if _parser is None:
        parser = build_pyverilog_parser()
        state: dict = {"ends": {}}
        for production in parser.parser.productions:
            if production.callable is not None:
                production.callable = _traced(production.callable, state)
        _parser = (parser, state)
    return _parser


def tokenize(text: str) -> list[Token]:
    """Pyverilog's tokens of ``text`` with their character spans (comments and spaces skipped)."""
    parser, _ = _span_parser()
    lexer = parser.lexer.lexer.clone()
    lexer.input(text)
    tokens = []
    while True:
        tok = lexer.token()
        if tok is None:
            return tokens
        tokens.append(Token(tok.type, text[tok.lexpos:lexer.lexpos], tok.lexpos, lexer.lexpos))


def parse_module(text: str, name: str = "<text>") -> tuple[vast.ModuleDef, list[Token]]:
    """The one module of ``text`` (every node with its span) and the tokens; SourceError otherwise."""
    modules, tokens = parse_modules(text, name)
    if len(modules) != 1:
        raise SourceError(f"{name}: expected exactly one module, found {len(modules)}")
    return modules[0], tokens


def parse_modules(text: str, name: str = "<text>") -> tuple[list[vast.ModuleDef], list[Token]]:
    """Every module of ``text`` in source order (each node with its span) and the tokens.

    Other people's files hold several modules (a design and its sub-modules); a family
    variant holds one (:func:`parse_module`).
    """
    from pyverilog.vparser.parser import ParseError

    with _lock:
        parser, state = _span_parser()
        tokens = tokenize(text)
        state["ends"] = {t.start: t.end for t in tokens}
        reset_lexer(parser, name)
        try:
            source = parser.parse(text)
        except ParseError as exc:
            raise SourceError(f"{name}: Pyverilog: {str(exc).strip()}") from None
        except (RecursionError, IndexError, TypeError, ValueError, AttributeError, PyverilogError) as exc:
            raise SourceError(f"{name}: Pyverilog failed: {type(exc).__name__}: {exc}") from None
    return [d for d in source.description.definitions if isinstance(d, vast.ModuleDef)], tokens


def span(node: vast.Node) -> tuple[int, int]:
    found = getattr(node, _SPAN, None)
    if found is None:
        raise SourceError(f"no source span recorded for a {type(node).__name__} node")
    return found


def has_span(node: vast.Node) -> bool:
    return getattr(node, _SPAN, None) is not None


def children(node: vast.Node) -> tuple:
    return tuple(c for c in node.children() if c is not None)


@dataclass(frozen=True)
class Site:
    """One node of a module, with the path from the module to it (stable while the file is unchanged)."""

    node: vast.Node
    path: str
    parents: tuple[vast.Node, ...]  # outermost first, ending with the direct parent

    @property
    def parent(self) -> vast.Node | None:
        return self.parents[-1] if self.parents else None


def walk(module: vast.ModuleDef) -> Iterator[Site]:
    """Every node in pre-order; a path names each step as ``Type[index among the parent's children]``."""
    stack: list[tuple[vast.Node, str, tuple]] = [(module, "ModuleDef", ())]
    while stack:
        node, path, parents = stack.pop()
        yield Site(node, path, parents)
        kids = children(node)
        for i in range(len(kids) - 1, -1, -1):
            kid = kids[i]
            stack.append((kid, f"{path}/{type(kid).__name__}[{i}]", parents + (node,)))


@dataclass
class SourceFile:
    """A clean RTL variant: its text, module and tokens, and the sites the operators look at."""

    name: str
    text: str
    module: vast.ModuleDef
    tokens: list[Token]
    sites: list[Site] = field(default_factory=list)

    @classmethod
    def read(cls, text: str, name: str) -> SourceFile:
        module, tokens = parse_module(text, name)
        return cls(name, text, module, tokens, list(walk(module)))

    @classmethod
    def read_all(cls, text: str, name: str) -> list[SourceFile]:
        """One view per module of a file with several: the same text and tokens, each module's own sites
        (so an operator sees one module, its scope and its clock, as in a family variant)."""
        modules, tokens = parse_modules(text, name)
        return [cls(name, text, m, tokens, list(walk(m))) for m in modules]

    def text_of(self, node: vast.Node) -> str:
        start, end = span(node)
        return self.text[start:end]

    def line_of(self, node: vast.Node) -> int:
        return self.text.count("\n", 0, span(node)[0]) + 1

    def tokens_in(self, start: int, end: int) -> list[Token]:
        # tokens are in text order: a bisection, not a scan (files of other people's projects are long)
        starts = self._token_starts()
        out = []
        for t in self.tokens[bisect.bisect_left(starts, start):]:
            if t.start >= end:
                break
            if t.end <= end:
                out.append(t)
        return out

    def _token_starts(self) -> list[int]:
        found = getattr(self, "_starts", None)
        if found is None or len(found) != len(self.tokens):
            found = [t.start for t in self.tokens]
            self._starts = found
        return found

    def token_at(self, start: int) -> Token:
        starts = self._token_starts()
        i = bisect.bisect_left(starts, start)
        if i < len(starts) and starts[i] == start:
            return self.tokens[i]
        raise SourceError(f"{self.name}: no token starts at offset {start}")

    def line_indent(self, offset: int) -> str:
        line_start = self.text.rfind("\n", 0, offset) + 1
        line = self.text[line_start:offset]
        return line[:len(line) - len(line.lstrip())]

    def module_name_token(self) -> Token:
        start, end = span(self.module)
        toks = self.tokens_in(start, end)
        if len(toks) < 2 or toks[0].kind != "MODULE":
            raise SourceError(f"{self.name}: cannot find the module name")
        return toks[1]
