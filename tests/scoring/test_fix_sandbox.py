"""Hostile candidate fixes: each is refused by the screen or contained by the sandbox its proof runs in.

Planted through ``evaluate-debug``'s checker: a fix calling ``$system``, opening ``/etc/passwd`` or the
dataset with ``$fopen``/``$readmemh``, an ```include`` of a secret path, a generate loop of 60,000
registers, a loop that makes Yosys allocate without bound. The gold fix passes in the same batch.
With the screen turned off, the sandbox alone still contains each: the fix that ```include``s the
dataset's own clean design passes on the fast path (the control: the hole is real) and cannot read
it in the sandbox.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import svafam.scoring.debug_fix as debug_fix
from svafam.cli import main
from svafam.engine import open_executor
from svafam.sandbox import names
from svafam.scoring.debug_fix import FixChecker, load_debug_tasks
from svafam.scoring.extract import extract
from svafam.scoring.fix_candidate import FixCheck
from tests.sandbox.conftest import needs_kernel

pytestmark = needs_kernel
ROOT = Path(__file__).resolve().parents[2]
M1 = load_debug_tasks(ROOT / "dataset")["timer_0007/m1"]
CLEAN = M1.family_dir / "tasks" / "debug" / "clean" / "v0.v"   # the dataset's own answer to this task
DATASET_FILE = M1.family_dir / "family.json"


def with_body(lines: str) -> str:
    assert "endmodule" in M1.fixed
    return M1.fixed.replace("endmodule", lines + "\nendmodule")


def hostile(tmp: Path) -> dict[str, str]:
    secret = tmp / "secret.vh"
    secret.write_text("`define SECRET_WORD 3'd5\n")
    return {
        "$system": with_body(f'    initial $system("touch {tmp}/pwned");'),
        "$fopen": with_body('    integer fd;\n    initial fd = $fopen("/etc/passwd", "r");'),
        "$readmemh /etc/passwd": with_body('    reg [7:0] m [0:3];\n    initial $readmemh("/etc/passwd", m);'),
        "$readmemh dataset": with_body(f'    reg [7:0] m [0:3];\n    initial $readmemh("{DATASET_FILE}", m);'),
        "include secret": f'`include "{secret}"\n' + M1.fixed,
        "include the dataset's answer": f'`include "{CLEAN}"\n',
    }


GENERATE_60K = with_body("    genvar i;\n    generate for (i = 0; i < 60000; i = i + 1) begin : g\n"
                         "        reg r;\n        always @(posedge clk) r <= tick;\n    end endgenerate")
# small to the screen (a loop is one statement), unbounded to Yosys, which unrolls it
UNROLLED = with_body("    integer i;\n    reg [2:0] junk;\n    always @* begin\n        junk = remaining;\n"
                     "        for (i = 0; i < 100000000; i = i + 1) junk = junk + 3'd1;\n    end")
SCREENED = {"$system": "forbidden", "$fopen": "forbidden", "$readmemh /etc/passwd": "forbidden",
            "$readmemh dataset": "forbidden", "include secret": "directive", "include the dataset's answer": "directive"}
MEMORY = 512 << 20  # per process and for the tree: the gold fix's proof needs far less, the loop hits it in seconds


def test_hostile_fixes_are_refused_or_contained_and_the_gold_fix_passes(toolchain, tmp_path):
    items = [(name, M1, code) for name, code in hostile(tmp_path).items()]
    items += [("60k registers", M1, GENERATE_60K), ("unrolled", M1, UNROLLED), ("gold", M1, M1.fixed)]
    with open_executor("local", toolchain, timeout=90) as ex:
        results = FixChecker(ex, use_cache=False, memory_bytes=MEMORY).check(items)
    for name, reason in SCREENED.items():
        assert (results[name].verdict, results[name].reason) == ("refused", reason), (name, results[name].detail)
    assert (results["60k registers"].verdict, results["60k registers"].reason) == ("refused", "over_limit")
    unrolled = results["unrolled"]
    assert (unrolled.verdict, unrolled.reason) == ("error", "over_limit"), (unrolled.verdict, unrolled.detail)
    assert "512 MiB" in unrolled.detail and unrolled.proof["status"] == "ERROR"
    assert results["gold"].verdict == "pass"
    assert not (tmp_path / "pwned").exists()


def _screen_off(response: str, module: str, ports, reserved, library=()) -> FixCheck:
    """No screen at all: the extracted code goes to the proof as it is."""
    return FixCheck(extract(response).text)


@pytest.mark.parametrize("sandboxed", [True, False], ids=["sandbox", "fast path (control)"])
def test_with_the_screen_off_the_sandbox_alone_contains_them(toolchain, tmp_path, monkeypatch, sandboxed):
    monkeypatch.setattr(debug_fix, "check_fix", _screen_off)
    plants = hostile(tmp_path)
    if not sandboxed:  # the control needs only the plant whose success it shows
        plants = {"include the dataset's answer": plants["include the dataset's answer"]}
    with open_executor("local", toolchain, timeout=90) as ex:
        results = FixChecker(ex, use_cache=False, sandboxed=sandboxed).check(
            [(name, M1, code) for name, code in plants.items()])
    answer = results["include the dataset's answer"]
    if not sandboxed:
        assert answer.verdict == "pass"  # the hole is real: a fix that is one line naming the dataset passes
        return
    for name, r in results.items():
        assert r.verdict == "error" and r.reason in ("proof", "yosys_read"), (name, r.verdict, r.detail)
        # a file it names is not there for Yosys; a task Yosys does not know stops it (it never runs one)
        expected = ("Can't resolve",) if name in ("$system", "$fopen") else ("Can not open file", "Can't open include")
        assert any(words in r.detail for words in expected), (name, r.detail)
    text = json.dumps({k: r.__dict__ for k, r in results.items()}, default=str)
    assert "SECRET_WORD" not in text and "root:x:" not in text
    assert not (tmp_path / "pwned").exists()


def test_evaluate_debug_refuses_where_it_cannot_sandbox_unless_unsafe(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("SVAFAM_SANDBOX_WITHOUT", names.LANDLOCK_FS)
    preds = tmp_path / "p.jsonl"
    preds.write_text(json.dumps({"task_id": "timer_0007/m1", "response": M1.fixed, "sample": 0}) + "\n")
    assert main(["evaluate-debug", str(preds), "--jobs", "1", "--no-cache"]) == 2
    err = capsys.readouterr().err
    assert "cannot sandbox" in err and names.LANDLOCK_FS in err and "--unsafe-no-sandbox" in err
    assert not (tmp_path / "p.debug-eval").exists()
    assert main(["evaluate-debug", str(preds), "--jobs", "1", "--no-cache", "--unsafe-no-sandbox"]) == 0
    [row] = json.loads((tmp_path / "p.debug-eval" / "results.json").read_text())
    assert row["verdict"] == "pass" and names.LANDLOCK_FS in row["proof"]["sandbox_missing"]
