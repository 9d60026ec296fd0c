"""The deep search: a difference far deeper than the cover's bound found by one seeded random run.

The design (written here) counts to 199 and pulses ``wrap``; its testbench runs 40 cycles. A
mutant that wraps one count early differs first 200 cycles after the reset: the cover (depth 20) cannot reach
it and the testbench never sees it. The search must find it with a witness from the proof's
start state that ends at the first difference, and the witness replayed before the testbench
(the loop that found it, not 199 written-out cycles) must make the testbench observe it, in
simulation. Planted: an equivalent rewrite (the count never passes 199) gets no witness, and a
difference the search sees only in x values is no witness.
"""

from __future__ import annotations

from pathlib import Path

from svafam.projects.check import check_project
from svafam.projects.deep_search import DeepSearch, witness_of
from svafam.projects.directed import RandomStimulus, phase_module
from svafam.projects.observe import first_difference

from tests.projects.test_check import needs_icarus, svafam

pytestmark = needs_icarus

COUNTER = """module wrapper(input clk, input rst, input en, output reg [7:0] count, output wrap);
  assign wrap = count == 8'd199;
  always @(posedge clk)
    if (rst) count <= 8'd0;
    else if (count == 8'd199) count <= 8'd0;
    else count <= count + 8'd1;
endmodule
"""

BENCH = """`timescale 1ns/1ns
module tb;
  reg clk = 0, rst = 1, en = 0;
  wire [7:0] count; wire wrap;
  wrapper dut(.clk(clk), .rst(rst), .en(en), .count(count), .wrap(wrap));
  always #5 clk = !clk;
  integer k;
  initial begin
    #12 rst = 0;
    for (k = 0; k < 40; k = k + 1) begin @(negedge clk); $display("%d %b", count, wrap); end
    $finish;
  end
endmodule
"""


class _Cand:
    """What the search and the replay read of a candidate."""

    compiled = True

    def __init__(self, cid: str, text: str):
        self.id, self.file, self.text, self.label = cid, "wrapper.v", text, cid


def _project(tmp_path: Path, design: str = COUNTER):
    p = tmp_path / "wrap"
    p.mkdir()
    (p / "wrapper.v").write_text(design)
    (p / "tb.v").write_text(BENCH)
    result = svafam("project", "init", str(p), "--top", "wrapper", "--testbench", "tb.v", "--observe", "vcd")
    assert result.returncode == 0, result.stderr
    return check_project(p, tmp_path / "bench")


def test_a_difference_200_cycles_deep_is_found_and_replayed(tmp_path):
    check = _project(tmp_path)
    early = _Cand("early", COUNTER.replace("else if (count == 8'd199)", "else if (count == 8'd198)"))
    same = _Cand("same", COUNTER.replace("else if (count == 8'd199)", "else if (count >= 8'd199)"))
    search = DeepSearch(check.design, check.bench, workers=2, wall=60.0, steps=400, seed=7)
    found = search([early, same])
    assert set(found) == {"early"}                       # the equivalent rewrite gets no witness
    w = found["early"]
    # the reset cycle is step 0, so the count is k - 1 at step k: the first difference is step 200
    assert w.seed == 7 and w.steps == 201                # ends at its first difference
    assert w.first_difference(1) == 200
    assert w.clean["count"][200] == 199 and w.mutant["count"][200] == 0

    # drawn and tabled by its end, numbered as in the whole trace
    from svafam.projects.witness import SHOWN, view
    from svafam.tasks.waveform import to_table
    picture = view(w, "clk")
    assert picture.cycles == SHOWN and picture.first == 201 - SHOWN and picture.first + picture.marker == 200
    assert "200*" in to_table(picture) and "cycles 0 to 152 of the trace are not shown" in to_table(picture)

    # the testbench alone does not see it; before it, the loop that found the witness makes it observable
    base = check.bench.run()
    assert first_difference(base.rows, check.bench.run({early.file: early.text}).rows) is None
    phase = phase_module(check.design, [w], precision=check.bench.timescale or "1ns",
                         dut_unit=check.bench.dut_unit or "1ns")
    assert "$random(svafam_seed)" in phase and phase.count("force") < 20   # replayed by the loop
    clean = check.bench.run(directed=phase)
    mutant = check.bench.run({early.file: early.text}, directed=phase)
    assert clean.status == mutant.status == "ok"
    assert first_difference(clean.rows, mutant.rows) is not None
    # and the same witness replayed on the equivalent rewrite shows nothing: the replay is simulated
    assert first_difference(clean.rows, check.bench.run({same.file: same.text}, directed=phase).rows) is None


def test_a_search_shorter_than_the_difference_finds_nothing(tmp_path):
    check = _project(tmp_path)
    early = _Cand("early", COUNTER.replace("else if (count == 8'd199)", "else if (count == 8'd198)"))
    assert DeepSearch(check.design, check.bench, workers=1, wall=60.0, steps=150, seed=7)([early]) == {}


def test_a_difference_only_in_x_is_no_witness(tmp_path):
    check = _project(tmp_path)
    stim = RandomStimulus(1, 4)
    # rows: cycle, rst, en, count, wrap (the search records the inputs, then the outputs)
    clean = [("0", "1", "0", "00000000", "0"), ("1", "0", "1", "00000001", "0"), ("2", "0", "0", "00000010", "0")]
    x_only = [clean[0], ("1", "0", "1", "0000000x", "0"), clean[2]]
    real = [clean[0], clean[1], ("2", "0", "0", "00000000", "1")]
    assert witness_of(check.design, clean, x_only, stim.model, stim.seed) is None
    w = witness_of(check.design, clean, real, stim.model, stim.seed)
    assert w is not None and w.steps == 3 and w.mutant["wrap"] == [0, 0, 1]


WAITING_BENCH = BENCH.replace(
    "for (k = 0; k < 40; k = k + 1) begin @(negedge clk); $display(\"%d %b\", count, wrap); end",
    "wait (count == 8'd150); $display(\"%d\", count);")


def test_a_witness_observed_before_the_original_stimulus_hangs_is_observed(tmp_path):
    """The augmented testbench runs the directed phase to its end and sees the difference; the mutant
    then never lets the original stimulus finish (it never counts to 150). The difference was observed
    in a finished phase: observable; a mutant that hangs *without* a difference in the phase stays what
    the simulation of the whole augmented testbench says."""
    from svafam.mutation.retention import DISTINGUISHABLE, Verdict
    from svafam.projects.mutate import Options, Outcome, ProjectRun
    from svafam.projects.replay import replay_witnesses

    p = tmp_path / "wrap"
    p.mkdir()
    (p / "wrapper.v").write_text(COUNTER)
    (p / "tb.v").write_text(WAITING_BENCH)
    assert svafam("project", "init", str(p), "--top", "wrapper", "--testbench", "tb.v", "--observe",
                  "vcd").returncode == 0
    check = check_project(p, tmp_path / "bench")
    hangs = _Cand("hangs", COUNTER.replace("else if (count == 8'd199)", "else if (count == 8'd100)"))
    w = DeepSearch(check.design, check.bench, workers=1, wall=60.0, steps=300, seed=3)([hangs])["hangs"]
    assert w.steps == 103   # count k - 1 at step k: 101 on the clean design, 0 on the mutant, at step 102
    limit = 3 * check.clean.end_time + 1000
    assert check.bench.run({hangs.file: hangs.text}, sim_limit=limit).status == "timeout"   # the original hangs
    o = Outcome(hangs, testbench="timeout", formal=Verdict(DISTINGUISHABLE, w.steps - 1), witness=w)
    run = ProjectRun(check, None, [o], Options())
    replay_witnesses(run, 1, lambda *_: None)
    assert o.augmented == "observable" and "directed phase" in o.augmented_detail

    # a witness that does not tell them apart within the phase: the hang is what the run says
    short = type(w)(w.model, 50, {k: v[:50] for k, v in w.inputs.items()}, {k: v[:50] for k, v in w.clean.items()},
                    {k: v[:50] for k, v in w.mutant.items()}, dict(w.widths), seed=3)
    o2 = Outcome(hangs, testbench="timeout", formal=Verdict(DISTINGUISHABLE, 49), witness=short)
    replay_witnesses(ProjectRun(check, None, [o2], Options()), 1, lambda *_: None)
    assert o2.augmented == "timeout"


def test_a_long_seeded_witness_leaves_the_reference_model_stimuli_at_once():
    """A deep search's witness is 100,000 cycles of Icarus's $random, not recorded inputs: it is left out of the
    refmodel task's stimuli (reading it as recorded inputs took quadratic time: the benchmark stalled on RTLLM's
    calendar), and a recorded witness beside it is kept."""
    import time

    from svafam.projects.tasks import _stimuli
    from svafam.projects.witness import Witness

    meta = {"reset": {"name": "rst", "active": "high"}, "clock": {"name": "clk"},
            "inputs": [{"name": "a", "width": 1}, {"name": "b", "width": 4}]}
    seeded = Witness("cycle", 100_000, seed=7)
    recorded = Witness("cycle", 3, inputs={"a": [1, 0, 1], "b": [2, 3, None]})
    start = time.monotonic()
    doc = _stimuli(meta, [("m1", seeded), ("m2", recorded)], "proj")
    assert time.monotonic() - start < 5
    named = [s for s in doc["stimuli"] if s["name"].startswith("witness")]
    assert [s["name"] for s in named] == ["witness m2"]
    assert named[0]["cycles"] == [[1, 1, 2], [0, 0, 3], [0, 1, 0]]


def test_the_stored_witness_keeps_the_seed_that_leaves_it_out_of_the_stimuli():
    """``project tasks`` reads witnesses back from the mutation output: a seeded one must come back seeded
    (the VCD form lost the seed, and calendar's refmodel task got 1.5 million recorded cycles of $random)."""
    import pytest

    from svafam.projects.tasks import _stimuli
    from svafam.projects.witness import Witness, from_json, to_json

    meta = {"reset": {"name": "rst", "active": "high"}, "clock": {"name": "clk"},
            "inputs": [{"name": "a", "width": 1}]}
    seeded = Witness("cycle", 4, inputs={"rst": [1, 0, 0, 0], "a": [0, 1, None, 1]},
                     clean={"y": [0, 0, 1, 1]}, mutant={"y": [0, 0, 1, 0]},
                     widths={"inputs.rst": 1, "inputs.a": 1, "clean.y": 1, "mutant.y": 1}, seed=2026)
    back = from_json(to_json(seeded))
    assert back == seeded and back.seed == 2026
    doc = _stimuli(meta, [("m1", back)], "proj")
    assert not [s for s in doc["stimuli"] if s["name"].startswith("witness")]
    # planted: a stored witness whose signals disagree with its step count is refused, not half read
    broken = to_json(seeded).replace('"steps":4', '"steps":5')
    with pytest.raises(ValueError, match="not a witness"):
        from_json(broken)


def test_the_augmented_testbench_plays_a_seeded_run_once_at_its_longest():
    """Witnesses one seeded search found are prefixes of one random run: the project's augmented testbench
    plays the longest of each seed (calendar's 1.4 million cycles of phases were mostly the same day replayed);
    recorded witnesses and other seeds are all kept."""
    from svafam.projects.directed import without_prefixes
    from svafam.projects.witness import Witness

    day, hour, other = Witness("cycle", 86401, seed=7), Witness("cycle", 3601, seed=7), Witness("cycle", 50, seed=8)
    solver = [Witness("cycle", 3), Witness("cycle", 3)]
    kept = without_prefixes([hour, solver[0], day, other, solver[1], Witness("cycle", 86401, seed=7)])
    assert kept == [solver[0], day, other, solver[1]]
    assert kept[1] is day


EDGE_COUNTER = COUNTER.replace("output wrap);\n  assign wrap = count == 8'd199;",
                               "output reg wrap);\n  always @(posedge clk) wrap <= count == 8'd198;")


def test_a_timing_mutant_200_cycles_deep_is_found_in_the_clock_accurate_model(tmp_path):
    """A Timing operator's mutant needs the clock-accurate (edge) model: ``wrap`` registered on the falling edge
    rises half a cycle early, first when the count reaches 198. The search plays the edge model's steps (the clock
    toggling every step, the reset held three steps) and the witness, replayed by the same loop, is observed."""
    from svafam.projects.miter import EDGE

    check = _project(tmp_path, EDGE_COUNTER)
    flipped = _Cand("flipped", EDGE_COUNTER.replace("always @(posedge clk) wrap", "always @(negedge clk) wrap"))
    same = _Cand("same", EDGE_COUNTER.replace("wrap <= count == 8'd198", "wrap <= 8'd198 == count"))
    search = DeepSearch(check.design, check.bench, workers=2, wall=60.0, steps=400, seed=7)
    found = search([flipped, same], EDGE)
    assert set(found) == {"flipped"}
    w = found["flipped"]
    assert w.model == EDGE and w.seed == 7 and w.inputs["clk"][:4] == [0, 1, 0, 1]
    first = w.first_difference(3)
    assert first == w.steps - 1 and 390 < first < 410   # count 198 is reached about 199 cycles in
    assert w.clean["wrap"][first] == 0 and w.mutant["wrap"][first] == 1
    phase = phase_module(check.design, [w], precision=check.bench.timescale or "1ns",
                         dut_unit=check.bench.dut_unit or "1ns")
    assert "$random(svafam_seed)" in phase and phase.count("force") < 20
    clean = check.bench.run(directed=phase)
    mutant = check.bench.run({flipped.file: flipped.text}, directed=phase)
    assert clean.status == mutant.status == "ok"
    assert first_difference(clean.rows[:w.steps], mutant.rows[:w.steps]) is not None


def test_a_reset_mutant_is_found_by_a_reset_within_the_screen(tmp_path):
    """A mutant that leaves the count out of the reset is equal from the start state (the count starts at zero
    anyway): only a reset of a state that is not zero tells it apart. The seeded stimulus asserts the reset again
    at each of RESET_CYCLES, the first within the screen's 1,000 cycles: the screen finds it there, and a run that
    stops before finds nothing."""
    from svafam.projects.deep_search import SCREEN_STEPS
    from svafam.projects.directed import RESET_CYCLES

    check = _project(tmp_path)
    first = RESET_CYCLES[0]
    assert first + 10 < SCREEN_STEPS
    kept = _Cand("kept", COUNTER.replace("if (rst) count <= 8'd0;", "if (rst) count <= count;"))
    assert DeepSearch(check.design, check.bench, workers=1, wall=120.0, steps=first - 5, seed=7)([kept]) == {}
    found = DeepSearch(check.design, check.bench, workers=1, wall=120.0, steps=SCREEN_STEPS, seed=7)([kept])
    w = found["kept"]
    # the reset cycle clears the clean count at its end: the first difference is the step after
    assert w.steps == first + 2 and w.clean["count"][-1] == 0 and w.mutant["count"][-1] != 0
    phase = phase_module(check.design, [w], precision=check.bench.timescale or "1ns",
                         dut_unit=check.bench.dut_unit or "1ns")
    clean = check.bench.run(directed=phase, wall=120.0)
    mutant = check.bench.run({kept.file: kept.text}, directed=phase, wall=120.0)
    assert first_difference(clean.rows[:w.steps], mutant.rows[:w.steps]) is not None


BUSY_AFTER_RESET = """module wrapper(input clk, input rst, input en, output reg [7:0] count, output reg wrap);
  always @(posedge clk)
    if (rst) begin count <= 8'd0; wrap <= 1'b0; end
    else if (!wrap) begin
      if (count == 8'd25) begin count <= 8'd0; wrap <= 1'b1; end
      else count <= count + 8'd1;
    end
endmodule
"""


def test_a_register_left_out_of_the_reset_of_a_design_busy_only_after_a_reset_is_found(tmp_path):
    """The design counts for 26 cycles after a reset, then idles in its reset state: a count left out of the reset
    differs only when a reset cuts a count short. The screen's resets come back 8 to 56 cycles apart after cycle
    500, so one lands while it counts (the old pair, 500 and 750, never did)."""
    from svafam.projects.deep_search import SCREEN_STEPS
    from svafam.projects.directed import RESET_CYCLES

    check = _project(tmp_path, BUSY_AFTER_RESET)
    kept = _Cand("kept", BUSY_AFTER_RESET.replace("if (rst) begin count <= 8'd0;", "if (rst) begin count <= count;"))
    found = DeepSearch(check.design, check.bench, workers=1, wall=60.0, steps=SCREEN_STEPS, seed=7)([kept])
    w = found["kept"]
    assert RESET_CYCLES[0] < w.steps < RESET_CYCLES[0] + 100
    assert w.clean["count"][-1] != w.mutant["count"][-1]

def test_a_mutants_run_ends_with_its_first_difference_and_finds_the_same_witness(tmp_path):
    """The clean run's outputs are the table a mutant's run is held against: the run ends with the first step
    whose outputs differ, the row the witness is cut at, so the witness is the one the whole run gives. An
    equivalent rewrite runs every step; a table with one planted wrong value stops the clean design itself at it."""
    from svafam.projects.deep_search import EXPECTED_TABLE, expected_of, expected_text, search_phase

    check = _project(tmp_path)
    early = _Cand("early", COUNTER.replace("else if (count == 8'd199)", "else if (count == 8'd198)"))
    same = _Cand("same", COUNTER.replace("else if (count == 8'd199)", "else if (count >= 8'd199)"))
    rows_of: dict[str, int] = {}
    real = check.bench.run

    def counted(overrides=None, **kw):
        r = real(overrides, **kw)
        if overrides:
            rows_of[next(iter(overrides.values()))] = len(r.rows)
        return r

    check.bench.run = counted
    whole = DeepSearch(check.design, check.bench, workers=1, wall=60.0, steps=400, seed=7, stop_early=False)
    full = whole([early, same])
    assert rows_of == {early.text: 400, same.text: 400}
    rows_of.clear()
    cut = DeepSearch(check.design, check.bench, workers=1, wall=60.0, steps=400, seed=7)([early, same])
    assert cut == full and set(cut) == {"early"}
    assert rows_of == {early.text: 201, same.text: 400}      # 201: the witness's steps, its last the difference

    # planted: the clean table with step 50's count changed; the clean design stops there, and not before
    clean = real(directed=search_phase(check.design, whole._stimulus("cycle"), precision="1ns", dut_unit="1ns"),
                 dump=False)
    table = expected_of(check.design, clean.rows, "cycle")
    assert table is not None and len(table.lines) == 400
    lines = list(table.lines)
    lines[50] = ("1" if lines[50][0] == "0" else "0") + lines[50][1:]
    planted = type(table)(tuple(lines), table.width, table.first)
    phase = search_phase(check.design, whole._stimulus("cycle"), precision="1ns", dut_unit="1ns", expected=planted)
    stopped = real(directed=phase, dump=False, side={EXPECTED_TABLE: expected_text(planted)})
    assert stopped.status == "ok" and len(stopped.rows) == 51 and stopped.rows == clean.rows[:51]
    # a table that did not load (cut short: no closing line of ones) cuts nothing short
    torn = "\n".join(planted.lines[:100]) + "\n"
    whole_run = real(directed=phase, dump=False, side={EXPECTED_TABLE: torn})
    assert whole_run.status == "ok" and whole_run.rows == clean.rows


def test_a_difference_in_the_reset_cycle_does_not_end_the_run(tmp_path):
    """The run is held against the table only from the first step the miter compares: a mutant whose output differs
    in the reset cycle (not compared) and again 200 cycles later gets the later witness, not a run cut at step 0."""
    check = _project(tmp_path)
    both = _Cand("both", COUNTER.replace("assign wrap = count == 8'd199;", "assign wrap = rst | (count == 8'd199);")
                 .replace("else if (count == 8'd199)", "else if (count == 8'd198)"))
    found = DeepSearch(check.design, check.bench, workers=1, wall=60.0, steps=400, seed=7)([both])
    assert found["both"].steps == 201 and found["both"].mutant["wrap"][0] == 1


def test_a_clean_run_whose_rows_are_not_the_outputs_makes_no_table(tmp_path):
    """The table is built from what the clean run wrote: a row with a field of the wrong width, a character that is
    no 4-state bit, a missing or extra field, or a table past the size cap gives no table (the runs go uncut), never
    a wrong one or an exception."""
    from svafam.projects import deep_search
    from svafam.projects.deep_search import expected_of

    check = _project(tmp_path)
    good = [("0", "1", "0", "00000000", "0"), ("1", "0", "1", "00000001", "0")]
    assert expected_of(check.design, good, "cycle").lines == ("000000000", "000000010")
    for bad in [("1", "0", "1", "0000001", "0"), ("1", "0", "1", "0000000q", "0"), ("1", "0", "1", "00000001"),
                ("1", "0", "1", "00000001", "0", "1"), ("1", "0", "1", "0000000" + "(" * 50_000, "0")]:
        assert expected_of(check.design, [good[0], bad], "cycle") is None
    assert expected_of(check.design, [], "cycle") is None
    cap = deep_search.MAX_EXPECTED_BITS
    try:
        deep_search.MAX_EXPECTED_BITS = 17
        assert expected_of(check.design, good, "cycle") is None   # 2 rows of 9 bits
    finally:
        deep_search.MAX_EXPECTED_BITS = cap


def test_of_a_killed_run_only_the_directed_phases_rows_are_read(tmp_path):
    """A run killed at its wall-clock limit (here: a mutant that spins, in zero time, once the original stimulus
    starts): the rows of the directed phase it played first are read, for the replay to judge; the ports' VCD
    (or the testbench's trace) is not, which a run that never ends may have filled with gigabytes. Read, it gave
    the rows of the original stimulus up to the spin as well."""
    check = _project(tmp_path)
    early = _Cand("early", COUNTER.replace("else if (count == 8'd199)", "else if (count == 8'd198)"))
    w = DeepSearch(check.design, check.bench, workers=1, wall=60.0, steps=400, seed=7)([early])["early"]
    phase = phase_module(check.design, [w], precision=check.bench.timescale or "1ns",
                         dut_unit=check.bench.dut_unit or "1ns")
    clean = check.bench.run(directed=phase)
    # `seen` is set when the phase reaches the count 199; the original stimulus's count of 30 then spins
    spins = COUNTER.replace("endmodule", "  reg seen = 1'b0;\n"
                            "  always @(posedge clk) if (count == 8'd199) seen <= 1'b1;\n"
                            "  always @(posedge clk) if (seen && count == 8'd30) while (1'b1) seen = 1'b1;\n"
                            "endmodule")
    killed = check.bench.run({"wrapper.v": spins}, directed=phase, wall=3.0)
    assert killed.status == "timeout" and clean.status == "ok"
    assert len(killed.rows) == w.steps < len(clean.rows)   # the phase's rows only, one a step of the witness
    assert killed.rows == clean.rows[:w.steps]
    # without a phase nothing is read (here the count of 30 spins whatever came before)
    alone = check.bench.run({"wrapper.v": spins.replace("if (seen && count", "if (count")}, wall=3.0)
    assert alone.status == "timeout" and alone.rows == []
