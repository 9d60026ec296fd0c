"""Simulate many designs with one interface side by side in Icarus Verilog, step by step.

The baselines run hundreds of small designs (a task's RTL, or every repair candidate of a
buggy module) on the same stimulus; one testbench instantiates them all, so a task costs
one ``iverilog`` and one ``vvp`` run, not one per design.

A *step* gives the clock's level and every other input. At step ``k`` the clock takes its
level first, while the data inputs still hold step ``k-1``'s values (a flip-flop clocked by
that edge sees the previous step's inputs, as in the clock-accurate formal model), then
the data inputs take theirs, and every output is read. :func:`cycle_steps` turns
one-step-per-cycle stimuli into steps: cycle ``k`` is (clock low, inputs ``k``: read) then
(clock high, inputs ``k``: not read), so a cycle's outputs are read before the rising edge
that ends it, the convention of :mod:`svafam.oracle.reference`.

Designs are untrusted text (mutants): each sits in its own file; one that Icarus refuses
is dropped and named, the rest are compiled again; a run that hangs (a combinational
loop) is run again in parts until the culprit is alone. An ``x`` or ``z`` output bit reads
as None.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from svafam.errors import SvafamError

BENCH = "svafam_bench"
_ERROR_FILE = re.compile(r"^(?:\./)?d(\d+)\.v:\d+:", re.MULTILINE)
_ERROR_BENCH = re.compile(r"^(?:\./)?bench\.v:(\d+):", re.MULTILINE)
_ATTEMPTS = 8
_SPLIT = 8        # a batch that hangs is run again in this many parts


class IcarusMissing(SvafamError):
    """iverilog or vvp is not on PATH."""


@dataclass(frozen=True)
class Interface:
    # not svafam.design.DesignUnderTest: the test bench's wiring, made from a task's ports (a clock it
    # toggles, every other input it drives, the outputs it prints), with no design text of its own
    clock: str
    inputs: tuple[tuple[str, int], ...]    # every input but the clock (the reset included), with widths
    outputs: tuple[tuple[str, int], ...]


@dataclass
class Run:
    values: dict[str, list[dict[str, int | None]]] = field(default_factory=dict)   # design -> per read step
    errors: dict[str, str] = field(default_factory=dict)                          # design -> why not run


Screen = Callable[[list[tuple[str, str, str]]], dict[str, str]]


def available() -> bool:
    return bool(shutil.which("iverilog") and shutil.which("vvp"))


def cycle_steps(clock: str, cycles: Sequence[Mapping[str, int]]) -> tuple[list[dict[str, int]], list[bool]]:
    """Steps for one-step-per-cycle stimuli, and which steps are read (one per cycle)."""
    steps, read = [], []
    for c in cycles:
        steps += [{**c, clock: 0}, {**c, clock: 1}]
        read += [True, False]
    return steps, read


def _bench(iface: Interface, names: list[str], modules: list[str], steps: list[dict[str, int]],
           read: list[bool]) -> tuple[str, dict[int, int]]:
    """The testbench, and the line of each design's instance (1-based line -> design index)."""
    lines = ["`timescale 1ns/1ns", f"module {BENCH};", f"    reg {iface.clock} = 1'b0;"]
    for n, w in iface.inputs:
        lines.append(f"    reg [{w - 1}:0] {n} = {w}'d0;")
    for k in range(len(names)):
        for n, w in iface.outputs:
            lines.append(f"    wire [{w - 1}:0] d{k}__{n};")
    at: dict[int, int] = {}
    for k, module in enumerate(modules):
        at[len(lines) + 1] = k
        conns = [f".{iface.clock}({iface.clock})"] + [f".{n}({n})" for n, _w in iface.inputs] + \
                [f".{n}(d{k}__{n})" for n, _w in iface.outputs]
        lines.append(f"    {module} d{k} ({', '.join(conns)});")
    shown = ", ".join(f"d{k}__{n}" for k in range(len(names)) for n, _w in iface.outputs)
    fmt = " ".join("%b" for _k in range(len(names)) for _o in iface.outputs)
    lines.append("    initial begin")
    for step, is_read in zip(steps, read):
        lines.append(f"        {iface.clock} = 1'b{step[iface.clock] & 1}; #1;")
        sets = " ".join(f"{n} = {w}'d{step.get(n, 0) & ((1 << w) - 1)};" for n, w in iface.inputs)
        lines.append(f"        {sets} #1;" if sets else "        #1;")
        if is_read:
            lines.append(f'        $display("{fmt}", {shown});')
    lines += ["        $finish;", "    end", "endmodule", ""]
    return "\n".join(lines), at


def _value(bits: str) -> int | None:
    return int(bits, 2) if bits and set(bits) <= {"0", "1"} else None


def _run_batch(work: Path, iface: Interface, batch: list[tuple[str, str, str]], steps, read, timeout: float,
               out: Run, screen: Screen | None = None) -> None:
    """batch: (name, module, text); results or errors into ``out``; on a hang, ``screen`` names the designs to
    drop (with the reason), then the batch is run again in parts."""
    live = list(batch)
    for _attempt in range(_ATTEMPTS):
        if not live:
            return
        for f in work.glob("d*.v"):
            f.unlink()
        for k, (_name, _module, text) in enumerate(live):
            (work / f"d{k}.v").write_text(text, encoding="utf-8")
        bench, instance_at = _bench(iface, [b[0] for b in live], [b[1] for b in live], steps, read)
        (work / "bench.v").write_text(bench, encoding="utf-8")
        files = [f"d{k}.v" for k in range(len(live))] + ["bench.v"]
        try:
            compiled = subprocess.run(["iverilog", "-g2005", "-o", "sim.vvp", "-s", BENCH, *files], cwd=work,
                                      capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            compiled = None
        if compiled is not None and compiled.returncode != 0:
            bad = {int(m) for m in _ERROR_FILE.findall(compiled.stderr) if int(m) < len(live)}
            bad |= {instance_at[int(n)] for n in _ERROR_BENCH.findall(compiled.stderr) if int(n) in instance_at}
            if not bad:
                for name, _m, _t in live:
                    out.errors[name] = f"iverilog failed: {compiled.stderr.strip().splitlines()[-1][:200]}"
                return
            where = {k: f"d{k}.v:" for k in bad} | {k: f"bench.v:{n}:" for n, k in instance_at.items() if k in bad}
            for k in sorted(bad):
                first = next((line for line in compiled.stderr.splitlines() if line.startswith(where[k])), "")
                out.errors[live[k][0]] = f"iverilog refused it: {first.split(':', 2)[-1].strip()[:200]}"
            live = [b for k, b in enumerate(live) if k not in bad]
            continue
        try:
            ran = None if compiled is None else subprocess.run(["vvp", "-n", "sim.vvp"], cwd=work,
                                                               capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            ran = None
        if ran is None:
            if screen is not None:   # look for the culprits once before splitting the batch
                dropped = screen(live)
                out.errors.update(dropped)
                live = [b for b in live if b[0] not in dropped]
                screen = None
                if dropped:
                    continue
            if len(live) == 1:
                out.errors[live[0][0]] = f"no result within {timeout:g} s (a combinational loop?)"
                return
            size = -(-len(live) // _SPLIT)
            for start in range(0, len(live), size):
                _run_batch(work, iface, live[start:start + size], steps, read, timeout, out, screen)
            return
        rows = [line.split() for line in ran.stdout.splitlines() if line and not line.startswith(("VCD", "WARNING"))]
        width = len(iface.outputs)
        if len(rows) != sum(read) or any(len(r) != width * len(live) for r in rows):
            for name, _m, _t in live:
                out.errors[name] = f"vvp gave {len(rows)} rows of the {sum(read)} expected"
            return
        for k, (name, _m, _t) in enumerate(live):
            out.values[name] = [{n: _value(r[k * width + j]) for j, (n, _w) in enumerate(iface.outputs)}
                                for r in rows]
        return
    for name, _m, _t in live:
        out.errors[name] = "iverilog kept refusing the batch"


def simulate(designs: Sequence[tuple[str, str, str]], iface: Interface, steps: list[dict[str, int]],
             read: list[bool] | None = None, timeout: float = 3.0, batch: int = 400,
             screen: Screen | None = None) -> Run:
    """Run every design (name, module, text) on ``steps``; ``read`` marks the steps whose outputs are kept.
    ``timeout`` bounds each compile and each run (a batch of a few hundred small designs takes well under
    a second): past it the run is taken to hang, and ``screen`` (if given) is asked which designs to drop."""
    if not available():
        raise IcarusMissing("iverilog and vvp are needed for the baselines (apt-get install iverilog)")
    read = [True] * len(steps) if read is None else read
    out = Run()
    with tempfile.TemporaryDirectory(prefix="svafam-icarus-") as tmp:
        for start in range(0, len(designs), batch):
            _run_batch(Path(tmp), iface, list(designs[start:start + batch]), steps, read, timeout, out, screen)
    return out
