"""The fix checker's clock-accurate proof, for fixes whose meaning depends on clock edges.

The suite's equivalence miter (one solver step per clock cycle) clocks every flip-flop
alike: a fix that keeps a pool task's ``negedge`` -- or adds one, or an asynchronous reset,
to any task -- would be proved "equivalent". Such candidates are proved in the mutation
pool's ``edge`` model instead (:mod:`svafam.mutation.harness`: SBY's ``multiclock on``, the clock
toggling every solver step, reset held through steps 0-2, outputs compared at every later
step; ``abc pdr``). Which candidates: those of a task whose bug was decided in that model,
and any candidate with an edge other than ``posedge <clock>`` (comments included: a
needless clock-accurate proof costs time, never soundness).
"""

from __future__ import annotations

import re
from pathlib import Path

from svafam.formal.family import Design, FamilyInterface
from svafam.formal.lower import CHECKS_FILE_TEXT
from svafam.formal.plan import EQUIVALENCE, Job
from svafam.mutation.harness import EDGE, Member, batch_harness, sby_text
from svafam.mutation.traces import compact
from svafam.tasks.waveform import WaveformError

MEMBER = "fix"  # the candidate's label in the harness: its outputs are fix_<name>, its assertion E_fix
_HARNESS, _CHECKS, _SBY, _TOP = "edge_harness.v", "edge_checks.v", "fix_check_edge.sby", "fix_edge"
_EDGE_EVENT = re.compile(r"\b(posedge|negedge|edge)\s*\(?\s*([A-Za-z_][A-Za-z0-9_$]*)")


def needs_edge_model(code: str, clock: str) -> bool:
    """Does the candidate use any clock edge other than ``posedge <clock>``?"""
    return any((kind, signal) != ("posedge", clock) for kind, signal in _EDGE_EVENT.findall(code))


def edge_job(iface: FamilyInterface, name: str, reference: Design, candidate: Design,
             title: str) -> tuple[Job, dict[str, str]]:
    """The proof that the candidate's outputs equal the reference's at every clock edge after reset,
    and the files it adds (the reference and candidate files are the caller's)."""
    files = [_CHECKS, reference.file, candidate.file, _HARNESS]
    harness = batch_harness(iface, _TOP, reference.module, [Member(MEMBER, candidate.module)], check="assert",
                            model=EDGE)
    job = Job(name, EQUIVALENCE, f"{reference.id} vs candidate (clock-accurate)", expected="PASS", mode="prove",
              depth=iface.depth, top=_TOP, sby_file=_SBY, inputs=tuple(files))
    return job, {_CHECKS: CHECKS_FILE_TEXT, _HARNESS: harness,
                 _SBY: sby_text(title, "prove", iface.depth, EDGE, _TOP, files)}


def compact_trace(trace: Path, iface: FamilyInterface) -> str:
    """A counterexample of :func:`edge_job` as the pool keeps its traces (scopes inputs, clean, mutant)."""
    try:
        return compact(trace, iface, MEMBER)
    except ValueError as e:  # a trace without the harness's signals
        raise WaveformError(str(e)) from None
