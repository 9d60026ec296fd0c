"""Source as HTML, highlighted by Pygments: Verilog, SystemVerilog (the SVA) and unified diffs.

Pages carry class names only; the colors are one stylesheet (:func:`stylesheet`), written
once as ``assets/pygments.css``.
"""

from __future__ import annotations

from functools import cache

from markupsafe import Markup
from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import DiffLexer, SystemVerilogLexer, VerilogLexer

CSS_CLASS = "hl"
STYLE = "default"


@cache
def _formatter(lines: bool) -> HtmlFormatter:
    # table line numbers keep copied code free of them; no anchors or ids, so pages stay byte-stable
    return HtmlFormatter(cssclass=CSS_CLASS, style=STYLE, linenos="table" if lines else False)


_LEXERS = {"verilog": VerilogLexer, "sva": SystemVerilogLexer, "diff": DiffLexer}


@cache
def _lexer(language: str):
    return _LEXERS[language](stripnl=False, ensurenl=True)


def code(text: str, language: str, lines: bool = False) -> Markup:
    """``text`` as highlighted HTML (``language``: verilog, sva or diff); safe to put in a page as it is."""
    return Markup(highlight(text, _lexer(language), _formatter(lines)))


def stylesheet() -> str:
    return _formatter(False).get_style_defs(f".{CSS_CLASS}") + "\n"
