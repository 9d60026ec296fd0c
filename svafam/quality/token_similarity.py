"""The audit's syntactic measure: anonymized token signatures of RTL and their similarity.

A signature is the token sequence of a Verilog text with comments dropped and
every identifier renamed by first appearance (``n0``, ``n1``, ...). Two
signatures are near duplicates when difflib's ratio (no autojunk) is at least
``NEAR``. Clone removal, the grouped splits and the audit compare every pair of
up to a few thousand families, so a signature keeps, once computed, what each
comparison would otherwise rebuild: its token counts (difflib's quick_ratio is
their multiset overlap) and a matcher indexed on it (difflib's ``b2j``).
"""

from __future__ import annotations

import difflib
import re
from collections import Counter

from svafam.generators.keywords import SYSTEMVERILOG_2017

NEAR = 0.97  # token-sequence similarity above which two families are reported as near duplicates

_TOKEN = re.compile(r"//[^\n]*|/\*.*?\*/|\d+'[bdh][0-9a-fA-F_]+|[A-Za-z_][A-Za-z0-9_$]*|\$\w+|\d+|\S", re.S)


class Signature(tuple):
    """A token signature (a tuple of tokens, equal to the plain tuple) that caches its token counts and
    its difflib matcher. The matcher is reused across comparisons: not for use from several threads."""

    def counts(self) -> Counter:
        if "_counts" not in self.__dict__:
            self._counts = Counter(self)
        return self._counts

    def matcher(self) -> difflib.SequenceMatcher:
        """A matcher with this signature as its second sequence (indexed once)."""
        if "_matcher" not in self.__dict__:
            self._matcher = difflib.SequenceMatcher(None, (), self, autojunk=False)
        return self._matcher


def signature(verilog: str) -> Signature:
    names: dict[str, str] = {}
    out = []
    for tok in _TOKEN.findall(verilog):
        if tok.startswith("//") or tok.startswith("/*"):
            continue
        if re.match(r"[A-Za-z_]", tok) and tok not in SYSTEMVERILOG_2017:
            tok = names.setdefault(tok, f"n{len(names)}")
        out.append(tok)
    return Signature(out)


def similarity(a: tuple[str, ...], b: tuple[str, ...]) -> float | None:
    """1.0 for equal signatures, the token similarity (4 places) when at least ``NEAR``, else None.

    The value is ``SequenceMatcher(None, a, b, autojunk=False).ratio()``, and the two cheap
    bounds difflib offers are checked first, computed as difflib computes them.
    """
    if a == b:
        return 1.0
    length = len(a) + len(b)
    if 2 * min(len(a), len(b)) < NEAR * length or 2.0 * min(len(a), len(b)) / length < NEAR:  # real_quick_ratio
        return None
    a = a if isinstance(a, Signature) else Signature(a)
    b = b if isinstance(b, Signature) else Signature(b)
    small, large = sorted((a.counts(), b.counts()), key=len)
    matches = sum(min(n, large[tok]) for tok, n in small.items() if tok in large)
    if 2.0 * matches / length < NEAR:  # quick_ratio: the multiset overlap of the tokens
        return None
    r = ratio(a, b)
    return round(r, 4) if r >= NEAR else None


def near_lengths(length: int) -> tuple[float, float]:
    """The shortest and longest signatures that can be ``NEAR`` alike one of ``length`` tokens:
    2*min/(a+b) >= NEAR (difflib's real_quick_ratio), with a margin for rounding. Comparing a
    signature only with those in this window finds every pair :func:`similarity` reports."""
    return length * NEAR / (2 - NEAR) - 1e-9, length * (2 - NEAR) / NEAR + 1e-9


def ratio(a: tuple[str, ...], b: tuple[str, ...]) -> float:
    """``SequenceMatcher(None, a, b, autojunk=False).ratio()``, on ``b``'s indexed matcher."""
    m = (b if isinstance(b, Signature) else Signature(b)).matcher()
    m.set_seq1(a)
    return m.ratio()
