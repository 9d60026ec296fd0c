"""Triviality: z3 on the lowered check and a proof on the design-free harness agree, form by form."""

from __future__ import annotations

import pytest

from svafam.engine import open_executor
from svafam.scoring import jobs
from svafam.scoring.decide import decide
from svafam.scoring.jobs import Family
from svafam.scoring.limits import Limits
from svafam.scoring.reading import read_response
from svafam.scoring.runner import JobRunner
from svafam.scoring.schedule import drive
from svafam.scoring.triviality import Z3_FORMS, trivial_by_z3, triviality
from tests.scoring_helpers import TASK, one_family_dataset

# (property, trivial?)
CASES = [
    ("kick |-> kick", True),
    ("(since_kick == 4'd3) |-> (since_kick >= 4'd3)", True),
    ("wd_fault |-> wd_fault || kick", True),
    ("kick || !kick", True),
    ("$rose(kick) |-> kick", True),
    ("$rose(kick) |-> $past(kick) == 1'b0", True),
    ("disable iff (rst) rst |-> kick", True),                  # never checked: the disable covers the antecedent
    ("$stable(since_kick) |-> since_kick == $past(since_kick)", True),
    ("kick |-> since_kick == 4'd0", False),
    ("$rose(kick) |-> $past(kick, 2) == 1'b0", False),
    ("window_open == (since_kick >= 4'd3)", False),
    ("$onehot({kick, clear_fault}) || kick == clear_fault", True),
]


@pytest.fixture(scope="module")
def setup(tmp_path_factory):
    dataset, _splits, tasks = one_family_dataset(tmp_path_factory.mktemp("triv"))
    return tasks[TASK], Family(dataset / "timer_0004")


def _props(task, bodies: list[str]):
    text = "\n".join(f"assert property (@(posedge clk) {b});" for b in bodies)
    r = read_response(text, task, Limits())
    assert len(r.properties) == len(bodies), r.unsupported
    return r.properties


def test_z3_and_the_design_free_proof_agree(setup, toolchain):
    task, fam = setup
    props = _props(task, [b for b, _ in CASES])
    assert {p.form for p in props} <= Z3_FORMS
    widths = {s.name: s.width for s in fam.iface.ports}
    by_z3 = [trivial_by_z3(p, widths) for p in props]
    with open_executor("local", toolchain) as executor:
        [proved] = drive(JobRunner(executor, use_cache=False),
                         [decide(lambda ps, template: jobs.design_free(fam, template, ps), props)])
    by_proof = [proved[p.id].holds for p in props]
    assert by_z3 == by_proof == [t for _, t in CASES]


def test_next_cycle_forms_are_decided_on_the_design_free_harness_and_no_gold_property_is_trivial(setup, toolchain):
    task, fam = setup
    props = _props(task, ["kick |=> $past(kick)", "kick |=> since_kick == 4'd0",
                          "disable iff (rst) kick |=> !$past(rst)"])
    with open_executor("local", toolchain) as executor:
        runner = JobRunner(executor, use_cache=False)
        [mine, gold] = drive(runner, [triviality(fam, props), triviality(fam, list(fam.gold))])
    assert [mine[p.id].holds for p in props] == [True, False, True]
    assert all(a.holds is False for a in gold.values()) and len(gold) == len(fam.gold)
    assert runner.stats.run >= 2   # the next-cycle properties went to jobs, not to z3
