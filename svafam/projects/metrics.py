"""VeriBugBench's execution metrics of a testbench on the clean design: line coverage, singleton-line
trace uniqueness, temporal state entropy.

Icarus Verilog measures no coverage, so the clean design is instrumented: every procedural
statement of the modules the top uses (assignments, ``if``, ``case``, loops, task calls)
gets a call ``svafam_cov.hit(ID)`` in front of it (``begin ... end`` around both), and
every continuous assignment an ``always @(<its right-hand side>)`` that calls it; the
helper module logs each (statement, time) once. Functions are not instrumented (a
function may not call a task): their lines are left out of the line set. The line set
``L`` is the source lines holding those statements.

The run is cut into windows: a new one each time the design's clock rises (the state a
cycle starts in), or, for a design with no clock, each instant its inputs change. The
helper module marks them in the log itself, and logs a statement once per window (not once
per instant): an augmented testbench's seeded phases run for a million cycles, and a log of
every hit with its time, cut into windows by a dump of the ports, took minutes to read.
A window starts when the simulator's process for the clock (or the inputs) sees the change,
or when a logged statement first runs after it in the same instant, whichever is first.
From the log (rows: windows, columns: lines, ``h[w][l] = 1`` when line ``l`` ran in window
``w``), with ``W`` windows:

* line coverage: ``LC = |{l : some h[w][l] = 1}| / |L|``;
* singleton-line trace uniqueness: a covered line's trace is its column
  ``(h[1][l], ..., h[W][l])``; ``U = |{l covered : no other line has the same trace}| / |L|``,
  the share of lines a spectrum of this testbench tells apart from every other line;
* temporal state entropy: the state of window ``w`` is its row; with ``p(s)`` the share of
  windows in state ``s``, ``H = -sum_s p(s) log2 p(s)`` (bits), and ``H / log2 W``
  normalized to [0, 1].

Two lines have the same trace exactly when every distinct state holds both or neither, so
the columns are compared over the distinct states (a handful), not over a million windows.

These are this tool's reading of the paper's formulas (5)-(8) (time-windowed line
coverage); the paper's own text could not be consulted here, so the definitions are
written out in full, in ``docs/projects.md`` too.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass

import numpy as np
from pyverilog.vparser import ast as vast

from svafam.mutation.source import SourceError, span

from .design import Design
from .testbench import Bench

COVERAGE_MODULE = "svafam_cov"
HIT_LOG = "svafam_hits.txt"
_STATEMENTS = (vast.BlockingSubstitution, vast.NonblockingSubstitution, vast.IfStatement, vast.CaseStatement,
               vast.CasexStatement, vast.CasezStatement, vast.ForStatement, vast.WhileStatement,
               vast.ForeverStatement, vast.SingleStatement, vast.WaitStatement, vast.EventStatement,
               vast.DelayStatement)


@dataclass(frozen=True)
class Point:
    id: int
    file: str
    line: int


@dataclass
class Instrumented:
    texts: dict[str, str]              # RTL working texts with the hit calls
    points: list[Point]
    module: str                        # the helper module's text

    @property
    def lines(self) -> list[tuple[str, int]]:
        return sorted({(p.file, p.line) for p in self.points})


@dataclass
class Metrics:
    # None when the instrumented run did not finish (``problem`` says why): never a measured zero
    line_coverage: float | None
    trace_uniqueness: float | None
    state_entropy_bits: float | None
    state_entropy: float | None        # normalized by log2(windows)
    lines: int
    covered: int
    singletons: int
    windows: int
    states: int
    problem: str = ""

    def to_json(self) -> dict:
        return {k: (round(v, 4) if isinstance(v, float) else v) for k, v in self.__dict__.items()}


def instrument(design: Design) -> Instrumented:
    points: list[Point] = []
    edits: dict[str, list[tuple[int, int, str]]] = {}
    extra: dict[str, list[str]] = {}
    for rel, f in design.files.items():
        pp = f.pp
        text = pp.text
        for src in f.modules:
            if src.module.name not in design.used_modules:
                continue
            for site in src.sites:
                node = site.node
                if any(isinstance(p, vast.Function) for p in site.parents):
                    continue
                inside_process = any(isinstance(p, (vast.Always, vast.Initial, vast.Task)) for p in site.parents)
                part_of_assignment = isinstance(site.parent, (vast.Substitution, vast.Lvalue, vast.Rvalue)) or \
                    (isinstance(site.parent, vast.ForStatement) and node is not site.parent.statement)  # its header
                if isinstance(node, _STATEMENTS) and inside_process and not part_of_assignment:
                    try:
                        start, end = span(node)
                    except SourceError:
                        continue
                    if isinstance(node, (vast.Substitution, vast.SingleStatement)) and text[end - 1:end] != ";":
                        nxt = text.find(";", end)
                        if nxt < 0 or text[end:nxt].strip():
                            continue
                        end = nxt + 1
                    a, b = pp.to_origin(start, start), pp.to_origin(end, end)
                    if a is None or b is None or a[0] != rel or b[0] != rel:
                        continue
                    pid = len(points)
                    line = f.working.count("\n", 0, a[1]) + 1
                    points.append(Point(pid, rel, line))
                    edits.setdefault(rel, []).append((a[1], a[1], f"begin {COVERAGE_MODULE}.hit({pid}); "))
                    edits.setdefault(rel, []).append((b[1], b[1], " end"))
                elif isinstance(node, vast.Assign):
                    try:
                        start, _ = span(node)
                        rhs = span(node.right)
                    except SourceError:   # a node the parser left without a source span: not instrumented
                        continue
                    a = pp.to_origin(start, start)
                    r = pp.to_origin(*rhs)
                    if a is None or r is None or a[0] != rel:
                        continue
                    pid = len(points)
                    points.append(Point(pid, rel, f.working.count("\n", 0, a[1]) + 1))
                    expr = f.working[r[1]:r[2]]
                    watch = f"always @({expr}) {COVERAGE_MODULE}.hit({pid});"
                    semicolon = f.working.find(";", r[2])
                    if any(isinstance(p, vast.GenerateStatement) for p in site.parents) and semicolon >= 0:
                        # beside the assign, where the generate loop's variables name what it reads; the only item
                        # of a generate if's branch becomes a block of two
                        alone = isinstance(site.parent, (vast.IfStatement, vast.Case))
                        if alone:
                            edits.setdefault(rel, []).append((a[1], a[1], "begin "))
                        edits.setdefault(rel, []).append((semicolon + 1, semicolon + 1,
                                                          " " + watch + (" end" if alone else "")))
                    else:
                        extra.setdefault((rel, src.module.name), []).append(watch)
    texts = design.working_texts()
    for rel, f in design.files.items():
        body = list(edits.get(rel, []))
        for src in f.modules:
            lines = extra.get((rel, src.module.name))
            if not lines:
                continue
            end = span(src.module)[1]
            at = design.files[rel].pp.to_origin(end - len("endmodule"), end - len("endmodule"))
            if at is not None and f.pp.text[end - len("endmodule"):end] == "endmodule":
                body.append((at[1], at[1], "\n" + "\n".join(lines) + "\n"))
        # insertions at one offset keep their order: a statement's "end" before the next one's "begin"
        ordered = sorted(enumerate(body), key=lambda e: (e[1][0], 0 if e[1][2] == " end" else 1, e[0]))
        texts[rel] = apply_edits_stable(f.working, [e for _, e in ordered])
    module = coverage_module(design, max(1, len(points)))
    return Instrumented(texts, points, module)


def coverage_module(design: Design, n: int) -> str:
    """The helper: ``hit(ID)`` logs a statement the first time it runs in a window; ``-1`` starts a window."""
    project = design.project
    dut = f"{project.testbench.top}.{project.testbench.dut}"
    clock = project.clock.name if project.clock else None
    if clock:
        watched, width = f"{dut}.{clock}", 1
        starts = "svafam_now === 1'b1"
    else:
        names = [p.name for p in design.inputs]
        watched = "{" + ", ".join(f"{dut}.{n}" for n in names) + "}" if names else "1'b0"
        width = max(1, sum(p.width for p in design.inputs))
        starts = "$time != svafam_start"
    return "\n".join([
        f"module {COVERAGE_MODULE};",
        "  integer fd;",
        f"  reg [{n - 1}:0] seen;",
        f"  wire [{width - 1}:0] svafam_now = {watched};",
        f"  reg [{width - 1}:0] svafam_last;",
        "  time svafam_start;",
        f'  initial begin fd = $fopen("{HIT_LOG}", "w"); seen = 0; svafam_start = 0; svafam_last = svafam_now; end',
        "  task advance;",
        "    if (svafam_now !== svafam_last) begin",
        f"      if ($time != 0 && {starts}) begin $fwrite(fd, \"-1\\n\"); seen = 0; svafam_start = $time; end",
        "      svafam_last = svafam_now;",
        "    end",
        "  endtask",
        "  always @(svafam_now) advance;",
        "  task hit(input integer id);",
        "    begin advance; if (!seen[id]) begin seen[id] = 1'b1; $fwrite(fd, \"%0d\\n\", id); end end",
        "  endtask",
        "endmodule",
    ]) + "\n"


def apply_edits_stable(text: str, edits: list[tuple[int, int, str]]) -> str:
    out, pos = [], 0
    for start, end, new in edits:
        out.append(text[pos:start])
        out.append(new)
        pos = max(pos, end)
    return "".join(out) + text[pos:]


def compute(points: list[Point], log: np.ndarray, problem: str = "") -> Metrics:
    """Metrics from the hit log: point ids in the order the run logged them, ``-1`` where a window starts."""
    lines = sorted({(p.file, p.line) for p in points})
    index = {ln: i for i, ln in enumerate(lines)}
    line_of = np.full(max((p.id for p in points), default=0) + 2, -1, dtype=np.int64)
    for p in points:
        line_of[p.id] = index[(p.file, p.line)]
    log = np.asarray(log, dtype=np.int64)
    marks = log == -1
    window = np.cumsum(marks)
    windows = int(window[-1]) + 1 if len(log) else 1
    known = ~marks & (log >= 0) & (log < len(line_of))
    hit_line = line_of[log[known]]
    keep = hit_line >= 0
    hit_line, hit_window = hit_line[keep], window[known][keep]
    words = max(1, (len(lines) + 63) // 64)
    rows = np.zeros((windows, words), dtype=np.uint64)
    np.bitwise_or.at(rows, (hit_window, hit_line // 64), np.left_shift(np.uint64(1), (hit_line % 64).astype(np.uint64)))
    states, counts = np.unique(rows, axis=0, return_counts=True)
    # a line's column over the distinct states stands for its trace over every window
    bits = np.unpackbits(states.view(np.uint8), axis=1, bitorder="little")[:, :len(lines)] if len(lines) else \
        np.zeros((len(states), 0), dtype=np.uint8)
    covered = np.flatnonzero(bits.any(axis=0))
    columns = Counter(bits[:, i].tobytes() for i in covered)
    singletons = sum(1 for i in covered if columns[bits[:, i].tobytes()] == 1)
    share = counts / windows
    entropy = float(-(share * np.log2(share)).sum()) + 0.0
    total = max(1, len(lines))
    return Metrics(len(covered) / total, singletons / total, entropy,
                   entropy / math.log2(windows) if windows > 1 else 0.0, len(lines), len(covered), singletons,
                   windows, len(states), problem)


def measure(design: Design, bench: Bench, inst: Instrumented, directed: str | None = None,
            wall: float | None = None) -> Metrics:
    """Run the instrumented clean design under the testbench (``directed``: the augmented one)."""
    import shutil
    from pathlib import Path

    keep = bench.work / f"coverage-{'augmented' if directed else 'original'}"
    result = bench.run(dict(inst.texts), directed=directed, wall=wall, dump=False, traces=False, keep=keep,
                       extra={f"{COVERAGE_MODULE}.v": inst.module}, roots=[COVERAGE_MODULE])
    empty = Metrics(None, None, None, None, len(inst.lines), 0, 0, 0, 0)
    try:
        if result.status != "ok":
            empty.problem = f"the instrumented run did not finish: {result.status} {result.message}"[:300]
            return empty
        log = Path(keep) / HIT_LOG
        ids = np.fromfile(log, dtype=np.int64, sep="\n") if log.is_file() and log.stat().st_size else \
            np.zeros(0, dtype=np.int64)
        return compute(inst.points, ids)
    finally:
        shutil.rmtree(keep, ignore_errors=True)


__all__ = ["Instrumented", "Metrics", "compute", "instrument", "measure"]
