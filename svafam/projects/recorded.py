"""The testbench's own stimulus, played from the proof's start state: a screen before the proof.

A mutant a testbench sees may differ only after a long and particular input sequence: a
keccak core uses its state a second time only when one message fills two blocks, eighteen
words each, which no bounded cover reaches, a random run (which ends its messages sooner)
never plays, and PDR times out on. The testbench's stimulus is such a sequence. So the
clean design runs once under the original testbench beside a recorder that writes the
design instance's inputs at every falling clock edge (``cycle`` model) or every clock edge
(``edge``), as they stand at the end of that time step; then that table is played in the
proof's time model, as the random search plays its stimulus
(:func:`svafam.projects.directed.play_block`), from the proof's start state (every register
without an initial value zero, the reset asserted in the first cycle, or the first three
steps of the ``edge`` model), beside each mutant. The first step where an output differs,
free of x and z on both sides, ends a witness (not the shortest; a cover may shorten it),
which is replayed and checked in simulation as every witness is.

The recording is a stimulus, not a claim about the testbench: a testbench whose inputs
change between the sampled edges, or that needs a state the proof's start state is not,
plays differently here. That costs witnesses, never a verdict: a mutant whose run shows no
difference goes on to the proof.
"""

from __future__ import annotations

import shutil
import tempfile
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from .candidates import Candidate
from .deep_search import witness_of
from .design import Design
from .directed import half_period, play_block, random_declarations, stimulus_module
from .miter import CYCLE, EDGE
from .testbench import Bench
from .witness import Witness

ENGINE = "the testbench's stimulus from the proof's start state"
RECORD_MODULE = "svafam_record"
RECORD_CSV = "svafam_record.csv"
TABLE = "svafam_stimulus.mem"
MAX_STEPS = 20_000          # steps of a recording played at most
MAX_TABLE_BITS = 8_000_000  # and bits of its table (a 576-bit input: 13,000 steps)


@dataclass(frozen=True)
class RecordedStimulus:
    """A recorded table of input rows (each the inputs' bits, in the design's input order without the clock,
    concatenated), one a step of ``model``, the reset steps first."""

    model: str
    rows: tuple[str, ...]

    @property
    def steps(self) -> int:
        return len(self.rows)


def record_module(design: Design, model: str, timescale: str | None) -> str:
    """The recorder: the clock and the inputs of the design instance at every sampled edge, at the end of its
    time step ($fstrobe: after the testbench's own changes at that edge)."""
    project = design.project
    dut = f"{project.testbench.top}.{project.testbench.dut}"
    clock = project.clock.name
    names = [clock] + [p.name for p in design.stimulus_inputs]
    event = f"negedge {dut}.{clock}" if model == CYCLE else f"{dut}.{clock}"
    cap = 2 * MAX_STEPS + 8
    lines = [f"`timescale {timescale} / {timescale}"] if timescale else []
    lines += [f"// sva-families: the inputs of {dut} at every sampled clock edge; written by the tool",
              f"module {RECORD_MODULE};", "  integer svafam_fd;", "  integer svafam_n = 0;",
              f'  initial svafam_fd = $fopen("{RECORD_CSV}", "w");',
              f"  always @({event}) if (svafam_n < {cap}) begin",
              "    svafam_n = svafam_n + 1;",
              '    $fstrobe(svafam_fd, "' + ",".join(["%b"] * len(names)) + '", '
              + ", ".join(f"{dut}.{n}" for n in names) + ");",
              "  end", "endmodule"]
    return "\n".join(lines) + "\n"


def _table_bits(text: str, width: int) -> str:
    """A recorded value as ``width`` bits, x and z read as 0 (the proof's model of an undriven input)."""
    bits = "".join(ch if ch in "01" else "0" for ch in text.strip().lower())
    return bits[-width:].rjust(width, "0")


def stimulus_of(design: Design, model: str, recorded: list[list[str]]) -> RecordedStimulus | None:
    """The table to play: the reset steps the miter assumes (the other inputs as first recorded), then the
    recorded rows -- each falling edge's inputs a cycle (``cycle``); the edges alternating from the first rising
    one after the reset steps (``edge``). None: nothing recorded, or no input but the clock."""
    project = design.project
    inputs = design.stimulus_inputs
    if not inputs:
        return None
    rows = [r for r in recorded if len(r) == 1 + len(inputs) and r[0].strip() in ("0", "1")]
    if model == EDGE:
        alternating: list[list[str]] = []
        for r in rows:
            if (alternating and alternating[-1][0].strip() == r[0].strip()) or \
                    (not alternating and r[0].strip() != "1"):
                continue
            alternating.append(r)
        rows = alternating
    if not rows:
        return None
    width = sum(p.width for p in inputs)
    limit = min(MAX_STEPS, max(1, MAX_TABLE_BITS // width))
    reset = project.reset

    def table_row(r: list[str], in_reset: bool) -> str:
        bits = []
        for p, value in zip(inputs, r[1:]):
            if in_reset and reset is not None and p.name == reset.name:
                bits.append(str(reset.asserted))
            else:
                bits.append(_table_bits(value, p.width))
        return "".join(bits)

    reset_steps = 3 if model == EDGE else 1
    table = [table_row(rows[0], True) for _ in range(reset_steps)]
    table += [table_row(r, False) for r in rows[:limit]]
    return RecordedStimulus(model, tuple(table))


def replay_phase(design: Design, stimulus: RecordedStimulus, *, precision: str, dut_unit: str) -> str:
    """The module of one replay: the table read, played with the inputs recorded, then ``$finish``."""
    inputs = design.stimulus_inputs
    width = sum(p.width for p in inputs)
    target = "{" + ", ".join(f"svafam_r_{p.name}" for p in inputs) + "}"
    declarations = random_declarations(design) + [f"  reg [{width - 1}:0] svafam_table [0:{stimulus.steps - 1}];"]
    statements = [f'    $readmemb("{TABLE}", svafam_table);']
    statements += play_block(design, stimulus.model, stimulus.steps, half_period(precision, dut_unit),
                             [f"      {target} = svafam_table[svafam_k];"], record_inputs=True)
    comment = f"the testbench's recorded stimulus, {stimulus.steps} steps ({stimulus.model} model), from the " \
              "proof's start state"
    return stimulus_module(comment, declarations, statements, precision)


def _read_rows(path: Path) -> list[list[str]]:
    if not path.is_file():
        return []
    return [line.split(",") for line in path.read_text(encoding="utf-8", errors="replace").splitlines() if line]


@dataclass
class TestbenchReplay:
    """The replay of one project's testbench stimulus: recorded once a model, the clean design played once, then
    each mutant; ``__call__`` is a screen hook of :class:`svafam.projects.formal.ProjectRetention`."""

    __test__ = False   # not a pytest class

    design: Design
    bench: Bench
    workers: int
    wall: float
    progress: Callable[[int, int], None] | None = None
    _table: dict[str, RecordedStimulus | None] = field(default_factory=dict)
    _clean: dict[str, list] = field(default_factory=dict)
    runs: int = 0
    failed_runs: int = 0

    def stimulus(self, model: str) -> RecordedStimulus | None:
        """The recorded table of ``model`` (recorded on first use; None: the recording failed or is empty)."""
        if model not in self._table:
            self._table[model] = self._record(model)
        return self._table[model]

    def _record(self, model: str) -> RecordedStimulus | None:
        keep = Path(tempfile.mkdtemp(prefix="record-", dir=self.bench.work))
        try:
            r = self.bench.run(extra={"svafam_record.v": record_module(self.design, model, self.bench.timescale)},
                               roots=[RECORD_MODULE], wall=self.wall, dump=False, keep=keep / "run")
            if r.status != "ok":
                return None
            return stimulus_of(self.design, model, _read_rows(keep / "run" / RECORD_CSV))
        finally:
            shutil.rmtree(keep, ignore_errors=True)

    def __call__(self, cands: list[Candidate], model: str = CYCLE) -> dict[str, Witness]:
        if not cands or self.design.project.clock is None or model not in (CYCLE, EDGE):
            return {}
        stimulus = self.stimulus(model)
        if stimulus is None:
            return {}
        precision = self.bench.timescale or "1ns"
        phase = replay_phase(self.design, stimulus, precision=precision, dut_unit=self.bench.dut_unit or precision)
        side = {TABLE: "\n".join(stimulus.rows) + "\n"}
        if model not in self._clean:
            clean = self.bench.run(directed=phase, side=side, wall=self.wall, dump=False)
            self._clean[model] = clean.rows if clean.status == "ok" else []
        if not self._clean[model]:
            return {}
        done = [0]
        lock = threading.Lock()

        def one(c: Candidate) -> tuple[str, bool, Witness | None]:
            r = self.bench.run({c.file: c.text}, directed=phase, side=side, wall=self.wall, dump=False)
            # a hang or a crash is no witness: the proof decides
            w = witness_of(self.design, self._clean[model], r.rows, model) if r.status == "ok" else None
            with lock:
                done[0] += 1
                if self.progress:
                    self.progress(done[0], len(cands))
            return c.id, r.status == "ok", w

        with ThreadPoolExecutor(max_workers=max(1, self.workers)) as pool:
            results = list(pool.map(one, cands))
        self.runs += len(results)
        self.failed_runs += sum(1 for _, ok, _ in results if not ok)
        return {cid: w for cid, _, w in results if w is not None}


__all__ = ["ENGINE", "RecordedStimulus", "TestbenchReplay", "record_module", "replay_phase", "stimulus_of"]
