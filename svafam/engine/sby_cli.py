"""``svafam-sby``: stock SymbiYosys with the project's toolchain, for running any job file by hand.

After a plain ``pip install`` there is no ``sby``, ``yosys`` or ``bitwuzla`` on ``PATH``;
this command finds the same tools the executors use (native ones on ``PATH`` when
supported, else the PyPI ones) and runs SBY's own program with them -- no warm
server, no direct job path: exactly what SBY does. Arguments go to SBY unchanged, with
two differences that make it work from any folder without touching the dataset:

- the job's ``[files]`` are found relative to the job file (SBY reads them relative to the
  current folder), and a missing one is reported before SBY starts;
- SBY's work folder goes where ``-d DIR`` says, else to a temporary folder named on stderr
  (SBY's default is a folder next to the job file, inside ``dataset/``).

    svafam-sby -f dataset/timer_0007/formal/jobs/gold_proof_v0.sby
    svafam-sby -f -d /tmp/mine dataset/timer_0007/formal/jobs/gold_proof_v0.sby

Bad input (a job file that is not there, a missing input file, a work folder that cannot be
made) is one line and exit 2; SBY's own exit status otherwise: PASS 0, FAIL 2, ERROR 16.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from .scratch import scratch_parent
from .toolchain import MissingTool, discover

# SBY's options that take a value (sby_cmdline.py): the value is never the job file
_WITH_VALUE = {"-d", "--prefix", "-T", "-j", "--live", "--autotune-config", "--statusfmt", "--init-config-file",
               "--yosys", "--abc", "--smtbmc", "--witness", "--suprove", "--aigbmc", "--avy", "--rIC3", "--btormc",
               "--itp-bmc", "--pono"}


class BadJob(Exception):
    pass


def _job_index(args: list[str]) -> int | None:
    """Where the job file is among SBY's arguments (its first positional one)."""
    i = 0
    while i < len(args):
        arg = args[i]
        if arg in _WITH_VALUE:
            i += 2
            continue
        if not arg.startswith("-"):
            return i
        i += 1
    return None


def _value(args: list[str], option: str) -> int | None:
    for i, arg in enumerate(args[:-1]):
        if arg == option:
            return i + 1
    return None


def _files_section(job: Path) -> list[str]:
    """The source paths of the job's ``[files]`` section (``dest src`` or ``src``)."""
    sources, inside = [], False
    for line in job.read_text(encoding="utf-8").splitlines():
        text = line.strip()
        if text.startswith("[") and text.endswith("]"):
            inside = text == "[files]"
        elif inside and text and not text.startswith("#"):
            sources.append(text.split()[-1])
    return sources


def prepare(args: list[str], cwd: Path) -> tuple[list[str], Path | None, Path | None]:
    """SBY's arguments, the folder to run it in and the default work folder chosen (if any)."""
    at = _job_index(args)
    if at is None or Path(args[at]).is_dir():
        return args, None, None  # --help, a status query of a work folder: SBY's business
    job = (cwd / args[at]).resolve()
    if not job.is_file():
        raise BadJob(f"{args[at]}: no such job file")
    for source in _files_section(job):
        if not (job.parent / source).exists():
            raise BadJob(f"{job}: [files] names {source}, which is missing ({(job.parent / source).resolve()}); "
                         "run `svafam build` to regenerate the family")
    args = list(args)
    args[at] = job.name
    chosen = None
    where = _value(args, "-d")
    if where is not None:
        args[where] = str((cwd / args[where]).resolve())
    elif _value(args, "--prefix") is None:
        parent = Path(scratch_parent() or tempfile.gettempdir()) / f"svafam-sby-{os.getuid()}"
        chosen = parent / job.parent.parent.parent.name / job.stem  # <family>/<job>
        try:
            chosen.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise BadJob(f"cannot make a work folder in {parent} ({e}); name one with -d DIR") from None
        args[at:at] = ["-d", str(chosen)]
    return args, job.parent, chosen


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        chain = discover()
    except MissingTool as e:
        sys.stderr.write(f"error: missing tool: {e}\n")
        return 2
    try:
        args, run_in, chosen = prepare(args, Path.cwd())
    except BadJob as e:
        sys.stderr.write(f"error: {e}\n")
        return 2
    if chosen is not None:
        sys.stderr.write(f"svafam-sby: work folder {chosen} (-d DIR to choose one)\n")
    if run_in is not None:
        os.chdir(run_in)
    command = chain.sby_command() + args
    sys.stdout.flush()
    sys.stderr.flush()
    os.execve(command[0], command, chain.run_env())  # SBY's exit status is ours: PASS 0, FAIL 2, ERROR 16


if __name__ == "__main__":
    sys.exit(main())
