"""What Yosys reads of a reference: its clocks, its resets, a combinational loop, and its gate netlist.

One Yosys script (native libyosys in a child process, :func:`svafam.oracle.native_yosys.run_script`)
reads the reference with ``read_verilog -sv``, flattens it and writes two netlists: a coarse one
after ``opt_dff`` (flip-flops with their clock, asynchronous and synchronous resets recognized:
which ports are clocks and resets, and at which level) and a gate-level one (``simplemap``: one
bit per net) that :mod:`svafam.importers.dual_rail` turns into the three-valued model the proof
compares against. Nothing between reading and the gate netlist optimizes with undefined values
(``proc`` keeps them; no ``opt``), so an ``x`` of the reference stays an ``x``.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from svafam.oracle.native_yosys import YosysScriptError, run_script

from .verilog_parts import ProblemError

TOP = "RefModule"
_RESET_PORTS = {"ARST": "ARST_POLARITY", "SRST": "SRST_POLARITY"}
_RESET_NAME = re.compile(r"^(?:a?rst|a?reset|por|clr|clear)(?:_?(n|b|l))?$|^n_?(?:a?rst|a?reset)$", re.IGNORECASE)


@dataclass
class Netlist:
    inputs: list[tuple[str, int]]
    outputs: list[tuple[str, int]]
    clocks: dict[str, list[str]]              # port -> edges it clocks on ("posedge", "negedge")
    resets: dict[str, dict]                   # port -> {"active": high|low, "kind": async|sync, "evidence": ...}
    gates: dict                               # the gate-level module (Yosys JSON)
    cells: dict[str, int] = field(default_factory=dict)   # coarse cell types and counts
    flip_flops: int = 0


class ReferenceUnreadable(ProblemError):
    """Yosys cannot read the reference (the message has Yosys's error)."""


class CombinationalLoop(ProblemError):
    """The reference has a combinational loop (Yosys's ``check`` names it)."""


SCRIPT = f"""\
read_verilog -sv ref.v
hierarchy -check -top {TOP}
proc
flatten
opt_clean
tee -q -o check.log check
design -save flat
opt_dff
write_json coarse.json
design -load flat
memory -nomap
memory_map
dffunmap
techmap
opt_clean
write_json gates.json
"""


def read_reference(text: str, workdir: Path, timeout: float = 120) -> Netlist:
    """``text``: the reference and its sub-modules, plain Verilog/SystemVerilog (no directives)."""
    workdir.mkdir(parents=True, exist_ok=True)
    (workdir / "ref.v").write_text(text, encoding="utf-8")
    try:
        run_script(workdir, SCRIPT, "reading the reference", timeout=timeout, untrusted=True)
    except YosysScriptError as e:
        lines = str(e).splitlines()
        first = next((ln.strip() for ln in lines if "ERROR" in ln), lines[-1] if lines else str(e))
        raise ReferenceUnreadable(f"Yosys cannot read the reference: {first[:300]}") from None
    check = (workdir / "check.log").read_text(encoding="utf-8", errors="replace")
    loop = re.search(r"found logic loop.*", check)
    if loop:
        wires = re.findall(r"wire '?\\?([^\s']+)", check[loop.start():])[:4]
        raise CombinationalLoop("the reference has a combinational loop" + (f" (through {', '.join(wires)})" if wires else ""))
    coarse = _top(json.loads((workdir / "coarse.json").read_text(encoding="utf-8")))
    gates = _top(json.loads((workdir / "gates.json").read_text(encoding="utf-8")))
    inputs = [(n, len(p["bits"])) for n, p in gates["ports"].items() if p["direction"] == "input"]
    outputs = [(n, len(p["bits"])) for n, p in gates["ports"].items() if p["direction"] == "output"]
    if any(p["direction"] == "inout" for p in gates["ports"].values()):
        raise ProblemError("the reference has an inout port; only inputs and outputs are checked")
    clocks, resets = _clocks_and_resets(coarse)
    cells = Counter(c["type"] for c in coarse["cells"].values())
    ffs = sum(1 for c in gates["cells"].values() if c["type"].startswith(("$_DFF", "$_DLATCH", "$_SDFF")))
    return Netlist(inputs, outputs, clocks, resets, gates, dict(sorted(cells.items())), ffs)


def _top(doc: dict) -> dict:
    module = doc["modules"].get(TOP)
    if module is None:
        raise ReferenceUnreadable(f"Yosys found no module {TOP}")
    return module


def _port_bits(module: dict) -> dict[int, str]:
    return {b: name for name, p in module["ports"].items() if p["direction"] == "input" for b in p["bits"]
            if isinstance(b, int) and len(p["bits"]) == 1}


def _clocks_and_resets(coarse: dict) -> tuple[dict[str, list[str]], dict[str, dict]]:
    """Clock and reset ports, from the flip-flops (and latches) that name them."""
    ports = _port_bits(coarse)
    clocks: dict[str, set[str]] = {}
    resets: dict[str, dict] = {}
    for cell in coarse["cells"].values():
        conns, params = cell["connections"], cell["parameters"]
        for bit in conns.get("CLK", []):
            if bit in ports:
                edge = "posedge" if int(params.get("CLK_POLARITY", "1"), 2) else "negedge"
                clocks.setdefault(ports[bit], set()).add(edge)
        for port, polarity in _RESET_PORTS.items():
            for bit in conns.get(port, []):
                if bit in ports:
                    active = "high" if int(params.get(polarity, "1"), 2) else "low"
                    kind = "async" if port == "ARST" else "sync"
                    resets.setdefault(ports[bit], {"active": active, "kind": kind, "evidence": f"{cell['type']} {port}"})
    for name in sorted(set(ports.values()) - set(clocks)) if not resets else ():
        match = _RESET_NAME.match(name)
        if match:  # no flip-flop has a reset port, but an input's name says it is one (it feeds logic): held in reset
            resets[name] = {"active": "low" if match.group(1) or name.lower().startswith("n") else "high",
                            "kind": "logic", "evidence": "name"}
    return {n: sorted(e) for n, e in sorted(clocks.items())}, dict(sorted(resets.items()))
