"""The output folder of ``svafam project mutate``: written aside, moved into place when complete.

::

    OUT/report.json            counts, scores, execution metrics, per operator (svafam.projects.report)
    OUT/table.md               the table the run prints
    OUT/instances.jsonl        one line per kept instance (schema: instances.schema.json)
    OUT/candidates.jsonl       one line per candidate, kept or not (same schema)
    OUT/project/               the clean design, the testbench, its data, the observation module and
                               svafam_compare.py (the trace comparison, standard library only)
    OUT/augmented/             the project's augmented testbench: every needed witness's phase first
    OUT/instances/<id>/        clean/<file>, faulty/<file>, fault.diff, instance.json,
                               witness.vcd / witness.json / witness.svg / witness.txt (distinguishable
                               ones; the JSON is what ``project tasks`` reads),
                               testbench/original/, testbench/augmented/ (with svafam_directed.v),
                               reproduce.sh: Icarus replays clean and faulty under both testbenches
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import tempfile
from pathlib import Path

from svafam.tasks import waveform as wf
from svafam.tasks.debug import cached_svg

from . import observe
from .mutate import Outcome, ProjectRun
from .report import group_of, summarize, table
from .testbench import DIRECTED_CSV, DIRECTED_MODULE, OBSERVE_MODULE, PORTS_VCD, observe_module
from .witness import to_json, to_vcd, view

SCHEMA = Path(__file__).parent / "schemas" / "instance.schema.json"


def _difference(d) -> dict | None:
    return None if d is None else {"row": d.row, "field": d.field, "clean": d.clean, "mutant": d.mutant}


def record(run: ProjectRun, o: Outcome) -> dict:
    c = o.cand
    folder = f"instances/{c.id}"
    files = {}
    if o.kept:
        files = {"clean": f"{folder}/clean/{c.file}", "faulty": f"{folder}/faulty/{c.file}",
                 "diff": f"{folder}/fault.diff", "reproduce": f"{folder}/reproduce.sh",
                 "testbench_original": f"{folder}/testbench/original"}
        if o.phase:
            files["testbench_augmented"] = f"{folder}/testbench/augmented"
        if o.witness is not None:
            files.update({"witness_vcd": f"{folder}/witness.vcd", "witness_json": f"{folder}/witness.json",
                          "witness_svg": f"{folder}/witness.svg", "witness_table": f"{folder}/witness.txt"})
    formal = None
    if o.formal is not None:
        from .formal_tasks import model_of
        formal = {"verdict": o.formal.status, "model": model_of(run.design.model, c), "depth": run.options.depth,
                  "step": o.formal.step, "engine": o.formal.engine, "job": o.formal.job or "",
                  "message": o.formal.message}
    witness = None
    if o.witness is not None:
        from .witness import compare_from
        witness = {"steps": o.witness.steps,
                   "first_difference": o.witness.first_difference(compare_from(o.witness.model)),
                   "unit": "cycle" if o.witness.model == "cycle" else "step", "seed": o.witness.seed}
    return {
        "id": c.id, "project": run.check.project.name, "operator": c.operator, "group": group_of(c.operator),
        "module": c.module, "file": c.file, "line": c.line, "node_path": c.path, "change": c.change,
        "compile": {"ok": o.compiled, "stage": c.compile_stage, "error": c.compile_error,
                    "duplicate_of": c.duplicate_of},
        "testbench": {"verdict": o.testbench, "difference": _difference(o.difference), "detail": o.testbench_detail},
        "formal": formal, "witness": witness,
        "augmented": (None if not o.augmented else {"verdict": o.augmented,
                                                    "difference": _difference(o.augmented_difference),
                                                    "detail": o.augmented_detail}),
        "kept": o.kept, "files": files,
    }


def _iverilog_line(run: ProjectRun, augmented: bool) -> str:
    project = run.check.project
    tb = project.testbench
    roots = [tb.top, OBSERVE_MODULE] + ([DIRECTED_MODULE] if augmented else [])
    files = [*tb.files, *project.rtl, f"{OBSERVE_MODULE}.v", *([f"{DIRECTED_MODULE}.v"] if augmented else [])]
    argv = ["iverilog", *tb.flags, "-o", "sim.vvp"] + [x for r in roots for x in ("-s", r)]
    argv += [f"-I{d}" for d in project.include_dirs]
    argv += [f"-D{k}={v}" if v != "" else f"-D{k}" for k, v in sorted(project.defines.items())]
    return shlex.join(argv + files)


def _compare_line(run: ProjectRun, augmented: bool) -> str:
    tb = run.check.project.testbench
    if tb.observe == "csv":
        def traces(side):
            listed = ([f"$work/{side}/{DIRECTED_CSV}"] if augmented else []) + [f"$work/{side}/{t}" for t in tb.trace]
            return " ".join(f'"{x}"' for x in listed)
        return f'python3 "$project/svafam_compare.py" csv {traces("clean")} -- {traces("faulty")}'
    scope = f"{tb.top}.{tb.dut}"
    ports = ",".join(p.name for p in run.design.ports)
    line = (f'python3 "$project/svafam_compare.py" vcd {scope} {ports} "$work/clean/{PORTS_VCD}" '
            f'"$work/faulty/{PORTS_VCD}"')
    if augmented:
        line = (f'python3 "$project/svafam_compare.py" csv "$work/clean/{DIRECTED_CSV}" -- '
                f'"$work/faulty/{DIRECTED_CSV}" || {line}')
    return line


def reproduce_script(run: ProjectRun, o: Outcome) -> str:
    c = o.cand
    both = [("original", False)] + ([("augmented", True)] if o.phase else [])
    lines = ["#!/bin/sh",
             f"# {c.id}: {c.operator} at {c.file}:{c.line} ({c.change})",
             "# Replays the instance with Icarus Verilog: the clean and the faulty design under the original",
             "# testbench" + (" and under the testbench augmented with the formal witness" if o.phase else "") + ",",
             "# then compares the observed traces (common rows, every field as text; x/z are values).",
             "set -u", 'here="$(cd "$(dirname "$0")" && pwd)"', 'project="$here/../../project"',
             'work="$(mktemp -d)"', "trap 'rm -rf \"$work\"' EXIT", "status=0",
             "run() {  # $1: clean|faulty  $2: original|augmented",
             '  d="$work/$1"; rm -rf "$d"; mkdir -p "$d"; cp -R "$project/." "$d/"',
             f'  [ "$1" = faulty ] && cp "$here/faulty/{c.file}" "$d/{c.file}"',
             '  [ "$2" = augmented ] && cp -R "$here/testbench/augmented/." "$d/"',
             '  if [ "$2" = augmented ]; then',
             f"    (cd \"$d\" && {_iverilog_line(run, True)} && vvp -n sim.vvp > stdout.txt 2>&1)",
             "  else",
             f"    (cd \"$d\" && {_iverilog_line(run, False)} && vvp -n sim.vvp > stdout.txt 2>&1)",
             "  fi", "}"]
    for name, augmented in both:
        lines += [f"echo '== {name} testbench'", f"run clean {name} && run faulty {name} || "
                  "{ echo 'a simulation failed'; status=2; }",
                  f"{_compare_line(run, augmented)} || status=1"]
    lines += ["exit $status"]
    return "\n".join(lines) + "\n"


def _write(root: Path, rel: str, text: str | bytes, mode: int | None = None) -> None:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    if mode is not None:
        path.chmod(mode)


def write_output(out: Path, run: ProjectRun, metrics: dict, versions: dict) -> dict:
    """Write everything into a folder beside ``out`` and move it into place; returns the report."""
    project = run.check.project
    bench = run.check.bench
    out = out.resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.tmp-", dir=out.parent))
    try:
        texts = run.design.working_texts()
        for rel, text in texts.items():
            _write(tmp, f"project/{rel}", text)
        for rel, text in bench.tb_texts.items():
            _write(tmp, f"project/{rel}", text)
        for rel, data in bench.data.items():
            _write(tmp, f"project/{rel}", data)
        _write(tmp, f"project/{OBSERVE_MODULE}.v", observe_module(project, dump=True, limit=None,
                                                                  timescale=bench.timescale))
        _write(tmp, "project/svafam_compare.py", Path(observe.__file__).read_text(encoding="utf-8"))
        records = [record(run, o) for o in run.outcomes]
        clock = project.clock.name if project.clock else "clk"
        for o, rec in zip(run.outcomes, records):
            if not o.kept:
                continue
            c = o.cand
            base = f"instances/{c.id}"
            _write(tmp, f"{base}/clean/{c.file}", run.design.files[c.file].working)
            _write(tmp, f"{base}/faulty/{c.file}", c.text)
            _write(tmp, f"{base}/fault.diff", c.diff)
            _write(tmp, f"{base}/instance.json", json.dumps(rec, indent=1) + "\n")
            for rel, text in bench.tb_texts.items():
                _write(tmp, f"{base}/testbench/original/{rel}", text)
            if o.phase:
                for rel, text in bench.augmented_texts.items():
                    _write(tmp, f"{base}/testbench/augmented/{rel}", text)
                _write(tmp, f"{base}/testbench/augmented/{DIRECTED_MODULE}.v", o.phase)
            if o.witness is not None:
                picture = view(o.witness, clock)
                _write(tmp, f"{base}/witness.vcd", to_vcd(o.witness, project.clock.name if project.clock else None))
                _write(tmp, f"{base}/witness.json", to_json(o.witness))
                _write(tmp, f"{base}/witness.txt", wf.to_table(picture))
                _write(tmp, f"{base}/witness.svg", cached_svg(picture, f"{c.id}: clean vs faulty", clock))
            _write(tmp, f"{base}/reproduce.sh", reproduce_script(run, o), 0o755)
        phase = run.augmented_phase()
        if phase is not None:
            for rel, text in bench.augmented_texts.items():
                _write(tmp, f"augmented/{rel}", text)
            _write(tmp, f"augmented/{DIRECTED_MODULE}.v", phase)
        _write(tmp, "candidates.jsonl", "".join(json.dumps(r) + "\n" for r in records))
        _write(tmp, "instances.jsonl", "".join(json.dumps(r) + "\n" for r in records if r["kept"]))
        _write(tmp, "instances.schema.json", SCHEMA.read_text(encoding="utf-8"))
        doc = summarize(run, metrics, versions)
        _write(tmp, "report.json", json.dumps(doc, indent=1) + "\n")
        _write(tmp, "table.md", table(doc))
        old = out.parent / f".{out.name}.previous"
        shutil.rmtree(old, ignore_errors=True)
        if out.exists():
            os.replace(out, old)
        os.replace(tmp, out)
        shutil.rmtree(old, ignore_errors=True)
        return doc
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
