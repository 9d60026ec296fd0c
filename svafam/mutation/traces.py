"""Compact distinguishing traces: from the solver's VCD of a whole batch, the interface of one mutant.

A batch trace holds every signal of every mutant in the model; the pool keeps, per
mutant, the inputs (scope ``inputs``), the clean variant's outputs (``clean``) and the
mutant's outputs (``mutant``), one time step per solver step: a few hundred bytes.
Read and written with pyvcd; the header carries no date, so equal traces are equal files.
"""

from __future__ import annotations

import io
from pathlib import Path

from vcd import VCDWriter
from vcd.reader import TokenKind, tokenize

from svafam.formal.family import FamilyInterface


def _top_vars(path: Path) -> tuple[dict[str, tuple[str, int]], list[tuple[int, str, object]]]:
    """Variables of the top scope (name -> (id code, size)) and every value change (time, id code, value)."""
    names: dict[str, tuple[str, int]] = {}
    changes: list[tuple[int, str, object]] = []
    depth, time = 0, 0
    with open(path, "rb") as f:
        for tok in tokenize(f):
            kind = tok.kind
            if kind is TokenKind.SCOPE:
                depth += 1
            elif kind is TokenKind.UPSCOPE:
                depth -= 1
            elif kind is TokenKind.VAR and depth == 1:
                names.setdefault(tok.var.reference, (tok.var.id_code, tok.var.size))
            elif kind is TokenKind.CHANGE_TIME:
                time = tok.time_change
            elif kind is TokenKind.CHANGE_SCALAR:
                changes.append((time, tok.scalar_change.id_code, tok.scalar_change.value))
            elif kind is TokenKind.CHANGE_VECTOR:
                changes.append((time, tok.vector_change.id_code, tok.vector_change.value))
    return names, changes


def compact(source: Path, iface: FamilyInterface, label: str) -> str:
    """The trace of mutant ``label`` (its harness prefix) as VCD text."""
    names, changes = _top_vars(source)
    wanted: list[tuple[str, str, str, int]] = []  # (scope, name, id code, width)
    for sig in [(iface.clock, 1), (iface.reset, 1)] + [(s.name, s.width) for s in iface.inputs]:
        if sig[0] in names:
            wanted.append(("inputs", sig[0], names[sig[0]][0], sig[1]))
    for scope, prefix in (("clean", "ref_"), ("mutant", f"{label}_")):
        for s in iface.outputs:
            ref = names.get(prefix + s.name)
            if ref is None:
                raise ValueError(f"{source}: no signal {prefix}{s.name} in the trace")
            wanted.append((scope, s.name, ref[0], s.width))
    out = io.StringIO()
    with VCDWriter(out, timescale="1 ns", date="", version="sva-families mutation trace") as writer:
        handles = {}
        for scope, name, code, w in wanted:
            handles[code, scope] = writer.register_var(scope, name, "wire", size=w)
        by_code: dict[str, list] = {}
        for key, var in handles.items():
            by_code.setdefault(key[0], []).append(var)
        for time, code, value in changes:
            for var in by_code.get(code, ()):
                writer.change(var, time, value)
    return out.getvalue()
