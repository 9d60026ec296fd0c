"""``svafam import-verilogeval DIR --out TASKS``: RTL-generation problems in the VerilogEval layout.

A problem is three files, ``ProbNNN_<name>_prompt.txt`` (the task), ``_ref.sv`` (``module
RefModule``) and ``_test.sv`` (a testbench that drives ``RefModule`` and ``TopModule`` side by
side); ``DIR`` holds them, or folders of them (ChipBench's ``dataset_self_contain/``, ...:
the folder is the task's group). The task id is the file stem (``Prob001_zero``).

Each problem is written by others: hostile until checked. It is screened
(:func:`svafam.importers.verilog_parts.screen`: no `` `include``, no system task that reaches
files or a shell), its modules are printed with the testbench's macros expanded, its
interface is read with slang, and Yosys reads the reference (:mod:`svafam.importers.netlist`):
its clocks, resets and combinational loops, and the gate netlist its three-valued model is
made of (:mod:`svafam.importers.dual_rail`). Then the reference must pass as its own answer
(the proof of :mod:`svafam.scoring.verilogeval` against that model, and a planted wrong answer
-- every output inverted -- must fail it), and its own testbench is run on it with Icarus.

Named results, per problem (``import_report.json``): ``imported``; ``refused`` (a file the
screen refuses, or unreadable text); ``slang_unreadable``; ``reference_unreadable`` (Yosys
cannot read it); ``combinational_loop``; ``unmodelled`` (a cell the three-valued model does not
cover, or a module no file defines); ``reference_not_proved`` (its proof against itself did not
pass: the status and why); ``planted_not_caught``. An imported problem also records its
testbench's verdict on the reference: ``reference_fails_testbench`` and ``testbench_unusable``
are named too (the task is kept: its proof stands; its testbench verdicts are not given).
"""

from __future__ import annotations

import json
import os
import re
import shutil
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path

from svafam.engine import Executor
from svafam.scoring.verilogeval import REPORT_FILE

from . import verilog_parts as parts
from .dual_rail import UnmodelledCell, dual_rail
from .netlist import CombinationalLoop, ReferenceUnreadable, read_reference
from .verilog_parts import ProblemError

TASK_FILE = "task.json"
MAX_BYTES = 1_000_000
_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.+-]*$")


class ImportInputError(ProblemError):
    """The folder cannot be imported as asked (no problems, ids that repeat, an output folder in the way)."""


@dataclass(frozen=True)
class Problem:
    task_id: str
    group: str
    prompt: Path
    ref: Path
    test: Path


@dataclass
class Outcome:
    task_id: str
    group: str
    status: str                      # imported, or a named result (module docstring)
    reason: str = ""
    notes: list[str] = field(default_factory=list)
    testbench: dict | None = None    # the testbench's verdict on the reference
    proof: dict | None = None        # the reference as its own answer


def find_problems(src: Path) -> list[Problem]:
    """Every problem under ``src`` (its own files and one folder level down)."""
    if not src.is_dir():
        raise ImportInputError(f"{src}: no such folder")
    found: dict[str, Problem] = {}
    for prompt in sorted(list(src.glob("*_prompt.txt")) + list(src.glob("*/*_prompt.txt"))):
        stem = prompt.name[: -len("_prompt.txt")]
        group = prompt.parent.name if prompt.parent != src else src.name
        if stem in found:
            raise ImportInputError(f"{prompt}: task id {stem} is also {found[stem].prompt}; import the folders one "
                                   "at a time (into different --out folders)")
        found[stem] = Problem(stem, group, prompt, prompt.with_name(f"{stem}_ref.sv"),
                              prompt.with_name(f"{stem}_test.sv"))
    if not found:
        raise ImportInputError(f"{src}: no *_prompt.txt here or one folder down (the VerilogEval layout: "
                               "ProbNNN_<name>_prompt.txt, _ref.sv, _test.sv)")
    return list(found.values())


def _read(path: Path) -> str:
    if not path.is_file():
        raise ProblemError(f"{path.name}: missing")
    data = path.read_bytes()
    if len(data) > MAX_BYTES:
        raise ProblemError(f"{path.name}: {len(data)} bytes (limit {MAX_BYTES})")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise ProblemError(f"{path.name}: not UTF-8 text (byte {e.start})") from None


def _rename(text: str, old: str, new: str) -> str:
    return re.sub(rf"(?<![A-Za-z0-9_$\\]){re.escape(old)}(?![A-Za-z0-9_$])", new, text)


def prepare(problem: Problem, workdir: Path) -> tuple[dict[str, str], dict]:
    """The task folder's files and ``task.json`` of a problem, before its reference is checked as an answer.
    Raises :class:`ProblemError` (or a subclass: the named result) when it cannot be a task."""
    if not _ID.match(problem.task_id):
        raise ProblemError(f"task id {problem.task_id!r} is not a plain file stem")
    prompt, ref, test = _read(problem.prompt), _read(problem.ref), _read(problem.test)
    parts.screen(ref, problem.ref.name)
    parts.screen(test, problem.test.name, allowed_file_tasks=True)
    blocks = parts.code_blocks(prompt)
    for block in blocks:
        parts.screen(block, f"{problem.prompt.name} (a code block)")
    macros = parts.defines(test)
    ref_modules = parts.modules(ref, problem.ref.name, macros)
    names = [m.name for m in ref_modules]
    if "RefModule" not in names:
        raise ProblemError(f"{problem.ref.name}: no module RefModule (found: {', '.join(names) or 'none'})")
    given = [m for block in blocks for m in parts.modules(block, problem.prompt.name, macros) if m.name not in names]
    prompt_only = list({m.name: m for m in given}.values())
    subs = [m for m in ref_modules if m.name != "RefModule"] + prompt_only
    reference = next(m for m in ref_modules if m.name == "RefModule")
    test_modules = sorted(m.name for m in parts.modules(test, problem.test.name))
    ports = parts.module_ports([reference.text] + [m.text for m in subs], "RefModule")
    netlist = read_reference("\n".join([reference.text] + [m.text for m in subs]), workdir)
    from svafam.scoring.imported_harness import MODEL

    model = dual_rail(netlist.gates, MODEL, {n: r["active"] for n, r in netlist.resets.items()}, set(netlist.clocks))
    clocks = sorted(netlist.clocks)
    single_posedge = len(clocks) == 1 and netlist.clocks[clocks[0]] == ["posedge"]
    files = {
        "prompt.txt": prompt, "ref.sv": ref, "test.sv": test,
        "reference.v": "\n".join([reference.text] + [m.text for m in subs]),
        "submodules.v": "\n".join(m.text for m in subs),
        "prompt_modules.v": "\n".join(m.text for m in prompt_only),
        "model.v": model,
        "gold.v": _rename(reference.text, "RefModule", "TopModule"),
    }
    doc = {
        "task_id": problem.task_id, "group": problem.group, "module": "TopModule", "reference_module": "RefModule",
        "source": {"prompt": problem.prompt.name, "ref": problem.ref.name, "test": problem.test.name},
        "ports": ports, "clocks": {c: netlist.clocks[c] for c in clocks}, "resets": netlist.resets,
        "model": "cycle" if single_posedge else "edge",
        "submodules": [m.name for m in subs], "testbench_modules": test_modules,
        "reference_cells": netlist.cells, "flip_flops": netlist.flip_flops,
        "testbench": {"top": "tb" if "tb" in test_modules else (test_modules[0] if test_modules else "tb")},
        "files": sorted(files) + [TASK_FILE],
    }
    return files, doc


def _named(e: Exception) -> str:
    if isinstance(e, ReferenceUnreadable):
        return "reference_unreadable"
    if isinstance(e, CombinationalLoop):
        return "combinational_loop"
    if isinstance(e, UnmodelledCell):
        return "unmodelled"
    if "slang cannot compile" in str(e):
        return "slang_unreadable"
    return "refused"


def import_problems(src: Path, out: Path, executor: Executor, timeout: float,
                    progress: Callable[[str], None] | None = None, unsafe: bool = False) -> list[Outcome]:
    """Import every problem of ``src`` into ``out`` (written aside, then moved into place whole)."""
    from svafam.engine import scratch_folder
    from svafam.scoring.verilogeval import ImportedChecker, ImportedTask, planted_answer

    note = progress or (lambda _msg: None)
    problems = find_problems(src)
    if out.exists() and any(out.iterdir()) and not (out / REPORT_FILE).is_file():
        raise ImportInputError(f"{out}: not empty and not an import folder; choose another --out")
    staged = out.parent / f".{out.name}.tmp-{os.getpid()}"
    shutil.rmtree(staged, ignore_errors=True)
    staged.mkdir(parents=True)
    outcomes: dict[str, Outcome] = {}
    tasks: dict[str, ImportedTask] = {}
    try:
        with scratch_folder("svafam-import-") as work:
            for n, problem in enumerate(problems):
                note(f"reading {problem.task_id} ({n + 1}/{len(problems)})")
                outcome = Outcome(problem.task_id, problem.group, "imported")
                outcomes[problem.task_id] = outcome
                try:
                    files, doc = prepare(problem, work / problem.task_id)
                except ProblemError as e:
                    outcome.status, outcome.reason = _named(e), str(e)
                    continue
                folder = staged / problem.task_id
                folder.mkdir()
                for name, text in files.items():
                    (folder / name).write_text(text, encoding="utf-8")
                (folder / TASK_FILE).write_text(json.dumps(doc, indent=2) + "\n", encoding="utf-8")
                tasks[problem.task_id] = ImportedTask.load(folder)
        note(f"checking {len(tasks)} references as their own answers")
        checker = ImportedChecker(executor, use_cache=False, timeout=timeout, testbench=True, unsafe=unsafe)
        items = [(f"{tid}#gold", t, t.gold) for tid, t in tasks.items()]
        items += [(f"{tid}#planted", t, planted_answer(t)) for tid, t in tasks.items()]
        results = checker.check(items, None, None)
        for tid, task in tasks.items():
            outcome, gold, planted = outcomes[tid], results[f"{tid}#gold"], results[f"{tid}#planted"]
            outcome.proof = gold.proof
            outcome.testbench = asdict(gold.testbench) if gold.testbench else None
            folder = staged / tid
            if gold.verdict != "pass":
                outcome.status = "reference_not_proved"
                outcome.reason = f"its proof against itself ended {gold.verdict}: {gold.detail or gold.reason}"
            elif planted.verdict != "fail":
                outcome.status = "planted_not_caught"
                outcome.reason = (f"an answer with every output inverted was not refuted ({planted.verdict}: "
                                  f"{planted.detail}); the reference's outputs may never be known")
            if outcome.status != "imported":
                shutil.rmtree(folder)
                continue
            doc = json.loads((folder / TASK_FILE).read_text(encoding="utf-8"))
            tb = gold.testbench
            if tb is not None and tb.verdict == "fail":
                outcome.notes.append(f"reference_fails_testbench: {tb.detail}")
            elif tb is not None and tb.verdict != "pass":
                outcome.notes.append(f"testbench_unusable: {tb.verdict}: {tb.detail}")
            doc["testbench"].update(reference=asdict(tb) if tb else None,
                                    usable=tb is not None and tb.verdict == "pass")
            doc["reference_proof"] = gold.proof
            (folder / TASK_FILE).write_text(json.dumps(doc, indent=2) + "\n", encoding="utf-8")
        report = {"source": str(src), "problems": len(problems),
                  "imported": sum(o.status == "imported" for o in outcomes.values()),
                  "outcomes": [asdict(o) for o in outcomes.values()]}
        (staged / REPORT_FILE).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
        if out.exists():
            shutil.rmtree(out)
        os.replace(staged, out)
    finally:
        shutil.rmtree(staged, ignore_errors=True)
    return list(outcomes.values())
