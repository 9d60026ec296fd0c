"""Compile and run a candidate C++ reference model on stimuli: the C++ side of :mod:`svafam.scoring.model_runner`.

The answer is hostile: it is screened first (:func:`screen`: no preprocessor directive but an
``#include`` of a few standard headers, no inline assembly, no call that reaches processes, files
or the network -- a first filter only), then compiled with the system C++ compiler (``g++
-std=c++17``) together with this project's driver: the input and output structs before the
answer's code, a ``main`` after it that reads the stimuli on standard input, makes a new
``Model`` per stimulus, calls ``reset()`` and ``step()`` per cycle and prints the outputs. The
compiler and the program run through :func:`svafam.sandbox.tools.run_tool`: the project's
sandbox (no file of the machine but what each needs, no network, nothing outliving the run), limits
on CPU, memory, file size, open files, processes and wall time. The result is a :class:`svafam.scoring.model_runner.RunResult`, read by the same
comparison as a Python model's.
"""

from __future__ import annotations

import re
import secrets
import shutil
import time

from svafam import sandbox
from svafam.engine import scratch_folder
from svafam.tasks.cpp_model import io_structs

from .model_runner import Limits, RunResult
from svafam.sandbox.tools import ToolLimits, compiler_runtime, run_tool

ALLOWED_HEADERS = frozenset({"cstdint", "cstddef", "array", "vector", "algorithm", "cstring", "utility"})
_DIRECTIVE = re.compile(r"^[ \t]*(#|%:|\?\?=)[ \t]*(\w*)(.*)$", re.MULTILINE)
# calls that reach processes, files, the environment or the output (a port may be named `abort`: only calls count)
_CALLS = ("system|popen|fork|vfork|execl|execlp|execle|execv|execvp|execve|posix_spawn|socket|connect|fopen|freopen|"
          "open|openat|creat|unlink|remove|rename|syscall|dlopen|mmap|ptrace|kill|raise|abort|exit|_exit|quick_exit|"
          "getenv|setenv|printf|puts|putchar|fputs|fwrite|write|perror|scanf|getchar|read")
_FORBIDDEN = re.compile(rf"(?<![.\w])(?:{_CALLS})\s*\(|\b(?:asm|__asm__|__asm|_Pragma|FILE|std::ifstream|std::ofstream|"
                        r"std::fstream|cout|cerr|clog|stdout|stderr|stdin)\b|\b__builtin_(?!popcount|clz|ctz)\w*")
COMPILE_LIMITS = ToolLimits(cpu_seconds=60, memory_bytes=2 * 1024 ** 3, file_bytes=64 * 1024 ** 2, wall_seconds=120)


def compiler() -> str | None:
    return shutil.which("g++")


def screen(code: str) -> str:
    """Why the code may not be compiled, or "" (a first filter: the fenced process is the barrier)."""
    for m in _DIRECTIVE.finditer(code):
        word, rest = m.group(2), m.group(3).strip()
        header = re.fullmatch(r"<([a-z_]+)>", rest)
        if word != "include" or not header or header.group(1) not in ALLOWED_HEADERS:
            allowed = ", ".join(f"<{h}>" for h in sorted(ALLOWED_HEADERS))
            return f"preprocessor directive {m.group(0).strip()[:60]!r} is not allowed (only #include of {allowed})"
    found = _FORBIDDEN.search(code)
    if found:
        return (f"{found.group(0).rstrip('( ')} is not allowed in a model (no processes, files, input or output, environment "
                "or assembly)")
    return ""


def _driver(meta: dict, tag: str) -> str:
    ins = [meta["reset"]["name"]] + [p["name"] for p in meta["inputs"]]
    outs = [p["name"] for p in meta["outputs"]]
    read = "".join(f"        if (std::scanf(\"%llu\", &v) != 1) return 3; in.{n} = (uint64_t)v;\n" for n in ins)
    write = ", ".join(f"(unsigned long long)o.{n}" for n in outs)
    fmt = " ".join("%llu" for _ in outs)
    return f"""
#line 1 "svafam_driver.cpp"
#include <cstdio>
int main() {{
    unsigned long long stimuli = 0, cycles = 0, v = 0;
    if (std::scanf("%llu", &stimuli) != 1) return 3;
    for (unsigned long long k = 0; k < stimuli; k++) {{
        if (std::scanf("%llu", &cycles) != 1) return 3;
        Model *model = new Model();
        model->reset();
        for (unsigned long long c = 0; c < cycles; c++) {{
            Inputs in;
{read}            try {{
                Outputs o = model->step(in);
                std::printf("{tag} {fmt}\\n", {write});
            }} catch (...) {{
                std::printf("{tag}#exception %llu %llu\\n", k, c);
                std::fflush(stdout);
                return 0;
            }}
        }}
        delete model;
        std::printf("{tag}#end\\n");
    }}
    std::fflush(stdout);
    return 0;
}}
"""


def run_cpp_model(code: str, stimuli: list[list[dict[str, int]]], meta: dict, limits: Limits = Limits(),
                  unsafe: bool = False) -> RunResult:
    """Compile ``code`` with the driver and run it on ``stimuli`` (per stimulus, per cycle: input values)."""
    start = time.monotonic()
    problem = screen(code)
    if problem:
        return RunResult("refused", problem)
    if compiler() is None:
        return RunResult("unavailable", "no C++ compiler (g++) on this machine")
    tag = "@" + secrets.token_hex(8)  # the driver's lines only: the answer cannot print one (and may print nothing)
    source = io_structs(meta) + '#line 1 "model.cpp"\n' + code + _driver(meta, tag)
    ins = [meta["reset"]["name"]] + [p["name"] for p in meta["inputs"]]
    outs = [p["name"] for p in meta["outputs"]]
    request = [str(len(stimuli))]
    for stim in stimuli:
        request.append(str(len(stim)))
        request += [" ".join(str(int(cycle[n])) for n in ins) for cycle in stim]
    run_limits = ToolLimits(cpu_seconds=limits.cpu_seconds, memory_bytes=limits.memory_bytes,
                            file_bytes=limits.file_bytes, open_files=limits.open_files,
                            wall_seconds=limits.wall_seconds, processes=4, disk_bytes=64 * 1024 * 1024)
    with scratch_folder("svafam-cpp-") as work:
        (work / "main.cpp").write_text(source, encoding="utf-8")
        # -save-temps=obj: gcc's temporary files in the command's folder (the sandbox's loader drops TMPDIR, so
        # they would go to /tmp, where nothing may be written)
        built = run_tool(["g++", "-std=c++17", "-O1", "-w", "-fno-asm", "-save-temps=obj", "-o", "model", "main.cpp"],
                         work, COMPILE_LIMITS, runtime=compiler_runtime(), unsafe=unsafe)
        if built.status != "ok":
            if built.status == "timeout":
                return RunResult("timeout", "the compiler reached its limit", seconds=time.monotonic() - start)
            errors = [ln for ln in built.stderr.splitlines() if "error" in ln]
            return RunResult("syntax_error", (errors[0] if errors else built.stderr.strip()[-300:])[:300],
                             seconds=time.monotonic() - start)
        ran = run_tool(["model"], work, run_limits, stdin=("\n".join(request) + "\n").encode(),
                       runtime=sandbox.tool_runtime(), exec_in_workdir=True, unsafe=unsafe)
    seconds = time.monotonic() - start
    outputs: list[list[dict]] = [[]]
    for line in ran.stdout.splitlines():
        if not line.startswith(tag):
            return RunResult("crash", f"the model wrote to the output: {line[:80]!r}", seconds=seconds)
        line = line[len(tag):].lstrip(" ")
        if line == "#end":
            outputs.append([])
        elif line.startswith("#exception"):
            _, k, c = line.split()
            return RunResult("exception", "the model threw a C++ exception", [o for o in outputs if o],
                             int(k), int(c), seconds)
        else:
            values = line.split()
            if len(values) != len(outs) or not all(v.isdigit() for v in values):
                return RunResult("crash", f"the model wrote an unreadable line: {line[:80]!r}", seconds=seconds)
            outputs[-1].append(dict(zip(outs, map(int, values))))
    if outputs and not outputs[-1]:
        outputs.pop()
    if ran.status == "timeout":
        return RunResult("timeout", f"no answer within the limits ({limits.wall_seconds:g} s wall, "
                                    f"{limits.cpu_seconds} s CPU)", seconds=seconds)
    if ran.status != "ok":
        why = f"exit status {ran.returncode}" if ran.status == "failed" else f"killed (status {ran.returncode})"
        return RunResult("crash", f"the model process ended ({why}): {ran.stderr.strip()[-200:]}", outputs,
                         seconds=seconds)
    return RunResult("ok", "", outputs, seconds=seconds, missing=ran.missing)
