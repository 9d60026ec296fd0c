"""Every legal (operator, file, node) opportunity, and the seeded policy that picks candidates.

An opportunity may allow several concrete changes (``+`` can become ``-``, a signal can
be replaced by several others); the policy picks one per opportunity with a random
generator seeded by the opportunity itself, so adding a file or an operator never
changes the choices made elsewhere. With a budget, candidates are drawn round-robin over
the operators (each operator's opportunities, and the operators' turns in a round, in a
seeded order), so a small budget still spreads over every operator that has opportunities.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from dataclasses import dataclass

from .context import Contexts
from .edit import Edit
from .operators import OPERATORS, Choice, Operator
from .source import SourceFile

DEFAULT_SEED = 2026


@dataclass(frozen=True)
class Opportunity:
    family: str
    variant: str
    file: str       # relative to the family folder, e.g. rtl/canonical_next.v
    operator: str
    path: str       # the node's path from the module (see mutation.source.walk)
    line: int
    choices: tuple[Choice, ...]


@dataclass(frozen=True)
class Pick:
    """An opportunity with the change the policy chose for it: a candidate mutant."""

    opportunity: Opportunity
    choice: Choice

    @property
    def id(self) -> str:
        o = self.opportunity
        digest = hashlib.sha256(f"{o.file}|{o.operator}|{o.path}|{self.choice.label}".encode()).hexdigest()[:8]
        return f"{o.variant}-{o.operator}-{digest}"

    @property
    def edits(self) -> tuple[Edit, ...]:
        return self.choice.edits


def opportunities(src: SourceFile, family: str, variant: str, file: str,
                  operators: Sequence[Operator] = OPERATORS, faults: list[str] | None = None) -> list[Opportunity]:
    """``faults``: where an operator that fails on a node is recorded (the node skipped) instead of
    raising -- other people's code must not stop a run."""
    contexts = Contexts(src)
    found = []
    for site in src.sites:
        ctx = contexts(site)
        for op in operators:
            try:
                applies = op.match(src, site, ctx) and op.guard(src, site, ctx)
                choices = tuple(op.transform(src, site, ctx)) if applies else ()
            except Exception as e:  # noqa: BLE001 - an operator's bug on one node, reported
                if faults is None:
                    raise
                faults.append(f"{op.name} failed at {file} {site.path}: {type(e).__name__}: {e}"[:300])
                continue
            if applies:
                if choices:
                    found.append(Opportunity(family, variant, file, op.name, site.path, src.line_of(site.node),
                                             choices))
    order = {op.name: i for i, op in enumerate(operators)}
    return sorted(found, key=lambda o: (order[o.operator], o.path))


def _rng(*parts: object) -> random.Random:
    return random.Random(hashlib.sha256("|".join(map(str, parts)).encode()).digest())


def pick(opportunity: Opportunity, seed: int) -> Pick:
    o = opportunity
    choice = _rng(seed, o.family, o.file, o.operator, o.path).choice(o.choices)
    return Pick(o, choice)


def select(found: Sequence[Opportunity], seed: int = DEFAULT_SEED, budget: int | None = None) -> list[Pick]:
    """The candidates: every opportunity (``budget`` None), or ``budget`` of them drawn round-robin
    over the operators; in a fixed order (variant, operator, path)."""
    chosen = list(found)
    if budget is not None and budget < len(found):
        by_operator: dict[str, list[Opportunity]] = {}
        for o in found:
            by_operator.setdefault(o.operator, []).append(o)
        queues = []
        for name in sorted(by_operator):
            queue = sorted(by_operator[name], key=lambda o: (o.variant, o.path))
            _rng(seed, queue[0].family, "order", name).shuffle(queue)
            queues.append(queue)
        # the operators' turn in each round is seeded per family too: with a budget below the
        # number of operators, no operator is always the one left out
        _rng(seed, found[0].family, "rounds").shuffle(queues)
        chosen = []
        while len(chosen) < budget:
            for queue in queues:
                if queue and len(chosen) < budget:
                    chosen.append(queue.pop(0))
    order = {op.name: i for i, op in enumerate(OPERATORS)}
    chosen.sort(key=lambda o: (o.variant, order.get(o.operator, len(order)), o.path))
    return [pick(o, seed) for o in chosen]
