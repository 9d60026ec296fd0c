"""Score a predictions file (model-written SVA) against the exported tasks, streaming.

Lines are read one at a time (:mod:`svafam.scoring.predictions`), scored in batches whose
formal jobs run together, written out as they are done, and folded into the metrics;
memory does not grow with the length of the file. Every line gets a record whatever it
holds: a line that cannot be scored names its problem; a response that is refused or
over a limit is scored, and scores nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from svafam.dataset.loading import Task
from svafam.tasks.kinds import task_kind

from .jobs import Family
from .limits import Limits
from .metrics import Accumulator
from .mutation import unkilled
from .output import OutputFolder
from .predictions import PredictionLine, read_predictions
from .reading import Reading, read_response
from .records import LineRecord
from .runner import JobRunner
from .schedule import drive
from .verdicts import check_response, fill, isolated

SVA_FORMS = tuple(task_kind("sva").prompt_forms)
BATCH = 64   # lines whose jobs run together: enough to keep the workers busy, few enough to stay small


class Scorer:
    def __init__(self, tasks: dict[str, Task], runner: JobRunner, limits: Limits, out: OutputFolder):
        self.tasks, self.runner, self.limits, self.out = tasks, runner, limits, out
        self.families: dict[Path, Family] = {}

    def family(self, task: Task) -> Family:
        fdir = task.rtl_path.parent.parent
        if fdir not in self.families:
            self.families[fdir] = Family(fdir)
        return self.families[fdir]

    def _read(self, line: PredictionLine, rec: LineRecord) -> Reading | None:
        task = self.tasks[line.task_id]
        try:
            reading = read_response(line.response, task, self.limits)
        except Exception as err:  # noqa: BLE001 -- hostile input must not end the run; the record names it
            rec.error = f"the response could not be read: {type(err).__name__}: {str(err)[:200]}"
            return None
        rec.read, rec.refused = reading.read, reading.refused
        rec.limits_exceeded = [str(x) for x in reading.limits_exceeded]
        rec.format_ok, rec.format_notes = reading.format_ok, reading.format_notes
        rec.syntax_errors, rec.syntax_valid = reading.syntax_errors, reading.syntax_valid
        rec.extracted, rec.unsupported = reading.extracted, reading.unsupported
        rec.not_interface = reading.not_interface
        return reading if reading.read else None

    def score(self, lines: list[PredictionLine]) -> list[LineRecord]:
        records, checked = [], []
        for line in lines:
            rec = LineRecord(line.line, line.task_id, line.sample, line.problem, line.problem_kind, line.notes,
                             form=line.form)
            records.append(rec)
            if rec.problem is not None:
                continue
            task = self.tasks[line.task_id]
            fam = self.family(task)
            pool = unkilled(fam)   # the whole pool, as for a response read
            rec.mutants, rec.temporal_only_mutants = pool.pool, pool.temporal_only
            rec.gold_coverage = rec.mutation_score = 0.0   # what a response that is not read scores
            reading = self._read(line, rec)
            if reading is not None:
                variant = fam.design(task.rtl_path.relative_to(fam.dir).as_posix())
                checked.append((rec, reading, check_response(fam, variant, reading.properties)))
        results = drive(self.runner, [isolated(check) for _rec, _reading, check in checked])
        for (rec, reading, _check), verdicts in zip(checked, results, strict=True):
            if isinstance(verdicts, str):
                rec.error = f"the checks could not finish: {verdicts}"
                continue
            fill(rec, reading.properties, verdicts, self.runner.job_seconds)
            for p in rec.properties:
                trace = verdicts.sound[p.id].trace_text
                if trace:
                    p.trace = self.out.trace(f"{rec.task_id.replace('/', '_')}_s{rec.sample}_l{rec.line}_{p.id}.vcd",
                                             trace)
        return records


def evaluate(predictions: Path, tasks: dict[str, Task], runner: JobRunner, out: OutputFolder, limits: Limits,
             *, batch: int = BATCH, on_lines: Callable[[list[LineRecord]], None] | None = None) -> dict:
    """Score every line into ``out``; the metrics. ``on_lines`` sees each batch's records as they are done."""
    scorer = Scorer(tasks, runner, limits, out)
    acc = Accumulator(tasks)
    pending: list[PredictionLine] = []

    def flush() -> None:
        records = scorer.score(pending)
        for rec in records:
            out.write(rec)
            acc.add(rec)
        if on_lines:
            on_lines(records)
        pending.clear()

    for line in read_predictions(predictions, tasks, limits.line_bytes, forms=SVA_FORMS):
        pending.append(line)
        if len(pending) >= batch:
            flush()
    if pending:
        flush()
    return acc.result()
