"""VeriBugBench's execution metrics of a testbench on the clean design: line coverage, singleton-line
trace uniqueness, temporal state entropy.

Icarus Verilog measures no coverage, so the clean design is instrumented: every procedural
statement of the modules the top uses (assignments, ``if``, ``case``, loops, task calls)
gets a call ``svafam_cov.hit(ID)`` in front of it (``begin ... end`` around both), and
every continuous assignment an ``always @(<its right-hand side>)`` that calls it; the
helper module logs each (statement, time) once. Functions are not instrumented (a
function may not call a task): their lines are left out of the line set. The line set
``L`` is the source lines holding those statements.

The run is cut into windows: one per rising edge of the design's clock (the state a
cycle starts in), or, for a design with no clock, one per time the inputs change.
From the hit log (rows: windows, columns: lines, ``h[w][l] = 1`` when line ``l`` ran in
window ``w``), with ``W`` windows:

* line coverage: ``LC = |{l : some h[w][l] = 1}| / |L|``;
* singleton-line trace uniqueness: a covered line's trace is its column
  ``(h[1][l], ..., h[W][l])``; ``U = |{l covered : no other line has the same trace}| / |L|``,
  the share of lines a spectrum of this testbench tells apart from every other line;
* temporal state entropy: the state of window ``w`` is its row; with ``p(s)`` the share of
  windows in state ``s``, ``H = -sum_s p(s) log2 p(s)`` (bits), and ``H / log2 W``
  normalized to [0, 1].

These are this tool's reading of the paper's formulas (5)-(8) (time-windowed line
coverage); the paper's own text could not be consulted here, so the definitions are
written out in full, in ``docs/projects.md`` too.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass

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
    line_coverage: float
    trace_uniqueness: float
    state_entropy_bits: float
    state_entropy: float               # normalized by log2(windows)
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
                part_of_assignment = isinstance(site.parent, (vast.Substitution, vast.Lvalue, vast.Rvalue))
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
                    extra.setdefault((rel, src.module.name), []).append(
                        f"always @({expr}) {COVERAGE_MODULE}.hit({pid});")
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
    n = max(1, len(points))
    module = (f"module {COVERAGE_MODULE};\n  integer fd;\n  integer i;\n  time stamp [0:{n - 1}];\n"
              f'  initial begin fd = $fopen("{HIT_LOG}", "w"); for (i = 0; i < {n}; i = i + 1) stamp[i] = '
              "{64{1'b1}}; end\n"
              "  task hit(input integer id);\n"
              "    if (stamp[id] !== $time) begin stamp[id] = $time; $fwrite(fd, \"%0d %0t\\n\", id, $time); end\n"
              "  endtask\nendmodule\n")
    return Instrumented(texts, points, module)


def apply_edits_stable(text: str, edits: list[tuple[int, int, str]]) -> str:
    out, pos = [], 0
    for start, end, new in edits:
        out.append(text[pos:start])
        out.append(new)
        pos = max(pos, end)
    return "".join(out) + text[pos:]


def compute(points: list[Point], hits: list[tuple[int, int]], edges: list[int], problem: str = "") -> Metrics:
    """Metrics from the hit log ``(point, time)`` and the windows' start times (sorted)."""
    lines = sorted({(p.file, p.line) for p in points})
    line_of = {p.id: (p.file, p.line) for p in points}
    windows = max(1, len(edges))
    import bisect

    matrix: dict[tuple[str, int], set[int]] = {ln: set() for ln in lines}
    rows: list[set] = [set() for _ in range(windows)]
    for pid, t in hits:
        ln = line_of.get(pid)
        if ln is None:
            continue
        w = max(0, bisect.bisect_right(edges, t) - 1) if edges else 0
        matrix[ln].add(w)
        rows[w].add(ln)
    covered = [ln for ln in lines if matrix[ln]]
    traces = Counter(frozenset(matrix[ln]) for ln in covered)
    singletons = sum(1 for ln in covered if traces[frozenset(matrix[ln])] == 1)
    states = Counter(frozenset(r) for r in rows)
    entropy = -sum((c / windows) * math.log2(c / windows) for c in states.values())
    total = max(1, len(lines))
    return Metrics(len(covered) / total, singletons / total, entropy,
                   entropy / math.log2(windows) if windows > 1 else 0.0, len(lines), len(covered), singletons,
                   windows, len(states), problem)


def measure(design: Design, bench: Bench, inst: Instrumented, directed: str | None = None,
            wall: float | None = None) -> Metrics:
    """Run the instrumented clean design under the testbench (``directed``: the augmented one)."""
    from pathlib import Path

    overrides = dict(inst.texts)
    keep = bench.work / f"coverage-{'augmented' if directed else 'original'}"
    result = bench.run(overrides, directed=directed, wall=wall, dump=True, keep=keep,
                       extra={"svafam_cov.v": inst.module}, roots=[COVERAGE_MODULE])
    empty = Metrics(0.0, 0.0, 0.0, 0.0, len(inst.lines), 0, 0, 0, 0)
    try:
        if result.status != "ok":
            empty.problem = f"the instrumented run did not finish: {result.status} {result.message}"[:300]
            return empty
        log = Path(keep) / HIT_LOG
        hits = []
        for line in log.read_text().splitlines() if log.is_file() else []:
            parts = line.split()
            if len(parts) == 2 and parts[0].isdigit() and parts[1].isdigit():
                hits.append((int(parts[0]), int(parts[1])))
        edges = windows(design, bench, keep)
        return compute(inst.points, hits, edges)
    finally:
        import shutil

        shutil.rmtree(keep, ignore_errors=True)


def windows(design: Design, bench: Bench, folder) -> list[int]:
    """Window start times (VCD time units): rising edges of the clock, else input changes."""
    from pathlib import Path

    from .observe import vcd_rows
    from .testbench import PORTS_VCD

    project = design.project
    clock = project.clock.name if project.clock else None
    names = [clock] if clock else [p.name for p in design.inputs]
    rows, _end, _scale = vcd_rows(Path(folder) / PORTS_VCD, bench.scope(), names)
    starts, previous = {0}, None   # a set: an augmented testbench can have a hundred thousand edges
    for row in rows:
        t, values = int(row[0]), row[1:]
        if clock:
            if values[0] == "1" and previous not in (None, ("1",)):
                starts.add(t)
        elif previous is not None and values != previous:
            starts.add(t)
        previous = values
    return sorted(starts)


__all__ = ["Instrumented", "Metrics", "compute", "instrument", "measure"]
