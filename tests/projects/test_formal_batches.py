"""A batch proof that fails names the mutants its counterexample tells apart; the rest stays one proof.

The design counts to 29 and wraps; the cover (depth 4 here, no screen) sees no difference
of any mutant, so the three are proved together.
``early`` wraps at 28: PDR's counterexample of the batch names it, and with the deep limit
set below its step the counterexample itself is its witness. The two equivalent rewrites
must then be proved equivalent *together*, in one more batch proof, not one proof each;
and the witness must really tell ``early`` apart.
"""

from __future__ import annotations

import re

from svafam.engine import discover, open_executor
from svafam.projects import formal_tasks
from svafam.projects.candidates import Candidate
from svafam.projects.check import check_project
from svafam.projects.formal import ProjectRetention
from tests.projects.test_check import needs_icarus, svafam

pytestmark = needs_icarus

DESIGN = """module wrap(input clk, input rst, output reg [4:0] count, output top);
  assign top = count == 5'd29;
  always @(posedge clk)
    if (rst) count <= 5'd0;
    else if (count == 5'd29) count <= 5'd0;
    else count <= count + 5'd1;
endmodule
"""

BENCH = """`timescale 1ns/1ns
module tb; reg clk = 0, rst = 1; wire [4:0] count; wire top;
  wrap dut(.clk(clk), .rst(rst), .count(count), .top(top));
  always #5 clk = !clk;
  initial begin #12 rst = 0; #60 $finish; end
endmodule
"""


def _cand(cid: str, text: str) -> Candidate:
    return Candidate(cid, "wrap", "wrap.v", "ExprUpdate", "", 1, "", text, "")


def checked_wrap(tmp_path, design: str = DESIGN, bench: str = BENCH):
    """``check`` of a project ``wrap`` (``tmp_path/wrap``) of the design and its testbench, after ``init``."""
    p = tmp_path / "wrap"
    p.mkdir()
    (p / "wrap.v").write_text(design)
    (p / "tb.v").write_text(bench)
    assert svafam("project", "init", str(p), "--top", "wrap", "--testbench", "tb.v", "--observe",
                  "vcd").returncode == 0
    return check_project(p, tmp_path / "bench")


def test_a_failing_batch_proof_takes_out_what_it_names_and_proves_the_rest_together(tmp_path, monkeypatch):
    check = checked_wrap(tmp_path)
    early = _cand("early", DESIGN.replace("else if (count == 5'd29)", "else if (count == 5'd28)"))
    same = _cand("same", DESIGN.replace("else if (count == 5'd29)", "else if (count >= 5'd29)"))
    also = _cand("also", DESIGN.replace("assign top = count == 5'd29;", "assign top = count >= 5'd29;"))
    monkeypatch.setattr(formal_tasks, "MAX_DEEP", 8)   # deeper than this, the counterexample is the witness
    retention = ProjectRetention(check.design, tmp_path / "formal", check.design.model, depth=3)
    jobs = []
    with open_executor("local", discover(), workers=2) as executor:
        verdicts = retention.run(executor, [early, same, also], lambda spec, _o: jobs.append(spec.key))
    assert verdicts["early"].status == "distinguishable" and verdicts["early"].job == "prove-counterexample"
    assert verdicts["same"].status == verdicts["also"].status == "equivalent"
    assert verdicts["same"].job == verdicts["also"].job == "prove-again"
    assert not [k for k in jobs if "prove-single" in k]
    w = retention.witnesses["early"]
    assert w.first_difference(1) is not None and w.steps >= 29


ENABLED = DESIGN.replace("module wrap(input clk, input rst,", "module wrap(input clk, input rst, input en,") \
    .replace("else count <= count + 5'd1;", "else if (en) count <= count + 5'd1;")
ENABLED_BENCH = BENCH.replace("reg clk = 0, rst = 1;", "reg clk = 0, rst = 1, en = 1;") \
    .replace(".rst(rst),", ".rst(rst), .en(en),")


def test_the_screen_tells_the_cover_how_deep_to_go_and_the_cover_finds_the_shortest_witness(tmp_path):
    """With a screen, no batch is covered to the full depth: ``early`` differs first when the count reaches 28 with
    the enable held (step 30 of the shortest trace); the random screen finds it later, and the cover, only as deep
    as that, finds the shortest. The equivalent rewrite, which no simulation tells apart, is proved."""
    from svafam.projects.deep_search import DeepSearch

    check = checked_wrap(tmp_path, ENABLED, ENABLED_BENCH)
    early = _cand("early", ENABLED.replace("else if (count == 5'd29)", "else if (count == 5'd28)"))
    same = _cand("same", ENABLED.replace("else if (count == 5'd29)", "else if (count >= 5'd29)"))
    retention = ProjectRetention(check.design, tmp_path / "formal", check.design.model, depth=40)
    retention.screen = DeepSearch(check.design, check.bench, workers=2, wall=60.0, steps=1000, seed=5)
    screened = retention.screen([early], "cycle")["early"]
    jobs = []
    with open_executor("local", discover(), workers=2) as executor:
        verdicts = retention.run(executor, [early, same], lambda spec, _o: jobs.append(spec.key))
    assert verdicts["early"].status == "distinguishable" and verdicts["early"].job == "cover-known"
    assert verdicts["early"].step < screened.steps - 1       # shorter than the random run's
    assert retention.witnesses["early"].first_difference(1) == 30   # count k - 1 at step k: 28 wraps at 30
    assert verdicts["same"].status == "equivalent"
    assert not [k for k in jobs if k.split("/")[-1].startswith("cover_")]   # nothing covered to the full depth


def test_a_cover_that_times_out_spares_the_deeper_ones(tmp_path, monkeypatch):
    """Every cover that would shorten the screen's witnesses times out here (a limit of a hundredth of a second):
    the deeper batches wait for the shallowest, and once it has timed out they run no job; their members keep the
    simulation's witnesses, marked as not the shortest."""
    from svafam.projects.deep_search import DeepSearch

    check = checked_wrap(tmp_path, ENABLED, ENABLED_BENCH)
    early = [_cand(f"early{k}", ENABLED.replace("else if (count == 5'd29)", f"else if (count == 5'd{k})"))
             for k in range(22, 28)]
    monkeypatch.setattr(formal_tasks, "KNOWN_COVER_SECONDS", 0.01)
    retention = ProjectRetention(check.design, tmp_path / "formal", check.design.model, depth=40, batch_size=2)
    retention.screen = DeepSearch(check.design, check.bench, workers=2, wall=60.0, steps=1000, seed=5)
    jobs = []
    with open_executor("local", discover(), workers=2) as executor:
        verdicts = retention.run(executor, early, lambda spec, _o: jobs.append(spec.key))
    assert all(v.status == "distinguishable" and v.job == "screen" and "not the shortest" in v.engine
               for v in verdicts.values()), verdicts
    covers = [k for k in jobs if "/cover-known_" in k]
    assert len(covers) == 1, covers        # three batches, each deeper than the last: two never started


def test_a_witness_deeper_than_any_cover_stands_without_a_proof(tmp_path, monkeypatch):
    """The screen's difference lies deeper than any cover goes (MAX_DEEP lowered to 8): the cover to the depth
    does not reach it, as expected, and the simulation's witness stands; no proof runs for it."""
    from svafam.projects.deep_search import DeepSearch

    check = checked_wrap(tmp_path, ENABLED, ENABLED_BENCH)
    early = _cand("early", ENABLED.replace("else if (count == 5'd29)", "else if (count == 5'd28)"))
    monkeypatch.setattr(formal_tasks, "MAX_DEEP", 8)
    retention = ProjectRetention(check.design, tmp_path / "formal", check.design.model, depth=3)
    retention.screen = DeepSearch(check.design, check.bench, workers=2, wall=60.0, steps=1000, seed=5)
    jobs = []
    with open_executor("local", discover(), workers=2) as executor:
        verdicts = retention.run(executor, [early], lambda spec, _o: jobs.append(spec.key))
    assert verdicts["early"].status == "distinguishable" and verdicts["early"].job == "screen", verdicts["early"]
    assert [k.split("/")[-1].split("_")[0] for k in jobs] == ["cover-known"]
    assert retention.witnesses["early"].first_difference(1) >= 30


def test_proof_batches_follow_the_candidates_order_not_the_covers(tmp_path):
    """Streamed covers come back in any order; the batches proved after them are made in the candidates' order, so
    which mutants share a proof does not depend on which cover finished first."""
    check = checked_wrap(tmp_path)
    cands = [_cand(f"m{k}", DESIGN.replace("5'd29;", f"5'd{20 + k};")) for k in range(4)]
    retention = ProjectRetention(check.design, tmp_path / "formal", check.design.model, batch_size=2)
    retention.start(cands)
    retention._phase = "cover"
    retention._pending = {"cycle": [cands[3], cands[1], cands[2], cands[0]]}   # as the covers came back
    batches = [[c.id for c in task.members] for _spec, task in retention.next_jobs()]
    assert batches == [["m0", "m1"], ["m2", "m3"]]


def test_a_wide_design_covers_what_the_screen_missed_then_proves_one_mutant_a_job(tmp_path, monkeypatch):
    """A wide design (the bound lowered so this counter is one): what the screen did not tell apart (here it tells
    nothing apart) is covered to the depth first, so ``early`` gets its shortest witness from that cover and no
    proof; the two equivalent rewrites are proved one a job, never in a batch."""
    check = checked_wrap(tmp_path, ENABLED, ENABLED_BENCH)
    early = _cand("early", ENABLED.replace("else if (count == 5'd29)", "else if (count == 5'd28)"))
    same = _cand("same", ENABLED.replace("else if (count == 5'd29)", "else if (count >= 5'd29)"))
    also = _cand("also", ENABLED.replace("assign top = count == 5'd29;", "assign top = count >= 5'd29;"))
    monkeypatch.setattr(formal_tasks, "WIDE_STATE_BITS", 0)
    retention = ProjectRetention(check.design, tmp_path / "formal", check.design.model, depth=40)
    assert retention.wide
    retention.screen = lambda members, model: {}
    sizes = {}

    def members(spec, _outcome) -> None:   # the job's title: "<project>: <phase> of <n> mutants (...)"
        title = (retention.work / spec.sby_file).read_text().splitlines()[0]
        phase, n = re.search(r": (\S+) of (\d+) mutants", title).groups()
        sizes.setdefault(phase, []).append(int(n))

    with open_executor("local", discover(), workers=2) as executor:
        verdicts = retention.run(executor, [early, same, also], members)
    assert verdicts["early"].status == "distinguishable" and verdicts["early"].job == "cover-rest", verdicts["early"]
    assert retention.witnesses["early"].first_difference(1) == 30
    assert verdicts["same"].status == verdicts["also"].status == "equivalent"
    assert sorted(sizes) == ["cover-rest", "prove"], sizes
    assert sizes["prove"] == [1, 1], sizes   # one job each


def test_a_wide_design_whose_covers_time_out_proves_instead(tmp_path, monkeypatch):
    """The covers of the rest are a shortcut: every one times out here (a limit of a hundredth of a second, one
    mutant a batch), and the mutants go on to the proofs, decided there, none ``unknown``; after the first two
    (run together) time out, the third runs no job."""
    check = checked_wrap(tmp_path, ENABLED, ENABLED_BENCH)
    early = _cand("early", ENABLED.replace("else if (count == 5'd29)", "else if (count == 5'd28)"))
    same = _cand("same", ENABLED.replace("else if (count == 5'd29)", "else if (count >= 5'd29)"))
    also = _cand("also", ENABLED.replace("assign top = count == 5'd29;", "assign top = count >= 5'd29;"))
    monkeypatch.setattr(formal_tasks, "WIDE_STATE_BITS", 0)
    monkeypatch.setattr(formal_tasks, "KNOWN_COVER_SECONDS", 0.01)
    retention = ProjectRetention(check.design, tmp_path / "formal", check.design.model, depth=40, batch_size=1)
    retention.screen = lambda members, model: {}
    jobs = []
    with open_executor("local", discover(), workers=2) as executor:
        verdicts = retention.run(executor, [early, same, also], lambda spec, _o: jobs.append(spec.key))
    assert verdicts["early"].status == "distinguishable" and verdicts["early"].job == "deep", verdicts["early"]
    assert verdicts["same"].status == verdicts["also"].status == "equivalent"
    assert len([k for k in jobs if "/cover-rest_" in k]) == 2, jobs


def test_a_proof_that_times_out_after_a_cover_to_the_depth_is_unknown_without_covering_again(tmp_path):
    """The cover to the depth already ran for a mutant whose proof times out: it is ``unknown``, bounded at that
    depth, with no second cover. A mutant no cover bounded still gets its bound cover."""
    from svafam.engine import JobOutcome
    from svafam.projects.formal_tasks import Task

    check = checked_wrap(tmp_path)
    covered, bare = _cand("covered", DESIGN), _cand("bare", DESIGN)
    retention = ProjectRetention(check.design, tmp_path / "formal", check.design.model, depth=5)
    retention.start([covered, bare])
    cover = Task("cover", "cover", "cycle", [covered], formal_tasks.cover_depth("cycle", 5))
    assert retention._cover_read(cover, JobOutcome("FAIL", unreached_covers=["D_covered"])) == []
    timeout = JobOutcome("TIMEOUT")
    retention._proof_done(Task("prove", "assert", "cycle", [covered], 5), timeout)
    retention._proof_done(Task("prove", "assert", "cycle", [bare], 5), timeout)
    v = retention.verdicts["covered"]
    assert v.status == "unknown" and "no difference within 6 steps" in v.message, v
    assert "bare" not in retention.verdicts
    assert [(t.phase, [c.id for c in t.members]) for t in retention._singles()] == [("bound", ["bare"])]


def test_a_cover_of_the_rest_that_errs_sends_its_mutants_to_the_proofs_and_starts_one_more(tmp_path, monkeypatch):
    """A tool error in a cover of the rest is no verdict: its mutants wait for the proofs, and one queued cover
    (not two) takes its place."""
    from svafam.engine import JobOutcome
    from svafam.projects.formal_tasks import Task

    check = checked_wrap(tmp_path)
    cands = [_cand(f"m{k}", DESIGN) for k in range(3)]
    retention = ProjectRetention(check.design, tmp_path / "formal", check.design.model, depth=5)
    retention.start(cands)
    depth = formal_tasks.cover_depth("cycle", 5)
    tasks = [Task("cover-rest", "cover", "cycle", [c], depth) for c in cands]
    retention._covers.add(tasks)
    assert retention._next_known() == tasks[:2]   # two slots
    more = retention._cover_done(tasks[0], JobOutcome("ERROR"))
    assert [[c.id for c in t.members] for t in more] == [["m2"]]
    assert [c.id for c in retention._pending["cycle"]] == ["m0"] and not retention.verdicts
    assert "m0" not in retention._bounded


def _screened_wrap(tmp_path):
    from svafam.projects.deep_search import DeepSearch

    check = checked_wrap(tmp_path, ENABLED, ENABLED_BENCH)
    early = _cand("early", ENABLED.replace("else if (count == 5'd29)", "else if (count == 5'd28)"))
    # depth 3: the cover to the depth (4 steps) cannot reach early's difference at step 30; the screen's can
    retention = ProjectRetention(check.design, tmp_path / "formal", check.design.model, depth=3)
    retention.screen = DeepSearch(check.design, check.bench, workers=2, wall=60.0, steps=1000, seed=5)
    return retention, early


def _lose_traces(monkeypatch, how_many: int | None) -> list:
    """The trace of ``early`` read as missing, the first ``how_many`` times (None: always)."""
    real, calls = ProjectRetention._witness, []

    def witness(self, path, cand, model):
        calls.append(cand.id)
        if how_many is None or len(calls) <= how_many:
            return None
        return real(self, path, cand, model)

    monkeypatch.setattr(ProjectRetention, "_witness", witness)
    return calls


def test_a_reached_cover_whose_trace_is_lost_is_covered_alone_as_deep_as_it_went(tmp_path, monkeypatch):
    """Measured on keccak: a batch cover to the screen's step reached a mutant, its trace did not come back, and
    the cover alone went only to the depth (44 steps), short of the difference: ``unknown``. It must go as deep as
    the cover that reached it, and find the same shortest witness."""
    retention, early = _screened_wrap(tmp_path)
    calls = _lose_traces(monkeypatch, 1)
    jobs = []
    with open_executor("local", discover(), workers=2) as executor:
        verdicts = retention.run(executor, [early], lambda spec, _o: jobs.append(spec.key))
    assert len(calls) == 2 and [k for k in jobs if "/trace_" in k], jobs
    assert verdicts["early"].status == "distinguishable" and verdicts["early"].job == "trace", verdicts["early"]
    assert retention.witnesses["early"].first_difference(1) == 30   # the shortest, as the cover found it


def test_a_reached_difference_with_no_trace_at_all_keeps_the_simulations_witness(tmp_path, monkeypatch):
    """No trace comes back from any cover: the screen's witness (concrete, replayed later) stands rather than
    ``unknown``, marked as not the shortest."""
    retention, early = _screened_wrap(tmp_path)
    _lose_traces(monkeypatch, None)
    with open_executor("local", discover(), workers=2) as executor:
        verdicts = retention.run(executor, [early])
    v = verdicts["early"]
    assert (v.status, v.job) == ("distinguishable", "screen") and "not the shortest" in v.engine, v
    assert retention.witnesses["early"].first_difference(1) is not None
