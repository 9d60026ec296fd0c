"""The output folder appears whole or not at all, and replaces an older one only when complete."""

from __future__ import annotations

import json

import pytest

from svafam.scoring.output import OutputFolder
from svafam.scoring.records import LineRecord


def test_an_interrupted_run_leaves_nothing_and_keeps_the_old_folder(tmp_path):
    target = tmp_path / "preds.eval"
    with OutputFolder(target) as out:
        out.write(LineRecord(1, "t/v0", 0))
        out.commit({"overall": {}}, "table\n")
    assert json.loads((target / "results.json").read_text())[0]["task_id"] == "t/v0"
    with pytest.raises(KeyboardInterrupt):
        with OutputFolder(target) as out:
            out.write(LineRecord(1, "t/v1", 0))
            out.trace("x.vcd", "$date")
            raise KeyboardInterrupt
    assert json.loads((target / "results.json").read_text())[0]["task_id"] == "t/v0"   # the old run, untouched
    assert sorted(p.name for p in tmp_path.iterdir()) == ["preds.eval"]                # no temporary folder left
    with OutputFolder(target) as out:
        out.commit({"overall": {}}, "")
    assert json.loads((target / "results.json").read_text()) == [] and not (target / "traces").exists()
