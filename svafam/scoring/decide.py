"""Does each of a set of properties hold on a harness? Bounded search, then unbounded proofs.

The one decision procedure behind soundness (on the task's design), triviality (design-free)
and gold coverage (design-free, with the response's sound properties assumed):

1. a bounded check of all of them (``smtbmc --keep-going``): each one that fails within
   the bound does not hold, and its counterexample is kept;
2. an unbounded proof of the rest together (``abc pdr`` racing k-induction);
3. if that proof does not pass, one proof per remaining property.

A property holds only when a proof passed; a job that did not finish leaves it undecided,
with the reason (a timeout names the formal time limit).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from svafam.generators.properties import Property

from .jobs import BOUNDED, PROOF, FormalJob
from .schedule import Check


@dataclass
class Answer:
    holds: bool | None = None      # None: undecided
    reason: str = ""
    trace_text: str | None = None
    timed_out: bool = False
    within_bound: bool = False     # a failure the bounded check found (else the unbounded proof)


Make = Callable[[list[Property], str], FormalJob]   # (properties, BOUNDED | PROOF) -> the job


def _not_finished(answer: Answer, what: str, status: str, message: str) -> None:
    answer.reason = f"{what} {status}" + (f": {message}" if message else "")
    answer.timed_out = answer.timed_out or status == "TIMEOUT"


def decide(make: Make, props: list[Property], *, bounded_first: bool = True) -> Check[dict[str, Answer]]:
    """An :class:`Answer` per property id."""
    answers = {p.id: Answer() for p in props}
    rest = list(props)
    if rest and bounded_first:
        [bmc] = yield [make(rest, BOUNDED)]
        if bmc.status == "FAIL":
            for pid in bmc.failed:
                if pid in answers:
                    answers[pid] = Answer(False, "fails within the bound (counterexample)", bmc.trace_text,
                                          within_bound=True)
        elif bmc.status != "PASS":
            for p in rest:
                _not_finished(answers[p.id], "bounded check", bmc.status, bmc.message)
        rest = [p for p in rest if answers[p.id].holds is None]
    if not rest:
        return answers
    [proof] = yield [make(rest, PROOF)]
    if proof.status == "PASS":
        answers.update({p.id: Answer(True) for p in rest})
        return answers
    if len(rest) == 1:
        singles = [proof]
    else:
        singles = yield [make([p], PROOF) for p in rest]
    for p, res in zip(rest, singles, strict=True):
        if res.status == "PASS":
            answers[p.id] = Answer(True)
        elif res.status == "FAIL":
            answers[p.id] = Answer(False, "fails beyond the bound (unbounded proof)")
        else:
            _not_finished(answers[p.id], "proof", res.status, res.message)
    return answers
