"""A witness as a directed stimulus phase: Verilog that replays it on the testbench's design instance.

The phase is a module of its own (``svafam_directed``) compiled beside the testbench,
whose processes wait for it to finish (:func:`svafam.projects.testbench.delayed_testbench`):
so it runs *before* the original stimulus, on the same instance, as VeriBugBench inserts
its generated phase. It

1. forces every input port of the design instance (the testbench's drivers are overridden
   while the phase lasts) and deposits zero in every register the design does not
   initialize -- the state the proof started from (:mod:`svafam.projects.miter`);
2. plays the witness step by step in its time model: ``cycle`` (inputs applied with the
   clock low, the outputs written before the rising edge that ends the cycle), ``edge``
   (the clock set as the witness says, the inputs changed just after that edge),
   ``comb`` (inputs, then outputs, per step);
3. writes the outputs of every step to ``svafam_directed.csv`` (rows of the augmented
   trace), releases the inputs and sets ``go``.

Several witnesses make one phase (each starting from the zeroed state again): the
project's augmented testbench. A witness found by a seeded random run
(:mod:`svafam.projects.deep_search`, often tens of thousands of cycles long) is played by the
same seeded loop that found it rather than written out cycle by cycle.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import accumulate

from .design import Design, Register
from .miter import CYCLE, EDGE
from .testbench import DIRECTED_CSV, DIRECTED_MODULE, seconds_of
from .witness import Witness

_SIMPLE_PATH = re.compile(r"^[A-Za-z_][A-Za-z0-9_$]*(\[\d+\])*(\.[A-Za-z_][A-Za-z0-9_$]*(\[\d+\])*)*$")


def half_period(precision: str, dut_unit: str) -> int:
    """Half a clock period of the phase in simulation-precision units: 50 of the design's time units
    (longer than the ``#1``-style delays designs put on their assignments)."""
    ratio = seconds_of(dut_unit) / seconds_of(precision)
    return max(10, int(round(50 * ratio)))


# the cycles at which a seeded stimulus asserts the reset again (edge model: asserted with the clock low, held over a
# rising edge). A mutant of the reset's behavior (a register left out of the reset, a synchronous reset made of an
# asynchronous one) differs only when it resets a state that is not the start state, and many designs are busy
# only for a while after a reset (sha3: the padder fills a block for some 35 cycles, the permutation runs 24, then
# all waits for the next reset). So within the screen's first 1,000 cycles the reset comes back after 500
# reset-free cycles, then 8, 12, 16, ... 56 cycles after the one before: each cuts short, at another point, whatever
# the one before started (sha3's keccak: its five permutation registers left out of the reset are told apart only by
# the ladder's fourth step or later), the last at 916; without them every such mutant went to a proof that timed out
# (two minutes each, then `unknown`). A difference needing 500 reset-free cycles is found before them; one far into
# the deep search (calendar's hour counter: 3,600 cycles in) by the last. Constants, not shares of the run's length:
# a witness replays the stimulus only up to its own last step
RESET_CYCLES = tuple(accumulate((500, *range(8, 60, 4)))) + (99_990,)


@dataclass(frozen=True)
class RandomStimulus:
    """A seeded random stimulus from the proof's start state: reset in the first cycle (``edge``: its first three
    steps, as the miter assumes it) and again at each of :data:`RESET_CYCLES`, every other input ``$random`` in
    every cycle, a one-bit input flipping one cycle in eight (the same sequence on every run of the same Icarus).
    ``steps``: cycles (``cycle``) or solver steps, two a cycle (``edge``)."""

    seed: int
    steps: int
    model: str = CYCLE


def deposit_lines(dut: str, reg: Register) -> list[str]:
    """Zero into a register the design does not initialize (the proof's start state)."""
    if not _SIMPLE_PATH.match(reg.path):
        return []
    if reg.words:
        return [f"    for (svafam_i = {reg.offset}; svafam_i < {reg.offset + reg.words}; "
                f"svafam_i = svafam_i + 1) {dut}.{reg.path}[svafam_i] = 0;"]
    return [f"    {dut}.{reg.path} = 0;"]


def random_declarations(design: Design) -> list[str]:
    return [f"  reg [{p.width - 1}:0] svafam_r_{p.name};" for p in design.stimulus_inputs] + \
           ["  integer svafam_k;", "  integer svafam_seed;"]


def random_block(design: Design, stimulus: RandomStimulus, half: int, *, record_inputs: bool,
                 after_row: list[str] = ()) -> list[str]:
    """Statements that play ``stimulus`` on the design instance in its time model, from the zeroed state
    (declarations: :func:`random_declarations`; the loop: :func:`play_block`)."""
    reset = design.project.reset
    edge = stimulus.model == EDGE
    reset_steps = 3 if edge else 1
    sets = []
    for p in design.stimulus_inputs:
        if reset is not None and p.name == reset.name:
            starts = [0] + [2 * c if edge else c for c in RESET_CYCLES]
            held = " || ".join(f"(svafam_k >= {k} && svafam_k < {k + reset_steps})" for k in starts)
            sets.append(f"      svafam_r_{p.name} = ({held}) ? 1'b{reset.asserted} : 1'b{1 - reset.asserted};")
        elif p.width == 1:
            # a one-bit input (an enable, a start) flips one cycle in eight: it is held long enough for what it starts
            # to finish (RTLLM's multi_16bit multiplies while start stays high for 17 cycles; a fresh coin every
            # cycle held it that long once in 130,000 tries)
            sets.append(f"      if (($random(svafam_seed) & 7) == 0) svafam_r_{p.name} = !svafam_r_{p.name};")
        else:
            words = ", ".join(["$random(svafam_seed)"] * ((p.width + 31) // 32))
            sets.append(f"      svafam_r_{p.name} = {{{words}}};")
    return play_block(design, stimulus.model, stimulus.steps, half, sets, record_inputs=record_inputs,
                      prelude=[f"    svafam_seed = {stimulus.seed};"], after_row=after_row)


def play_block(design: Design, model: str, steps: int, half: int, sets: list[str], *, record_inputs: bool,
               prelude: list[str] = (), after_row: list[str] = ()) -> list[str]:
    """Statements that play ``steps`` steps on the design instance in its time model, from the zeroed state:
    ``sets`` give the inputs' registers (``svafam_r_<name>``) their values of step ``svafam_k``; each step writes
    one row to ``svafam_fd``: its number, its inputs when ``record_inputs``, the outputs. ``cycle``: the inputs
    set with the clock low, the row written before the rising edge; ``edge``: the clock set as the step says
    (low at step 0), the inputs changed just after it, the row written before the next step, as
    :func:`phase_module` replays a solver's witness. ``after_row``: statements after each row is written (setting
    ``svafam_k`` to ``steps`` ends the run with that row)."""
    project = design.project
    dut = f"{project.testbench.top}.{project.testbench.dut}"
    clock = project.clock.name
    reset = project.reset
    edge = model == EDGE
    inputs = design.stimulus_inputs
    shown = ([f"svafam_r_{p.name}" for p in inputs] if record_inputs else []) + \
        [f"{dut}.{p.name}" for p in design.outputs]
    lines = list(prelude)
    for p in inputs:
        # the edge model holds the reset from the start: the clock forced low may be a falling edge already
        start = f"1'b{reset.asserted}" if edge and reset is not None and p.name == reset.name else "0"
        lines += [f"    svafam_r_{p.name} = {start};", f"    force {dut}.{p.name} = svafam_r_{p.name};"]
    lines.append(f"    force {dut}.{clock} = 1'b0;")
    for reg in design.registers:
        lines += deposit_lines(dut, reg)
    row = '"%0d' + ",%b" * len(shown) + '\\n"'
    write = f"      $fwrite(svafam_fd, {row}, svafam_k" + "".join(f", {s}" for s in shown) + ");"
    lines.append(f"    for (svafam_k = 0; svafam_k < {steps}; svafam_k = svafam_k + 1) begin")
    if edge:
        nudge = max(1, half // 10)
        lines += [f"      force {dut}.{clock} = svafam_k[0];", f"      #({nudge});", *sets,
                  f"      #({half - nudge});", write, *after_row, "    end"]
    else:
        lines += [*sets, f"      #({half});", write, *after_row, f"      force {dut}.{clock} = 1'b1;",
                  f"      #({half});", f"      force {dut}.{clock} = 1'b0;", "    end"]
    return lines


def stimulus_module(comment: str, declarations: list[str], statements: list[str], precision: str) -> str:
    """A stimulus run's phase module (a random search's, a recorded testbench's replay): ``statements`` write
    their rows to the directed trace, then ``$finish`` -- the testbench's own stimulus, which waits for the
    phase, never starts."""
    lines = [f"`timescale {precision} / {precision}", f"// sva-families: {comment}",
             f"module {DIRECTED_MODULE};", "  reg go = 1'b0;", "  integer svafam_fd;", "  integer svafam_i;",
             *declarations, "  initial begin", f'    svafam_fd = $fopen("{DIRECTED_CSV}", "w");', *statements,
             "    $fclose(svafam_fd);", "    $finish;", "  end", "endmodule"]
    return "\n".join(lines) + "\n"


def _literal(width: int, value: int | None) -> str:
    return f"{width}'d{0 if value is None else value}"


def without_prefixes(witnesses: list[Witness]) -> list[Witness]:
    """The witnesses an augmented testbench needs: a seeded one is left out where a longer one of the same seed
    and model is kept, since its loop replays the same stimulus from the same state, the shorter run first."""
    longest: dict[tuple[int, str], int] = {}
    for w in witnesses:
        if w.seed is not None:
            longest[w.seed, w.model] = max(longest.get((w.seed, w.model), 0), w.steps)
    out, taken = [], set()
    for w in witnesses:
        if w.seed is None:
            out.append(w)
        elif w.steps == longest[w.seed, w.model] and (w.seed, w.model) not in taken:
            taken.add((w.seed, w.model))
            out.append(w)
    return out


def phase_module(design: Design, witnesses: list[Witness], *, precision: str, dut_unit: str,
                 finish: bool = False) -> str:
    """The directed phase of ``witnesses``; ``finish``: the run ends with the phase (``$finish``), the original
    stimulus never starts -- the first rows of the augmented testbench's trace, and only those."""
    project = design.project
    dut = f"{project.testbench.top}.{project.testbench.dut}"
    clock = project.clock.name if project.clock else None
    half = half_period(precision, dut_unit)
    nudge = max(1, half // 10)
    inputs = {p.name: p.width for p in design.inputs}
    outputs = [p.name for p in design.outputs]
    lines = [f"`timescale {precision} / {precision}",
             f"// sva-families: directed stimulus phase ({len(witnesses)} witness(es)) for {dut}; written by the tool",
             f"module {DIRECTED_MODULE};", "  reg go = 1'b0;", "  integer svafam_fd;", "  integer svafam_i;"]
    if any(w.seed is not None for w in witnesses):
        lines += random_declarations(design)
    lines += ["  initial begin", f'    svafam_fd = $fopen("{DIRECTED_CSV}", "w");']
    sample = ('    $fwrite(svafam_fd, "%0t' + ",%b" * len(outputs) + '\\n", $time'
              + "".join(f", {dut}.{o}" for o in outputs) + ");")
    for n, w in enumerate(witnesses):
        lines.append(f"    // witness {n + 1}: {w.steps} steps, {w.model} model")
        if w.seed is not None and w.model in (CYCLE, EDGE) and clock:
            lines += random_block(design, RandomStimulus(w.seed, w.steps, w.model), half, record_inputs=False)
            lines.append(f"    #({half});")
            continue
        for name, width in inputs.items():
            first = w.inputs.get(name, [0])[0] if w.model != CYCLE or name != clock else 0
            lines.append(f"    force {dut}.{name} = {_literal(width, first)};")
        for reg in design.registers:
            lines += deposit_lines(dut, reg)
        for k in range(w.steps):
            if w.model == CYCLE:
                for name, width in inputs.items():
                    if name != clock:
                        lines.append(f"    force {dut}.{name} = {_literal(width, w.inputs[name][k])};")
                lines += [f"    #({half});", sample, f"    force {dut}.{clock} = 1'b1;", f"    #({half});",
                          f"    force {dut}.{clock} = 1'b0;"]
            elif w.model == EDGE:
                if clock:
                    lines.append(f"    force {dut}.{clock} = {_literal(1, w.inputs[clock][k])};")
                lines.append(f"    #({nudge});")
                for name, width in inputs.items():
                    if name != clock:
                        lines.append(f"    force {dut}.{name} = {_literal(width, w.inputs[name][k])};")
                lines += [f"    #({half - nudge});", sample]
            else:
                for name, width in inputs.items():
                    lines.append(f"    force {dut}.{name} = {_literal(width, w.inputs[name][k])};")
                lines += [f"    #({half});", sample, f"    #({half});"]
        lines.append(f"    #({half});")
    if finish:
        lines += ["    $fclose(svafam_fd);", "    $finish;", "  end", "endmodule"]
        return "\n".join(lines) + "\n"
    for name in inputs:
        lines.append(f"    release {dut}.{name};")
    lines += ["    $fclose(svafam_fd);", "    go = 1'b1;", "  end", "endmodule"]
    return "\n".join(lines) + "\n"
