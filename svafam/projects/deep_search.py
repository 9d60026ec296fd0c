"""Differences deeper than the cover's bound, found by simulation: one long seeded random run.

A mutant the bounded cover does not reach is either equivalent or differs only after many
cycles (a calendar's hour counter wraps after 86,400 of them; a Timing operator's mutant of its
hour register differs first when the hour changes, 7,200 steps of the clock-accurate model in).
ABC's PDR rarely finds so deep a counterexample before its timeout, and every batch it fails on is
tried again mutant by mutant: hours of proof time for ``unknown``. So before the proof, each such
mutant of the ``cycle`` or the ``edge`` model runs in Icarus (in the sandbox, as every testbench
run) beside the clean design, under the same seeded random stimulus, from the state the proof
starts at, in the proof's time model (:func:`svafam.projects.directed.random_block`):

* every register without an initial value deposited zero (:mod:`svafam.projects.directed`);
* the reset asserted in the first cycle (``edge``: its first three steps), as the miter
  assumes it (:mod:`svafam.projects.miter`), and again at a few fixed cycles far apart
  (:data:`svafam.projects.directed.RESET_CYCLES`): deep states are reached, and a reset of
  a state that is not the start state is played;
* every other input random in every cycle, a one-bit input flipping one cycle in eight, so that
  an enable or a start is held long enough (``$random`` with a seed: the same sequence on every
  run of the same Icarus).

The first step the miter compares where an output differs, with both values free of x and z,
ends a concrete trace from the proof's own start state in the proof's own time model: the
mutant is distinguishable, with that trace as its witness (a witness, not the shortest one; the
verdict's engine says how it was found). What the run does not tell apart goes on to the
unbounded proof as before; the search never decides *equivalent*.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from .candidates import Candidate
from .design import Design
from .directed import RandomStimulus, half_period, random_block, random_declarations, stimulus_module
from .miter import CYCLE, EDGE
from .testbench import Bench
from .witness import Witness, compare_from

DEFAULT_STEPS = 100_000    # cycles of the random run (a day of a seconds counter is 86,400)
SCREEN_STEPS = 1_000       # cycles of every mutant's first run (svafam.projects.formal's screen): its prefix
DEFAULT_SEED = 2026
ENGINE = "random simulation"


EXPECTED_TABLE = "svafam_expected.mem"
# bits of a clean run's outputs a mutant's run is held against at most: past it the table costs more to write and
# read than the steps it would cut (the deep search's 100,000 cycles of sha3's 512-bit output)
MAX_EXPECTED_BITS = 4_000_000


@dataclass(frozen=True)
class Expected:
    """The clean run's outputs, one line a step (the ``%b`` texts of its row, x and z as they are): a mutant's run
    ends with the first step it compares (:func:`svafam.projects.witness.compare_from`) whose outputs differ. That
    row is the one :func:`witness_of` decides on, so the verdict is the whole run's; the steps after it are not
    simulated (sha3's permutation: a difference 6 cycles in, then 994 cycles of a 1,600-bit round for nothing)."""

    lines: tuple[str, ...]
    width: int
    first: int


def expected_of(design: Design, rows: list, model: str) -> Expected | None:
    """The table of a clean run's rows (the step, the inputs, the outputs); None if a row is not as the design's
    outputs say or the table is too large to pay."""
    n_in = len(design.stimulus_inputs)
    widths = [p.width for p in design.outputs]
    width = sum(widths)
    if not rows or not widths or width * len(rows) > MAX_EXPECTED_BITS:
        return None
    lines = []
    for row in rows:
        fields = row[1 + n_in:]
        if len(fields) != len(widths) or any(len(f) != w or set(f.lower()) - set("01xz") for f, w in
                                             zip(fields, widths)):
            return None
        lines.append("".join(fields))
    return Expected(tuple(lines), width, compare_from(model))


def expected_text(expected: Expected) -> str:
    """The table file: a line a step, then a line of ones. A run whose table did not load (its last entry is not
    that line) is never cut short: it runs to its end, as without a table."""
    return "\n".join(expected.lines + ("1" * expected.width,)) + "\n"


def _expected_parts(design: Design, expected: Expected, steps: int) -> tuple[list[str], list[str], list[str]]:
    """Declarations, the table's load and the check after each row of a run held against ``expected``."""
    dut = f"{design.project.testbench.top}.{design.project.testbench.dut}"
    outs = "{" + ", ".join(f"{dut}.{p.name}" for p in design.outputs) + "}"
    n = len(expected.lines)
    declarations = [f"  reg [{expected.width - 1}:0] svafam_expected [0:{n}];", "  reg svafam_armed;"]
    load = [f'    $readmemb("{EXPECTED_TABLE}", svafam_expected);',
            f"    svafam_armed = svafam_expected[{n}] === {{{expected.width}{{1'b1}}}};"]
    check = [f"      if (svafam_armed && svafam_k >= {expected.first} && svafam_k < {n} && "
             f"{outs} !== svafam_expected[svafam_k]) svafam_k = {steps};"]
    return declarations, load, check


def search_phase(design: Design, stimulus: RandomStimulus, *, precision: str, dut_unit: str,
                 expected: Expected | None = None) -> str:
    """The module of one search run: the stimulus with its inputs recorded, then ``$finish`` (the
    testbench's own stimulus, which waits for the phase, never starts); with ``expected``, the run ends with
    the first step whose outputs differ from it."""
    unit = "cycles" if stimulus.model == CYCLE else "steps"
    comment = (f"random search for a deep difference, seed {stimulus.seed}, {stimulus.steps} {unit} "
               f"({stimulus.model} model)")
    declarations, load, check = random_declarations(design), [], []
    if expected is not None:
        more, load, check = _expected_parts(design, expected, stimulus.steps)
        declarations += more
    block = random_block(design, stimulus, half_period(precision, dut_unit), record_inputs=True, after_row=check)
    return stimulus_module(comment, declarations, load + block, precision)


def _bits(field: str, width: int) -> int | None:
    field = field.strip().lower()
    if not field or set(field) - {"0", "1"}:
        return None
    return int(field[-width:], 2)


def witness_of(design: Design, clean_rows: list, mutant_rows: list, model: str,
               seed: int | None = None) -> Witness | None:
    """The witness of the first step the miter compares (after the reset) where an output differs, both sides
    free of x and z; None if no such step is in the rows both runs wrote (each row: the step, the inputs, the
    outputs). ``seed``: the seeded random run's, which replays the witness (None: played step by step)."""
    clock = design.project.clock.name if design.project.clock else None
    inputs = design.stimulus_inputs
    outputs = design.outputs
    n_in = len(inputs)
    end = None
    for k in range(compare_from(model), min(len(clean_rows), len(mutant_rows))):
        a, b = clean_rows[k], mutant_rows[k]
        if len(a) != len(b) or len(a) != 1 + n_in + len(outputs):
            return None
        if a[1 + n_in:] != b[1 + n_in:]:
            pairs = [(x, y, p.width) for x, y, p in zip(a[1 + n_in:], b[1 + n_in:], outputs) if x != y]
            if all(_bits(x, w) is not None and _bits(y, w) is not None for x, y, w in pairs):
                end = k
            break
    if end is None:
        return None
    steps = end + 1
    w = Witness(model, steps, seed=seed)
    if clock:   # the cycle model's clock rises once a step; the edge model's toggles, low at step 0
        w.inputs[clock] = [k % 2 for k in range(steps)] if model == EDGE else [0] * steps
        w.widths[f"inputs.{clock}"] = 1
    for i, p in enumerate(inputs):
        w.inputs[p.name] = [_bits(clean_rows[k][1 + i], p.width) for k in range(steps)]
        w.widths[f"inputs.{p.name}"] = p.width
    for i, p in enumerate(outputs):
        w.clean[p.name] = [_bits(clean_rows[k][1 + n_in + i], p.width) for k in range(steps)]
        w.mutant[p.name] = [_bits(mutant_rows[k][1 + n_in + i], p.width) for k in range(steps)]
        w.widths[f"clean.{p.name}"] = w.widths[f"mutant.{p.name}"] = p.width
    return w


@dataclass
class DeepSearch:
    """The search of one project: the clean run once a model, then each mutant; ``__call__`` is the hook
    :class:`svafam.projects.formal.ProjectRetention` calls before its proof phase. ``steps``: cycles (the
    ``edge`` model runs twice as many steps, the same cycles)."""

    design: Design
    bench: Bench
    workers: int
    wall: float
    steps: int = DEFAULT_STEPS
    seed: int = DEFAULT_SEED
    progress: Callable[[int, int], None] | None = None
    stop_early: bool = True   # a mutant's run ends with its first difference (:class:`Expected`)
    _clean: dict[str, list] = field(default_factory=dict)
    runs: int = 0
    failed_runs: int = 0

    def _stimulus(self, model: str) -> RandomStimulus:
        return RandomStimulus(self.seed, self.steps * (2 if model == EDGE else 1), model)

    def _phase(self, model: str, expected: Expected | None = None) -> str:
        precision = self.bench.timescale or "1ns"
        return search_phase(self.design, self._stimulus(model), precision=precision,
                            dut_unit=self.bench.dut_unit or precision, expected=expected)

    def __call__(self, cands: list[Candidate], model: str = CYCLE) -> dict[str, Witness]:
        if not cands or self.design.project.clock is None or self.steps < 2 or model not in (CYCLE, EDGE):
            return {}
        if model not in self._clean:
            clean = self.bench.run(directed=self._phase(model), wall=self.wall, dump=False)
            self._clean[model] = clean.rows if clean.status == "ok" else []
        if not self._clean[model]:
            return {}
        expected = expected_of(self.design, self._clean[model], model) if self.stop_early else None
        phase = self._phase(model, expected)
        side = {EXPECTED_TABLE: expected_text(expected)} if expected else None
        found: dict[str, Witness] = {}
        done = [0]

        def one(c: Candidate) -> None:
            r = self.bench.run({c.file: c.text}, directed=phase, wall=self.wall, dump=False, side=side)
            self.runs += 1
            if r.status != "ok":
                self.failed_runs += 1   # a hang or a crash is no witness: the proof decides
            else:
                w = witness_of(self.design, self._clean[model], r.rows, model, self.seed)
                if w is not None:
                    found[c.id] = w
            done[0] += 1
            if self.progress:
                self.progress(done[0], len(cands))

        with ThreadPoolExecutor(max_workers=max(1, self.workers)) as pool:
            list(pool.map(one, cands))
        return found


__all__ = ["DEFAULT_STEPS", "ENGINE", "SCREEN_STEPS", "DeepSearch", "Expected", "expected_of", "expected_text",
           "search_phase", "witness_of"]
