"""Controls of the debugging-fix checker: the gold fix and an equivalent rewrite pass; the buggy code,
a partial fix and an inverted reset fail with a counterexample; hostile or malformed candidates are refused."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from svafam.cli import main
from svafam.engine import open_executor
from svafam.scoring.debug_fix import DebugTaskRef, FixChecker, lines_changed, load_debug_tasks
from svafam.scoring.fix_candidate import MAX_CHARS, check_fix
from svafam.scoring.fix_edge import edge_model_reasons
from svafam.tasks.interface import ports

ROOT = Path(__file__).resolve().parents[2]
TASKS = load_debug_tasks(ROOT / "dataset")
M1 = TASKS["timer_0007/m1"]   # the bug: the decrement guard `tick && remaining != 3'd0` became 1'b0
GUARD = "else if (tick && remaining != 3'd0)"


def fix(text: str, old: str, new: str) -> str:
    assert old in text
    return text.replace(old, new)


REFUSED = [
    ("module_missing", lambda f: fix(f, "module timer_0007_canonical_next", "module timer_fixed")),
    ("no_ports", lambda f: "module timer_0007_canonical_next;\nendmodule\n"),
    ("interface", lambda f: fix(f, "tick", "tock")),
    ("interface", lambda f: fix(f, "output reg  [2:0] remaining", "output reg  [3:0] remaining")),
    ("interface", lambda f: fix(f, "input  wire       load", "output wire       load")),
    ("directive", lambda f: '`include "/etc/passwd"\n' + f),
    ("forbidden", lambda f: fix(f, "endmodule", 'reg [7:0] m [0:1];\ninitial $readmemh("/etc/passwd", m);\nendmodule')),
    ("forbidden", lambda f: fix(f, "endmodule", "always @* assume (rst);\nendmodule")),
    ("forbidden", lambda f: fix(f, "reg [2:0] remaining_next", "(* anyseq *) reg [2:0] remaining_next")),
    ("forbidden", lambda f: f + "module timer_0007_sequential_priority (input clk);\nendmodule\n"),
    ("syntax", lambda f: fix(f, "endmodule", "timer_0007_sequential_priority ref (.clk(clk));\nendmodule")),
    ("syntax", lambda f: fix(f, "reg [2:0] remaining_next;", "reg [2:0] remaining_next")),
    ("no_code", lambda f: "```verilog\n```"),
    ("syntax", lambda f: "module \x00\xff (; \ud800"),
    ("syntax", lambda f: fix(f, "endmodule", "endmodule\n\x00 anything")),
    ("module_missing", lambda f: "x" * 50),
    ("too_long", lambda f: f + "//" + "x" * MAX_CHARS),
]


@pytest.mark.parametrize("reason, make", REFUSED)
def test_unfit_candidates_are_refused_with_the_reason(reason, make):
    reserved = {"timer_0007_sequential_priority", "svafam_assert"}
    check = check_fix(make(M1.fixed), M1.module, ports(M1.meta), reserved)
    assert (check.reason, check.ok) == (reason, False), check.problem
    assert check.problem


def test_the_gold_fix_is_fit_and_its_edit_size_is_the_bug():
    assert check_fix(f"Here is the fix:\n```verilog\n{M1.fixed}```", M1.module, ports(M1.meta), set()).ok
    assert lines_changed(M1.fixed, M1.buggy) == 1
    assert lines_changed(M1.buggy, M1.buggy) == 0
    assert lines_changed("module x;\nendmodule\n", M1.buggy) == len(M1.buggy.splitlines()) - 1  # endmodule kept


def test_fixes_are_proved_or_refuted_with_a_counterexample(toolchain, tmp_path):
    inverted_reset = fix(M1.fixed, "if (rst)", "if (!rst)")
    candidates = {
        "gold": M1.fixed,
        "equivalent": fix(M1.fixed, GUARD, "else if (remaining != 3'd0 && tick == 1'b1)"),
        "buggy": M1.buggy,
        "partial": fix(M1.fixed, GUARD, "else if (tick)"),  # decrements past zero
        "inverted_reset": inverted_reset,
        "zero_ports": "module timer_0007_canonical_next;\nendmodule\n",
        "unreadable_in_yosys": fix(M1.fixed, "    reg [2:0] remaining_next;",
                                   "    reg [2:0] remaining_next;\n    real r = 1.5;\n    wire [2:0] q = r;"),
    }
    with open_executor("local", toolchain, timeout=60) as ex:
        results = FixChecker(ex, use_cache=False).check([(k, M1, v) for k, v in candidates.items()],
                                                        tmp_path / "traces")
    verdicts = {k: r.verdict for k, r in results.items()}
    assert verdicts == {"gold": "pass", "equivalent": "pass", "buggy": "fail", "partial": "fail",
                        "inverted_reset": "fail", "zero_ports": "refused", "unreadable_in_yosys": "error"}
    assert results["gold"].proof["reference"] == "v1" and results["gold"].proof["status"] == "PASS"
    for key in ("buggy", "partial", "inverted_reset"):
        cex = results[key].counterexample
        assert cex["first_divergence"] >= 1, key
        assert "* cycle" in cex["table"]
        for name in cex["files"].values():
            assert (tmp_path / "traces" / name).is_file()
    assert results["zero_ports"].reason == "no_ports"
    assert results["unreadable_in_yosys"].reason == "yosys_read"  # pyslang reads `real`; Yosys does not
    assert "candidate/fix.v:" in results["unreadable_in_yosys"].detail


def test_evaluate_debug_command_reports_every_line(tmp_path, capsys):
    preds = tmp_path / "p.jsonl"
    lines = [{"task_id": "timer_0007/m1", "response": M1.fixed, "sample": 0},
             {"task_id": "timer_0007/m1", "response": "module timer_0007_canonical_next;\nendmodule", "sample": 1},
             {"task_id": "nope/m0", "response": "x"}]
    preds.write_text("\n".join(json.dumps(x) for x in lines) + "\n{broken\n")
    assert main(["evaluate-debug", str(preds), "--jobs", "1"]) == 0
    out = tmp_path / "p.debug-eval"
    rows = json.loads((out / "results.json").read_text())
    assert [r.get("verdict") or r["problem"][:14] for r in rows] == ["pass", "refused", "unknown task_i",
                                                                     "malformed JSON"]
    metrics = json.loads((out / "metrics.json").read_text())
    assert metrics["overall"]["pass"] == 1 and metrics["overall"]["refused"] == 1
    assert metrics["per_group"]["condition"]["scored"] == 2
    assert main(["evaluate-debug", str(tmp_path / "missing.jsonl")]) == 2
    assert "no such predictions file" in capsys.readouterr().err


def _pool_task(operator: str, family: str = "*", not_v0: bool = False) -> DebugTaskRef:
    """The first committed pool task of the operator (of the family; of a variant other than v0)."""
    for path in sorted((ROOT / "dataset").glob(f"{family}/tasks/debug/p*/task.json")):
        doc = json.loads(path.read_text())
        if doc["operator"] == operator and not (not_v0 and doc["ground_truth"]["clean_variant"] == "v0"):
            return TASKS[doc["task_id"]]
    raise AssertionError(f"no committed pool task of {operator}")


def test_pool_fixes_are_proved_in_their_time_model(toolchain, tmp_path):
    """The gold fix of a pool task passes and its buggy code fails, with a counterexample in the task's time model:
    a Timing mutant's proof is clock-accurate, and so is any fix that uses another edge than posedge clk."""
    flip, insert, update = _pool_task("EdgeFlip"), _pool_task("EdgeInsert"), _pool_task("NSubUpdate", not_v0=True)
    port = _pool_task("IOFlip")
    assert (flip.model, insert.model, update.model) == ("edge", "edge", "cycle") and update.module != M1.module
    items = [(f"{name}-{kind}", task, getattr(task, kind)) for name, task in
             (("flip", flip), ("insert", insert), ("update", update), ("port", port)) for kind in ("fixed", "buggy")]
    items.append(("m1-negedge", M1, fix(M1.fixed, "posedge clk", "negedge clk")))
    with open_executor("local", toolchain, timeout=60) as ex:
        results = FixChecker(ex, use_cache=False).check(items, tmp_path / "traces")
    assert {k: r.verdict for k, r in results.items()} == {
        "flip-fixed": "pass", "flip-buggy": "fail", "insert-fixed": "pass", "insert-buggy": "fail",
        "update-fixed": "pass", "update-buggy": "fail", "port-fixed": "pass", "port-buggy": "refused",
        "m1-negedge": "fail"}
    # an IOFlip bug is in a port declaration: the buggy code does not have the task's interface
    assert results["port-buggy"].reason == "interface" and "the task's is an output" in results["port-buggy"].detail
    assert {k: r.proof["model"] for k, r in results.items() if r.proof} == {
        "flip-fixed": "edge", "flip-buggy": "edge", "insert-fixed": "edge", "insert-buggy": "edge",
        "update-fixed": "cycle", "update-buggy": "cycle", "port-fixed": "cycle", "m1-negedge": "edge"}
    for key in ("flip-buggy", "insert-buggy", "m1-negedge"):
        assert "* step" in results[key].counterexample["table"] and "inputs.clk" in results[key].counterexample["table"]
    assert "* cycle" in results["update-buggy"].counterexample["table"]


def test_in_the_one_step_per_cycle_model_a_timing_bug_would_pass(toolchain, monkeypatch):
    """Planted fault: the checker forced to the suite's cycle model calls the EdgeFlip bug and a negedge "fix" of a
    controlled task equivalent -- what the clock-accurate proof above refutes. (Where a flip leaves a design with
    both edges, SBY's cycle model refuses it outright; in timer_0007 the one register block flips whole.)"""
    from svafam.scoring import debug_fix

    flip = _pool_task("EdgeFlip", "timer_0007")
    monkeypatch.setattr(debug_fix, "edge_model_reasons", lambda code, module, clock: [])
    items = [("flip-buggy", replace(flip, model="cycle"), flip.buggy),
             ("m1-negedge", M1, fix(M1.fixed, "posedge clk", "negedge clk"))]
    with open_executor("local", toolchain, timeout=60) as ex:
        results = FixChecker(ex, use_cache=False).check(items)
    assert {k: (r.verdict, r.proof["model"]) for k, r in results.items()} == {
        "flip-buggy": ("pass", "cycle"), "m1-negedge": ("pass", "cycle")}


@pytest.mark.parametrize("code, edge", [
    ("always @(posedge clk) q <= d;", False),
    ("always @(negedge clk) q <= d;", True),
    ("always @(posedge clk or posedge rst) q <= d;", True),
    ("always @(posedge(clk)) q <= d;", False),
    ("always @* q = d;", False),
    ("always_ff @(edge clk) q <= d;", True),
    # the red team's: a comment or an escaped identifier hid the negedge from the text; the design shows it
    ("always @(negedge /* c */ clk) q <= d;", True),
    ("always @(negedge \\clk ) q <= d;", True),
    ("always @(posedge \\clk ) q <= d;", False),
    ("// always @(negedge clk)\nalways @(posedge clk) q <= d;", False),
    ("always @(posedge clk iff rst) q <= d;", True),
    ("always @(clk) q <= d;", True),
    # the clock used as data needs the clock-accurate model
    ("always @(posedge clk) q <= d;\nassign y = !clk ? d : !d;", True),
    ("always @(posedge clk) q <= clk ^ d;", True),
    ("always @* y = clk;", True),
    ("genvar i;\ngenerate for (i = 0; i < 2; i = i + 1) begin : g\n  always @(negedge clk) q <= d;\nend endgenerate", True),
])
def test_a_fix_with_another_edge_than_posedge_clk_needs_the_clock_accurate_model(code, edge):
    design = f"module t(input clk, input rst, input d, output reg q, output reg y);\n{code}\nendmodule\n"
    reasons = edge_model_reasons(design, "t", "clk")
    assert bool(reasons) is edge, reasons


SUB = "module sub(input c, input rn, input d, output reg q);\n{body}\nendmodule\n"


@pytest.mark.parametrize("body, wiring, edge", [
    # a second clock name wired straight to the clock (ChipBench's dual-port RAM: .wclk(clk)) is the clock
    ("always @(posedge c) q <= d;", ".c(clk), .rn(rst_n), .d(d)", False),
    ("always @(posedge c or negedge rn) q <= rn ? d : 1'b0;", ".c(clk), .rn(rst_n), .d(d)", False),
    # ... but not through an expression, nor when the sub-module's port is fed by data
    ("always @(posedge c) q <= d;", ".c(!clk), .rn(rst_n), .d(d)", True),
    ("always @(posedge c) q <= d;", ".c(d), .rn(rst_n), .d(clk)", True),
    # an alias is the clock everywhere inside: used as data, it needs the clock-accurate model
    ("always @(posedge c) q <= d ^ c;", ".c(clk), .rn(rst_n), .d(d)", True),
    ("always @(negedge c) q <= d;", ".c(clk), .rn(rst_n), .d(d)", True),
    # a reset's edge is a reset only where it is the top's reset
    ("always @(posedge c or negedge rn) q <= rn ? d : 1'b0;", ".c(clk), .rn(d), .d(d)", True),
])
def test_a_sub_modules_port_wired_to_the_clock_is_the_clock(body, wiring, edge):
    design = (SUB.format(body=body) + "module t(input clk, input rst_n, input d, output q);\n"
              f"  sub u({wiring}, .q(q));\nendmodule\n")
    reasons = edge_model_reasons(design, "t", "clk", {"rst_n": "low"})
    assert bool(reasons) is edge, reasons


def test_a_sub_modules_own_clk_is_not_the_clock_unless_wired_to_it():
    """The old name-based reading took any signal called clk for the clock: a sub-module clocked by data."""
    design = ("module sub(input clk, input d, output reg q);\nalways @(posedge clk) q <= d;\nendmodule\n"
              "module t(input clk, input d, input e, output q);\n  sub u(.clk(e), .d(d), .q(q));\nendmodule\n")
    reasons = edge_model_reasons(design, "t", "clk")
    assert reasons == ["an event other than posedge clk: @(posedge clk) (t.u.clk is not the top's clk)"]
