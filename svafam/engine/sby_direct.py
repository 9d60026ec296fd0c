"""Suite jobs without SymbiYosys's own orchestration: same tools, same command lines, same folders.

In the warm server, SBY's own work -- parsing the job, logging every line of
every tool twice, a status database, an event loop, a fork of a large process
per job -- was about a fifth of the CPU spent validating a family. For the
job shapes this project writes (``sby_templates/``) this module does what
SBY 0.70 does and nothing else: it copies the ``[files]`` into ``src/``,
writes SBY's model scripts byte for byte (but two lines of the AIGER script,
see :data:`AIGER_DROPPED`), runs Yosys, ``yosys-smtbmc`` and
``yosys-abc`` with SBY's command lines in SBY's folders, and reads the
verdict from the engines' output with SBY's rules. So the models, the bytes
the solvers see and the traces are the ones stock SBY produces.

In a proof, ABC's PDR gets a head start over k-induction (see :class:`_Schedule`).
A job with ``vcd off`` writes no trace at all here, where SBY still has smtbmc write
its Yosys witness, testbench and constraint files (see :func:`smtbmc_args`).
Only the outcomes whose rules are simple are decided here: covers reached
or not, a bounded check failing or not, a proof by PDR or by k-induction, a
counterexample found by the base case. Anything else -- a tool error, an
UNKNOWN, a counterexample from ABC (which SBY replays with smtbmc) -- makes
:func:`run` return None, and the job is run again by stock SBY, which stays
the authority. Every job remains reproducible by hand with ``sby -f``.
``tests/test_sby_direct.py`` holds both to the same scripts and outcomes.
"""

from __future__ import annotations

import os
import re
import selectors
import shutil
import signal
import socket
import subprocess
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from . import warm_abc
from .smtbmc_log import ASSERT, REACHED, STATUS, STEP, TRACE, UNEXPECTED, UNREACHED, property_name

OUTCOME_FILE = "direct_outcome.json"  # in the job's folder: the outcome, in place of SBY's summary
SMTBMC_DUMPS = ("--dump-vcd {p}.vcd", "--dump-yw {p}.yw", "--dump-vlogtb {p}_tb.v", "--dump-smtc {p}.smtc")
# seconds ABC's PDR runs alone in a proof before k-induction joins (see _Schedule)
PDR_HEAD_START = 1.0
# SBY's ABC commands for a proof of engine {i}; {d}: "" in the job's folder, else that folder and "/"
_ABC_PDR_IN = "read_aiger {d}model/design_aiger.aig; fold; strash; pdr -v -l; write_cex -a {d}engine_{i}/trace.aiw"
ABC_PDR = _ABC_PDR_IN.replace("{d}", "")  # as SBY writes it
# PDR after ABC's signal correspondence (SBY passes an abc engine's words ending in ';' before the command): of
# a miter of two copies that do the same thing, &scorr proves by induction which registers are equal and merges
# them, and PDR is left with little or nothing. The miters of a wide datapath (a 1,600-bit Keccak state, nine
# copies) that PDR alone did not prove in minutes are proved in seconds; a transformation that keeps the
# outputs, so PASS stays a proof, and SBY replays a counterexample on the model as it does after plain PDR.
SCORR_PDR = "abc &get; &scorr; &put; pdr"
ABC_SCORR_PDR = ABC_PDR.replace("strash; pdr", "strash; &get; &scorr; &put; pdr")

# SBY's AIGER script ends `aigmap; opt_clean; stat; write_aiger ...`. write_aiger builds its graph from the outputs,
# latches and properties back, so what opt_clean removes after aigmap (the wires aigmap left behind) never reaches the
# files, and stat only logs; on a 4,494-latch miter of sha3's keccak the two took 1.1 of the script's 2.8 CPU-s. The
# .aig, .aim and .ywa written without them are SBY's byte for byte (tests/engine/test_sby_direct.py holds them to it).
AIGER_DROPPED = ("opt_clean", "stat")

# the [engines] of each mode this module runs; any other job goes to SBY
_SHAPES = {
    "prove": (("abc pdr",), ("abc pdr", "smtbmc bitwuzla"), (SCORR_PDR,)),
    "cover": (("smtbmc bitwuzla",),),
    "bmc": (("smtbmc --keep-going bitwuzla",),),
}
_OPTIONS = {"mode", "depth", "aigsmt", "vcd"}


@dataclass(frozen=True)
class DirectJob:
    mode: str
    depth: int
    engines: tuple[str, ...]
    script: tuple[str, ...]
    files: tuple[tuple[str, str], ...]  # (destination under src/, source relative to the .sby file)
    vcd: bool = True                    # SBY's `vcd` option: off, smtbmc writes no VCD traces


def read_job(text: str) -> DirectJob | None:
    """The job in a ``.sby`` file, when it has one of the shapes run here; else None."""
    sections: dict[str, list[str]] = {}
    current = None
    for raw in text.splitlines():
        header = re.match(r"^\[(.*)\]\s*$", raw)
        if header:
            current = header.group(1).strip()
            if current in sections or current not in ("options", "engines", "script", "files"):
                return None
            sections[current] = []
            continue
        if current == "script":
            sections[current].append(raw.rstrip())
            continue
        line = re.sub(r"\s*(\s#.*)?$", "", raw)  # SBY's rule for the other sections
        if line == "" or line.startswith("#"):
            continue
        if current is None:
            return None
        sections[current].append(line)
    if set(sections) != {"options", "engines", "script", "files"}:
        return None
    options = {}
    for line in sections["options"]:
        parts = line.split()
        if len(parts) != 2 or parts[0] not in _OPTIONS or parts[0] in options:
            return None
        options[parts[0]] = parts[1]
    engines = tuple(" ".join(line.split()) for line in sections["engines"])
    if engines not in _SHAPES.get(options.get("mode", ""), ()) or not options.get("depth", "").isdigit():
        return None
    files = []
    for line in sections["files"]:
        parts = line.split()
        if len(parts) != 2 or os.path.isabs(parts[0]) or ".." in Path(parts[0]).parts:
            return None
        files.append((parts[0], parts[1]))
    if options.get("vcd", "on") not in ("on", "off"):
        return None
    return DirectJob(options["mode"], int(options["depth"]), engines, tuple(sections["script"]), tuple(files),
                     vcd=options.get("vcd", "on") == "on")


# ---- SBY's model scripts ------------------------------------------------------------

def model_scripts(job: DirectJob, workdir: Path) -> dict[str, str]:
    """The scripts SBY 0.70 writes to ``model/`` for this job (default options), by file name."""
    model = workdir / "model"
    chformal = "chformal -live -fair -assert -remove" if job.mode == "cover" else "chformal -live -fair -cover -remove"
    scripts = {
        "design.ys": [f"# running in {workdir}/src/", *job.script, "hierarchy -smtcheck", "rename -witness",
                      "write_jny -no-connections ../model/design.json", "write_rtlil ../model/design.il"],
        "design_prep.ys": [f"# running in {model}/", "read_rtlil design.il", "scc -select; simplemap; select -clear",
                           "memory_nordff", "async2sync", "chformal -assume -early", "opt_clean",
                           "formalff -setundef -clk2ff -ff2anyinit -hierarchy", chformal, "opt_clean", "check",
                           "setundef -undriven -anyseq", "opt -fast", "rename -witness", "opt_clean",
                           "write_rtlil ../model/design_prep.il"],
    }
    if any(e.startswith("smtbmc") for e in job.engines):
        scripts["design_smt2.ys"] = [f"# running in {model}/", "read_rtlil design_prep.il", "hierarchy -smtcheck",
                                     "delete */t:$print", "formalff -assume", "dffunmap", "stat",
                                     "write_smt2 -wires design_smt2.smt2"]
    if uses_abc(job):
        scripts["design_aiger.ys"] = [
            f"# running in {model}/", "read_rtlil design_prep.il", "delete */t:$print", "hierarchy -simcheck",
            "formalff -assume", "flatten", "setundef -undriven -anyseq", "setattr -unset keep", "delete -output",
            "opt -full", "techmap", "opt -fast", "memory_map -formal", "formalff -clk2ff -ff2anyinit", "simplemap",
            "dffunmap", "aigmap",
            "write_aiger -I -B -zinit -no-startoffset -map design_aiger.aim -ywmap design_aiger.ywa design_aiger.aig"]
    return {name: "\n".join(lines) + "\n" for name, lines in scripts.items()}


def uses_abc(job: DirectJob) -> bool:
    return job.engines[0] in ("abc pdr", SCORR_PDR)


def abc_pdr_in(folder: str, engine: int) -> str:
    """:data:`ABC_PDR` with the job's folder spelled out, for an ABC that runs elsewhere (a warm ABC)."""
    return _ABC_PDR_IN.format(d=folder.rstrip("/") + "/", i=engine)


def smtbmc_args(job: DirectJob, engine: int, case: str | None = None) -> list[str]:
    """SBY's yosys-smtbmc arguments for engine ``engine`` (``case``: basecase or induction in a proof)."""
    args = ["-s", "bitwuzla", "--presat", "--unroll"]
    prefix = f"engine_{engine}/trace"
    if case == "induction":
        args.append("-i")
        prefix += "_induct"
    elif job.mode == "cover":
        args.append("-c")
        prefix += "%"
    elif job.mode == "bmc":  # only --keep-going checks are run here
        args.append("--keep-going")
        prefix += "%"
    args += ["--noprogress", "-t", str(job.depth), "--append", "0"]
    # With `vcd off` SBY drops only the VCD; the suite's vcd-off jobs (reachability) keep no trace of
    # any kind, and writing the other three formats took ~28% of smtbmc's CPU in them (every wire
    # queried at every step, for each of ~15 reached covers). The verdict, the covers reached and
    # their steps do not depend on it: at each step smtbmc checks until no unreached cover can be
    # reached there, whatever it wrote in between (test_sby_direct compares them with stock SBY).
    for dump in SMTBMC_DUMPS if job.vcd else ():
        args += dump.format(p=prefix).split()
    return args + ["model/design_smt2.smt2"]


# ---- reading the engines' output, with SBY's rules -------------------------------------

@dataclass
class EngineResult:
    """What one yosys-smtbmc run said, as SBY's smtbmc engine reads it."""

    status: str | None = None           # PASS, FAIL, ERROR (None: no status line)
    step: int | None = None             # the last "... in step N.." seen
    failed: list[tuple[str, int | None]] = field(default_factory=list)    # (property, step), per trace
    reached: list[tuple[str, int | None]] = field(default_factory=list)
    unreached: list[str] = field(default_factory=list)
    first_vcd: str | None = None
    untraced: bool = False              # properties reported without a trace: SBY calls this an error


def read_smtbmc(output: str, induction: bool = False, dumps: bool = True) -> EngineResult:
    """``dumps=False``: smtbmc was asked for no trace, so each property counts once, where reported."""
    res = EngineResult()
    # SBY attaches every property reported since the last step line to each trace written
    # after it; its summary lists a property once per trace
    pending: list[tuple[str, str]] = []
    traced = False
    listed: set[tuple[str, str, str]] = set()
    for line in output.splitlines():
        if m := STEP.match(line):
            pending, traced = [], False
            if not induction:
                res.step = int(m[1])
        elif m := STATUS.match(line):
            res.status = {"FAILED": "FAIL", "PASSED": "PASS"}.get(m[1], "ERROR")
        elif UNEXPECTED.match(line):
            res.status = "ERROR"
        elif (m := ASSERT.match(line)) or (m := REACHED.match(line)):
            kind = "failed" if m.re is ASSERT else "reached"
            if dumps:
                pending.append((kind, property_name(m)))
            else:  # no trace will follow to attach it to
                _once(getattr(res, kind), property_name(m), res.step)
        elif m := TRACE.match(line):
            if m[1] == "VCD" and res.first_vcd is None:
                res.first_vcd = m[2]
            trace = os.path.splitext(os.path.basename(m[2]))[0]
            for kind, prop in pending:
                if (trace, kind, prop) not in listed:
                    listed.add((trace, kind, prop))
                    getattr(res, kind).append((prop, res.step))
            traced = True
        elif m := UNREACHED.match(line):  # cover mode, which has no assertions
            res.unreached.append(property_name(m))
    res.untraced = bool(pending) and not traced
    return res


def _once(found: list[tuple[str, int | None]], prop: str, step: int | None) -> None:
    if all(name != prop for name, _step in found):
        found.append((prop, step))


def abc_proved(output: str, returncode: int) -> bool:
    """ABC's PDR proved every property (SBY's PASS); anything else is left to SBY."""
    return (returncode == 0 and any(re.match(r"^Property proved\.", ln) for ln in output.splitlines())
            and not any(re.match(r"^Output [0-9]+ of miter .* was asserted in frame", ln) for ln in output.splitlines()))


# ---- running a job ---------------------------------------------------------------------

@dataclass
class _Running:
    name: str
    proc: subprocess.Popen | None      # None: a warm ABC's answer, read from ``conn``
    log: Path | None
    conn: socket.socket | None = None
    chunks: list[bytes] = field(default_factory=list)

    def stream(self):
        return self.conn if self.proc is None else self.proc.stdout


class _Tools:
    """The job's processes, each in a process group of its own (as SBY starts them)."""

    def __init__(self, env: Mapping[str, str]) -> None:
        self.env = env
        self.running: dict[int, _Running] = {}
        self.selector = selectors.DefaultSelector()

    def start(self, name: str, argv: list[str], cwd: Path, log: Path | None = None) -> None:
        """Start a tool; ``log`` keeps its output (SBY's engine log files)."""
        # in the server's job fork the environment is already the tools': no need to rewrite it per tool
        env = None if self.env is os.environ else self.env
        proc = subprocess.Popen(argv, cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, preexec_fn=os.setpgrp)
        self._watch(_Running(name, proc, log))

    def start_warm_abc(self, name: str, conn: socket.socket, log: Path | None = None) -> None:
        """Read a warm ABC's answer (:mod:`svafam.engine.warm_abc`) as if it were a program's output."""
        self._watch(_Running(name, None, log, conn))

    def _watch(self, run: _Running) -> None:
        fd = run.stream().fileno()
        self.running[fd] = run
        self.selector.register(fd, selectors.EVENT_READ)

    def next_finished(self, deadline: float | None = None) -> tuple[str, str, int] | None:
        """Wait for a process to end: (name, its output, its return code); None once
        ``deadline`` (a ``time.monotonic()`` value) has passed first."""
        while True:
            timeout = None if deadline is None else max(0.0, deadline - time.monotonic())
            events = self.selector.select(timeout)
            if not events and deadline is not None and time.monotonic() >= deadline:
                return None
            for key, _ in events:
                run = self.running[key.fd]
                chunk = os.read(key.fd, 1 << 16)
                if chunk:
                    run.chunks.append(chunk)
                    continue
                self.selector.unregister(key.fd)
                del self.running[key.fd]
                run.stream().close()
                if run.proc is None:
                    output, returncode = warm_abc.split_reply(b"".join(run.chunks))
                else:
                    returncode = run.proc.wait()
                    output = b"".join(run.chunks).decode(errors="replace")
                if run.log is not None:
                    run.log.write_text(output)
                return run.name, output, returncode

    def close(self) -> None:
        """Stop what still runs and release the selector now (it sits in a reference cycle)."""
        self.stop_all()
        self.selector.close()

    def stop_all(self) -> None:
        for run in self.running.values():
            if run.proc is not None:
                try:
                    os.killpg(run.proc.pid, signal.SIGKILL)
                except OSError:
                    pass
            self.selector.unregister(run.stream().fileno())
            run.stream().close()  # a warm ABC's connection: the server stops that ABC
            if run.proc is not None:
                run.proc.wait()
        self.running.clear()


def _outcome(status: str, engine: str, res: EngineResult | None, workdir: Path) -> dict:
    """The fields :func:`svafam.engine.outcome.parse_outcome` reads from SBY's summary."""
    out: dict = {"status": status, "engine": engine, "failed": [], "reached": [], "unreached": [], "trace": None}
    if res is not None:
        out["failed"] = [list(x) for x in res.failed]
        out["reached"] = [list(x) for x in res.reached]
        out["unreached"] = list(res.unreached)
        if res.first_vcd is not None:
            out["trace"] = str(workdir / res.first_vcd)
    return out


def run(job: DirectJob, sby_dir: Path, workdir: Path, env: Mapping[str, str]) -> dict | None:
    """Run the job in ``workdir`` (emptied first, as ``sby -f`` does); its outcome, or None for SBY to decide."""
    if workdir.exists():
        shutil.rmtree(workdir)
    src, model = workdir / "src", workdir / "model"
    src.mkdir(parents=True)
    model.mkdir()
    for dest, source in job.files:
        (src / dest).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(sby_dir / source, src / dest)
    for name, text in model_scripts(job, workdir).items():
        (model / name).write_text(text)
    for i in range(len(job.engines)):
        (workdir / f"engine_{i}").mkdir()
    tools = _Tools(env)
    try:
        return _Schedule(job, workdir, tools, env).run()
    finally:
        tools.close()


_UNDECIDED = object()  # an engine ended, and the proof waits for another


def pdr_head_start(env: Mapping[str, str]) -> float:
    """Seconds PDR runs alone in a proof before k-induction joins (``SVAFAM_PDR_HEAD_START``; 0: SBY's race)."""
    try:
        return max(0.0, float(env.get("SVAFAM_PDR_HEAD_START", PDR_HEAD_START)))
    except ValueError:
        return PDR_HEAD_START


class _Schedule:
    """SBY's order: the base model, then prep, then each engine's model, each engine as soon as its model is
    written (every Yosys run a process of its own); in a proof the first verdict wins.

    One difference, in a proof that races PDR against k-induction: PDR gets a head start
    (:data:`PDR_HEAD_START`). On the suite's designs PDR answers in ~0.1 s, while the two
    k-induction runs took ~0.15 s of CPU each and were then stopped, on a machine whose
    cores the other jobs need. k-induction (and its model) starts only if PDR has not
    answered by then. The verdict rules are unchanged; only which engine answers first can
    differ, as it already could from run to run.
    """

    def __init__(self, job: DirectJob, workdir: Path, tools: _Tools, env: Mapping[str, str]) -> None:
        self.job, self.workdir, self.tools = job, workdir, tools
        self.yosys, self.smtbmc = env.get("YOSYS", "yosys"), env.get("SMTBMC", "yosys-smtbmc")
        self.abc, self.env = env.get("ABC", "yosys-abc"), env
        self.passed: set[str] = set()
        self.race = job.mode == "prove" and len(job.engines) > 1
        self.head_start = pdr_head_start(env) if self.race else 0.0
        self.kinduction_due: float | None = None  # when k-induction joins a proof PDR has not decided

    def _yosys(self, script: str, cwd: Path, folder: str = "") -> None:
        """``cd CWD; yosys -ql FOLDER/SCRIPT.log FOLDER/SCRIPT.ys``, as SBY starts it (Yosys writes the log)."""
        self.tools.start(script, [self.yosys, "-ql", f"{folder}{script}.log", f"{folder}{script}.ys"], cwd)

    def run(self) -> dict | None:
        model = self.workdir / "model"
        self._yosys("design", self.workdir / "src", "../model/")
        while self.tools.running:
            finished = self.tools.next_finished(self.kinduction_due)
            if finished is None:  # PDR's head start is over: k-induction joins the race
                self.kinduction_due = None
                self._yosys("design_smt2", model)
                continue
            name, output, returncode = finished
            if name.startswith("design"):
                if returncode != 0:
                    return None  # SBY reports the Yosys error
                self._model_written(name, model)
                continue
            decided = self._engine_finished(name, output, returncode)
            if decided is not _UNDECIDED:
                return decided
        return None  # every engine ended without a verdict SBY's rules give here

    def _model_written(self, name: str, model: Path) -> None:
        job, wd = self.job, self.workdir
        if name == "design":
            self._yosys("design_prep", model)
        elif name == "design_prep":
            if any(e.startswith("smtbmc") for e in job.engines) and not self.head_start:
                self._yosys("design_smt2", model)
            if uses_abc(job):
                self._yosys("design_aiger", model)
        elif name == "design_smt2" and job.mode != "prove":
            self.tools.start("smtbmc", [self.smtbmc] + smtbmc_args(job, 0), wd, wd / "engine_0" / "logfile.txt")
        elif name == "design_smt2":
            for case in ("basecase", "induction"):
                self.tools.start(case, [self.smtbmc] + smtbmc_args(job, 1, case), wd,
                                 wd / "engine_1" / f"logfile_{case}.txt")
        elif name == "design_aiger":
            log = wd / "engine_0" / "logfile.txt"
            # the warm ABCs answer plain PDR requests only
            warm = warm_abc.request(self.env, self.abc, str(wd.resolve()), 0) if job.engines[0] == "abc pdr" \
                else None
            if warm is not None:
                self.tools.start_warm_abc("abc", warm, log)
            else:
                commands = ABC_SCORR_PDR if job.engines[0] == SCORR_PDR else ABC_PDR
                self.tools.start("abc", [self.abc, "-c", commands.format(i=0)], wd, log)
            if self.head_start:
                self.kinduction_due = time.monotonic() + self.head_start

    def _engine_finished(self, name: str, output: str, returncode: int):
        job, wd = self.job, self.workdir
        if name == "abc":
            # a counterexample (which SBY replays), UNKNOWN or an error: SBY decides
            return _outcome("PASS", job.engines[0], None, wd) if abc_proved(output, returncode) else None
        if returncode not in (0, 1):  # smtbmc exits 1 when a check fails; anything else is an error
            return None
        res = read_smtbmc(output, induction=name == "induction", dumps=job.vcd)
        if name == "smtbmc":  # cover or bmc: the one engine's verdict
            return _outcome(res.status, job.engines[0], res, wd) if res.status in ("PASS", "FAIL") \
                and not res.untraced else None
        if res.status == "PASS":
            self.passed.add(name)
            return _outcome("PASS", job.engines[1], None, wd) if self.passed == {"basecase", "induction"} \
                else _UNDECIDED
        if name == "basecase" and res.status == "FAIL" and not res.untraced:
            return _outcome("FAIL", job.engines[1], res, wd)
        if name == "induction" and res.status == "FAIL":
            return _UNDECIDED  # not k-inductive at this depth: PDR may still prove it
        return None
