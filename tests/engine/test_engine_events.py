"""engine.events: each property smtbmc reported, with its step and trace, as SBY's own summary lists them."""

from __future__ import annotations

import re
from pathlib import Path

from svafam.engine import open_executor
from svafam.pipeline.validation import prepare

JOBS = ("reachability_v0", "gold_on_m0", "distinguish_m0")
_TRACE = re.compile(r"^(?:cover|counterexample) trace: (\S+\.vcd)$")
_PROP = re.compile(r"^  (reached cover statement|failed assertion) (\S+) at \S+ step (\d+)$")


def summary_events(workdir: Path) -> set[tuple[str, str, int, str]]:
    """(kind, property, step, trace) from SBY's summary file, the authority on what a task found."""
    status = (workdir / "status").read_text().split()[0]
    found, trace = set(), None
    for line in (workdir / status).read_text().splitlines():
        if m := _TRACE.match(line):
            trace = m[1]
        elif m := _PROP.match(line):
            kind = "reached" if m[1].startswith("reached") else "failed"
            found.add((kind, m[2], int(m[3]), trace))
    return found


def as_set(workdir: Path, events) -> set[tuple[str, str, int, str]]:
    return {(e.kind, e.name, e.step, e.trace and e.trace.relative_to(workdir).as_posix()) for e in events}


def test_events_are_what_sby_summarizes(timer_family, toolchain, tmp_path):
    jobs = [j.spec(timer_family) for j in prepare(timer_family).jobs if j.name in JOBS]
    with open_executor("process", toolchain) as stock:  # stock SBY writes its summary file
        results = stock.run(jobs, tmp_path / "work")
    for key, (outcome, workdir) in results.items():
        expected = summary_events(workdir)
        assert expected, key  # every one of these jobs reports something
        assert as_set(workdir, outcome.events) == expected, key
        # reachability jobs run with `vcd off` (their traces are never kept): no trace, in SBY's summary either
        with_traces = not key.endswith("reachability_v0")
        assert all((e.trace is not None and e.trace.is_file()) == with_traces for e in outcome.events), key
    reach = results[f"{timer_family.name}/reachability_v0"][0]
    assert len({e.step for e in reach.events}) > 1, "covers reached at different steps, each with its own step"
