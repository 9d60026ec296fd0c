"""What the formal stage of a project (:mod:`svafam.projects.formal`) runs: its tasks, their depths and batches,
and the limits each phase holds a job to."""

from __future__ import annotations

from dataclasses import dataclass

from svafam.engine import JobOutcome

from .candidates import Candidate
from .design import Design
from .miter import COMB, CYCLE, EDGE

DEFAULT_DEPTH = 20
DEFAULT_BATCH = 8
MAX_DEEP = 200   # solver steps a deep cover goes at most
# wall seconds of a cover of mutants the screen told apart: past it the simulation's witnesses stand
KNOWN_COVER_SECONDS = 60.0
QUEUED = ("cover-known", "cover-rest")   # the phases of the covers that wait in the queue (cover_queue)
# wall seconds of the first proof of what no screen, replay or cover told apart, before the deep search (never more
# than the executor's limit): most of it is equivalent, which PDR proves in a second or two a batch of a small design,
# while the search, which cannot decide *equivalent*, ran 100,000 cycles of each such mutant (627 s over the shared
# projects, for 32 differences); what the first proof does not decide is searched, then proved with the full limit
FIRST_PROOF_SECONDS = 20.0
# wall seconds of a local proof (the ports of the mutated module's instances, not the top's outputs) of what the
# first proof left undecided
LOCAL_PROOF_SECONDS = 20.0
# wall seconds of a wide design's cover to the depth of a mutant the first proof left undecided (a value of its
# own: a test that shortens KNOWN_COVER_SECONDS, to time the batch covers out, leaves this one as it is)
BOUND_COVER_SECONDS = KNOWN_COVER_SECONDS
# Past this many state bits a design is wide. A batch's miter holds a copy per member, and the solvers' work grows
# with the copies: sha3's keccak (2,245 bits) proved a batch of 8 in 40.7 s and each member alone in 6.5 s, so a
# batch saved little, while a member PDR cannot prove held the batch to its timeout before every member was proved
# alone anyway (two timeouts a hard mutant). A wide design's proofs are single, and what the screen did not tell
# apart is covered to the depth first: its bounded cover took 2.4 s where PDR took 40-80 s to find a difference 40
# steps deep. The shared designs lie far apart: at most 116 bits, or at least 596.
WIDE_STATE_BITS = 512


def state_bits(design: Design) -> int:
    return sum(r.width * max(1, r.words) for r in design.registers)


def batches(members: list[Candidate], size: int) -> list[list[Candidate]]:
    return [members[i:i + size] for i in range(0, len(members), size)]


def cover_depth(model: str, depth: int) -> int:
    """Cycle model: the depth and one more (a clocked cover reports a step late); edge model: two steps
    a cycle and three of reset; no clock: every step stands alone."""
    return {CYCLE: depth + 1, EDGE: 2 * depth + 4, COMB: 2}[model]


def model_of(design_model: str, cand: Candidate) -> str:
    return EDGE if cand.timing and design_model != COMB else design_model


@dataclass
class Task:
    """One job to run: a check (``assert`` or ``cover``) of ``members`` in one time model."""

    phase: str
    check: str
    model: str
    members: list[Candidate]
    depth: int
    limit: float | None = None   # the job's own wall seconds (None: the executor's)


def named(task: Task, outcome: JobOutcome) -> list[Candidate]:
    """The members a failed batch proof's counterexample tells apart (its failed assertions name them)."""
    if outcome.status != "FAIL":
        return []
    return [c for c in task.members if f"E_{c.label}" in outcome.failed_properties]

