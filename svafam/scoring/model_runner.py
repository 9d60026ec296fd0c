"""Run candidate model code in the sandbox (:mod:`svafam.sandbox`), one cycle at a time.

The child is this Python with ``-I -S`` (no installed package, not this project) in the
sandbox: it reads only the standard library, writes only its own empty folder, has no
network, cannot signal or see the checker, and nothing it starts outlives the check;
the limits of :class:`svafam.sandbox.Limits` hold, the wall-clock one enforced inside the
sandbox. The harness below talks to the checker over a line protocol, in lockstep: the
code; then per stimulus ``new`` (a new ``Model()`` and its ``reset()``); then per cycle
that cycle's inputs, answered by the outputs of ``step``. The child never holds a cycle's
inputs before it has answered the one before, and never sees an expected value: the
parent compares (:mod:`svafam.scoring.refmodel`) and stops a few cycles after the first
wrong one.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from svafam import sandbox
from svafam.sandbox import Limits  # noqa: F401 - the checker's limits are the sandbox's

LINE_LIMIT = 1 << 20  # one answer line; past it the model's answer is unreadable
# a model needs no process of its own; the whole sandbox's memory is bounded by memory_bytes (Limits.total_*)
MODEL_PROCESSES = 4


@dataclass
class RunResult:
    status: str            # ok | syntax_error | import_error | no_model | exception | timeout | crash
    message: str = ""
    outputs: list[list] = field(default_factory=list)  # per stimulus, per cycle: what step() returned
    stimulus: int | None = None  # where an exception was raised
    cycle: int | None = None
    seconds: float = 0.0
    limit: str | None = None     # the sandbox limit that ended it, if one did
    missing: dict[str, str] = field(default_factory=dict)  # sandbox protections not in force (unsafe runs)


_HARNESS = r'''
import json, os, sys, traceback
commands = os.fdopen(os.dup(0), "rb")
answers = os.fdopen(os.dup(1), "w")
os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
os.dup2(2, 1)          # the candidate's prints go to standard error, not into the answers
sys.stdin, sys.stdout = open(os.devnull), sys.stderr


def send(doc):
    answers.write(json.dumps(doc) + "\n")
    answers.flush()


def stop(doc):
    send(doc)
    os._exit(0)


def where(exc):
    return "".join(traceback.format_exception_only(type(exc), exc)).strip()[-500:]


first = json.loads(commands.readline())
names = first["inputs"]
namespace = {"__name__": "candidate_model"}
try:
    code = compile(first["code"], "model.py", "exec")
except SyntaxError as exc:
    stop({"status": "syntax_error", "message": f"SyntaxError: {exc.msg} (line {exc.lineno})"})
except ValueError as exc:
    stop({"status": "syntax_error", "message": where(exc)})
del first
try:
    exec(code, namespace)
except ImportError as exc:
    stop({"status": "import_error", "message": where(exc)})
except BaseException as exc:
    stop({"status": "exception", "message": "while loading the code: " + where(exc)})
Model = namespace.get("Model")
if not isinstance(Model, type):
    stop({"status": "no_model", "message": "the code defines no class named Model"})
send({"ready": True})
model, k, cycle = None, -1, None
for line in commands:
    command = json.loads(line)
    try:
        if isinstance(command, dict):
            k, cycle = command["new"], None
            model = Model()
            model.reset()
            send({"ready": True})
            continue
        cycle = 0 if cycle is None else cycle + 1
        out = model.step(dict(zip(names, command)))
        if not isinstance(out, dict):
            send({"o": {"__not_a_dict__": type(out).__name__}})
            continue
        send({"o": {str(n): (int(v) if isinstance(v, int) else repr(v)[:40]) for n, v in out.items()}})
    except BaseException as exc:
        stop({"status": "exception", "message": where(exc), "stimulus": k, "cycle": cycle})
'''

Check = Callable[[int, int, dict], bool]
"""``check(stimulus, cycle, outputs)``: False once the outputs are wrong (the run then ends soon)."""


def run_model(code: str, stimuli: list[list[dict[str, int]]], limits: Limits = Limits(processes=MODEL_PROCESSES), *,
              check: Check | None = None, after: int = 3, unsafe: bool = False) -> RunResult:
    """Every stimulus through a fresh model, cycle by cycle; with ``check``, stop ``after`` cycles
    past the first wrong one (the rest of that stimulus is not asked)."""
    start = time.monotonic()
    names = list(stimuli[0][0]) if stimuli and stimuli[0] else []
    res = RunResult("ok")
    with sandbox.open_python(_HARNESS, limits=limits, unsafe=unsafe) as session:
        answer = _ask(session, {"code": code, "inputs": names})
        if answer is not None and "ready" in answer:
            _cycles(session, stimuli, names, res, check, after)
        elif answer is not None:
            _stopped(res, answer)
        else:
            res.status = "crash"
        result = session.result()
    res.seconds, res.limit, res.missing = time.monotonic() - start, result.limit, result.missing
    if res.status == "crash":
        _explain_crash(res, result, limits)
    return res


def _ask(session: sandbox.Session, doc) -> dict | None:
    if not session.send((json.dumps(doc) + "\n").encode()):
        return None
    line = session.read_line(LINE_LIMIT)
    if line is None:
        return None
    try:
        answer = json.loads(line)
    except ValueError:
        return {"status": "crash", "message": "the model process wrote an unreadable answer"}
    return answer if isinstance(answer, dict) else {"status": "crash", "message": "the model's answer is not an object"}


def _stopped(res: RunResult, answer: dict) -> None:
    res.status = str(answer.get("status", "crash"))
    res.message = str(answer.get("message", ""))[:600]
    res.stimulus, res.cycle = answer.get("stimulus"), answer.get("cycle")


def _cycles(session, stimuli, names, res: RunResult, check: Check | None, after: int) -> None:
    wrong_at = None
    for k, stimulus in enumerate(stimuli):
        answer = _ask(session, {"new": k})
        if answer is None or "ready" not in answer:
            _ended(res, answer)
            return
        run: list = []
        res.outputs.append(run)
        for c, inputs in enumerate(stimulus):
            answer = _ask(session, [inputs[n] for n in names])
            if answer is None or not isinstance(answer.get("o"), dict):
                _ended(res, answer)
                return
            run.append(answer["o"])
            if wrong_at is None and check is not None and not check(k, c, answer["o"]):
                wrong_at = c
            if wrong_at is not None and c >= wrong_at + after:
                return
        if wrong_at is not None:
            return


def _ended(res: RunResult, answer: dict | None) -> None:
    """The child stopped answering: it said why, or it is gone (the sandbox's result will say how)."""
    if answer is None:
        res.status = "crash"
    else:
        _stopped(res, answer)


def _explain_crash(res: RunResult, result: sandbox.SandboxResult, limits: Limits) -> None:
    if result.limit == "wall":
        res.status, res.message = "timeout", f"no answer within {limits.wall_seconds:g} s of wall time"
    elif result.limit == "cpu":
        res.status, res.message = "timeout", f"CPU limit of {limits.cpu_seconds} s reached"
    else:
        tail = result.stderr.decode("utf-8", "replace").strip()[-300:]
        res.message = (f"the model process ended ({result.summary()}) without an answer"
                       + (f": {tail}" if tail else "") + (f" [{result.problem}]" if result.problem else ""))
