"""Strict records, one per line whatever the line holds, and memory that does not grow with the file."""

from __future__ import annotations

import json
import subprocess
import sys

from svafam.scoring.predictions import read_predictions
from tests.scoring_helpers import TASK, one_family_dataset

KNOWN = {TASK, "other/v0"}


def read(tmp_path, raw: bytes, line_bytes: int) -> list:
    path = tmp_path / "p.jsonl"
    path.write_bytes(raw)
    return list(read_predictions(path, KNOWN, line_bytes))


def test_deep_nesting_is_refused_whatever_the_recursion_limit(tmp_path):
    # Pyverilog raises the interpreter's limit to 16k on import; the reader must not lean on it
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(16 * 1024)
    try:
        deep = ("[" * 1500 + "]" * 1500 + "\n").encode()
        wrapped = json.dumps({"task_id": TASK, "response": "[" * 200}).encode()  # brackets in a string count not
        recs = read(tmp_path, deep + wrapped, line_bytes=4000)
    finally:
        sys.setrecursionlimit(old)
    assert recs[0].problem == "malformed JSON: nested too deeply"
    assert recs[1].problem is None


def test_every_line_gets_a_record_and_problems_are_named(tmp_path):
    lines = [
        json.dumps({"task_id": TASK, "response": "a", "sample": "zero"}),
        json.dumps({"task_id": TASK, "response": "a", "sample": -1}),
        json.dumps({"task_id": TASK, "response": "a", "sample": True}),
        json.dumps({"task_id": TASK, "response": "a", "sample": 1.0}),
        json.dumps({"task_id": TASK, "response": "a"}),                       # sample 0
        json.dumps({"task_id": TASK, "response": "b", "sample": 0}),          # repeats line 5
        json.dumps({"task_id": TASK, "response": "c", "sample": 1, "model": "m", "temperature": 0.2}),
        json.dumps({"task_id": 7, "response": "a"}),
        json.dumps({"response": "a"}),
        json.dumps({"task_id": "nope/v9", "response": "a"}),
        json.dumps({"task_id": "other/v0", "response": None}),
        json.dumps({"task_id": "other/v0"}),
        json.dumps([1, 2]),
        "{not json",
        "[" * 1500 + "]" * 1500,                                              # deeper than json can recurse
        "",
    ]
    raw = ("\n".join(lines).encode() + b"\n\xff\xfe\n" + b'{"x": "' + b"y" * 5000 + b'"}\n'
           + b'{"task_id": "other/v0", "response": "z", "sample": 3}')
    recs = read(tmp_path, raw, line_bytes=4000)
    got = [(r.line, r.problem_kind, r.problem) for r in recs]
    assert [g[0] for g in got] == list(range(1, 20))
    assert got[0][2] == "\"sample\" must be a non-negative integer, found 'zero'"
    assert got[1][2] == '"sample" must be a non-negative integer, found -1'
    assert got[2][2] == '"sample" must be a non-negative integer, found True'
    assert got[3][2] == '"sample" must be a non-negative integer, found 1.0'
    assert got[4][2] is None and recs[4].sample == 0
    assert got[5][1] == "repeat" and "of line 5" in got[5][2]
    assert got[6][2] is None and recs[6].notes == ["unknown key 'model' ignored", "unknown key 'temperature' ignored"]
    assert got[7][2] == '"task_id" must be a string, found an integer'
    assert got[8][2] == 'missing "task_id"'
    assert got[9][2] == "unknown task_id 'nope/v9'"
    assert got[10][2] == '"response" must be a string, found null'
    assert got[11][2] == 'missing "response"'
    assert got[12][2] == "a line must be a JSON object, found an array"
    assert got[13][1] == "json" and got[14][2] == "malformed JSON: nested too deeply"
    assert got[15][2] == "blank line"
    assert got[16][2] == "not UTF-8 (byte 0 of the line)"
    assert got[17][2] == "line longer than 4000 bytes"
    assert got[18][2] is None and recs[18].sample == 3   # the last line has no newline


_RUN = """
import json, resource, sys
from pathlib import Path
from svafam.scoring.evaluate import evaluate
from svafam.scoring.limits import Limits
from svafam.scoring.output import OutputFolder
from svafam.loading import load_split
dataset, splits, preds = map(Path, sys.argv[1:4])
tasks = {t.task_id: t for t in load_split("train", dataset, splits)}
with OutputFolder(preds.with_suffix(".eval")) as out:
    metrics = evaluate(preds, tasks, runner=None, out=out, limits=Limits())
    out.commit(metrics, "")
print(json.dumps([resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, metrics["overall"]["responses"]]))
"""


def test_memory_stays_bounded_on_a_100000_line_file(tmp_path):
    """Records are written as they are done, never kept: 100,000 lines cost what 10,000 do, give or take
    the per-task sample numbers (bytes a line), not a record a line (a kilobyte or more)."""
    dataset, splits, _tasks = one_family_dataset(tmp_path / "data")
    refused = '`include "x.v"\nassert property (@(posedge clk) kick |=> since_kick == 0);'  # read, refused: no job

    def peak_kb(n: int) -> int:
        path = tmp_path / f"p{n}.jsonl"
        with open(path, "w") as f:
            for i in range(n):
                line = ({"task_id": TASK, "sample": i, "response": refused} if i % 10 == 0 else
                        {"task_id": "unknown/v0", "response": "x" * 200, "note": i})
                f.write(json.dumps(line) + "\n")
        run = subprocess.run([sys.executable, "-c", _RUN, str(dataset), str(splits), str(path)],
                             capture_output=True, text=True, timeout=600)
        assert run.returncode == 0, run.stderr
        rss, responses = json.loads(run.stdout)
        assert responses == n // 10
        with open(tmp_path / f"p{n}.eval" / "results.json") as f:
            assert sum(1 for line in f if line.startswith("{")) == n
        return rss

    small, big = peak_kb(10_000), peak_kb(100_000)
    assert big - small < 20_000, (small, big)   # kilobytes; keeping the records would add over 100 MB
