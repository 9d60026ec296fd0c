"""import-verilogeval and evaluate-rtl --tasks on problems in the VerilogEval layout.

Six ChipBench problems (tests/fixtures/chipbench, with their source and license) are the
input; planted problems written here stand for the named results ChipBench does not show
in so few files (a reference that fails its own testbench, one Yosys cannot read, hostile files).
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from svafam.cli import main
from svafam.engine import open_executor
from svafam.importers import dual_rail, known_bits
from svafam.importers.verilogeval import import_problems
from svafam.scoring.testbench import icarus_version
from svafam.scoring.verilogeval import ImportedChecker, load_imported, planted_answer

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "chipbench"
needs_icarus = pytest.mark.skipif(icarus_version() is None, reason="Icarus Verilog (iverilog, vvp) is not installed")

MINI_TB = """`timescale 1 ps/1 ps
module tb();
    reg clk = 0;
    initial forever #5 clk = ~clk;
    reg rst, d;
    wire q_ref, q_dut;
    integer errors = 0, samples = 0;
    RefModule good1 (.clk(clk), .rst(rst), .d(d), .q(q_ref));
    TopModule top_module1 (.clk(clk), .rst(rst), .d(d), .q(q_dut));
    initial begin
        rst = 1; d = 0;
        @(posedge clk); @(posedge clk) rst <= 0;
        repeat (40) @(posedge clk) d <= $random;
        $display("Mismatches: %1d in %1d samples", errors, samples);
        $finish;
    end
    always @(negedge clk) begin
        samples = samples + 1;
        if (q_ref !== (q_ref ^ q_dut ^ q_ref)) errors = errors + 1;
    end
endmodule
"""
# the reference's output is a known 0 (AND with a register reset to 0) although its other operand is never driven
KNOWN_ZERO_REF = """module RefModule(input clk, input rst, input d, output q);
    reg en;
    wire never;
    always @(posedge clk) if (rst) en <= 1'b0; else en <= en & d;
    assign q = en & never;
endmodule
"""


def _problem(folder: Path, stem: str, ref: str, test: str, prompt: str = "Implement TopModule.\n") -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{stem}_prompt.txt").write_text(prompt)
    (folder / f"{stem}_ref.sv").write_text(ref)
    (folder / f"{stem}_test.sv").write_text(test)


@pytest.fixture(scope="module")
def imported(tmp_path_factory, toolchain):
    """The fixtures imported once (every reference checked as its own answer and against a planted wrong one)."""
    out = tmp_path_factory.mktemp("imported") / "tasks"
    with open_executor("local", toolchain, timeout=120) as ex:
        outcomes = import_problems(FIXTURES, out, ex, 120)
    return out, {o.task_id: o for o in outcomes}


@needs_icarus
def test_chipbench_problems_import_with_their_named_results(imported):
    out, outcomes = imported
    statuses = {tid: o.status for tid, o in outcomes.items()}
    assert statuses == {
        "Prob000_Four-to-one_multiplexer": "imported",
        "Prob001_continuous_input_sequence_detect": "imported",
        "Prob015_vending_machine2": "combinational_loop",
        "Prob016_odd-number_division_with_a_duty_cycle_of_half": "imported",
        "Prob002_implement_full_subtractor_using_three_to_eight_decoder": "imported",
        "Prob006_PC_REG": "imported",
    }
    assert "nstate" in outcomes["Prob015_vending_machine2"].reason  # the loop is named by its wire
    report = json.loads((out / "import_report.json").read_text())
    assert report["imported"] == 5 and report["problems"] == 6
    tasks = load_imported(out)
    assert sorted(tasks) == sorted(t for t, s in statuses.items() if s == "imported")
    pc = tasks["Prob006_PC_REG"]
    assert "`" not in pc.gold and "[31:0]" in pc.gold  # the testbench's macros are expanded in the reference
    assert pc.resets == {"rst": {"active": "high", "kind": "logic", "evidence": "name"}} and pc.model == "cycle"
    seq = tasks["Prob001_continuous_input_sequence_detect"]
    assert seq.resets["rst_n"]["active"] == "low" and seq.resets["rst_n"]["kind"] == "async"
    assert tasks["Prob016_odd-number_division_with_a_duty_cycle_of_half"].model == "edge"  # a negedge flip-flop
    sub = tasks["Prob002_implement_full_subtractor_using_three_to_eight_decoder"]
    assert sub.submodule_names == ("decoder_38",)  # given only in the prompt
    for tid, o in outcomes.items():
        if o.status == "imported":
            assert o.proof["status"] == "PASS" and o.testbench["verdict"] == "pass", tid


@needs_icarus
def test_answers_get_a_proof_and_a_testbench_verdict(imported, toolchain, tmp_path):
    out, _ = imported
    tasks = load_imported(out)
    seq = tasks["Prob001_continuous_input_sequence_detect"]
    wrong = seq.gold.replace("8'b0111_0001", "8'b0111_0011")
    by_reset = "reg flips = 1'b0;\nalways @(negedge rst_n) flips <= ~flips;\nendmodule"
    sub = tasks["Prob002_implement_full_subtractor_using_three_to_eight_decoder"]
    items = [("gold", seq, seq.gold), ("wrong", seq, wrong), ("planted", seq, planted_answer(seq)),
             ("sub-gold", sub, sub.gold),
             ("include", seq, f"```verilog\n`include \"/etc/passwd\"\n{seq.gold}```"),
             ("readmem", seq, seq.gold.replace("endmodule", "reg [7:0] m [0:1];\ninitial $readmemh(\"/etc/passwd\", m);\n"
                                                            "endmodule")),
             ("assume", seq, seq.gold.replace("endmodule", "always @* assume (a);\nendmodule")),
             ("redefines-ref", seq, seq.gold + "\nmodule RefModule(input clk);\nendmodule\n"),
             ("redefines-tb", seq, seq.gold + "\nmodule stimulus_gen(input clk);\nendmodule\n"),
             ("instantiates-ref", seq, seq.gold.replace("endmodule", "RefModule r (.clk(clk), .rst_n(rst_n), .a(a), "
                                                                     ".match());\nendmodule")),
             ("redefines-sub", sub, sub.gold + "\nmodule decoder_38(input E);\nendmodule\n"),
             ("wider", seq, seq.gold.replace("input a,", "input [1:0] a,")),
             # the reference resets at once (posedge clk or negedge rst_n): so must an answer, in the cycle model
             ("sync-reset", seq, seq.gold.replace("posedge clk or negedge rst_n", "posedge clk")),
             # a flip-flop clocked by the reset alone is no reset: the clock-accurate model
             ("by-reset", seq, seq.gold.replace("endmodule", by_reset)),
             ("wrong-by-reset", seq, wrong.replace("endmodule", by_reset))]
    with open_executor("local", toolchain, timeout=120) as ex:
        results = ImportedChecker(ex, use_cache=False).check(items, tmp_path / "traces")
    verdicts = {k: (r.verdict, r.reason) for k, r in results.items()}
    assert verdicts == {"gold": ("pass", ""), "wrong": ("fail", ""), "planted": ("fail", ""), "sub-gold": ("pass", ""),
                        "include": ("refused", "directive"), "readmem": ("refused", "forbidden"),
                        "assume": ("refused", "forbidden"), "redefines-ref": ("refused", "forbidden"),
                        "redefines-tb": ("refused", "forbidden"), "instantiates-ref": ("refused", "syntax"),
                        "redefines-sub": ("refused", "forbidden"), "wider": ("refused", "interface"),
                        "sync-reset": ("fail", ""), "by-reset": ("pass", ""), "wrong-by-reset": ("fail", "")}
    models = {k: r.proof["model"] for k, r in results.items() if r.proof}
    # the planted wrapper wires the clock straight to the reference inside: the same clock, so one step a cycle;
    # the subtractor has no clock
    assert models == {"gold": "cycle", "wrong": "cycle", "planted": "cycle", "sub-gold": "edge",
                      "sync-reset": "cycle", "by-reset": "edge", "wrong-by-reset": "edge"}
    assert "negedge rst_n" in results["by-reset"].proof["why_clock_accurate"][0]
    assert (results["gold"].testbench.verdict, results["gold"].agree) == ("pass", True)
    assert results["wrong"].testbench.verdict == "fail" and results["wrong"].testbench.mismatches > 0
    assert results["wrong"].agree is True
    assert results["wrong"].counterexample["unit"] == "cycle"
    cex = results["wrong-by-reset"].counterexample
    assert cex["unit"] == "step" and cex["first_divergence"] >= 3  # compared once reset is over
    assert "* step" in cex["table"] and "reference.match" in cex["table"]
    for ext in ("vcd", "svg", "txt"):
        assert (tmp_path / "traces" / cex["files"][ext]).is_file()
    assert "<svg" in (tmp_path / "traces" / cex["files"]["svg"]).read_text()


def test_a_reference_known_zero_is_compared_and_the_ternary_and_rule_is_what_catches_it(toolchain, tmp_path,
                                                                                           monkeypatch):
    """The reference's q is a known 0 (an AND with a register reset to 0), though the AND's other input is never
    driven. An answer giving 1 must fail. Planted fault: an AND whose output is unknown whenever an input is (no
    known-0 rule, in the static analysis and in the model's gates) makes q unknown, and the wrong answer passes:
    the proof's strictness rests on that rule."""
    src = tmp_path / "src"
    _problem(src, "Prob900_known_zero", KNOWN_ZERO_REF, MINI_TB)
    right = ("module TopModule(input clk, input rst, input d, output q);\n    assign q = 1'b0;\nendmodule\n")
    wrong = right.replace("1'b0", "1'b1")
    verdicts = {}
    for name, patch in (("exact", False), ("planted", True)):
        if patch:
            def lax_and(self, a, b):
                out = self.fresh()
                self.emit(out, f"{a[0]} & {b[0]}", f"{a[1]} | {b[1]}")
                return out
            monkeypatch.setattr(dual_rail._Builder, "t_and", lax_and)
            exact = known_bits._and
            monkeypatch.setattr(known_bits, "_and", lambda a, b: known_bits.UNKNOWN
                                if known_bits.UNKNOWN in (a, b) else exact(a, b))
        out = tmp_path / f"tasks-{name}"
        with open_executor("local", toolchain, timeout=60) as ex:
            outcomes = import_problems(src, out, ex, 60)
            assert [o.status for o in outcomes] == (["imported"] if not patch else ["planted_not_caught"]), \
                outcomes[0].reason
            if patch:  # the planted model is not imported; check answers against it directly
                shutil.copytree(tmp_path / "tasks-exact", out, dirs_exist_ok=True)
                text = (out / "Prob900_known_zero" / "model.v").read_text()
                from svafam.importers.netlist import read_reference
                netlist = read_reference(KNOWN_ZERO_REF, tmp_path / "yosys")
                model = dual_rail.dual_rail(netlist.gates, "svafam_ref_model", {"rst": "high"}, {"clk"})
                (out / "Prob900_known_zero" / "model.v").write_text(model)
                assert (out / "Prob900_known_zero" / "model.v").read_text() != text
            task = load_imported(out)["Prob900_known_zero"]
            results = ImportedChecker(ex, use_cache=False, testbench=False).check(
                [("right", task, right), ("wrong", task, wrong)])
        verdicts[name] = {k: r.verdict for k, r in results.items()}
    assert verdicts == {"exact": {"right": "pass", "wrong": "fail"}, "planted": {"right": "pass", "wrong": "pass"}}


@needs_icarus
def test_named_results_of_planted_problems(toolchain, tmp_path):
    src = tmp_path / "src"
    mux_ref = (FIXTURES / "Prob000_Four-to-one_multiplexer_ref.sv").read_text()
    mux_tb = (FIXTURES / "Prob000_Four-to-one_multiplexer_test.sv").read_text()
    inverted_tb = re.sub(r"\(\s*\{([^}]*)\}\s*\^\s*\{([^}]*)\}\s*\^", r"({\1} ^ ~{\2} ^", mux_tb, count=1)
    assert inverted_tb != mux_tb
    _problem(src, "Prob901_fails_its_testbench", mux_ref, inverted_tb)
    _problem(src, "Prob902_yosys_cannot_read", "module RefModule(input a, output b);\n  class c; endclass\n"
             "  assign b = a;\nendmodule\n", MINI_TB)
    _problem(src, "Prob903_includes", '`include "/etc/passwd"\n' + mux_ref, mux_tb)
    _problem(src, "Prob904_shell", mux_ref, mux_tb.replace("$finish", '$system("true"); $finish', 1))
    _problem(src, "Prob905_no_reference", mux_ref.replace("RefModule", "Other"), mux_tb)
    # a reference is trusted text, but its control answer passes the answers' screen: a backtick in a comment goes
    _problem(src, "Prob907_macro_in_a_comment", "module RefModule(input clk, input rst, input d, output q);\n"
             "  reg r;\n  always @(posedge clk) if (rst) r <= 1'b0;  // was: r <= `ZeroWord;\n    else r <= d;\n"
             "  assign q = r;\nendmodule\n", MINI_TB)
    # a sub-module clocked by a port of another name wired to clk (ChipBench's FIFO RAM): still one step a cycle
    _problem(src, "Prob908_clock_renamed_in_a_submodule", "module RefModule(input clk, input rst, input d, output q);\n"
             "  ram_bit u(.wclk(clk), .d(rst ? 1'b0 : d), .q(q));\nendmodule\n"
             "module ram_bit(input wclk, input d, output reg q);\n  always @(posedge wclk) q <= d;\nendmodule\n", MINI_TB)
    (src / "Prob906_missing_test_prompt.txt").write_text("x")
    (src / "Prob906_missing_test_ref.sv").write_text(mux_ref)
    with open_executor("local", toolchain, timeout=60) as ex:
        outcomes = {o.task_id: o for o in import_problems(src, tmp_path / "tasks", ex, 60)}
    assert {t: o.status for t, o in outcomes.items()} == {
        "Prob901_fails_its_testbench": "imported", "Prob902_yosys_cannot_read": "reference_unreadable",
        "Prob903_includes": "refused", "Prob904_shell": "refused", "Prob905_no_reference": "refused",
        "Prob906_missing_test": "refused", "Prob907_macro_in_a_comment": "imported",
        "Prob908_clock_renamed_in_a_submodule": "imported"}
    assert outcomes["Prob908_clock_renamed_in_a_submodule"].proof["model"] == "cycle"
    assert outcomes["Prob901_fails_its_testbench"].notes[0].startswith("reference_fails_testbench: ")
    assert "include" in outcomes["Prob903_includes"].reason and "$system" in outcomes["Prob904_shell"].reason
    assert "missing" in outcomes["Prob906_missing_test"].reason
    commented = load_imported(tmp_path / "tasks")["Prob907_macro_in_a_comment"]
    assert "// was: r <= ZeroWord;" in commented.gold and "`" not in commented.gold
    task = load_imported(tmp_path / "tasks")["Prob901_fails_its_testbench"]
    assert task.testbench_usable is False  # its testbench gives no verdict on answers: the reference fails it
    with open_executor("local", toolchain, timeout=60) as ex:
        [res] = ImportedChecker(ex, use_cache=False).check([("gold", task, task.gold)]).values()
    assert res.verdict == "pass" and res.testbench is None


def test_import_and_evaluate_commands(toolchain, tmp_path, capsys):
    src = tmp_path / "src"
    src.mkdir()
    for f in FIXTURES.glob("Prob000_*"):
        shutil.copy(f, src / f.name)
    out = tmp_path / "tasks"
    assert main(["import-verilogeval", str(src), "--out", str(out), "--jobs", "1"]) == 0
    assert "1 of 1 problems imported" in capsys.readouterr().out
    gold = tmp_path / "gold.jsonl"
    assert main(["gold-rtl", "--tasks", str(out)]) == 0
    gold.write_text(capsys.readouterr().out)
    line = json.loads(gold.read_text().splitlines()[0])
    assert "d3 : d2" in line["response"]
    wrong = dict(line, sample=1, response=line["response"].replace("d3 : d2", "d2 : d3"))
    gold.write_text(gold.read_text() + json.dumps(wrong) + "\n")
    assert main(["evaluate-rtl", str(gold), "--tasks", str(out), "--jobs", "1"]) == 0
    rows = json.loads((tmp_path / "gold.rtl-eval" / "results.json").read_text())
    assert [r["verdict"] for r in rows] == ["pass", "fail"]
    # bad input: exit 2, one line, nothing written
    assert main(["import-verilogeval", str(tmp_path / "nope"), "--out", str(tmp_path / "t2")]) == 2
    assert "no such folder" in capsys.readouterr().err and not (tmp_path / "t2").exists()
    twice = tmp_path / "twice"
    for sub in ("a", "b"):
        (twice / sub).mkdir(parents=True)
        for f in FIXTURES.glob("Prob000_*"):
            shutil.copy(f, twice / sub / f.name)
    assert main(["import-verilogeval", str(twice), "--out", str(tmp_path / "t3")]) == 2
    assert "also" in capsys.readouterr().err
    assert main(["evaluate-rtl", str(gold), "--tasks", str(src)]) == 2  # not an import folder
    (tmp_path / "full").mkdir()
    (tmp_path / "full" / "keep.txt").write_text("mine")
    assert main(["import-verilogeval", str(src), "--out", str(tmp_path / "full")]) == 2
    assert (tmp_path / "full" / "keep.txt").read_text() == "mine"


UNRESET_REF = """module RefModule(input clk, input rst, input d, input v, output q, output valid);
    reg [3:0] data;
    reg vld;
    always @(posedge clk) if (v) data <= {data[2:0], d};
    always @(posedge clk) if (rst) vld <= 1'b0; else vld <= v;
    assign valid = vld;
    assign q = vld & data[3];
endmodule
"""


def _simulate(module: dict, resets: dict[str, str], power_up: int, cycles: int, seed: int) -> list[dict[int, int]]:
    """Two-valued simulation of a gate netlist (rising-edge flip-flops only), reset held in cycle 0: every net's
    value per cycle. ``power_up`` seeds the registers' power-up values; ``seed`` the inputs (shared by two runs)."""
    import random

    from svafam.importers.known_bits import gate

    ins, pup = random.Random(seed), random.Random(power_up)
    ports = {b: n for n, p in module["ports"].items() if p["direction"] == "input" for b in p["bits"]}
    cells = list(module["cells"].values())
    flops = [c for c in cells if c["type"].startswith("$_DFF")]
    state = {c["connections"]["Q"][0]: pup.getrandbits(1) for c in flops}
    undriven = {}
    out = []
    for cycle in range(cycles):
        values = {b: (1 if resets[n] == "high" else 0) if n in resets and cycle == 0 else ins.getrandbits(1)
                  for b, n in ports.items()}
        values.update(state)
        for _ in range(len(cells)):  # settle the combinational cells (no loops)
            for c in cells:
                if "Y" in c["connections"]:
                    v = {p: str(bits[0]) if bits[0] in ("0", "1") else str(values.get(bits[0], undriven.setdefault(
                        bits[0], pup.getrandbits(1)))) for p, bits in c["connections"].items() if p != "Y"}
                    values[c["connections"]["Y"][0]] = int(gate(c["type"], v))
        out.append(dict(values))
        for c in flops:
            conns = c["connections"]
            d = values.get(conns["D"][0], 0) if conns["D"][0] not in ("0", "1") else int(conns["D"][0])
            if c["type"].startswith("$_DFFE_"):
                d = d if values[conns["E"][0]] == (c["type"][7 + 1] == "P") else state[conns["Q"][0]]
            state[conns["Q"][0]] = d
    return out


@pytest.mark.parametrize("ref", [KNOWN_ZERO_REF, UNRESET_REF], ids=["known_zero", "unreset_data"])
def test_nets_the_static_analysis_calls_known_do_not_depend_on_the_power_up_state(ref, tmp_path, monkeypatch):
    """Random simulation from two power-up states with the same inputs: every net called known agrees from cycle 1
    on. The unreset data register is not called known (it is what makes q unknown until four shifts). Planted fault:
    an analysis that calls every net known is caught by the same comparison."""
    from svafam.importers.netlist import read_reference

    netlist = read_reference(ref, tmp_path / "yosys")
    resets = {"rst": "high"}
    gates = dual_rail._GATES

    def disagreeing(known: set[int]) -> set[int]:
        bad = set()
        for seed in range(12):
            a, b = (_simulate(netlist.gates, resets, p, 12, seed) for p in (2 * seed, 2 * seed + 1))
            bad |= {n for cycle in range(1, 12) for n in known if a[cycle].get(n) != b[cycle].get(n)}
        return bad

    known = known_bits.known_bits(netlist.gates, gates, resets, {"clk"}, dual_rail._init_bits(netlist.gates))
    assert known and disagreeing(known) == set()
    everything = {b for c in netlist.gates["cells"].values() for bits in c["connections"].values() for b in bits
                  if isinstance(b, int)}
    if ref is UNRESET_REF:
        assert disagreeing(everything)  # the planted "all known" analysis: caught
