"""Controls of the C++ reference-model checker: this project's C++ model passes; a model of a mutated spec fails at
the same stimulus, cycle and signal in C++ as in Python (one comparison, the same stimuli); planted wrong models
fail at their first diverging cycle; hostile code is refused, and crashes, hangs and exceptions are named results."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from svafam.cli import main
from svafam.generators.mutants import apply_mutant
from svafam.oracle.standalone import model_source
from svafam.scoring.cpp_runner import run_cpp_model, screen
from svafam.scoring.model_runner import Limits
from svafam.scoring.refmodel import ModelChecker, load_refmodel_tasks
from svafam.tasks.cpp_model import gold_cpp_code, io_structs
from svafam.tasks.sources import family_spec

pytestmark = pytest.mark.skipif(shutil.which("g++") is None, reason="no C++ compiler (g++) installed")

ROOT = Path(__file__).resolve().parents[2]
TASKS = load_refmodel_tasks(ROOT / "dataset")
TIMER = TASKS["timer_0007/v2"]
GOLD = gold_cpp_code(family_spec(TIMER.family_dir))
QUICK = Limits(cpu_seconds=2, wall_seconds=10)


def cpp(code: str) -> str:
    return f"```cpp\n{code}```\n"


def test_our_cpp_model_passes_on_a_family_of_every_category():
    by_category = {}
    for t in TASKS.values():
        by_category.setdefault(t.category, t)
    items = [(t.task_id, t, cpp(gold_cpp_code(family_spec(t.family_dir)))) for t in by_category.values()]
    assert len(items) == 13   # the twelve categories and hidden_state
    results = ModelChecker(workers=2, language="cpp").check(items)
    assert {k: (r.verdict, r.detail) for k, r in results.items() if r.verdict != "pass"} == {}
    assert all(r.cycles > 0 for r in results.values())


def test_a_mutated_spec_fails_at_the_same_cycle_in_cpp_and_in_python():
    spec = family_spec(TIMER.family_dir)
    for k, mutant in enumerate(spec.mutants):
        code_cpp = gold_cpp_code(apply_mutant(spec, mutant))
        code_py = model_source(apply_mutant(spec, mutant))
        [c] = ModelChecker(language="cpp").check([("c", TIMER, cpp(code_cpp))]).values()
        [p] = ModelChecker(language="python").check([("p", TIMER, f"```python\n{code_py}```")]).values()
        assert (c.verdict, p.verdict) == ("fail", "fail"), (c.detail, p.detail)
        where = ("stimulus", "cycle", "signal", "expected", "got")
        assert {w: c.divergence[w] for w in where} == {w: p.divergence[w] for w in where}, mutant.id


PLANTED = {
    "reset value off by one": lambda g: g.replace("r_remaining = (0x0ULL", "r_remaining = (0x1ULL", 1),
    "reset ignored": lambda g: g.replace("if (in_reset) { reset(); return out; }", ""),
    "reset polarity inverted": lambda g: g.replace("in.rst == 1;", "in.rst == 0;"),
}


@pytest.mark.parametrize("name", list(PLANTED))
def test_planted_wrong_models_fail_at_their_first_diverging_cycle(name, tmp_path):
    wrong = PLANTED[name](GOLD)
    assert wrong != GOLD
    [res] = ModelChecker(language="cpp").check([("w", TIMER, cpp(wrong))], tmp_path / "traces").values()
    assert (res.verdict, res.reason) == ("fail", "mismatch"), res.detail
    assert res.divergence["table"] and "first diverging cycle" in res.divergence["table"]
    assert (tmp_path / "traces" / res.divergence["files"]["svg"]).is_file()


HOSTILE = [
    ("forbidden", "#include <fstream>\n"),
    ("forbidden", '#include "/etc/passwd"\n'),
    ("forbidden", "#define X 1\n"),
    ("forbidden", 'static int e = system("touch /tmp/svafam-pwned");\n'),
    ("forbidden", 'static int e = __builtin_printf("forged");\n'),
    ("forbidden", 'static void f() { asm("nop"); }\n'),
]


@pytest.mark.parametrize("reason, prefix", HOSTILE)
def test_hostile_code_is_refused_before_it_is_compiled(reason, prefix):
    [res] = ModelChecker(language="cpp").check([("h", TIMER, cpp(prefix + GOLD))]).values()
    assert (res.verdict, res.reason) == ("refused", reason), res.detail
    assert not Path("/tmp/svafam-pwned").exists()


def test_crashes_hangs_exceptions_and_compile_errors_are_named():
    stimuli = [[{"rst": 1, "load": 0, "tick": 0}, {"rst": 0, "load": 1, "tick": 0}]]
    meta = TIMER.meta
    step = "    Outputs step(const Inputs& in) {\n"
    cases = {
        "syntax_error": GOLD.replace("class Model {", "class Model { int broken"),
        "timeout": GOLD.replace(step, step + "        for (;;) {}\n"),
        "crash": GOLD.replace(step, step + "        volatile int *p = nullptr; *p = 1;\n"),
        "exception": GOLD.replace(step, step + "        if (!in_reset_seen) throw 1;\n").replace(
            "public:", "    bool in_reset_seen = false;\npublic:"),
        "ok": GOLD,
    }
    got = {name: run_cpp_model(code, stimuli, meta, QUICK).status for name, code in cases.items()}
    assert got == {name: name for name in cases}
    assert run_cpp_model(GOLD, stimuli, meta, QUICK).outputs == [[{"remaining": 0, "expired": 1},
                                                                   {"remaining": 0, "expired": 1}]]
    assert "struct Inputs" in io_structs(meta) and "uint64_t load;" in io_structs(meta)
    assert screen("uint64_t x = in.abort;") == ""  # a port may be named like a forbidden call


def test_commands_take_the_language_and_systemc_is_skipped_with_its_reason(tmp_path, capsys):
    assert main(["gold-refmodels", "--split", "test", "--language", "cpp"]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert lines and all(x["response"].startswith("```cpp\n") for x in lines)
    preds = tmp_path / "p.jsonl"
    preds.write_text(json.dumps({"task_id": "timer_0007/v2", "response": cpp(GOLD)}) + "\n")
    assert main(["evaluate-refmodel", str(preds), "--language", "cpp", "--jobs", "1"]) == 0
    rows = json.loads((tmp_path / "p.refmodel-eval" / "results.json").read_text())
    assert rows[0]["verdict"] == "pass"
    if Path("/usr/include/systemc.h").exists():
        pytest.skip("SystemC is installed here; the skip message is for machines without it")
    assert main(["evaluate-refmodel", str(preds), "--language", "systemc"]) == 2
    assert "libsystemc-dev is not installed" in capsys.readouterr().err


def test_code_that_slips_past_the_screen_is_held_by_the_sandbox(tmp_path_factory):
    """Planted: a file created through a pointer to creat() (no call of the name: the screen lets it through).
    The model still runs; the file outside its folder is never made."""
    import uuid

    target = tmp_path_factory.mktemp("outside") / f"planted-{uuid.uuid4().hex}"
    sneak = ('using Creat = int(const char*, unsigned);\nextern "C" Creat creat;\n'
             f'static int planted = ((int (*)(const char*, unsigned))creat)("{target}", 0644);\n')
    assert screen(sneak) == ""
    stimuli = [[{"rst": 1, "load": 0, "tick": 0}, {"rst": 0, "load": 1, "tick": 0}]]
    run = run_cpp_model(sneak + GOLD, stimuli, TIMER.meta, QUICK)
    assert run.status == "ok" and len(run.outputs[0]) == 2
    assert not target.exists()
    # the control: the same code, compiled and run here with no sandbox, does make the file
    import subprocess

    work = tmp_path_factory.mktemp("unsandboxed")
    (work / "m.cpp").write_text(io_structs(TIMER.meta) + sneak + GOLD + "int main() { return 0; }\n")
    subprocess.run(["g++", "-std=c++17", "-w", "-o", str(work / "m"), str(work / "m.cpp")], check=True)
    subprocess.run([str(work / "m")], check=True)
    assert target.exists()
