"""JSON from outside, read with its nesting bounded first.

The standard library's reader recurses once per level, bounded only by the interpreter's
recursion limit -- which Pyverilog raises to 16,384 when it is imported. A reply or a line
nested 100,000 deep then overflowed the C stack of a worker thread and killed the process
(a segmentation fault, not an exception). :func:`loads` measures the nesting first, without
recursion, and refuses what is too deep.
"""

from __future__ import annotations

import json

MAX_NESTING = 64  # nothing this project reads from outside nests deeper than a handful of levels


class TooDeep(ValueError):
    """JSON nested deeper than the reader allows."""


def nesting_depth(text: str) -> int:
    """How deeply JSON arrays and objects nest in ``text`` (brackets inside strings do not count)."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
        elif ch in "]}":
            depth -= 1
    return deepest


def loads(text: str | bytes, max_depth: int = MAX_NESTING):
    """``json.loads``, refusing (:class:`TooDeep`, a ``ValueError``) anything nested deeper than ``max_depth``."""
    if isinstance(text, (bytes, bytearray)):
        text = text.decode("utf-8")
    if nesting_depth(text) > max_depth:
        raise TooDeep(f"nested deeper than {max_depth} levels")
    return json.loads(text)
