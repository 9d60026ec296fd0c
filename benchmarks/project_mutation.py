#!/usr/bin/env python3
"""Other people's projects: every shared project mutated, classified, and compared with a plain baseline.

    python benchmarks/project_mutation.py --external ../shared/external --json   # all, with the baseline
    python benchmarks/project_mutation.py --external ... --no-baseline --only accu,fsm_full
    python benchmarks/project_mutation.py --external ... --baseline-sample 10        # baseline on 10 a project

The projects are the RTLLM designs and the CirFix projects of the external folder (read
only: each is copied into a work folder first). For each: ``project init`` (what the tool
infers, with the testbench the CirFix folder's simulation command names and, as the
testbench's time limit, the ``timeout`` that command runs it under; as a proof's limit,
the baseline's, ``--baseline-timeout``: one proof gets as long in ours as in the baseline),
``check``, ``mutate --budget 20`` and ``tasks``; a project the check stops is a named result. Two
projects run at a time (``--projects-at-once``), each with its own executor of as many
workers as cores, the largest designs first: ours is the wall time of all of them, start to end,
refused ones included.

Baseline, measured in the same run on the same candidates (no sharing): one Icarus
compile-and-run of the testbench per candidate, and one stock SBY job per candidate (a
proof with ABC's PDR of the one-mutant miter, ``--executor process``: PASS equivalent,
FAIL distinguishable), as many at a time as cores. Ours runs every tool on a project's text in
the sandbox (Icarus, Yosys and every proof); the baseline's SBY jobs run outside it, the faster
way, so the ratio does not flatter ours. With ``--baseline-sample N`` it runs on
the first N compiled candidates of each project and each project's time is scaled to all of
its compiled candidates. Verdicts must be identical: the testbench verdict (observable or
not), and the formal verdict wherever both decided. Printed and written to JSON: per
project the counts, both mutation scores, the execution metrics of both testbenches;
totals, wall and CPU seconds of ours and of the baseline, the ratio; and an estimate for
VeriBugBench's scale (167,750 opportunities) on 8 machines of 16 cores with Ray, from the
CPU seconds per candidate measured here.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from figures import Recorder, add_json_option  # noqa: E402  (benchmarks/figures.py)
from svafam.engine import discover, open_executor  # noqa: E402
from svafam.projects import config  # noqa: E402
from svafam.projects.check import ProjectDefect  # noqa: E402
from svafam.projects.config import ProjectError  # noqa: E402
from svafam.projects.infer import propose  # noqa: E402
from svafam.projects.mutate import Options, mutate_and_write  # noqa: E402
from svafam.projects.report import VERIBUGBENCH  # noqa: E402

PAPER_CORES = 8 * 16
BASELINE_TIMEOUT = 120.0   # seconds of one stock SBY proof of the baseline; past it the baseline says unknown


def cpu_seconds() -> float:
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def discover_projects(external: Path) -> list[dict]:
    """(name, folder, top, testbench) of every shared project: RTLLM's designs; one per simulation
    command of a CirFix folder (sha3 has three)."""
    found = []
    for folder in sorted((external / "rtllm").iterdir()):
        ref = sorted(folder.glob("verified_*.v"))
        if not ref:
            continue
        m = re.search(r"^\s*module\s+([A-Za-z_][A-Za-z0-9_]*)", ref[0].read_text(errors="replace"), re.M)
        found.append({"name": folder.name, "folder": folder, "top": m.group(1) if m else "", "testbench": None,
                      "suite": "rtllm"})
    for command in sorted((external / "cirfix").rglob("vcs_sim_command*")):
        folder = command.parent
        words = command.read_text(errors="replace").split()
        files = [w for w in words if w.endswith(".v")]
        if not files:
            continue
        tb = files[0]
        suffix = command.name[len("vcs_sim_command"):].lstrip("_")
        name = folder.name + (f"_{suffix}" if suffix else "")
        tb_text = (folder / tb).read_text(errors="replace")
        defined = {}
        for f in files[1:]:
            for mod in re.findall(r"^\s*module\s+([A-Za-z_][A-Za-z0-9_]*)", (folder / f).read_text(errors="replace"),
                                  re.M):
                defined[mod] = f
        used = [mod for mod in defined if re.search(rf"^\s*{mod}\s+(#\s*\(.*?\)\s*)?[A-Za-z_]\w*\s*\(", tb_text, re.M)]
        found.append({"name": name, "folder": folder, "top": used[0] if used else "", "testbench": tb,
                      "suite": "cirfix", "testbench_seconds": declared_timeout(words)})
    return found


def declared_timeout(words: list[str]) -> float | None:
    """The time limit a CirFix simulation command gives its run (``timeout N vcs ...``): the project's own
    watchdog, which ``timeouts.testbench_seconds`` is (VCS's compile counts in it; Icarus's does not in ours)."""
    if len(words) > 1 and words[0] == "timeout" and re.fullmatch(r"\d+(\.\d+)?", words[1]):
        return float(words[1])
    return None


def prepare(entry: dict, work: Path) -> Path:
    target = work / "projects" / entry["name"]
    if not target.exists():
        shutil.copytree(entry["folder"], target, ignore=shutil.ignore_patterns("*.vcd", "simv*", "output*.txt"))
    (target / config.PROJECT_FILE).unlink(missing_ok=True)
    project = propose(target, entry["top"], testbench=entry["testbench"],
                      testbench_seconds=entry.get("testbench_seconds"),
                      proof_seconds=entry.get("proof_seconds")).project
    config.write(project)
    return target


def baseline(project_dir: Path, out: Path, executor, sample: int | None, workers: int) -> dict:
    """One Icarus run and one stock SBY proof per compiled candidate, nothing shared (run ``workers`` at a time)."""
    from concurrent.futures import ThreadPoolExecutor

    from svafam.engine import JobSpec, scratch_folder
    from svafam.projects import miter
    from svafam.projects.candidates import build
    from svafam.projects.check import check_project
    from svafam.projects.design import write_tree
    from svafam.projects.formal_tasks import model_of
    from svafam.projects.observe import first_difference

    records = {json.loads(line)["id"]: json.loads(line) for line in (out / "candidates.jsonl").read_text().splitlines()}
    compiled = sorted(r["id"] for r in records.values() if r["compile"]["ok"])
    if sample is not None:
        compiled = compiled[:sample]
    start_wall, start_cpu = time.monotonic(), cpu_seconds()
    disagreements = []
    with scratch_folder("svafam-baseline-") as work:
        check = check_project(project_dir, work / "bench")
        by_id = {c.id: c for c in build(check.design, seed=2026, budget=20).candidates}
        cands = [by_id[cid] for cid in compiled if cid in by_id]
        limit = 3 * check.clean.end_time + 1000 if check.clean.end_time else None
        wall = min(check.project.timeouts["testbench_seconds"], max(10.0, 20 * check.clean.seconds))

        def simulate(c) -> bool:
            r = check.bench.run({c.file: c.text}, sim_limit=limit, wall=wall)
            return r.status == "ok" and first_difference(check.clean.rows, r.rows) is not None

        specs, owner = [], {}
        for n, c in enumerate(cands):
            model = model_of(check.design.model, c)
            job = work / f"j{n}"
            member = miter.Member(c.label, c.file)
            write_tree(job, {miter.clean_path(rel): t for rel, t in check.design.yosys_texts().items()})
            write_tree(job, {member.path: c.yosys or c.text, miter.CHECKS: miter.checks_text(),
                             "h.v": miter.harness(check.design, "mutation_assert", [member], check="assert",
                                                  model=model)})
            files = [miter.CHECKS, *(miter.clean_path(rel) for rel in check.design.yosys_texts()), member.path,
                     "h.v"]
            script = miter.script(check.design, [member], "h.v", "mutation_assert")
            write_tree(job, {"p.sby": miter.sby_text(c.id, "prove", 20, model, files, script, prover="abc pdr")})
            spec = JobSpec(f"b{n}", job, "p.sby", tuple(files))
            specs.append(spec)
            owner[spec.key] = c
        with ThreadPoolExecutor(max_workers=workers) as pool:
            observed = dict(zip((c.id for c in cands), pool.map(simulate, cands)))
        outcomes = executor.run(specs, work / "runs") if specs else {}
    agree_tb = decided = agree_formal = 0
    for key, c in owner.items():
        ours_tb = records[c.id]["testbench"]["verdict"] == "observable"
        agree_tb += observed[c.id] == ours_tb
        if observed[c.id] != ours_tb:
            disagreements.append(f"{c.id}: testbench ours {ours_tb}, baseline {observed[c.id]}")
        status = outcomes[key][0].status if key in outcomes else "ERROR"
        verdict = {"PASS": "equivalent", "FAIL": "distinguishable"}.get(status, "unknown")
        ours = (records[c.id]["formal"] or {}).get("verdict", "unknown")
        if verdict != "unknown" and ours != "unknown":
            decided += 1
            agree_formal += verdict == ours
            if verdict != ours:
                disagreements.append(f"{c.id}: formal ours {ours}, baseline {verdict}")
    return {"candidates": len(owner), "wall": time.monotonic() - start_wall, "cpu": cpu_seconds() - start_cpu,
            "testbench_agree": agree_tb, "formal_decided_both": decided, "formal_agree": agree_formal,
            "baseline_unknown": len(owner) - decided, "disagreements": disagreements[:20]}


def _pct(v) -> float | None:
    return None if v is None else round(100 * v, 1)


def summary_table(rows: list[dict], result: dict) -> dict:
    """Per project: the counts, both mutation scores, and VeriBugBench's three execution metrics for the
    original and the witness-augmented testbench; then the totals (mean scores) and VeriBugBench's."""
    columns = ["project", "suite", "candidates", "compiled", "testbench observable", "formal distinguishable",
               "formal equivalent", "formal unknown", "witness observable", "score original %",
               "score augmented %", "line coverage % (orig / aug)", "trace uniqueness % (orig / aug)",
               "state entropy % (orig / aug)", "wall s"]
    out = []
    for r in rows:
        if "refused" in r:
            out.append([r["project"], r["suite"]] + [None] * 12 + [round(r["wall"], 1)])
            out[-1][2] = f"refused: {r['refused']['defect']}"
            continue
        m = r.get("metrics") or {}

        def both(key: str, m: dict = m) -> str:
            return " / ".join("-" if (m.get(w) or {}).get(key) is None else f"{100 * m[w][key] + 0.0:.1f}"
                              for w in ("original", "augmented"))
        out.append([r["project"], r["suite"], r["candidates"], r["compiled"], r["testbench_observable"],
                    r["formal_distinguishable"], r["formal_equivalent"], r["formal_unknown"],
                    r["witness_observable"], r["mutation_score"]["original"], r["mutation_score"]["augmented"],
                    both("line_coverage"), both("trace_uniqueness"), both("state_entropy"), round(r["wall"], 1)])
    t, mean = result["totals"], result["mean_score"]
    out.append(["all projects (mean scores)", "", t["candidates"], t["compiled"], t["testbench_observable"],
                t["formal_distinguishable"], t["formal_equivalent"], t["formal_unknown"], t["witness_observable"],
                mean["original"], mean["augmented"], "", "", "", round(result["ours"]["wall"], 1)])
    vbb = mean["veribugbench"]
    out.append(["VeriBugBench (paper)", "", VERIBUGBENCH["candidates"], "", VERIBUGBENCH["kept"], "", "", "", "",
                vbb["original"], vbb["augmented"], "", "", "", ""])
    return {"columns": columns, "rows": out}


def markdown(summary: dict) -> str:
    def show(v) -> str:
        return "-" if v is None else str(v)

    lines = ["| " + " | ".join(summary["columns"]) + " |", "|" + "---|" * len(summary["columns"])]
    return "\n".join(lines + ["| " + " | ".join(show(c) for c in row) + " |" for row in summary["rows"]])


def what_line(result: dict) -> str:
    t, live = result["totals"], [r for r in result["projects"] if "refused" not in r]
    refused = [r["project"] for r in result["projects"] if "refused" in r]
    text = (f"{len(live)} projects mutated at --budget {result['budget']} ({len(refused)} refused with a named "
            f"defect), {t['candidates']} candidates, {t['compiled']} compiled, {t['formal_unknown']} formally "
            f"unknown, in {result['ours']['wall'] / 60:.1f} min of wall time ({result.get('projects_at_once', 1)} "
            f"projects at a time); witness-observable on every project where distinguishable: "
            f"{all(r['witness_observable'] == r['formal_distinguishable'] for r in live)}")
    if "paper_estimate" in result:
        e = result["paper_estimate"]
        text += (f"; at the CPU seconds per candidate measured here ({e['cpu_seconds_per_candidate']:.2f}), "
                 f"VeriBugBench's {e['opportunities']:,} opportunities on {e['cores']} cores (Ray) would take "
                 f"{e['wall_hours']:.2f} h")
    if "baseline_totals" in result:
        b = result["baseline_totals"]
        text += (f"; baseline (one Icarus run and one stock SBY proof per candidate) on {b['candidates']} "
                 f"candidates: testbench verdicts agree on {b['testbench_agree']}, formal verdicts agree on "
                 f"{b['formal_agree']} of the {b['formal_decided_both']} both decided")
    return text


def headlines(result: dict) -> list[dict]:
    out = []
    if result.get("speedup_wall"):
        b = result["baseline_totals"]
        sampled = "" if b["candidates"] >= result["totals"]["compiled"] else \
            f", measured on {b['candidates']} of the {result['totals']['compiled']} compiled candidates and scaled"
        out.append({"label": "user projects: every candidate classified by testbench and proof, wall time",
                    "value": round(result["speedup_wall"], 2), "unit": "x",
                    "against": "one Icarus run and one stock SBY proof per candidate" + sampled})
    return out


def rtl_bytes(entry: dict, work: Path) -> int:
    """The bytes of the RTL files ``project init`` names (0 where it cannot tell: the project's own run says why)."""
    try:
        entry["project_dir"] = prepare(entry, work)   # kept: the project's run does not infer it again
        project = config.load(entry["project_dir"])
        return sum((project.root / rel).stat().st_size for rel in project.rtl)
    except Exception:   # the order must not stop the run
        return 0


def mutate_one(entry: dict, work: Path, args) -> dict:
    """init, check, mutate and tasks of one project, on an executor of its own; its row of the table."""
    from svafam.projects.tasks import write_tasks

    row = {"project": entry["name"], "suite": entry["suite"], "top": entry["top"]}
    t0 = time.monotonic()
    try:
        project_dir = entry.get("project_dir") or prepare(entry, work)
        limits = config.load(project_dir).timeouts
        row["testbench_seconds"], row["proof_seconds"] = limits["testbench_seconds"], limits["proof_seconds"]
        # the project file's proof limit, as `project mutate` holds it
        with open_executor(args.executor, discover(), workers=args.jobs, timeout=limits["proof_seconds"]) as executor:
            doc = mutate_and_write(project_dir, work / "out" / entry["name"], executor,
                                   Options(budget=args.budget, workers=args.jobs))
        tasks = write_tasks(project_dir, work / "out" / entry["name"], work / "tasks" / entry["name"])
        row.update({k: doc[k] for k in ("candidates", "compiled", "testbench_observable", "formal_distinguishable",
                                        "formal_equivalent", "formal_unknown", "witness_observable", "kept",
                                        "mutation_score", "metrics", "compile_failures", "model", "seconds",
                                        "notes")})
        row["tasks"] = {"debug": tasks["debug"], "refmodel": tasks["refmodel"],
                        "refmodel_stimulus_cycles": _stimulus_cycles(work / "tasks" / entry["name"])}
    except ProjectDefect as e:
        row["refused"] = {"defect": e.kind, "message": e.detail}
    except ProjectError as e:
        row["refused"] = {"defect": "project_error", "message": str(e)}
    except Exception as e:   # a fault of this tool: named in the table, the other projects still run
        import traceback
        traceback.print_exc()
        row["refused"] = {"defect": "tool error", "message": f"{type(e).__name__}: {e}"[:300]}
    row["wall"] = time.monotonic() - t0
    print(json.dumps({k: row[k] for k in row if k not in ("metrics", "notes", "seconds")}), flush=True)
    return row


def _stimulus_cycles(tasks: Path) -> int | None:
    found = list(tasks.glob("*/tasks/refmodel/task.json"))
    return json.loads(found[0].read_text())["stimulus_cycles"] if found else None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--external", type=Path, required=True, help="the shared inputs folder (rtllm/, cirfix/)")
    ap.add_argument("--budget", type=int, default=20)
    ap.add_argument("--only", default=None, help="comma-separated project names")
    ap.add_argument("--no-baseline", action="store_true")
    ap.add_argument("--baseline-sample", type=int, default=None,
                    help="baseline on the first N compiled of a project (its time scaled to all of them)")
    ap.add_argument("--executor", default="local")
    ap.add_argument("--jobs", type=int, default=None, help="jobs at a time in each project (default: the cores)")
    ap.add_argument("--projects-at-once", type=int, default=2,
                    help="projects mutated at the same time, each with its own executor (default %(default)s): "
                         "one project's phases end on a single long job, the other keeps the cores busy")
    ap.add_argument("--baseline-timeout", type=float, default=BASELINE_TIMEOUT,
                    help="seconds of one proof, the baseline's and ours (timeouts.proof_seconds of every project; "
                         "default %(default)s)")
    add_json_option(ap, "project_mutation")
    ap.add_argument("--keep", type=Path, default=None, help="keep the work folder (projects, outputs, tasks) there")
    args = ap.parse_args()
    recorder = Recorder("project_mutation")
    if not (args.external / "rtllm").is_dir() or not (args.external / "cirfix").is_dir():
        print(f"{args.external}: not the shared inputs folder (it needs rtllm/ and cirfix/)", file=sys.stderr)
        return 2
    entries = discover_projects(args.external)
    for entry in entries:   # one proof is held to the same limit in ours and in the baseline
        entry["proof_seconds"] = args.baseline_timeout
    if args.only:
        wanted = set(args.only.split(","))
        entries = [e for e in entries if e["name"] in wanted]
    work = args.keep or Path(tempfile.mkdtemp(prefix="svafam-projects-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    from concurrent.futures import ThreadPoolExecutor

    start_wall, start_cpu = time.monotonic(), cpu_seconds()
    # the largest designs first (the bytes of the RTL each project's init names): a long project started last would
    # leave a lane idle; the folder's size cannot tell sha3's three projects (one folder) apart
    largest_first = sorted(entries, key=lambda e: -rtl_bytes(e, work))
    with ThreadPoolExecutor(max_workers=max(1, args.projects_at_once)) as lanes:
        done = dict(zip((e["name"] for e in largest_first),
                        lanes.map(lambda entry: mutate_one(entry, work, args), largest_first)))
    rows = [done[e["name"]] for e in entries]
    # every project, the refused ones too (finding a defect is part of the work), every executor closed
    ours_wall, ours_cpu = time.monotonic() - start_wall, cpu_seconds() - start_cpu
    result = {"projects": rows, "budget": args.budget, "load_average": os.getloadavg(),
              "projects_at_once": args.projects_at_once, "ours": {"wall": ours_wall, "cpu": ours_cpu}}
    live = [r for r in rows if "refused" not in r]
    totals = {k: sum(r[k] for r in live) for k in ("candidates", "compiled", "testbench_observable",
                                                   "formal_distinguishable", "formal_equivalent", "formal_unknown",
                                                   "witness_observable", "kept")}
    result["totals"] = totals
    scores = [r["mutation_score"] for r in live if r["mutation_score"]["original"] is not None]
    def mean(key: str) -> float | None:
        return round(sum(s[key] for s in scores) / len(scores), 1) if scores else None

    result["mean_score"] = {"original": mean("original"), "augmented": mean("augmented"),
                            "veribugbench": {"original": VERIBUGBENCH["score_original"],
                                             "augmented": VERIBUGBENCH["score_augmented"]}}
    if totals["candidates"]:
        per = ours_cpu / totals["candidates"]
        result["paper_estimate"] = {
            "opportunities": VERIBUGBENCH["opportunities"], "cores": PAPER_CORES, "cpu_seconds_per_candidate": per,
            "wall_hours": VERIBUGBENCH["opportunities"] * per / PAPER_CORES / 3600,
            "assumes": "every opportunity a candidate, CPU per candidate as measured here, perfect spread over "
                       "8 x 16 cores (Ray), designs of the shared projects' size"}
    if not args.no_baseline:
        base_rows = []
        with open_executor("process", discover(), workers=args.jobs, timeout=args.baseline_timeout) as stock:
            for row in live:
                b = baseline(work / "projects" / row["project"], work / "out" / row["project"], stock,
                             args.baseline_sample, stock.workers)
                b["project"] = row["project"]
                # a sample's time stands for the project's every compiled candidate
                b["scale"] = row["compiled"] / b["candidates"] if b["candidates"] else 0.0
                print(json.dumps(b), flush=True)
                base_rows.append(b)
        result["baseline"] = base_rows
        covered = sum(b["candidates"] for b in base_rows)
        result["baseline_totals"] = {
            "wall": sum(b["wall"] for b in base_rows), "cpu": sum(b["cpu"] for b in base_rows), "candidates": covered,
            "wall_all_estimated": sum(b["wall"] * b["scale"] for b in base_rows),
            "cpu_all_estimated": sum(b["cpu"] * b["scale"] for b in base_rows),
            "testbench_agree": sum(b["testbench_agree"] for b in base_rows),
            "formal_decided_both": sum(b["formal_decided_both"] for b in base_rows),
            "formal_agree": sum(b["formal_agree"] for b in base_rows)}
        result["speedup_wall"] = result["baseline_totals"]["wall_all_estimated"] / ours_wall if ours_wall else None
    summary = summary_table(rows, result)
    print()
    print(markdown(summary))
    print(json.dumps({k: result[k] for k in result if k not in ("projects", "baseline")}, indent=1, default=str))
    recorder.save(args.json, title="Other people's projects: every shared project mutated and classified, "
                                   "by testbench and by proof", what=what_line(result), table=summary,
                  headline=headlines(result), figures=json.loads(json.dumps(result, default=str)))
    if args.keep is None:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
