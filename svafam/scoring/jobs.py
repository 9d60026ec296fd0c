"""The scorer's formal jobs, built in memory: on one of the family's designs, or design-free.

A :class:`FormalJob` is an SBY job and the text of every file it reads, so two jobs with
the same files are the same question (the runner asks it once) and a job's verdict can
be cached by the hash of its files and the tool versions.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from svafam.design import DesignUnderTest
from svafam.family_folder import family_design, read_family
from svafam.formal import lower, vacuity
from svafam.formal.check import Check
from svafam.formal.design_free import design_free_job
from svafam.formal.family import Design, FamilyInterface, load_interface
from svafam.formal.plan import (
    CHECKS_FILE,
    COVERS_FILE,
    GOLD_ON_MUTANT,
    GOLD_PROOF,
    MONITOR_FILE,
    REACHABILITY,
    Job,
    monitored_job,
)
from svafam.generators.properties import Property
from svafam.mutation.pool import POOL_DIR
from svafam.mutation.temporal import gold_kills, temporal_ids, temporal_only
from svafam.tasks.pool_source import mutant_texts, retained

BOUNDED, PROOF, COVER = GOLD_ON_MUTANT, GOLD_PROOF, REACHABILITY   # the job templates the scorer uses


@dataclass(frozen=True)
class Question:
    """What a job asks, as data: the same checks its monitor files print (the in-session checks,
    :mod:`svafam.scoring.session`, answer from this; SBY from the files)."""

    iface: FamilyInterface
    design: Design | None         # None: the design-free harness
    design_text: str | None
    mode: str                     # bmc | prove | cover (the template's)
    depth: int
    checked: tuple[Check, ...]    # asserted (bmc, prove) or covered (cover), as the monitor lists them
    assumed: tuple[Check, ...] = ()


@dataclass(frozen=True)
class FormalJob:
    job: Job
    files: tuple[tuple[str, str], ...]   # (path relative to the job folder, text), in input order
    keep_trace: bool = False             # the counterexample is wanted (unsound properties)
    question: Question | None = field(default=None, compare=False)   # not part of the key: the files are

    def key(self, versions: str) -> str:
        h = hashlib.sha256(versions.encode())
        for rel, text in self.files:
            h.update(rel.encode() + b"\0" + text.encode() + b"\0")
        return h.hexdigest()


class Family:
    """One family as the scorer sees it: its folder, interface, and its variants and mutants as designs to
    score (each read once)."""

    def __init__(self, family_dir: Path):
        self.dir = family_dir
        self.iface: FamilyInterface = load_interface(family_dir)
        self._meta = read_family(family_dir)
        self._designs: dict[str, DesignUnderTest] = {}
        self._pool_texts: dict[str, str] = {}

    def under_test(self, design: Design) -> DesignUnderTest:
        """A variant or mutant of the family (by its ``family.json`` entry, or a pool mutant) as the design to
        score."""
        if design.file not in self._designs:
            pool_text = self._pool_texts.get(design.file)
            self._designs[design.file] = (family_design(self.dir, self._meta, design) if pool_text is None
                                          else DesignUnderTest.from_family(self._meta, design,
                                                                           {design.file: pool_text}))
        return self._designs[design.file]

    def text(self, rel: str) -> str:
        return self.under_test(self.design(rel)).files[rel]

    def design(self, rel: str) -> Design:
        return next(d for d in self.iface.variants + self.iface.mutants + self.pool_mutants if d.file == rel)

    @cached_property
    def pool_mutants(self) -> tuple[Design, ...]:
        """The retained mutants of the family's mutation pool the gold properties kill, decided in the cycle
        model, as designs (file ``mutation/pool/<id>.v``, module the variant's). Left out: the Timing operators'
        mutants, decided clock-accurately (the scorer's bounded check takes one step a cycle), and the survivors
        (the gold's blind spots, which the pool reports), so that the gold answer kills the whole pool."""
        out = []
        chosen = [r for r in retained(self.dir) if r["model"] == "cycle" and r["id"] in self._gold_kills]
        for rec, text in mutant_texts(self.dir, chosen):
            design = Design(rec["id"], f"{rec['operator']}: {rec['change']}", rec["module"],
                            f"{POOL_DIR}/pool/{rec['id']}.v")
            self._pool_texts[design.file] = text
            out.append(design)
        return tuple(out)

    @cached_property
    def _gold_kills(self) -> dict[str, list[str]]:
        return gold_kills(self.dir)

    @cached_property
    def temporal_only(self) -> frozenset[str]:
        """The mutants (controlled and pooled) the gold properties kill by temporal properties alone."""
        return frozenset(temporal_only(self._gold_kills, temporal_ids({p.id: p.form for p in self.gold})))

    @property
    def gold(self) -> tuple[Property, ...]:
        return self.iface.properties

    def depth(self, template: str) -> int:
        # clocked immediate checks report one step late: BMC and covers get one more cycle
        return self.iface.depth if template == PROOF else self.iface.depth + 1


def _files(job: Job, texts: dict[str, str]) -> tuple[tuple[str, str], ...]:
    return tuple((rel, texts[rel]) for rel in job.all_inputs)


def on_design(fam: Family, design: Design, template: str, props: list[Property], *, what: str,
              keep_trace: bool = False) -> FormalJob:
    """``props`` asserted on ``design`` (reset in the first cycle); ``what``: asserted | live | never_live."""
    iface = fam.iface
    if what == "live":
        monitor_file, module = COVERS_FILE, f"{iface.family}_covers"
        monitor = vacuity.live_cover_monitor(iface, props, module)
        checks = [vacuity.live(iface, p) for p in props]
    else:
        monitor_file, module = MONITOR_FILE, f"{iface.family}_monitor"
        monitor = (vacuity.never_live_monitor(iface, props, module) if what == "never_live"
                   else lower.assertion_monitor(iface, props))
        checks = [vacuity.never_live(iface, p) if what == "never_live" else lower.assertion(p) for p in props]
    name = f"eval_{what}_{template}"
    job, texts = monitored_job(iface, name, template, design, monitor_file, module, fam.depth(template),
                               title=f"{iface.family}: scoring ({what}, {template})", what="scoring",
                               target=design.id, expected="-")
    texts.update({CHECKS_FILE: lower.CHECKS_FILE_TEXT, monitor_file: monitor, design.file: fam.text(design.file)})
    question = Question(iface, design, fam.text(design.file), job.mode, job.depth, tuple(checks))
    return FormalJob(job, _files(job, texts), keep_trace, question)


def design_free(fam: Family, template: str, asserted: list[Property], assumed: list[Property] = ()) -> FormalJob:
    """``asserted`` with no design, every port free; ``assumed`` constrain the ports."""
    what = "implied" if assumed else "trivial"
    job, texts = design_free_job(fam.iface, f"eval_{what}_{template}", template, asserted, assumed,
                                 depth=fam.depth(template), title=f"scoring, design-free ({what}, {template})")
    question = Question(fam.iface, None, None, job.mode, job.depth, tuple(lower.assertion(p) for p in asserted),
                        tuple(lower.assertion(p) for p in assumed))
    return FormalJob(job, _files(job, texts), question=question)
