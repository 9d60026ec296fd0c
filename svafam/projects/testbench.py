"""One run of a project's testbench in Icarus Verilog, on the clean design or a variant of it.

A run folder holds copies of the design's working texts (a mutant's file in place of the
clean one), the testbench files, the data files the testbench reads, and the tool's own
module ``svafam_observe``: it dumps the design top's ports (``observe: vcd``), prints the
design's time scale, and ends a run that passes its simulated-time limit (a mutant that
never lets the testbench finish). The testbench's own waveform dumps (``$dumpfile``,
``$dumpvars``) are neutralized: they are no observation, and a second dump file would
take the tool's.

With a directed stimulus phase (:mod:`svafam.projects.directed`) the testbench's processes
wait for the phase to end: ``initial S`` becomes ``initial wait (svafam_directed.go) S`` and
``always S`` becomes ``initial wait (svafam_directed.go) forever S`` (the same process,
started later), so the phase runs first and the original stimulus after it, on the same
design instance; its continuous assignments to the nets wired to the design's inout ports
drive z until then.
"""

from __future__ import annotations

import re
import shutil
import tempfile
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from . import hostile, icarus
from .config import Project
from .design import Design, read_text, write_tree
from .observe import Row, first_difference, read_csv, vcd_rows

OBSERVE_MODULE = "svafam_observe"
DIRECTED_MODULE = "svafam_directed"
PORTS_VCD = "svafam_ports.vcd"
DIRECTED_CSV = "svafam_directed.csv"
LIMIT_MARK = "svafam: simulated-time limit reached"
_DUMP_TASKS = {"$dumpfile", "$dumpvars", "$dumpon", "$dumpoff", "$dumpall", "$dumpflush", "$dumplimit"}
_UNITS = {"s": 1.0, "ms": 1e-3, "us": 1e-6, "ns": 1e-9, "ps": 1e-12, "fs": 1e-15}


@dataclass
class BenchResult:
    status: str                # ok | compile_error | timeout | sim_error
    rows: list[Row] = field(default_factory=list)
    message: str = ""
    stdout: str = ""
    seconds: float = 0.0
    end_time: int = 0          # in units of ``timescale``
    timescale: str = ""        # the simulation's precision, as the VCD states it (1ps ...)
    dut_timescale: str = ""    # the design top's "unit / precision", as Icarus prints it

    @property
    def finished(self) -> bool:
        return self.status == "ok"


def seconds_of(scale: str) -> float:
    """``1ps`` / ``10 ns`` -> seconds."""
    m = re.fullmatch(r"\s*(\d+)\s*(s|ms|us|ns|ps|fs)\s*", scale or "")
    if not m:
        raise ValueError(f"not a time scale: {scale!r}")
    return int(m.group(1)) * _UNITS[m.group(2)]


def neutralize_dumps(text: str) -> str:
    """The testbench text with its waveform-dump calls replaced by null statements (same lines)."""
    toks = hostile.tokens(text)
    edits = []
    for i, t in enumerate(toks):
        if t.kind != "system" or t.value not in _DUMP_TASKS:
            continue
        end = t.start + len(t.value)
        if i + 1 < len(toks) and toks[i + 1].value == "(":
            depth = 0
            for u in toks[i + 1:]:
                if u.value == "(" and u.kind == "punct":
                    depth += 1
                elif u.value == ")" and u.kind == "punct":
                    depth -= 1
                    if depth == 0:
                        end = u.start + 1
                        break
        edits.append((t.start, end))
    out, pos = [], 0
    for start, end in edits:
        out.append(text[pos:start])
        out.append(re.sub(r"[^\n]", " ", text[start:end]))
        pos = end
    return "".join(out) + text[pos:]


def delayed_testbench(text: str, bus: dict[str, int] | None = None, go: str = f"{DIRECTED_MODULE}.go") -> str:
    """Every ``initial``/``always`` process of a testbench file waits for ``go`` before it starts, and the
    testbench's continuous assignments to ``bus`` (the nets it connects to the design's inout ports: name ->
    width, :func:`bus_nets`) drive z until then: sdram_controller's ``assign data = data_r;``, ``data_r`` x
    until the testbench's first process sets it, would make the bus x for the whole phase and hide what the
    design drives on it."""
    return _delayed_processes(_gated_assigns(text, bus or {}, go), go)


def _delayed_processes(text: str, go: str) -> str:
    toks = hostile.tokens(text)
    out, pos = [], 0
    for t in toks:
        if t.kind != "ident" or t.value not in ("initial", "always"):
            if t.kind == "ident" and t.value in ("always_comb", "always_ff", "always_latch"):
                raise ValueError(f"{t.value} in a testbench: its process cannot be delayed")
            continue
        out.append(text[pos:t.start])
        out.append(f"initial wait ({go})" + (" forever" if t.value == "always" else ""))
        pos = t.start + len(t.value)
    return "".join(out) + text[pos:]


def bus_nets(text: str, module: str, instance: str, inouts: dict[str, int], order: list[str]) -> dict[str, int]:
    """The nets (name -> the port's width) a testbench file connects, by name or by position (``order``: the
    module's ports), to the ``inouts`` of its instance ``instance`` of ``module``; a connection that is not a
    plain name is left out."""
    toks = hostile.tokens(text)
    found: dict[str, int] = {}
    i = 0
    while i < len(toks):
        j = i + 1
        if toks[i].kind != "ident" or toks[i].value != module:
            i = j
            continue
        if j < len(toks) and toks[j].value == "#":      # parameters: #( ... )
            j = _after_group(toks, j + 1)
        if j + 1 >= len(toks) or toks[j].value != instance or toks[j + 1].value != "(":
            i = j
            continue
        for k, conn in enumerate(hostile.arguments(toks, j) or []):
            if len(conn) >= 4 and conn[0].value == "." and conn[2].value == "(" and conn[-1].value == ")":
                port, expr = conn[1].value, conn[3:-1]
            else:
                port, expr = (order[k] if k < len(order) else ""), conn
            if port in inouts and len(expr) == 1 and expr[0].kind == "ident":
                found[expr[0].value] = inouts[port]
        i = _after_group(toks, j + 1)     # on past the connections: an unclosed list is read once, not per name
    return found


def _after_group(toks: list, j: int) -> int:
    """The index after the parenthesized group that opens at ``toks[j]``."""
    depth = 0
    for k in range(j, len(toks)):
        if toks[k].kind == "punct" and toks[k].value in "([{":
            depth += 1
        elif toks[k].kind == "punct" and toks[k].value in ")]}":
            depth -= 1
            if depth == 0:
                return k + 1
    return len(toks)


_NET_KINDS = {"wire", "tri", "wand", "wor", "triand", "trior", "tri0", "tri1", "trireg", "uwire"}


def _gated_assigns(text: str, bus: dict[str, int], go: str) -> str:
    """``assign data = E;`` (or ``wire [15:0] data = E;``) with ``data`` in ``bus`` ->
    ``assign data = (go) ? (E) : $signed({16{1'bz}});``: a z operand of the net's width, signed, leaves the
    width and the signedness ``E`` is evaluated with as they were."""
    toks = hostile.tokens(text)
    edits: list[tuple[int, int, int]] = []        # (start, end) of each right-hand side, the net's width
    i = 0
    while i < len(toks):
        t = toks[i]
        if t.kind == "directive" and t.value == "`define":        # a macro's body is no statement
            i = _after_line(text, toks, i)
            continue
        if t.kind != "ident" or (t.value != "assign" and t.value not in _NET_KINDS):
            i += 1
            continue
        depth, in_rhs, rhs, i = 0, False, None, i + 1   # rhs: (start, width) of a bus net's right-hand side
        while i < len(toks):
            t = toks[i]
            if t.kind == "punct" and t.value in "([{":
                depth += 1
            elif t.kind == "punct" and t.value in ")]}":
                depth -= 1
                if depth < 0:       # a net kind in a port list: ``module tb(input wire a);``
                    break
            elif t.value == "=" and not in_rhs and depth == 0:
                lhs, in_rhs = toks[i - 1], True
                if lhs.kind == "ident" and lhs.value in bus and toks[i - 2].value != ".":
                    rhs = (t.start + 1, bus[lhs.value])
            elif t.value in (",", ";") and depth == 0 and in_rhs:
                if rhs is not None:
                    edits.append((rhs[0], t.start, rhs[1]))
                in_rhs, rhs = False, None
            if t.value == ";":
                break
            i += 1
        i += 1
    out, pos = [], 0
    for start, end, width in edits:
        # the right-hand side as written, up to its ';': an escaped name's closing space, a comment, kept
        out += [text[pos:start], f" ({go}) ? ({text[start:end]}) : $signed({{{width}{{1'bz}}}})"]
        pos = end
    return "".join(out) + text[pos:]


def _after_line(text: str, toks: list, i: int) -> int:
    """The first token after the (backslash-continued) line of ``toks[i]``."""
    end = toks[i].start
    while True:
        nl = text.find("\n", end)
        if nl < 0:
            return len(toks)
        if not text[end:nl].rstrip(" \t\r").endswith("\\"):    # this line only: no copy of the text before
            break
        end = nl + 1
    while i < len(toks) and toks[i].start < nl:
        i += 1
    return i


def observe_module(project: Project, *, dump: bool, limit: int | None, timescale: str | None) -> str:
    dut = f"{project.testbench.top}.{project.testbench.dut}"
    lines = []
    if timescale:
        lines.append(f"`timescale {timescale} / {timescale}")
    lines += [f"// sva-families: observation of {dut}; written by the tool", f"module {OBSERVE_MODULE};"]
    if dump:
        lines.append(f'  initial begin $dumpfile("{PORTS_VCD}"); $dumpvars(1, {dut}); end')
    lines.append(f"  initial $printtimescale({dut});")
    if limit is not None:
        lines.append(f'  initial #({limit}) begin $display("{LIMIT_MARK}"); $finish; end')
    lines.append("endmodule")
    return "\n".join(lines) + "\n"


class Bench:
    """Runs of one project's testbench; each run in a fresh folder under ``work``."""

    def __init__(self, design: Design, work: Path):
        self.design = design
        self.project = design.project
        self.work = work
        self.work.mkdir(parents=True, exist_ok=True)
        tb = self.project.testbench
        self.tb_texts = {rel: neutralize_dumps(read_text(self.project, rel)) for rel in tb.files}
        inouts = {p.name: p.width for p in design.ports if p.direction == "inout"}
        order = [p.name for p in design.ports]
        instance = tb.dut.split(".")[-1]
        self.bus = {rel: bus_nets(text, self.project.top, instance, inouts, order) if inouts else {}
                    for rel, text in self.tb_texts.items()}
        self.data = {rel: (self.project.root / rel).read_bytes() for rel in tb.data}
        self.timescale: str | None = None      # the simulation precision, once a clean run said it
        self.dut_unit: str | None = None
        self.exhausts = False   # the testbench ends when no event is left (no $finish): the limit is its end
        self._counter = 0

    @cached_property
    def augmented_texts(self) -> dict[str, str]:
        """The testbench files as they run after a directed phase (:func:`delayed_testbench`); made once, every
        directed run of every mutant compiles the same. ValueError: a process that cannot be delayed."""
        return {rel: delayed_testbench(text, self.bus[rel]) for rel, text in self.tb_texts.items()}

    def header(self) -> Row | None:
        return None

    def scope(self) -> list[str]:
        return [self.project.testbench.top] + self.project.testbench.dut.split(".")

    def run(self, overrides: dict[str, str] | None = None, *, directed: str | None = None,
            sim_limit: int | None = None, wall: float | None = None, dump: bool | None = None,
            keep: Path | None = None, extra: dict[str, str] | None = None,
            roots: list[str] | None = None, traces: bool = True,
            side: dict[str, str] | None = None) -> BenchResult:
        """``overrides``: working texts that replace the design's (a mutant's file); ``directed``: the text of
        a directed stimulus phase module (the testbench then waits for it); ``keep``: copy the run folder there;
        ``extra``: Verilog files compiled beside the testbench (``roots``: their top modules); ``side``: files
        the run reads (a ``$readmemb`` table), not compiled; ``traces=False``: a run for its side files
        (coverage), whose observed rows nobody reads."""
        project = self.project
        tb = project.testbench
        self._counter += 1
        folder = Path(tempfile.mkdtemp(prefix=f"run{self._counter:05d}-", dir=self.work))
        try:
            texts = self.design.working_texts()
            texts.update(overrides or {})
            tb_texts = dict(self.tb_texts)
            if directed is not None:
                try:
                    tb_texts = dict(self.augmented_texts)
                except ValueError as e:
                    return BenchResult("compile_error", message=str(e))
            write_tree(folder, texts)
            write_tree(folder, tb_texts)
            for rel, data in self.data.items():
                (folder / rel).parent.mkdir(parents=True, exist_ok=True)
                (folder / rel).write_bytes(data)
            dump = tb.observe == "vcd" and traces if dump is None else dump
            extra = {**(extra or {}), "svafam_observe.v": observe_module(project, dump=dump, limit=sim_limit,
                                                                         timescale=self.timescale)}
            roots = [tb.top, OBSERVE_MODULE] + list(roots or [])
            if directed is not None:
                extra["svafam_directed.v"] = directed
                roots.append(DIRECTED_MODULE)
            write_tree(folder, extra)
            write_tree(folder, side or {})
            files = list(tb.files) + list(project.rtl) + sorted(extra)
            compiled, ran = icarus.compile_and_simulate(folder, files, roots, include_dirs=project.include_dirs,
                                                        defines=project.defines, flags=tb.flags,
                                                        compile_timeout=project.timeouts["compile_seconds"],
                                                        wall=wall or project.timeouts["testbench_seconds"])
            if not compiled.ok:
                why = "timed out" if compiled.status == "timeout" else _first_errors(compiled.stderr + compiled.stdout)
                return BenchResult("compile_error", message=f"iverilog: {why}", seconds=compiled.seconds)
            result = BenchResult("ok", stdout=ran.stdout, seconds=compiled.seconds + ran.seconds)
            if LIMIT_MARK in ran.stdout and not self.exhausts:
                result.status, result.message = "timeout", "passed its simulated-time limit"
            elif ran.status == "timeout":
                result.status = "timeout"
                result.message = f"did not finish in {wall or project.timeouts['testbench_seconds']:g} s (killed)"
            elif ran.status != "ok":
                result.status, result.message = "sim_error", f"vvp exit {ran.returncode}: {_first_errors(ran.stderr)}"
            m = re.search(r"Time scale of \(.*?\) is (\S+ ?\S*) / (\S+ ?\S*)", ran.stdout)
            if m:
                result.dut_timescale = f"{m.group(1).replace(' ', '')} / {m.group(2).replace(' ', '')}"
            rows: list[Row] = []
            # killed: of a run that did not end only a directed phase's rows are read (the replay judges the phase
            # it played first); the testbench's own trace and the ports' VCD of a run that never ends may be gigabytes
            killed = ran.status == "timeout"
            dump = dump and not killed
            if traces and directed is not None:
                rows += read_csv([folder / DIRECTED_CSV])
            if traces and tb.observe == "csv" and not killed:
                rows += read_csv([folder / rel for rel in tb.trace])
            if dump:
                ports = [p.name for p in self.design.ports]
                vrows, end, scale = vcd_rows(folder / PORTS_VCD, self.scope(), ports)
                result.end_time, result.timescale = end, scale
                if tb.observe == "vcd":
                    rows += vrows
            result.rows = rows
            if keep is not None:
                shutil.rmtree(keep, ignore_errors=True)
                shutil.copytree(folder, keep)
            return result
        finally:
            shutil.rmtree(folder, ignore_errors=True)


def _first_errors(text: str, n: int = 2) -> str:
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    errors = [ln for ln in lines if "error" in ln.lower() or "syntax" in ln.lower()] or lines
    return "; ".join(errors[:n])[:400] or "failed without a message"


def verdict(clean: BenchResult, mutant: BenchResult) -> tuple[str, object]:
    """The testbench verdict of a mutant run: compile_error | timeout | sim_error | observable | unobserved."""
    if mutant.status != "ok":
        return mutant.status, mutant.message
    diff = first_difference(clean.rows, mutant.rows)
    return ("observable", diff) if diff is not None else ("unobserved", None)
