"""Legal Verilog-2005 that stock Pyverilog's grammar does not take, rewritten for parsing only.

Two forms seen in public projects: an event with a parenthesized signal
(``@(posedge(clk))``) and a continuous assignment of several nets
(``assign a = x, b = y;``). Each becomes an equivalent form Pyverilog reads
(``@(posedge clk )``; ``assign a = x; assign b = y;``). The rewrite changes only the text
Pyverilog parses: the rewritten characters are marked not verbatim
(:class:`svafam.projects.preprocess.Segment`), so no mutation edits them, and every
tool still reads the project's own files.
"""

from __future__ import annotations

from svafam.mutation.source import tokenize

from .preprocess import Preprocessed, Segment


def _rewrite(pp: Preprocessed, edits: list[tuple[int, int, str]]) -> Preprocessed:
    if not edits:
        return pp
    edits = sorted(edits)
    text_parts, segments, pos, shift = [], [], 0, 0

    def keep(upto: int) -> None:
        """Copy the output range [pos, upto) with its segments, shifted."""
        nonlocal pos
        for seg in pp.segments:
            lo, hi = max(seg.start, pos), min(seg.end, upto)
            if lo >= hi:
                continue
            origin = seg.origin + (lo - seg.start if seg.verbatim else 0)
            segments.append(Segment(lo + shift, hi + shift, seg.file, origin, seg.verbatim))
        text_parts.append(pp.text[pos:upto])
        pos = upto

    for start, end, new in edits:
        keep(start)
        at = pp.to_origin(start, start)
        file, origin = (at[0], at[1]) if at else (pp.name, 0)
        text_parts.append(new)
        if new:
            segments.append(Segment(start + shift, start + shift + len(new), file, origin, False))
        shift += len(new) - (end - start)
        pos = end
    keep(len(pp.text))
    return Preprocessed(pp.name, "".join(text_parts), segments, pp.includes, pp.timescale)


def _matching(toks, i: int) -> int | None:
    depth = 0
    for j in range(i, len(toks)):
        if toks[j].kind in ("LPAREN", "LBRACE", "LBRACKET"):
            depth += 1
        elif toks[j].kind in ("RPAREN", "RBRACE", "RBRACKET"):
            depth -= 1
            if depth == 0:
                return j
    return None


def for_pyverilog(pp: Preprocessed) -> Preprocessed:
    toks = tokenize(pp.text)
    edits: list[tuple[int, int, str]] = []
    i = 0
    while i < len(toks):
        t = toks[i]
        if t.kind in ("POSEDGE", "NEGEDGE") and i + 1 < len(toks) and toks[i + 1].kind == "LPAREN":
            close = _matching(toks, i + 1)
            if close is not None and not any(x.kind == "COMMA" for x in toks[i + 2:close]):
                edits.append((toks[i + 1].start, toks[i + 1].end, " "))
                edits.append((toks[close].start, toks[close].end, " "))
                i = close + 1
                continue
        if t.kind == "ASSIGN":
            depth, j = 0, i + 1
            while j < len(toks) and not (toks[j].kind == "SEMICOLON" and depth == 0):
                if toks[j].kind in ("LPAREN", "LBRACE", "LBRACKET"):
                    depth += 1
                elif toks[j].kind in ("RPAREN", "RBRACE", "RBRACKET"):
                    depth -= 1
                elif toks[j].kind == "COMMA" and depth == 0:
                    edits.append((toks[j].start, toks[j].end, "; assign"))
                j += 1
            i = j
            continue
        i += 1
    return _rewrite(pp, edits)
