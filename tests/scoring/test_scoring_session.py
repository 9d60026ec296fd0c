"""The scorer's questions answered in solver sessions: the same records as the SBY jobs, and each planted
fault in the sessions' reasoning makes them differ (so the comparison is a real check)."""

from __future__ import annotations

from dataclasses import replace

import pytest

import svafam.scoring.session.answer as answer_module
import svafam.scoring.session.model as model_module
from svafam.engine import btor_states
from svafam.engine.btor import read_btor
from svafam.engine.model_compiler import ModelCompiler, ModelError
from svafam.scoring.session import SessionRunner, Unanswerable

from tests.mutated_answers import mutated_lines
from tests.scoring_helpers import FAMILY, one_family_dataset, score
from tests.scoring.test_scoring_gaming import GAMING, assert_gaming_scores_zero, assert_gold_scores_full, gaming_lines, gold_lines


def strip(records: list[dict]) -> list[dict]:
    """Records without the counterexample files (the sessions keep none)."""
    out = []
    for r in records:
        r = dict(r, properties=[{k: v for k, v in p.items() if k != "trace"} for p in r["properties"]])
        out.append(r)
    return out


@pytest.fixture(scope="module")
def tasks(tmp_path_factory):
    return one_family_dataset(tmp_path_factory.mktemp("session"))[2]


@pytest.fixture(scope="module")
def lines(tasks):
    return gold_lines(tasks) + gaming_lines() + mutated_lines([tasks[t] for t in sorted(tasks)], 6, seed=7)


@pytest.fixture(scope="module")
def by_jobs(tasks, lines, toolchain, tmp_path_factory):
    return strip(score(tmp_path_factory.mktemp("jobs"), tasks, lines, toolchain)[0])


def test_sessions_give_the_job_records(tmp_path, tasks, lines, by_jobs, toolchain):
    records, _metrics = score(tmp_path, tasks, lines, toolchain, runner=SessionRunner)
    assert strip(records) == by_jobs
    for r in records[:4]:
        assert_gold_scores_full(r)
    assert_gaming_scores_zero(dict(zip(GAMING, records[4:4 + len(GAMING)])))
    mutated = records[4 + len(GAMING):]
    assert any(p["soundness"] == "unsound" for r in mutated for p in r["properties"])   # the mix is a real one


def _session_records(tmp_path, tasks, lines, toolchain) -> tuple[list[dict], SessionRunner]:
    made = []

    def runner(executor, use_cache):
        made.append(SessionRunner(executor, use_cache=use_cache))
        return made[-1]
    records, _ = score(tmp_path, tasks, lines, toolchain, runner=runner)
    return strip(records), made[0]


def test_every_job_is_answered_in_session_but_those_on_a_mutant_with_other_ports(tmp_path, tasks, lines, toolchain):
    _records, runner = _session_records(tmp_path, tasks, lines, toolchain)
    # the pool's IOFlip mutant turned the output wd_fault into an input: the session models a design of the
    # family's interface only, so its jobs go to the executor (and give the same verdicts: test_sessions_give...)
    assert runner.fallbacks and all("the model's ports differ from the interface (missing ['wd_fault']" in why
                                    for why in runner.fallbacks), runner.fallbacks
    assert runner.stats.run == sum(runner.fallbacks.values()) and runner.in_session > 0   # the rest: asked again


def test_a_design_the_session_cannot_read_goes_to_sby(tmp_path, tasks, lines, by_jobs, toolchain, monkeypatch):
    def unreadable(self, iface, module, text):
        raise Unanswerable(f"{module}: planted")
    monkeypatch.setattr(model_module.Models, "design", unreadable)
    records, runner = _session_records(tmp_path, tasks, lines[:5], toolchain)
    assert records == by_jobs[:5]
    assert runner.stats.run > 0 and any("planted" in why for why in runner.fallbacks)


# --- planted faults: each breaks one step of the sessions' reasoning; the records then differ -----------

def test_planted_window_from_any_state_is_caught(tmp_path, tasks, lines, by_jobs, toolchain, monkeypatch):
    # every register state, not only those the design reaches: properties that hold only on reachable
    # states (the count never passes 8) look unsound
    monkeypatch.setattr(model_module.DesignModel, "reachable",
                        lambda self, tm: list(range(1 << sum(r.const.sort().bv_size() for r in self.registers))))
    records, _ = _session_records(tmp_path, tasks, lines, toolchain)
    assert records != by_jobs


def test_planted_coverage_without_assumptions_is_caught(tmp_path, tasks, lines, by_jobs, toolchain, monkeypatch):
    real = answer_module.Contexts.answer
    monkeypatch.setattr(answer_module.Contexts, "answer", lambda self, q: real(self, replace(q, assumed=())))
    records, _ = _session_records(tmp_path, tasks, lines, toolchain)
    assert records != by_jobs
    assert records[0]["gold_coverage"] < 1.0   # the gold implies nothing when nothing is assumed


def test_planted_proof_without_its_window_is_caught(tmp_path, tasks, lines, by_jobs, toolchain, monkeypatch):
    # a proof that only looks at the first cycles from reset: a property failing later (once the count
    # has run up) is judged sound
    monkeypatch.setattr(answer_module.Context, "window", lambda self: answer_module.Trace(
        self.terms, self.iface, "window", self.model, []))
    records, _ = _session_records(tmp_path, tasks, lines, toolchain)
    assert records != by_jobs


# --- the pieces ------------------------------------------------------------------------------------------

COUNTER = """module c(input wire clk, input wire rst, input wire up, output wire [2:0] q);
    reg [2:0] n;
    always @(posedge clk) if (rst) n <= 3'd0; else if (up && n != 3'd5) n <= n + 3'd1;
    assign q = n;
endmodule
"""


def test_model_of_a_design_and_its_reachable_states():
    import bitwuzla as bz
    compiler = ModelCompiler()
    try:
        btor = compiler.btor({"c.v": COUNTER}, "c")
        with pytest.raises(ModelError):
            compiler.btor({"bad.v": "module bad(input a); assign = ; endmodule"}, "bad")
        assert compiler.btor({"c.v": COUNTER}, "c") == btor   # the helper is started again after an error
    finally:
        compiler.close()
    tm = bz.TermManager()
    ts = read_btor(btor, tm)
    assert set(ts.inputs) >= {"rst", "up"} and set(ts.outputs) == {"q"} and ts.state_bits == 3
    # the counter stops at 5: 6 and 7 are never reached, whatever the registers start at
    assert btor_states.reachable(btor, "rst", 1) == [0, 1, 2, 3, 4, 5]
    model = model_module.DesignModel("c", ts, "rst", 1, btor)
    assert model_module._enumerate(model, tm) == [0, 1, 2, 3, 4, 5]


def test_reachable_states_agree_with_the_solver_on_the_family(tasks):
    import bitwuzla as bz
    tm = bz.TermManager()
    models = model_module.Models(tm)
    try:
        task = tasks[f"{FAMILY}/v0"]
        fdir = task.rtl_path.parent.parent
        from svafam.formal.family import load_interface
        iface = load_interface(fdir)
        for design in iface.variants + iface.mutants:
            m = models.design(iface, design.module, (fdir / design.file).read_text())
            assert btor_states.reachable(m.btor, m.reset, m.reset_value) == model_module._enumerate(m, tm)
    finally:
        models.close()


def test_what_verilog_leaves_undefined_goes_to_sby(tmp_path, tasks, toolchain):
    # a zero divisor is x in Verilog: the sessions do not guess what the solvers make of it
    lines = [{"task_id": f"{FAMILY}/v0", "sample": 0, "response":
              "assert property (@(posedge clk) disable iff (rst) kick |=> (since_kick / since_kick) == 4'd0);"}]
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    by_sby = strip(score(tmp_path / "a", tasks, lines, toolchain)[0])
    records, runner = _session_records(tmp_path / "b", tasks, lines, toolchain)
    assert records == by_sby
    assert runner.stats.run > 0 and any("divisor" in why for why in runner.fallbacks)
