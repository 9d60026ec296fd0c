"""The assertion-mining baseline: what the traces violate is dropped, what they never violate is kept."""

from __future__ import annotations

import pytest

from svafam.dataset.loading import Port, load_split
from svafam.harness.baselines import icarus
from svafam.harness.baselines.mining import MIN_SUPPORT, Traces, mine, mine_task, sva


class _Task:
    """The fields of a task the miner reads."""

    task_id, clock, reset, reset_active = "toy/v0", "clk", "rst", "high"
    ports = (Port("clk", "input", 1), Port("rst", "input", 1), Port("req", "input", 1), Port("busy", "output", 1),
             Port("count", "output", 2))


def _traces(rows: list[dict]) -> Traces:
    return Traces(rows, [i == 0 for i in range(len(rows))], [r["rst"] == 1 for r in rows])


def _rows(n: int, broken_at: int | None = None) -> list[dict]:
    """busy follows req one cycle later, except at ``broken_at``; count stays at 1."""
    rows, busy = [], 0
    for i in range(n):
        req = (i * 7 + 3) % 5 < 2
        rows.append({"rst": int(i == 0), "req": int(req), "busy": busy, "count": 1})
        busy = int(req) if i + 1 != broken_at else 1 - int(req)
    return rows


def _bodies(rows) -> set[str]:
    return {m.body for m in mine(_Task, _traces(rows))}


def test_kept_when_the_traces_never_violate_it():
    bodies = _bodies(_rows(200))
    assert {"req |=> busy", "!req |=> !busy", "count == 2'd1"} <= bodies


def test_dropped_when_the_traces_violate_it_once():
    rows = _rows(200, broken_at=57)
    assert rows[56]["req"] == 1 and rows[57]["busy"] == 0   # the one violation of req |=> busy
    bodies = _bodies(rows)
    assert "req |=> busy" not in bodies and "!req |=> !busy" in bodies
    assert "count == 2'd1" in bodies   # what still holds is still kept


def test_dropped_when_its_antecedent_is_too_rare():
    rows = _rows(200)
    for r in rows:
        r["req"] = 0
    for i in range(1, MIN_SUPPORT):   # req high MIN_SUPPORT - 1 times: below the support
        rows[20 * i]["req"] = 1
        rows[20 * i + 1]["busy"] = 1
    assert not any(b.startswith("req |=>") for b in _bodies(rows))


def test_reset_rows_and_run_starts_are_not_checked():
    rows = _rows(200)
    rows[100]["rst"] = 1
    rows[101]["busy"] = 1 - rows[101]["busy"]   # the cycle after reset is not a next-cycle check either
    assert "req |=> busy" in _bodies(rows) or "!req |=> !busy" in _bodies(rows)


def test_printed_in_the_prompt_form_with_the_reset_polarity():
    text = sva(_Task, mine(_Task, _traces(_rows(200))))
    assert text.startswith("```systemverilog\n") and "@(posedge clk) disable iff (rst) req |=> busy;" in text
    low = type("Low", (_Task,), {"reset": "rst_n", "reset_active": "low"})
    assert "disable iff (!rst_n)" in sva(low, mine(_Task, _traces(_rows(200))))


@pytest.mark.skipif(not icarus.available(), reason="iverilog/vvp not installed (apt-get install iverilog)")
def test_equivalent_variants_mine_the_same_properties_from_the_same_stimuli():
    """Mining sees behavior only: with one seed for the family, its four variants get the same answer
    (the benchmark seeds each task by its own id, so each variant is mined as a model would answer it)."""
    tasks = [t for t in load_split("test") if t.family_id == "arbiter_0001"]
    texts = {mine_task(t, seed="family")[0] for t in tasks}
    assert len(tasks) == 4 and len(texts) == 1 and "assert property" in texts.pop()
