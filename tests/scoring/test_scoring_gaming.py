"""The gaming suite: responses built to score without saying anything score 0 on the primary
metrics, the gold properties score 100% on every one, and a planted fault in each check is caught."""

from __future__ import annotations

from dataclasses import replace

import pytest

import svafam.formal.vacuity as vacuity_module
import svafam.scoring.coverage as coverage_module
import svafam.scoring.screen as screen_module
import svafam.scoring.triviality as triviality_module
from svafam.scoring.decide import Answer
from svafam.mutation.temporal import gold_kills
from tests.scoring_helpers import FAMILY, ROOT, TASK, one_family_dataset, score

GOOD = "assert property (@(posedge clk) disable iff (rst) kick |=> since_kick == 4'd0);"   # kills m2


def sva(*bodies: str) -> str:
    return "\n".join(f"assert property (@(posedge clk) {b});" for b in bodies)


GAMING = {
    "tautologies": sva("kick |-> kick", "(since_kick == 4'd3) |-> (since_kick >= 4'd3)",
                       "wd_fault |-> wd_fault || kick", "kick || !kick", "$rose(kick) |-> kick",
                       "kick |=> $past(kick)"),
    "inverted_reset": sva("disable iff (!rst) kick |=> since_kick == 4'd0",
                          "disable iff (!rst) 1'b1 |=> since_kick == 4'd0 && !wd_fault",
                          "disable iff (!rst) window_open == (since_kick >= 4'd3 && since_kick < 4'd8)"),
    "unreachable": sva("disable iff (rst) since_kick == 4'd12 |=> wd_fault",
                       "disable iff (rst) since_kick > 4'd8 |-> window_open"),
    "include": '`include "/etc/hostname"\n' + GOOD,
    "deep_nesting": sva("disable iff (rst) " + "(" * 500 + "kick" + ")" * 500 + " |=> since_kick == 4'd0"),
    "oversize": "// " + "x" * 25_000 + "\n" + GOOD,
    "too_many": "\n".join([GOOD] * 65),
}


def gaming_lines() -> list[dict]:
    return [{"task_id": TASK, "sample": i, "response": r} for i, r in enumerate(GAMING.values(), 1)]


def gold_lines(tasks: dict) -> list[dict]:
    return [{"task_id": tid, "sample": 0, "response": f"```systemverilog\n{t.reference_sva}```"}
            for tid, t in sorted(tasks.items())]


def assert_gaming_scores_zero(by_kind: dict[str, dict]) -> None:
    """The records of the gaming responses (by kind; any subset) score nothing, each for its reason."""
    for kind, r in by_kind.items():
        assert not r["passes"], kind
        assert r["gold_coverage"] == 0.0 and r["mutation_score"] == 0.0 and not r["killed"], kind
        assert not any(p["good"] for p in r["properties"]), kind
        if kind == "tautologies":
            assert all(p["soundness"] == "sound" and p["trivial"] is True for p in r["properties"])
        elif kind in ("inverted_reset", "unreachable"):
            assert all(p["soundness"] == "sound" and p["trivial"] is False and p["vacuous"] is True
                       for p in r["properties"]), kind
        else:
            assert not r["read"] and not r["properties"], kind
        if kind == "include":
            assert r["refused"] and "`include refused" in r["refused"][0]
        elif kind == "deep_nesting":
            assert r["limits_exceeded"] == ["limit exceeded: expression nesting depth 501 > 32"]
        elif kind == "oversize":
            assert r["limits_exceeded"][0].startswith("limit exceeded: characters 25")
        elif kind == "too_many":
            assert r["limits_exceeded"] == ["limit exceeded: properties 65 > 64"]


def assert_gold_scores_full(r: dict) -> None:
    """The record of a gold response: every property good, every gold property implied, every mutant killed."""
    assert r["read"] and r["syntax_valid"] and r["format_ok"], r["line"]
    assert r["properties"] and all(p["soundness"] == "sound" and p["trivial"] is False and p["vacuous"] is False
                                   and p["good"] for p in r["properties"]), r["line"]
    assert r["gold_coverage"] == 1.0 and all(g["implied"] for g in r["gold"]), r["line"]
    # the whole pool: the controlled mutants and the pool's the pool's own kill run found a gold property failing
    # on (a batched harness, not the scorer's session); the scorer kills each of them again
    killed_by_gold = gold_kills(ROOT / "dataset" / r["task_id"].split("/")[0])
    assert {"m0", "m1", "m2"} <= set(r["mutants"]) and len(r["mutants"]) > 3, r["line"]
    assert set(r["mutants"]) <= set(killed_by_gold), r["line"]
    assert r["killed"] == sorted(r["mutants"]) and r["mutation_score"] == 1.0 and r["passes"], r["line"]


@pytest.fixture(scope="module")
def tasks(tmp_path_factory):
    return one_family_dataset(tmp_path_factory.mktemp("gaming"))[2]


def test_gaming_scores_zero_and_gold_scores_full(tmp_path, tasks, toolchain):
    records, m = score(tmp_path, tasks, gold_lines(tasks) + gaming_lines(), toolchain)
    assert len(records) == 4 + len(GAMING)
    for r in records[:4]:
        assert_gold_scores_full(r)
    assert_gaming_scores_zero(dict(zip(GAMING, records[4:])))
    o = m["overall"]
    assert o["responses"] == 4 + len(GAMING) and o["passes"] == 4 and o["mutants_killed"] == len(records[0]["killed"])
    assert o["trivial"] == 6 and o["vacuous"] == 5 and o["refused"] == 1 and o["over_a_limit"] == 3
    assert m["per_gold_property"][FAMILY]["P_KICK"] == {"implied": 4, "responses": 4 + 3}
    assert m["per_task"][TASK]["passes"] == 1 and m["per_task"][TASK]["responses"] == 1 + len(GAMING)


# --- planted faults: each check, broken on purpose, lets a gaming response through ------------------

def _scored(tmp_path, tasks, toolchain, kind: str) -> dict[str, dict]:
    line = next(line for line, k in zip(gaming_lines(), GAMING) if k == kind)
    records, _ = score(tmp_path, tasks, [line], toolchain)
    return {kind: records[0]}


def test_planted_triviality_that_always_says_no_is_caught(tmp_path, tasks, toolchain, monkeypatch):
    def never_trivial(fam, ps):
        return {p.id: Answer(False) for p in ps}
        yield  # a check that asks for no job
    monkeypatch.setattr(triviality_module, "triviality", never_trivial)
    scored = _scored(tmp_path, tasks, toolchain, "tautologies")
    assert any(p["good"] for p in scored["tautologies"]["properties"])   # tautologies now count as good
    with pytest.raises(AssertionError):
        assert_gaming_scores_zero(scored)


def test_planted_vacuity_cover_that_ignores_the_disable_is_caught(tmp_path, tasks, toolchain, monkeypatch):
    real_live = vacuity_module.live
    monkeypatch.setattr(vacuity_module, "live", lambda iface, p: real_live(iface, replace(p, disable=None)))
    scored = _scored(tmp_path, tasks, toolchain, "inverted_reset")
    assert any(p["good"] for p in scored["inverted_reset"]["properties"])   # the inverted reset now counts
    with pytest.raises(AssertionError):
        assert_gaming_scores_zero(scored)


def test_planted_include_that_is_allowed_is_caught(tmp_path, tasks, toolchain, monkeypatch):
    """With the screen broken the include reaches the compile, which opens no file: the response does not
    compile, and a response is scored whole or not at all (issue 34), so the property after it scores nothing."""
    monkeypatch.setattr(screen_module, "ALLOWED_DIRECTIVES", screen_module.ALLOWED_DIRECTIVES | {"`include"})
    scored = _scored(tmp_path, tasks, toolchain, "include")
    rec = scored["include"]
    assert rec["read"] and not rec["refused"] and not rec["syntax_valid"] and rec["syntax_errors"]
    assert not rec["passes"] and rec["properties"] == [] and rec["gold_coverage"] == 0.0 and not rec["killed"]


def test_planted_coverage_that_assumes_nothing_is_caught(tmp_path, tasks, toolchain, monkeypatch):
    real = coverage_module.coverage
    monkeypatch.setattr(coverage_module, "coverage", lambda fam, sound: real(fam, []))
    records, _ = score(tmp_path, tasks, gold_lines(tasks)[:1], toolchain)
    assert records[0]["gold_coverage"] == 0.0   # nothing assumed: no gold property follows
    with pytest.raises(AssertionError):
        assert_gold_scores_full(records[0])
