"""Free text (descriptions, notes, sentences) in specs and in the files generated from them.

Text written by people (or imported from elsewhere) ends up in ``//`` comments of
generated Verilog and SVA. A line break there would end the comment and turn the
rest of the text into live code, so specs refuse line breaks and other control
characters in one-line fields (:func:`problem`), and every comment the generators
print goes through :func:`comment`, which cannot end a comment whatever it is given.
"""

from __future__ import annotations

import unicodedata

# Control characters (Cc, which holds NEL U+0085 too) and the Unicode line and paragraph separators
# (Zl, Zp: U+2028, U+2029) end a line for some front ends.
_LINE_CATEGORIES = ("Cc", "Zl", "Zp")
_DELIMITERS = ("/*", "*/")


def _describe(ch: str) -> str:
    name = {"\n": "a line break", "\r": "a carriage return", "\t": "a tab"}.get(ch)
    return f"U+{ord(ch):04X}" + (f", {name}" if name else "")


def problem(text: str, *, multiline: bool = False) -> str | None:
    """Why ``text`` cannot be a one-line free-text field (or a paragraph, with ``multiline``), or None."""
    for ch in text:
        if multiline and ch.isspace():
            continue  # folded into single spaces before use
        if unicodedata.category(ch) in _LINE_CATEGORIES:
            return (f"free text may not contain control characters ({_describe(ch)} found); "
                    "write it on one line of plain text")
    return None


def comment(text: str) -> str:
    """``text`` made safe to print after ``//``: control characters and line separators are shown as
    ``\\uXXXX`` and block-comment delimiters are split, so nothing in it can end the comment."""
    out = []
    for ch in text:
        out.append(f"\\u{ord(ch):04x}" if unicodedata.category(ch) in _LINE_CATEGORIES else ch)
    safe = "".join(out)
    for delimiter in _DELIMITERS:
        safe = safe.replace(delimiter, f"{delimiter[0]} {delimiter[1]}")
    return safe
