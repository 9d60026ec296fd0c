"""Batch miters of a project: the clean design and many mutants of it, from reset, one check per mutant.

A mutant of a hierarchical design changes one file; its modules keep their names. So each
design of a batch is read into a Yosys design of its own -- the clean files, or the clean
files with one replaced by the mutant's -- elaborated, flattened into its top, renamed
(``svafam_ref``, ``svafam_<label>``) and stashed; the harness then takes a copy of each.
No text is renamed, parameters and includes work as in the project, and the solver sees
one model with every mutant beside the clean design on shared inputs.

Every register the design does not initialize starts at zero (``zinit -all``, memories
mapped to registers first): Icarus starts such a register at x, which no proof can
follow, so a directed stimulus phase deposits the same zeros before replaying a witness
(:mod:`svafam.projects.directed`). An x the design assigns (``dataOut = 4'hx``), or reads
out of a memory's range, is 0 in both designs (``setundef -zero``): left free, the solver
would choose it differently in the clean design and the mutant, a difference no simulator
shows (its x is the same text in both runs). Three models:

``cycle``  the design clock is the solver clock (one step, one cycle); reset asserted in
           the first cycle only; outputs compared every later cycle. For designs whose
           every edge is ``posedge <clock>`` (and the asynchronous reset).
``edge``   clock-accurate (SBY's ``multiclock on``, the clock toggling every solver step,
           reset held through steps 0-2, outputs compared from step 3): the Timing
           operators' mutants, and designs with ``negedge`` or derived clocks.
``comb``   no clock: every step is independent, outputs compared at every step.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import PurePosixPath

from svafam.engine.sby_direct import SCORR_PDR
from svafam.formal.lower import CHECKS_FILE_TEXT

from .design import Design, Port
from .instances import KEEP_PORTS

CYCLE, EDGE, COMB = "cycle", "edge", "comb"
CHECKS = "checks.v"
REF = "svafam_ref"
# the harness's wires of a local proof's nets, one a net and a copy: the svafam_ prefix keeps them apart from the
# top's outputs (design.elaborate refuses a port so named), which the same copy's wires are named after
LOCAL = "svafam_local_"
HIDE = "rename -hide w:*"   # every net of a design but its ports made private (see _elaborate)
# Of `prep -flatten`, what each design needs on its own (after its hierarchy and processes): flattened, with its
# $future and memories resolved. prep's optimizations (opt twice, wreduce) are left to the harness's passes over all
# the copies at once and to SBY's model scripts after them: done a copy at a time they were two fifths of the Yosys
# time of a nine-copy cover of sha3's keccak (3.7 s of design script, 2.1 s without them, the cover 23% faster).
PREP_STRUCTURE = ("flatten", "future", "opt_expr -keepdc", "opt_clean", "memory_collect")


@dataclass(frozen=True)
class Member:
    label: str             # the mutant id with "_" for "-"
    file: str              # the mutated RTL file (project-relative)

    @property
    def module(self) -> str:
        return f"svafam_{self.label}"

    @property
    def path(self) -> str:
        return f"m/{self.label}/{self.file}"


def clean_path(rel: str) -> str:
    return f"clean/{rel}"


def _read_lines(design: Design, files: list[str], mutated: str | None) -> list[str]:
    project = design.project
    defines = [f"-D{k}={v}" if v != "" else f"-D{k}" for k, v in sorted(project.defines.items())]
    dirs = sorted({str(PurePosixPath(clean_path(rel)).parent) for rel in project.rtl}
                  | {clean_path(d) for d in project.include_dirs})
    # memories read as registers (which the model maps them to anyway, below): Yosys's memory inference fails an
    # assertion (mem.cc:492) on a memory written only in an asynchronous-reset process -- an EdgeDelete mutant of
    # RTLLM's RAM -- and the mutant would be unknown for a tool's crash
    options = " ".join(["-formal", "-mem2reg"] + defines + [f"-I{d}" for d in dirs])
    return [f"read_verilog {options} {f}" for f in files]


def _elaborate(design: Design, files: list[str], name: str, expose: tuple[str, ...] = ()) -> list[str]:
    top = design.project.top
    # x and z constants become 0 right after proc, before any optimization may read them as don't-care
    lines = _read_lines(design, files, None) + [f"hierarchy -check -top {top}", "proc", "setundef -undriven -zero"]
    if expose:   # instances' port nets keep their names through flatten (svafam.projects.instances) ...
        lines.append(f"setattr -set keep 1 {KEEP_PORTS}")
    lines += [*PREP_STRUCTURE, "memory_map", "opt_clean", "zinit -all", "setundef -undriven -zero"]
    if expose:   # ... and become ports of the flattened top, which a local proof compares
        lines.append("expose " + " ".join(f"w:{n}" for n in expose))
    # every net but the ports made private: a witness is read from the harness's nets alone, and smtbmc writes every
    # public net of every copy at every step into each trace (5 MB, 60% of a cover's solver time on sha3's keccak,
    # nine copies); the logic is the same, so are the covers reached and their steps
    lines.append(HIDE)
    return lines + [f"rename {top} {name}", f"design -stash {name}"]


def script(design: Design, members: list[Member], harness_file: str, harness_top: str,
           expose: tuple[str, ...] = ()) -> list[str]:
    """The Yosys part of the job: each design elaborated on its own, then the harness over copies (for a local
    proof: ``expose``, the port nets of the mutated module's instances, made ports of each design)."""
    project = design.project
    lines = _elaborate(design, [clean_path(rel) for rel in project.rtl], REF, expose)
    for m in members:
        files = [m.path if rel == m.file else clean_path(rel) for rel in project.rtl]
        lines += _elaborate(design, files, m.module, expose)
    lines.append(f"read_verilog -formal {CHECKS} {harness_file}")
    for name in [REF] + [m.module for m in members]:
        lines.append(f"design -copy-from {name} -as {name} {name}")
    # flattened, as a simulator collapses ports: a mutant that made an output an input still drives the net
    # x is 0 in the proof's model: undriven nets, and the padding of a variable part-select read out of
    # range ($shiftx, lowered here so that both the SMT and the AIG back end see the same zeros; the AIG
    # writer refuses x bits)
    # each design is flattened already (PREP_STRUCTURE): the harness needs its own processes and the flattening,
    # and over all the copies at once the optimizations each copy was spared (constants, shared logic merged, widths)
    lines += [f"hierarchy -check -top {harness_top}", "proc", "flatten", "opt_expr -keepdc", "opt_merge",
              "wreduce -keepdc", "opt_clean", "setundef -undriven -zero", "techmap t:$shiftx", "setundef -zero"]
    return lines


def _decl(port: Port, name: str, kind: str = "wire") -> str:
    # kept: the flattened model would otherwise name the net after the instance's port, and the
    # witness is read by these names
    rng = f" [{port.width - 1}:0]" if port.width > 1 else ""
    return f"(* keep *) {kind}{rng} {name};"


def _instance(design: Design, module: str, inst: str, prefix: str, clock_signal: str | None,
              local: tuple[tuple[str, int], ...] = ()) -> str:
    # an exposed inner net is a port named by its hierarchical path: an escaped identifier, ended by a space
    conns = [f".\\{net} ({prefix}{LOCAL}{k})" for k, (net, _) in enumerate(local)]
    clock = design.project.clock.name if design.project.clock else None
    for p in design.ports:
        if p.direction == "input":
            src = clock_signal if (p.name == clock and clock_signal) else f"svafam_in_{p.name}"
            conns.append(f".{p.name}({src})")
        else:
            conns.append(f".{p.name}({prefix}{p.name})")
    return f"{module} {inst} ({', '.join(conns)});"


def harness(design: Design, top: str, members: list[Member], *, check: str, model: str,
            local: tuple[tuple[str, int], ...] = ()) -> str:
    """``check='cover'``: a cover per mutant, reached when its outputs differ from the clean design's;
    ``'assert'``: an assertion per mutant that they never do. ``local`` (with ``'assert'``): the (net, width) of
    the ports of every instance of the mutated module, exposed by :func:`script`; the assertion is then that
    these never differ, from the first step on (reset included): the rest of the design, the same logic fed the
    same values, then never differs either."""
    project = design.project
    clock = project.clock.name if project.clock else None
    reset = project.reset
    lines = ["// sva-families: miter of a project's clean design and its mutants; written by the tool",
             f"// {check}, {len(members)} mutants, {model} model"]
    ports = []
    for p in design.inputs:
        if model == EDGE and p.name == clock:
            continue
        rng = f" [{p.width - 1}:0]" if p.width > 1 else ""
        ports.append(f"input wire{rng} svafam_in_{p.name}")
    lines.append(f"module {top} (" + ", ".join(ports) + ");")
    body: list[str] = []
    clock_signal = None
    if model == EDGE:
        body += ["reg svafam_clk = 1'b0;", "always @($global_clock) svafam_clk <= !svafam_clk;",
                 "reg [1:0] svafam_phase = 2'd0;",
                 "always @($global_clock) if (svafam_phase != 2'd3) svafam_phase <= svafam_phase + 2'd1;",
                 "wire svafam_init = svafam_phase != 2'd3;"]
        clock_signal = "svafam_clk"
    elif model == CYCLE:
        body += ["reg svafam_init = 1'b1;", f"always @(posedge svafam_in_{clock}) svafam_init <= 1'b0;"]
    else:
        body.append("wire svafam_init = 1'b0;")
    if reset is not None and model != COMB:
        asserted = f"svafam_in_{reset.name}" if reset.active_high else f"!svafam_in_{reset.name}"
        body.append(f"svafam_assume RESET (.en(svafam_init), .ok({asserted}));")
    outs = design.outputs
    for prefix in ["ref_"] + [f"{m.label}_" for m in members]:
        body += [_decl(p, f"{prefix}{p.name}") for p in outs]
        body += [_decl(Port(f"{LOCAL}{k}", "output", width), f"{prefix}{LOCAL}{k}")
                 for k, (_, width) in enumerate(local)]
    body.append(_instance(design, REF, "ref", "ref_", clock_signal, local))
    for m in members:
        body.append(_instance(design, m.module, m.label, f"{m.label}_", clock_signal, local))
    names = [f"{LOCAL}{k}" for k in range(len(local))] if local else [p.name for p in outs]
    ref = "{" + ", ".join(f"ref_{n}" for n in names) + "}"
    enable = "1'b1" if local else "!svafam_init"
    for m in members:
        mine = "{" + ", ".join(f"{m.label}_{n}" for n in names) + "}"
        if model == CYCLE:
            kind = "svafam_cover" if check == "cover" else "svafam_assert"
            name = f"D_{m.label}" if check == "cover" else f"E_{m.label}"
            cond = f"{ref} != {mine}" if check == "cover" else f"{ref} == {mine}"
            body.append(f"{kind} {name} (.clk(svafam_in_{clock}), .en({enable}), .ok({cond}));")
        elif check == "cover":
            body.append(f"always @* if ({enable}) D_{m.label}: cover ({ref} != {mine});")
        else:
            body.append(f"always @* if ({enable}) E_{m.label}: assert ({ref} == {mine});")
    lines += ["    " + b for b in body]
    lines.append("endmodule")
    return "\n".join(lines) + "\n"


def sby_text(title: str, mode: str, depth: int, model: str, files: list[str], script_lines: list[str],
             prover: str = SCORR_PDR) -> str:
    """A stock ``.sby`` file: cover with Bitwuzla, or prove with ABC's PDR after its signal correspondence
    (``prover``: the engine of a proof; both are the engine's direct shapes)."""
    options = [f"mode {mode}", f"depth {depth}"]
    if model == EDGE:
        options.append("multiclock on")
    engine = "smtbmc bitwuzla" if mode == "cover" else prover
    if mode == "prove":
        options.append("aigsmt bitwuzla")
    listed = "\n".join(f"{f} {f}" for f in files)
    return (f"# {title}\n[options]\n" + "\n".join(options) + f"\n\n[engines]\n{engine}\n\n[script]\n"
            + "\n".join(script_lines) + f"\n\n[files]\n{listed}\n")


def checks_text() -> str:
    return CHECKS_FILE_TEXT
