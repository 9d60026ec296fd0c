"""Cycle-accurate simulation of the Amaranth oracle and of generated Verilog.

Both follow the observation convention of :mod:`svafam.oracle.reference`: start in the
reset state, apply ``stimulus[i]``, report the outputs before the clock edge
that ends cycle ``i``.

Verilog runs in Yosys' ``sim`` pass (native libyosys from ``pyosys``), in a
child process: libyosys ends the whole process on a Yosys error, and its
design and log state are global. Stimuli go in as Yosys witness (``.yw``)
files, outputs come back from the VCD that ``sim`` writes. An x on an output
(Verilog's ``/`` and ``%`` by zero give x, unlike :func:`svafam.generators.expr.evaluate`)
raises :class:`VerilogSimError` rather than guessing a value.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Mapping

from amaranth.sim import Simulator

from svafam.design import DesignUnderTest
from svafam.generators.model import FamilySpec

from .amaranth_model import SpecOracle
from .native_yosys import YosysScriptError, run_script
from .reference import normalize_stimulus

_PERIOD = 1e-6


def simulate_oracle(spec: FamilySpec, stimulus: list[Mapping[str, int]]) -> list[dict[str, int]]:
    """Run :class:`SpecOracle` in Amaranth's simulator."""
    stimulus = normalize_stimulus(spec, stimulus)
    dut = SpecOracle(spec)
    observed: list[dict[str, int]] = []

    async def bench(ctx):
        # The clock is an ordinary input port here (the domain is driven from
        # it), so the bench toggles it rather than using add_clock().
        for inputs in stimulus:
            for name, value in inputs.items():
                ctx.set(dut.ports[name], value)
            await ctx.delay(_PERIOD / 2)
            observed.append({name: ctx.get(sig) for name, sig in dut.outputs.items()})
            ctx.set(dut.clk, 1)
            await ctx.delay(_PERIOD / 2)
            ctx.set(dut.clk, 0)

    sim = Simulator(dut)
    sim.add_testbench(bench)
    sim.run()
    return observed


# ---------------------------------------------------------------- Verilog through Yosys sim

class VerilogSimError(RuntimeError):
    """Yosys could not read or simulate the design, or its trace has x on an output."""


def simulate_verilog(verilog_texts: list[str], top: str, spec: FamilySpec,
                     stimulus: list[Mapping[str, int]], timeout: float = 120) -> list[dict[str, int]]:
    """Simulate module ``top`` (ports named as in ``spec``) cycle by cycle in Yosys."""
    [trace] = simulate_verilog_many(verilog_texts, top, spec, [stimulus], timeout)
    return trace


def simulate_verilog_many(verilog_texts: list[str], top: str, spec: FamilySpec,
                          stimuli: list[list[Mapping[str, int]]], timeout: float = 120) -> list[list[dict[str, int]]]:
    """Like :func:`simulate_verilog` for several stimuli, reading the design once."""
    ports = [(spec.reset.name, 1)] + [(p.name, p.width) for p in spec.inputs]
    runs = [[_reset_cycle(spec)] + normalize_stimulus(spec, s) for s in stimuli]
    return simulate_signals(verilog_texts, top, spec.clock.name, ports, runs, [p.name for p in spec.outputs],
                            skip=1, timeout=timeout)  # the first cycle is the hidden reset


def simulate_design_many(design: DesignUnderTest, stimuli: list[list[Mapping[str, int]]],
                         timeout: float = 120) -> list[list[dict[str, int]]]:
    """:func:`simulate_verilog_many` of a design to score (a family's variant, a record's RTL): its top,
    clock, reset and ports say what a spec would (it has both, as a family's). The same simulation, one hidden
    reset cycle first."""
    reset, data = design.reset, design.data_inputs
    widths = {reset.name: 1, **{p.name: p.width for p in data}}
    idle = {reset.name: 0 if reset.active_high else 1, **{p.name: 0 for p in data}}
    runs = []
    for stimulus in stimuli:
        for i, cycle in enumerate(stimulus):   # as normalize_stimulus checks a spec's: no typo becomes a zero
            for name, value in cycle.items():
                if name not in widths:
                    raise ValueError(f"stimulus cycle {i}: {name!r} is not an input of {design.top}")
                if not 0 <= value < 1 << widths[name]:
                    raise ValueError(f"stimulus cycle {i}: {name}={value} does not fit in {widths[name]} bits")
        runs.append([{**idle, reset.name: 1 if reset.active_high else 0}] + [{**idle, **c} for c in stimulus])
    ports = [(reset.name, 1)] + [(p.name, p.width) for p in data]
    return simulate_signals(list(design.files.values()), design.top, design.clock, ports, runs,
                            [p.name for p in design.outputs], skip=1, timeout=timeout)


def simulate_signals(verilog_texts: list[str], top: str, clock: str, ports: list[tuple[str, int]],
                     runs: list[list[Mapping[str, int]]], probes: list[str], *, skip: int = 0, zinit: bool = False,
                     timeout: float = 120, tree: Mapping[str, str] | None = None,
                     read: list[str] | None = None, untrusted: bool = False) -> list[list[dict[str, int]]]:
    """Simulate module ``top`` in Yosys, its ``ports`` (name, width) driven cycle by cycle from each run and its
    clock toggled; per run and cycle (from cycle ``skip`` on), the value of every probe (a top-level or
    flattened ``inst.wire`` name) before the clock edge that ends the cycle. ``zinit`` starts registers
    without an initial value at 0. ``tree`` and ``read``: a design of several files (by relative path, e.g. a
    project's, with includes) and the Yosys commands that read it, instead of ``verilog_texts``. ``untrusted``: hostile
    text (a user's project), simulated in the sandbox."""
    with tempfile.TemporaryDirectory(prefix="oracle_sim_") as tmp:
        work = Path(tmp)
        script = []
        for rel, text in (tree or {}).items():
            (work / rel).parent.mkdir(parents=True, exist_ok=True)
            (work / rel).write_text(text)
        script += list(read or [])
        for i, text in enumerate(verilog_texts):
            (work / f"design{i}.v").write_text(text)
            script.append(f"read_verilog design{i}.v")
        script.append(f"prep -flatten -top {top}")
        for k, run in enumerate(runs):
            (work / f"stim{k}.yw").write_text(_witness(clock, ports, run))
            script.append(f"sim -q {'-zinit ' if zinit else ''}-r stim{k}.yw -vcd out{k}.vcd {top}")
        try:
            run_script(work, "\n".join(script) + "\n", f"yosys sim of {top}", timeout, untrusted=untrusted)
        except YosysScriptError as e:
            raise VerilogSimError(str(e)) from None
        return [_read_probes(work / f"out{k}.vcd", clock, probes, skip, len(run)) for k, run in enumerate(runs)]


def _reset_cycle(spec: FamilySpec) -> dict[str, int]:
    [cycle] = normalize_stimulus(spec, [{spec.reset.name: 1 if spec.reset.active_high else 0}])
    return cycle


def _witness(clock: str, ports: list[tuple[str, int]], run: list[Mapping[str, int]]) -> str:
    """A Yosys witness trace: two steps per cycle.

    The clock is an ordinary signal of the trace, low with the cycle's inputs
    in the first step and rising in the second, so every input is stable
    across the edge. (Declared as a witness clock instead, ``sim`` raises it
    in the same step that applies the next inputs, and an asynchronous reset
    released in that step is already gone at the edge.) In a step's ``bits``
    the first signal is rightmost, each signal MSB first.
    """
    ports = [(clock, 1)] + list(ports)
    steps = []
    for cycle in run:
        for clk in (0, 1):
            values = {**cycle, clock: clk}
            steps.append({"bits": "".join(format(values[n], f"0{w}b") for n, w in reversed(ports))})
    return json.dumps({
        "format": "Yosys Witness Trace",
        "clocks": [],
        "signals": [{"path": [f"\\{name}"], "width": width, "offset": 0, "init_only": False}
                    for name, width in ports],
        "steps": steps,
    }, indent=1)


def _read_probes(vcd: Path, clock: str, probes: list[str], first: int, cycles: int) -> list[dict[str, int]]:
    ids, changes = _parse_vcd(vcd.read_text())
    missing = [n for n in probes + [clock] if n not in ids]
    if missing:
        raise VerilogSimError(f"{vcd.name}: no top-level signal {', '.join(missing)} in the trace")
    # Each cycle's values are read in its first step, where the clock is low.
    starts = [t for t, v in changes[ids[clock]] if v == "0"]
    if len(starts) < cycles:
        raise VerilogSimError(f"{vcd.name}: {len(starts)} clock cycles in the trace, expected {cycles}")
    out = []
    for i in range(first, cycles):
        row = {}
        for name in probes:
            value = [v for t, v in changes[ids[name]] if t <= starts[i]][-1]
            if not set(value) <= {"0", "1"}:
                raise VerilogSimError(f"{vcd.name}: {name} is {value} in cycle {i - first}")
            row[name] = int(value, 2)
        out.append(row)
    return out


def _parse_vcd(text: str) -> tuple[dict[str, str], dict[str, list[tuple[int, str]]]]:
    """Top-scope names -> VCD ids, and each id's (time, value) changes in order."""
    ids: dict[str, str] = {}
    changes: dict[str, list[tuple[int, str]]] = {}
    depth, time = 0, 0
    tokens = iter(text.split())
    for tok in tokens:
        if tok == "$var":
            _kind, _width, code, name = (next(tokens) for _ in range(4))
            if depth == 1:
                ids[name] = code
            changes.setdefault(code, [])
        elif tok in ("$dumpvars", "$dumpall", "$dumpon", "$dumpoff", "$end"):
            pass  # the value changes inside these are ordinary ones
        elif tok.startswith("$"):
            depth += {"$scope": 1, "$upscope": -1}.get(tok, 0)
            while next(tokens) != "$end":
                pass
        elif tok.startswith("#"):
            time = int(tok[1:])
        elif tok[0] in "bB":
            changes[next(tokens)].append((time, tok[1:]))
        elif tok[0] in "01xXzZ":
            changes[tok[1:]].append((time, tok[0]))
    return ids, changes
