from __future__ import annotations

import json
import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from svafam.generators import expr as ex
from svafam.tasks import debug
from svafam.tasks.bug_kinds import BUG_KINDS, OPERATOR_KINDS, controlled_kind
from svafam.tasks.files import task_files
from svafam.tasks.sources import TaskSourceError, controlled_mutants, task_rtl
from svafam.tasks.stimuli import RANDOM_CYCLES, RANDOM_STIMULI, as_dicts, stimuli
from svafam.tasks.waveform import Waveform, to_vcd

ROOT = Path(__file__).resolve().parents[2]
DATASET = ROOT / "dataset"
TIMER = DATASET / "timer_0007"


def test_controlled_bugs_hide_the_mutation_and_differ_from_the_clean_code_only_in_the_bug():
    bugs = controlled_mutants(TIMER)
    assert [b.id for b in bugs] == ["m0", "m1", "m2"]
    meta = json.loads((TIMER / "family.json").read_text())
    for bug, m in zip(bugs, meta["mutants"]):
        assert bug.module == "timer_0007_canonical_next"
        assert "mutant" not in bug.buggy_rtl and m["name"] not in bug.buggy_rtl
        assert bug.buggy_rtl.startswith("module timer_0007_canonical_next (")
        assert bug.clean_rtl == task_rtl((TIMER / "rtl/canonical_next.v").read_text(), bug.module, bug.module, TIMER)
    m0 = bugs[0]
    assert debug.changed_lines(m0.clean_rtl, m0.buggy_rtl) == [12]
    assert m0.buggy_rtl.splitlines()[11].strip() == "if (1'b0)"
    assert m0.bug_kind == "condition"


def test_every_family_has_three_controlled_debugging_tasks_with_a_marked_waveform_committed():
    tasks = sorted(DATASET.glob("*/tasks/debug/*/task.json"))
    families = sorted(DATASET.glob("*/family.json"))
    controlled = [p for p in tasks if json.loads(p.read_text())["source"] == "controlled"]
    assert len(controlled) == 3 * len(families) == 558
    for path in tasks[::37]:  # a sample: every file named exists and the marker is inside the trace
        doc = json.loads(path.read_text())
        fdir = path.parents[3]
        assert all((fdir / rel).is_file() for rel in doc["files"].values())
        assert 0 < doc["waveform"]["first_divergence"] < doc["waveform"]["cycles"]
        assert doc["bug_kind"] in BUG_KINDS


def test_task_files_are_what_is_committed_and_regenerate_identically():
    files = task_files(TIMER)
    assert files == task_files(TIMER)
    for rel, text in files.items():
        assert (TIMER / rel).read_text() == text, rel


def test_a_trace_that_never_diverges_is_refused(tmp_path):
    """Planted fault: a miter trace whose buggy design (design_b) gives the clean outputs."""
    meta = json.loads((TIMER / "family.json").read_text())
    real = debug.trace_waveform(TIMER / "evidence/traces/distinguish_m0.vcd", meta)
    assert real.marker == 2
    ins = [s for s in real.signals if s.group == "inputs"]
    clean = [s for s in real.signals if s.group == "clean"]
    buggy = [s for s in real.signals if s.group == "buggy"]
    for outputs, path in ((clean, tmp_path / "same.vcd"), (buggy, tmp_path / "real.vcd")):
        signals = ([replace(s, group="") for s in ins] + [replace(s, group="design_a") for s in clean]
                   + [replace(s, group="design_b") for s in outputs])
        path.write_text(to_vcd(Waveform(tuple(signals), real.cycles)))
    assert debug.trace_waveform(tmp_path / "real.vcd", meta).marker == 2
    with pytest.raises(TaskSourceError, match="never differ"):
        debug.trace_waveform(tmp_path / "same.vcd", meta)


def test_a_family_without_evidence_traces_is_refused(tmp_path):
    fam = tmp_path / "timer_0007"
    shutil.copytree(TIMER, fam, ignore=shutil.ignore_patterns("traces"))
    with pytest.raises(TaskSourceError, match="no distinguishing trace of m0"):
        controlled_mutants(fam)


def test_bug_kinds_map_every_controlled_kind_and_every_pool_operator():
    parse = ex.parse
    assert controlled_kind("replace_update_value", parse("count + 4'd1"), parse("4'd1")) == "arithmetic"
    assert controlled_kind("replace_update_value", parse("{a, b}"), parse("{b, a}")) == "assignment"
    assert controlled_kind("force_transition") == "state_machine"
    assert len(OPERATOR_KINDS) == 19 and set(OPERATOR_KINDS.values()) <= set(BUG_KINDS)
    with pytest.raises(ValueError, match="no bug kind"):
        controlled_kind("swap_everything")


def test_stimuli_assert_reset_mid_run_and_stay_in_range():
    meta = json.loads((TIMER / "family.json").read_text())
    doc = stimuli(TIMER, meta)
    assert doc == stimuli(TIMER, meta)
    assert doc["inputs"] == ["rst", "load", "tick"]
    assert len(doc["stimuli"]) == 6 + RANDOM_STIMULI
    for s in doc["stimuli"]:
        resets = [row[0] for row in s["cycles"]]
        assert resets[0] == 1 and 0 in resets
        assert any(r == 1 for r in resets[1:]), f"{s['name']}: no reset after cycle 0"
        assert all(v in (0, 1) for row in s["cycles"] for v in row)
    assert all(len(s["cycles"]) == RANDOM_CYCLES for s in doc["stimuli"][6:])
    assert as_dicts(doc, doc["stimuli"][0])[1] == {"rst": 0, "load": 1, "tick": 0}
