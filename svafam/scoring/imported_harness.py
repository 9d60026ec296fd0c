"""The proof harness of an imported problem: an answer against the reference's three-valued model.

Two models, as for the debugging fixes:

``cycle``  one clock, every flip-flop of the reference on its rising edge, and an answer with no other
           edge: the clock is the solver's (one step, one cycle; asynchronous resets act at once,
           SBY's ``async2sync``), every reset held at its active level in the first cycle, outputs
           compared every later cycle. Much the cheaper proof.
``edge``   otherwise: clock-accurate (SBY's ``multiclock on``; one solver step is one clock edge):

           - one clock: it toggles every step, starting low (a rising edge at step 1, a falling one at 2, ...);
           - several clocks: each is free after the reset steps (any interleaving of edges), and
             toggles with the first one during them;
           - no clock (combinational): no reset steps, every step compared.

           Every reset is held at its active level through steps 0-2, then free; from step 3 on (from
           step 0 with no clock) outputs are compared.

Every other input is free at every step. Each output bit the model knows
(:mod:`svafam.importers.dual_rail`) must equal the answer's. In the edge model ``svafam_step``
toggles every step, so a trace reads one row per step.
"""

from __future__ import annotations

from dataclasses import dataclass

from svafam.importers.dual_rail import output_ports

TOP = "svafam_rtl_check"
MODEL = "svafam_ref_model"
STEP = "svafam_step"
RESET_STEPS = 3
CYCLE, EDGE = "cycle", "edge"


@dataclass(frozen=True)
class Interface:
    # not svafam.design.DesignUnderTest: an imported problem may have several clocks and several resets
    # (VerilogEval's), and this harness wires each of them; the design interface has one of each
    inputs: tuple[tuple[str, int], ...]    # every input port, clocks included, in declaration order
    outputs: tuple[tuple[str, int], ...]
    clocks: tuple[str, ...]
    resets: tuple[tuple[str, str], ...]    # (port, active level: high | low)

    @property
    def sequential(self) -> bool:
        return bool(self.clocks or self.resets)


def _range(width: int) -> str:
    return f"[{width - 1}:0] " if width > 1 else ""


def harness(iface: Interface, model: str, candidate: str = "TopModule") -> str:
    if model == CYCLE:
        return _cycle_harness(iface, candidate)
    free = [(n, w) for n, w in iface.inputs if n not in iface.clocks]
    many = len(iface.clocks) > 1
    ports = [f"input wire {_range(w)}{n}" for n, w in free] + [f"input wire {c}__free" for c in iface.clocks if many]
    lines = ["// sva-families -- an answer against the reference's three-valued model (edge model); do not edit.",
             f"module {TOP} (" + ", ".join(ports) + ");"]
    lines.append(f"  (* keep *) reg {STEP} = 1'b0;")
    lines.append(f"  always @($global_clock) {STEP} <= !{STEP};")
    if iface.sequential:
        lines += ["  reg [1:0] phase = 2'd0;",
                  "  always @($global_clock) if (phase != 2'd3) phase <= phase + 2'd1;",
                  f"  wire init = phase != 2'd{RESET_STEPS};"]
    else:
        lines.append("  wire init = 1'b0;")
    for c in iface.clocks:
        if many:
            lines.append(f"  wire {c} = init ? phase[0] : {c}__free;")
        else:
            lines += [f"  reg {c} = 1'b0;", f"  always @($global_clock) {c} <= !{c};"]
    for name, active in iface.resets:
        lines.append(f"  always @* if (init) RESET_{name}: assume ({name} == 1'b{1 if active == 'high' else 0});")
    lines += _instances(iface, candidate)
    lines.append("endmodule")
    return "\n".join(lines) + "\n"


def _cycle_harness(iface: Interface, candidate: str) -> str:
    [clock] = iface.clocks
    ports = [f"input wire {_range(w)}{n}" for n, w in iface.inputs]
    lines = ["// sva-families -- an answer against the reference's three-valued model (cycle model); do not edit.",
             f"module {TOP} (" + ", ".join(ports) + ");",
             "  reg init = 1'b1;", f"  always @(posedge {clock}) init <= 1'b0;"]
    for name, active in iface.resets:
        lines.append(f"  always @* if (init) RESET_{name}: assume ({name} == 1'b{1 if active == 'high' else 0});")
    lines += _instances(iface, candidate)
    lines.append("endmodule")
    return "\n".join(lines) + "\n"


def _instances(iface: Interface, candidate: str) -> list[str]:
    lines, model_conns, cand_conns = [], [], []
    for n, _w in iface.inputs:
        model_conns.append(f".{n}({n})")
        cand_conns.append(f".{n}({n})")
    for n, w in iface.outputs:
        od, ox = output_ports(n)
        r = _range(w)
        lines.append(f"  wire {r}ref_{n}; wire {r}ref_{n}__x; wire {r}cand_{n};")
        model_conns += [f".{od}(ref_{n})", f".{ox}(ref_{n}__x)"]
        cand_conns.append(f".{n}(cand_{n})")
    lines.append(f"  {MODEL} reference ({', '.join(model_conns)});")
    lines.append(f"  {candidate} candidate ({', '.join(cand_conns)});")
    for n, _w in iface.outputs:
        lines.append(f"  always @* if (!init) EQ_{n}: assert (((ref_{n} ^ cand_{n}) & ~ref_{n}__x) == 0);")
    return lines


def sby_text(title: str, files: list[str], model: str, depth: int = 40) -> str:
    """A stock ``.sby`` file for :func:`harness`: an unbounded proof (ABC's PDR), counterexamples replayed by Bitwuzla."""
    read = "\n".join(f"read_verilog -formal -sv {f}" for f in files)
    listed = "\n".join(f"{f} {f}" for f in files)
    clocking = "multiclock on\n" if model == EDGE else ""
    return (f"# {title}\n[options]\nmode prove\ndepth {depth}\n{clocking}aigsmt bitwuzla\n\n"
            f"[engines]\nabc pdr\n\n[script]\n{read}\nprep -top {TOP}\n\n[files]\n{listed}\n")
