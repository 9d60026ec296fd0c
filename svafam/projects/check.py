"""``svafam project check``: what a user must know before any mutation, and the clean run everything compares to.

In order, each stopping the check with a one-line message (file, line, reason):

1. the project file (schema, paths), then every file the tool reads scanned for what a
   project may not ask of the simulator (:mod:`svafam.projects.hostile`; a file named by
   an absolute path, a folder of its author's machine, is ``absolute_file_path``);
2. the design read by Pyverilog (after preprocessing), slang and Yosys: a construct
   Pyverilog cannot read stops here, naming the file and line; slang's errors on the clean
   design are a note (slang then checks no mutant);
3. the testbench's instance of the top, and the module names it instantiates
   (``module_name_mismatch`` when the RTL defines another name: a known defect of public
   benchmarks, worked around only when the project file says so);
4. the clean design under its testbench, twice: it must compile, finish within its
   watchdog (``testbench_timeout``), give the same trace both times
   (``nondeterministic_testbench``) and pass its own checks: the pass/fail patterns of its
   output and the expected trace (``clean_fails_testbench``; a difference only in x/z
   values at the start is ``simulator_dependent_testbench``: the expected trace was made
   with another simulator; a trace that another file beside the expected one holds row
   for row is ``wrong_expected_trace``: the expected file is another testbench's, as in
   CirFix's mux, whose ``oracle.txt`` is an older testbench's and ``oracle_new.txt`` its own).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from . import config, hostile
from .candidates import slang_problems_of_clean
from .config import Project, ProjectDefect, ProjectError
from .design import Design, elaborate, parse, read_text, scan_files
from .observe import first_difference, read_csv
from .testbench import LIMIT_MARK, Bench, BenchResult

DEFECTS = ("module_name_mismatch", "testbench_compile_error", "testbench_timeout", "testbench_error",
           "no_observation", "nondeterministic_testbench", "clean_fails_testbench", "simulator_dependent_testbench",
           "dut_not_found", "absolute_file_path", "wrong_expected_trace")

# a file beside the expected trace is read as another candidate only up to this size
LARGEST_OTHER_TRACE = 64 << 20


class WrongExpectedTrace(ProjectDefect):
    """The clean run differs from ``testbench.expected`` and reproduces another file beside it, row for row."""

    def __init__(self, message: str, reproduced: str):
        super().__init__("wrong_expected_trace", message)
        self.reproduced = reproduced


@dataclass
class CheckResult:
    project: Project
    design: Design
    bench: Bench
    clean: BenchResult
    notes: list[str] = field(default_factory=list)
    slang_clean: bool = True
    scans: dict = field(default_factory=dict)


_KEYWORDS = frozenset("""module macromodule begin end if else case casex casez for while repeat always initial assign
wire reg integer input output inout function task parameter localparam genvar generate endgenerate forever fork
join wait real time event default posedge negedge or and nand nor xor xnor not buf bufif0 bufif1 notif0 notif1
endcase endmodule endfunction endtask signed unsigned supply0 supply1 tri defparam pullup pulldown tran tranif0
tranif1 rtran rtranif0 rtranif1 cmos rcmos nmos pmos rnmos rpmos""".split())


def instantiated_names(text: str) -> set[str]:
    """Module names a text instantiates: ``NAME [#(...)] INSTANCE (``, NAME not a keyword."""
    toks = hostile.tokens(text)
    names = set()
    for i, t in enumerate(toks):
        if t.kind != "ident" or t.value in _KEYWORDS or (i and toks[i - 1].value == "."):
            continue
        j = i + 1
        if j < len(toks) and toks[j].kind == "other" and toks[j].value == "#":
            j += 1
            if j < len(toks) and toks[j].value == "(":
                depth = 0
                while j < len(toks):
                    depth += {"(": 1, ")": -1}.get(toks[j].value, 0) if toks[j].kind == "punct" else 0
                    if depth == 0:
                        break
                    j += 1
                j += 1
        if j + 1 < len(toks) and toks[j].kind == "ident" and toks[j].value not in _KEYWORDS \
                and toks[j + 1].value == "(":
            names.add(t.value)
    return names


def rename_needed(project: Project, design_modules: set[str]) -> tuple[str, str] | None:
    """(RTL name, testbench name) when the testbench instantiates the top under another name than the RTL's."""
    wanted: set[str] = set()
    for rel in project.testbench.files:
        wanted |= instantiated_names(read_text(project, rel))
    tb_modules: set[str] = set()
    for rel in project.testbench.files:
        toks = hostile.tokens(read_text(project, rel))
        tb_modules |= {toks[i + 1].value for i in range(len(toks) - 1) if toks[i].value == "module"}
    missing = sorted(wanted - design_modules - tb_modules)
    if project.top in design_modules and project.top not in wanted and missing:
        return project.top, missing[0]
    return None


def _x_only(diff, clean_rows, expected_rows) -> bool:
    a, b = clean_rows[diff.row], expected_rows[diff.row]
    fields = [(x, y) for x, y in zip(a, b) if x != y]
    return bool(fields) and all(re.fullmatch(r"[xXzZ]+", x) or re.fullmatch(r"[xXzZ]+", y) for x, y in fields)


def other_traces(project: Project) -> list[Path]:
    """The files beside ``testbench.expected`` that could be a trace in its place: same folder and suffix, regular
    files (no symbolic link), none past :data:`LARGEST_OTHER_TRACE`."""
    expected = project.root / project.testbench.expected
    return [f for f in sorted(expected.parent.glob(f"*{expected.suffix}"))
            if f != expected and f.is_file() and not f.is_symlink() and f.stat().st_size <= LARGEST_OTHER_TRACE]


def reproduced_traces(project: Project, rows: list) -> list[str]:
    """The :func:`other_traces` that hold ``rows`` exactly, row for row: a shorter one (CirFix's oracle_half.txt)
    is only a prefix, and no match."""
    return [f.relative_to(project.root).as_posix() for f in other_traces(project) if read_csv([f]) == rows]


def check_project(directory: Path, work: Path) -> CheckResult:
    return check_loaded(config.load(directory), work)


def check_loaded(project: Project, work: Path) -> CheckResult:
    """:func:`check_project` of a project already read (``project init`` checks one it has not written yet)."""
    scans = scan_files(project, list(project.testbench.files) + list(project.rtl))
    for rel in project.testbench.files:
        reads = sorted(scans[rel].reads - set(project.testbench.data) - set(project.rtl))
        if reads:
            raise ProjectError(f"{rel}: the testbench reads {reads[0]}, which is not among testbench.data "
                               f"in {project.file.name}")
    design = parse(project)
    mismatch = rename_needed(project, set(design.module_file))
    if mismatch is not None:
        raise ProjectDefect("module_name_mismatch",
                            f"the testbench instantiates {mismatch[1]}, the RTL defines {mismatch[0]}; to work around "
                            f"it, set workarounds.rename_module {{from: {mismatch[0]}, to: {mismatch[1]}}} and top: "
                            f"{mismatch[1]} in {project.file.name}")
    elaborate(design, project.timeouts["compile_seconds"] * 2)
    notes = []
    if project.rename_module:
        notes.append(f"module_name_mismatch (worked around): {project.rename_module[0]} is renamed "
                     f"{project.rename_module[1]}, the name the testbench instantiates")
    slang = slang_problems_of_clean(design)
    if slang:
        notes.append(f"slang rejects the clean design ({slang[0][:200]}): slang checks no mutant")
    bench = Bench(design, work)
    clean = bench.run(dump=True)
    if clean.status == "compile_error":
        if "svafam_observe" in clean.message or "Unable to" in clean.message:
            raise ProjectDefect("dut_not_found", f"{project.file.name}: testbench.dut: no instance "
                                f"{project.testbench.top}.{project.testbench.dut} of {project.top} to observe "
                                f"({clean.message[:200]})")
        raise ProjectDefect("testbench_compile_error", clean.message)
    if clean.status == "timeout":
        raise ProjectDefect("testbench_timeout", f"the clean design's testbench {clean.message} "
                            f"(timeouts.testbench_seconds in {project.file.name}); it may rely on another "
                            "simulator's time limit")
    if clean.status != "ok":
        raise ProjectDefect("testbench_error", clean.message)
    bench.timescale = clean.timescale or None
    bench.dut_unit = clean.dut_timescale.split("/")[0].strip() if clean.dut_timescale else None
    if not clean.rows:
        what = (f"no trace file ({', '.join(project.testbench.trace)})" if project.testbench.observe == "csv"
                else f"no value of {project.top}'s ports")
        raise ProjectDefect("no_observation", f"the clean run wrote {what}")
    # the second run has the mutants' simulated-time limit: a testbench that ends by running out of events
    # (no $finish) reaches it, and then the limit is where such a run ends, not a timeout
    limit = 3 * clean.end_time + 1000 if clean.end_time else None
    again = bench.run(dump=True, sim_limit=limit)
    if again.status == "timeout" and LIMIT_MARK in again.stdout:
        bench.exhausts = True
        again.status = "ok"
        notes.append("the testbench has no $finish: runs end when no event is left, or at the simulated-time "
                     "limit (3x the clean run)")
    diff = first_difference(clean.rows, again.rows)
    if again.status != "ok" or diff is not None or len(again.rows) != len(clean.rows):
        where = diff.describe() if diff else f"{len(clean.rows)} vs {len(again.rows)} rows"
        raise ProjectDefect("nondeterministic_testbench", f"two runs of the clean design differ ({where})")
    tb = project.testbench
    if tb.fail_pattern and re.search(tb.fail_pattern, clean.stdout):
        line = next(ln for ln in clean.stdout.splitlines() if re.search(tb.fail_pattern, ln))
        raise ProjectDefect("clean_fails_testbench", f"the clean design's run prints {line.strip()[:160]!r}")
    if tb.pass_pattern and not re.search(tb.pass_pattern, clean.stdout):
        raise ProjectDefect("clean_fails_testbench", f"the clean design's run never prints {tb.pass_pattern!r}")
    if tb.expected:
        expected = read_csv([project.root / tb.expected])
        observed = [r for r in clean.rows]
        d = first_difference(expected, observed)
        if d is not None:
            message = f"the clean design's trace differs from {tb.expected} at {d.describe((tb.expected, 'clean run'))}"
            others = reproduced_traces(project, observed)
            if others:
                raise WrongExpectedTrace(f"{message}, and is {others[0]} row for row: {tb.expected} is another "
                                         f"testbench's trace; set testbench.expected: {others[0]} in "
                                         f"{project.file.name}", others[0])
            kind = "simulator_dependent_testbench" if _x_only(d, observed, expected) else "clean_fails_testbench"
            raise ProjectDefect(kind, message)
        if len(observed) != len(expected):
            notes.append(f"the clean trace has {len(observed)} rows, {tb.expected} {len(expected)}: equal over "
                         "the common prefix")
    return CheckResult(project, design, bench, clean, notes, not slang, scans)
