"""``svafam project init|check|mutate|tasks``: other people's Verilog projects (svafam.projects)."""

from __future__ import annotations

import time
from pathlib import Path

import click

from svafam.projects.config import DEFAULT_TIMEOUTS

from ._common import UserError, err, executor_options, open_jobs_executor, out


@click.group("project")
def project() -> None:
    """A Verilog project of your own: describe it, check it, mutate it, make tasks from it."""


def _project_error(e) -> UserError:
    return UserError(str(e))


# a time limit of the project file (its schema's bounds)
_SECONDS = click.FloatRange(min=0, min_open=True, max=3600)


@project.command("init")
@click.argument("directory", type=click.Path(path_type=Path))
@click.option("--top", required=True, help="The design's top module.")
@click.option("--rtl", multiple=True, help="A design file (relative to DIR); repeat. Default: the top's file and "
                                           "the files of every module it instantiates.")
@click.option("--include", "includes", multiple=True, help="An `include folder (relative to DIR); repeat.")
@click.option("--testbench", default=None, help="The testbench file (default: the one that instantiates the top).")
@click.option("--clock", default=None, help="The clock input (default: guessed from port names and edges).")
@click.option("--reset", default=None, metavar="NAME[:low][:async]", help="The reset input, its polarity and kind.")
@click.option("--observe", type=click.Choice(["auto", "csv", "vcd"]), default="auto", show_default=True,
              help="csv: the trace files the testbench writes; vcd: the top's ports.")
@click.option("--testbench-seconds", type=_SECONDS, default=None, metavar="S",
              help="How long a testbench run may take before it is killed: the project's own time limit, if it "
                   f"has one (written to timeouts.testbench_seconds; default "
                   f"{DEFAULT_TIMEOUTS['testbench_seconds']:g}).")
@click.option("--proof-seconds", type=_SECONDS, default=None, metavar="S",
              help="How long one proof may run before its mutant is left unknown (written to timeouts.proof_seconds; "
                   f"default {DEFAULT_TIMEOUTS['proof_seconds']:g}).")
@click.option("--force", is_flag=True, help="Replace an existing project file.")
def init(directory: Path, top: str, rtl, includes, testbench, clock, reset, observe: str,
         testbench_seconds: float | None, proof_seconds: float | None, force: bool) -> None:
    """Write DIR/svafam-project.yaml from what the folder shows; read it and correct what was guessed."""
    from svafam.projects.config import PROJECT_FILE, ProjectError, write
    from svafam.projects.infer import propose

    target = directory / PROJECT_FILE
    if target.exists() and not force:
        raise UserError(f"{target}: exists (edit it, or pass --force to write a new one)")
    try:
        found = propose(directory, top, rtl=list(rtl) or None, includes=list(includes), testbench=testbench,
                        clock=clock, reset=reset, observe=observe, testbench_seconds=testbench_seconds,
                        proof_seconds=proof_seconds)
        path = write(found.project)
    except ProjectError as e:
        raise _project_error(e) from None
    p = found.project
    out.print(f"wrote {path}", markup=False)
    out.print(f"  design: {p.top} from {', '.join(p.rtl)}", markup=False)
    out.print(f"  testbench: {p.testbench.top} in {', '.join(p.testbench.files)}, design instance "
              f"{p.testbench.dut}", markup=False)
    for guess in found.guesses:
        out.print(f"  guessed: {guess}", markup=False)
    out.print(f"confirm these in {path.name}, then run `svafam project check {directory}`", markup=False)


@project.command("check")
@click.argument("directory", type=click.Path(path_type=Path))
def check(directory: Path) -> None:
    """Read the design with Pyverilog, slang and Yosys; run the clean design under its testbench."""
    from svafam.engine import scratch_folder
    from svafam.projects.check import check_project
    from svafam.projects.config import ProjectError

    start = time.monotonic()
    with scratch_folder("svafam-check-") as work:
        try:
            result = check_project(directory, work)
        except ProjectError as e:
            raise _project_error(e) from None
    d = result.design
    p = result.project
    out.print(f"{p.name}: {p.top}, {len(d.used_modules)} module(s) in {len(p.rtl)} file(s); "
              f"{len(d.inputs)} inputs, {len(d.outputs)} outputs; {len(d.registers)} registers without an "
              f"initial value", markup=False)
    out.print(f"  front ends: Pyverilog ok, Yosys ok, slang {'ok' if result.slang_clean else 'rejects it (note)'}",
              markup=False)
    out.print(f"  proofs: {d.model} model ({d.model_reason})", markup=False)
    out.print(f"  clean run: {len(result.clean.rows)} observed rows in {result.clean.seconds:.2f} s "
              f"({p.testbench.observe}); the testbench passes its own checks", markup=False)
    for note in result.notes:
        out.print(f"  note: {note}", markup=False)
    out.print(f"ready to mutate ({time.monotonic() - start:.1f} s)", markup=False)


def _budget(text: str) -> int | None:
    if text == "all":
        return None
    if not text.isdigit() or int(text) < 1:
        raise UserError(f"--budget: {text!r} is not a positive integer (or 'all')")
    return int(text)


def _proof_timeout(directory: Path, timeout: float) -> float:
    """``--timeout`` when given; otherwise the project file's ``timeouts.proof_seconds``, which ``init`` wrote for the
    user to edit (an unreadable project file is reported by the command itself)."""
    from svafam.projects.config import ProjectError, load

    if click.get_current_context().get_parameter_source("timeout") is not click.core.ParameterSource.DEFAULT:
        return timeout
    try:
        return float(load(directory).timeouts["proof_seconds"])
    except ProjectError:
        return timeout


@project.command("mutate")
@click.argument("directory", type=click.Path(path_type=Path))
@click.option("--out", "out_dir", type=click.Path(path_type=Path), required=True, help="Output folder.")
@click.option("--budget", default="20", show_default=True, help="Candidates per operator (or 'all').")
@click.option("--seed", type=int, default=2026, show_default=True)
@click.option("--depth", type=click.IntRange(min=1, max=200), default=20, show_default=True,
              help="Cycles the bounded cover for a shortest witness goes (equivalence is proved unbounded).")
@click.option("--search-steps", type=click.IntRange(min=0), default=100_000, show_default=True,
              help="Cycles of the random run that looks for differences deeper than --depth before the proof "
                   "(0: none).")
@click.option("--screen-steps", type=click.IntRange(min=0), default=1_000, show_default=True,
              help="Cycles of every mutant's first random run, which tells the cover how deep to go (0: none: "
                   "every mutant is covered to --depth first).")
@click.option("--testbench-replay/--no-testbench-replay", default=True, show_default=True,
              help="Play the testbench's recorded input sequence from the proof's start state on every mutant "
                   "the screen did not tell apart, before any proof.")
@click.option("--operators", default=None, help="Comma-separated operator names (default: all 19).")
@executor_options
def mutate(directory: Path, out_dir: Path, budget: str, seed: int, depth: int, search_steps: int,
           screen_steps: int, testbench_replay: bool, operators: str | None, executor_name: str,
           ray_address: str | None, timeout: float, workers: int | None) -> None:
    """Mutate the project: testbench and formal verdicts per candidate, witnesses replayed, instances written."""
    from svafam.projects.config import ProjectError
    from svafam.projects.mutate import Options, mutate_and_write
    from svafam.projects.report import table

    from .mutation import parse_operators

    options = Options(budget=_budget(budget), seed=seed, depth=depth, search_steps=search_steps,
                      screen_steps=screen_steps, testbench_replay=testbench_replay, workers=workers,
                      operators=tuple(parse_operators(operators)) if operators else None)
    start = time.monotonic()
    last = {"stage": None, "t": 0.0}

    def progress(stage: str, done: int, total: int) -> None:
        now = time.monotonic()
        if stage != last["stage"] or now - last["t"] > 5 or (total and done == total):
            err.print(f"{stage}: {done}" + (f"/{total}" if total else " jobs"), markup=False)
            last.update(stage=stage, t=now)

    with open_jobs_executor(executor_name, ray_address, _proof_timeout(directory, timeout), workers) as executor:
        try:
            doc = mutate_and_write(directory, out_dir, executor, options, progress)
        except ProjectError as e:
            raise _project_error(e) from None
    out.print(table(doc), markup=False)
    out.print(f"{doc['kept']} instances of {doc['candidates']} candidates in {time.monotonic() - start:.1f} s; "
              f"written to {out_dir}", markup=False)


@project.command("tasks")
@click.argument("directory", type=click.Path(path_type=Path))
@click.option("--out", "out_dir", type=click.Path(path_type=Path), required=True,
              help="Output folder: a dataset folder evaluate-debug and evaluate-refmodel read (--dataset).")
@click.option("--from", "mutation_dir", type=click.Path(path_type=Path), default=None,
              help="A `project mutate` output to take the instances from (default: mutate first, into "
                   "OUT-mutation beside OUT).")
@click.option("--budget", default="20", show_default=True, help="With no --from: candidates per operator.")
@click.option("--seed", type=int, default=2026, show_default=True)
@executor_options
def tasks(directory: Path, out_dir: Path, mutation_dir: Path | None, budget: str, seed: int, executor_name: str,
          ray_address: str | None, timeout: float, workers: int | None) -> None:
    """Debugging and reference-model tasks from the project's kept instances."""
    from svafam.projects.config import ProjectError
    from svafam.projects.mutate import Options, mutate_and_write
    from svafam.projects.tasks import write_tasks

    start = time.monotonic()
    try:
        if mutation_dir is None:
            mutation_dir = out_dir.parent / f"{out_dir.name}-mutation"
            with open_jobs_executor(executor_name, ray_address, _proof_timeout(directory, timeout),
                                    workers) as executor:
                mutate_and_write(directory, mutation_dir, executor, Options(budget=_budget(budget), seed=seed,
                                                                            workers=workers))
        summary = write_tasks(directory, mutation_dir, out_dir)
    except ProjectError as e:
        raise _project_error(e) from None
    out.print(f"{summary['debug']} debugging tasks and {summary['refmodel']} reference-model task(s) for "
              f"{summary['project']} in {time.monotonic() - start:.1f} s; score them with "
              f"`svafam evaluate-debug PREDICTIONS --dataset {out_dir}` and `svafam evaluate-refmodel PREDICTIONS "
              f"--dataset {out_dir}`", markup=False)


COMMANDS = (project,)
