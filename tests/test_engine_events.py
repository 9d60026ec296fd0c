"""engine.events: each property smtbmc reported, with its step and trace, as SBY's own summary lists them."""

from __future__ import annotations

import re
from pathlib import Path

from engine import open_executor
from engine.events import read_events
from svafam.validation import prepare

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
    return {(e.kind, e.name, e.step, e.trace.relative_to(workdir).as_posix()) for e in events}


def test_events_are_what_sby_summarizes(timer_family, toolchain, tmp_path):
    jobs = [j.spec(timer_family) for j in prepare(timer_family).jobs if j.name in JOBS]
    with open_executor("process", toolchain) as stock:  # stock SBY writes its summary file
        results = stock.run(jobs, tmp_path / "work")
    for key, (outcome, workdir) in results.items():
        expected = summary_events(workdir)
        assert expected, key  # every one of these jobs reports something
        assert as_set(workdir, outcome.events) == expected, key
        assert all(e.trace is not None and e.trace.is_file() for e in outcome.events)
    reach = results[f"{timer_family.name}/reachability_v0"][0]
    assert len({e.trace for e in reach.events}) > 1, "covers reached at different steps have their own traces"


def test_a_property_reported_after_the_last_trace_has_none(tmp_path):
    log = tmp_path / "engine_0" / "logfile.txt"
    log.parent.mkdir()
    (tmp_path / "engine_0" / "trace0.vcd").write_text("$enddefinitions $end\n")
    log.write_text("##   0:00:00  Checking assertions in step 3..\n"
                   "##   0:00:00  Assert failed in job.monitor.P1: CHECK\n"
                   "##   0:00:00  Writing trace to VCD file: engine_0/trace0.vcd\n"
                   "##   0:00:00  Checking assertions in step 4..\n"
                   "##   0:00:00  Assert failed in job.monitor.P2: CHECK\n")
    events = read_events(tmp_path)
    assert [(e.name, e.step, e.trace and e.trace.name) for e in events] == [
        ("job.monitor.P1.CHECK", 3, "trace0.vcd"), ("job.monitor.P2.CHECK", 4, None)]
