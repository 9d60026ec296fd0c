"""Three behaviours of the SVA scorer the red team found (issue 34), settled (docs/scoring.md):

* a response with syntax errors passed on its well-formed assertions: now nothing of it is scored;
* an immediate ``assert`` inside an ``always`` block was dropped without a word: now it is named as not scored;
* a NUL byte: tools disagree on what follows it, so a response holding one is refused.
"""

from __future__ import annotations

import pytest

from svafam.scoring.limits import Limits
from svafam.scoring.reading import NOT_COMPILED, read_response
from tests.scoring_helpers import TASK, one_family_dataset, score

GOOD = "A1: assert property (@(posedge clk) disable iff (rst) kick |=> since_kick == 4'd0);\n"
OTHER = "A2: assert property (@(posedge clk) disable iff (rst) kick |-> ##1 since_kick == 0);\n"


@pytest.fixture(scope="module")
def dataset(tmp_path_factory):
    return one_family_dataset(tmp_path_factory.mktemp("holes"))


def test_a_response_with_syntax_errors_scores_nothing(dataset):
    task = dataset[2][TASK]
    r = read_response(GOOD + "this is not SystemVerilog ;;;\n" + OTHER, task, Limits())
    assert r.read and not r.syntax_valid and r.syntax_errors
    assert r.properties == [] and r.extracted == 2
    assert [(u["id"], u["construct"]) for u in r.unsupported] == [("A1", NOT_COMPILED), ("A2", NOT_COMPILED)]
    clean = read_response(GOOD + OTHER, task, Limits())
    assert clean.syntax_valid and [p.id for p in clean.properties] == ["A1", "A2"]


@pytest.mark.slow  # the test above shows why: with no property read, nothing can pass
def test_it_does_not_pass(dataset, toolchain, tmp_path):
    _dataset, _splits, tasks = dataset
    gold = tasks[TASK].reference_sva
    records, _ = score(tmp_path, tasks, [{"task_id": TASK, "response": gold, "sample": 0},
                                         {"task_id": TASK, "response": gold + "\nmodule ;;; garbage\n", "sample": 1}],
                       toolchain)
    assert [r["passes"] for r in records] == [True, False]
    assert not records[1]["syntax_valid"] and records[1]["properties"] == []


def test_an_immediate_assert_in_an_always_block_is_named_not_dropped(dataset):
    task = dataset[2][TASK]
    r = read_response("always @(posedge clk) if (kick) assert (since_kick == 4'd0);\n"
                      "always @(posedge clk) cover (kick);\n" + GOOD, task, Limits())
    assert r.syntax_valid and [p.id for p in r.properties] == ["A1"] and r.extracted == 3
    assert [u["construct"].split(":")[0] for u in r.unsupported] == ["ImmediateAssertStatement is not scored",
                                                                      "ImmediateCoverStatement is not scored"]
    assert "assert property" in r.unsupported[0]["construct"]


@pytest.mark.parametrize("where", ["\0" + GOOD + OTHER, GOOD + "\0" + OTHER, GOOD + OTHER + "\0",
                                   GOOD + "// a comment \0 with a NUL\n" + OTHER])
def test_a_nul_byte_is_refused_wherever_it_is(dataset, where):
    r = read_response(where, dataset[2][TASK], Limits())
    assert not r.read and r.properties == [] and "NUL byte refused" in r.refused[0]
