"""The README's figures and the performance page come from the benchmarks' result files, never typed."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys

import pytest

from ._load import ROOT, figures

FIG = figures()
README = ROOT / "README.md"


def test_the_readme_figures_block_is_what_the_results_give():
    block = FIG.current_block(README.read_text(encoding="utf-8"))
    assert block == FIG.readme_block(FIG.load_results()), "README.md is stale: run python benchmarks/figures.py"


def test_a_changed_result_makes_the_readme_block_stale(tmp_path):
    results = tmp_path / "results"
    shutil.copytree(FIG.RESULTS, results)
    some = sorted(results.glob("*.json"))
    assert some, "no committed result to plant a change in"
    doc = json.loads(some[0].read_text())
    doc["headline"][0]["value"] = doc["headline"][0]["value"] + 1
    some[0].write_text(json.dumps(doc))
    block = FIG.current_block(README.read_text(encoding="utf-8"))
    assert block != FIG.readme_block(FIG.load_results(results))


def test_the_check_command_fails_on_a_stale_readme(tmp_path):
    # a copy of the repository's README with one figure changed, checked by the script itself
    text = README.read_text(encoding="utf-8")
    block = FIG.current_block(text)
    row = next(line for line in block.splitlines() if line.startswith("| ") and not line.startswith("| what"))
    stale = text.replace(row, row.replace("|", "| 0", 2), 1)
    assert stale != text
    script = tmp_path / "benchmarks" / "figures.py"
    script.parent.mkdir()
    shutil.copy(ROOT / "benchmarks" / "figures.py", script)
    shutil.copytree(FIG.RESULTS, tmp_path / "benchmarks" / "results")
    (tmp_path / "README.md").write_text(stale, encoding="utf-8")
    env_path = str(ROOT)  # figures.py imports svafam.files from the checkout
    run = subprocess.run([sys.executable, str(script), "--check"], capture_output=True, text=True,
                         env={"PYTHONPATH": env_path, "PATH": "/usr/bin:/bin"})
    assert run.returncode == 1 and "stale" in run.stderr
    (tmp_path / "README.md").write_text(text, encoding="utf-8")
    run = subprocess.run([sys.executable, str(script), "--check"], capture_output=True, text=True,
                         env={"PYTHONPATH": env_path, "PATH": "/usr/bin:/bin"})
    assert run.returncode == 0, run.stderr


def test_every_result_says_how_it_was_obtained():
    scripts = {p.stem for p in (ROOT / "benchmarks").glob("*.py")}
    results = FIG.load_results()
    assert results, "benchmarks/results/ holds no result"
    for doc in results:
        meta = doc["meta"]
        assert doc["benchmark"] in scripts, f"{doc['_path']}: no benchmark script of that name"
        assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", meta["date"]), doc["_path"]
        assert meta["commit"] and meta["command"].startswith(f"python benchmarks/{doc['benchmark']}.py")
        assert meta["machine"]["cpus"] >= 1 and len(meta["machine"]["load_average_start"]) == 3
        assert doc["table"]["rows"] and all(len(r) == len(doc["table"]["columns"]) for r in doc["table"]["rows"])


def test_a_result_missing_a_field_is_refused_by_name(tmp_path):
    (tmp_path / "site_speed.json").write_text(json.dumps({"benchmark": "site_speed", "title": "t", "what": "w",
                                                          "meta": {}, "table": {}}))
    with pytest.raises(FIG.ResultError, match=r"site_speed.json: field 'headline' missing"):
        FIG.load_results(tmp_path)
    (tmp_path / "site_speed.json").write_text("{not json")
    with pytest.raises(FIG.ResultError, match="not readable JSON"):
        FIG.load_results(tmp_path)


def test_the_recorder_writes_a_result_the_page_can_show(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "argv", [str(ROOT / "benchmarks" / "site_speed.py"), "-n", "3", "--json"])
    recorder = FIG.Recorder("site_speed")
    out = tmp_path / "site_speed.json"
    recorder.save(out, title="T", what="W.", table={"columns": ["run", "wall s"], "rows": [["a", 1.5], ["b", 0.5]]},
                  headline=[{"label": "a / b", "value": 3.0, "unit": "x", "against": "a"}], figures={})
    [doc] = FIG.load_results(tmp_path)
    assert doc["meta"]["command"] == "python benchmarks/site_speed.py -n 3 --json"
    page = FIG.performance_page([doc], [ROOT / "benchmarks" / "site_speed.py"])
    assert "| a | 1.5 |" in page and "**a / b: 3x**" in page


# figures typed by hand: a ratio (7.49x) or a duration (291.2 s) outside the generated parts
TYPED = re.compile(r"(?<![\w.`/-])\d+(?:\.\d+)?(?:x\b| s\b| s/| seconds\b| min\b| CPU-s\b)")


def _outside_generated(text: str) -> str:
    start, end = text.find(FIG.BEGIN), text.find(FIG.END)
    return text[:start] + text[end + len(FIG.END):] if start >= 0 else text


@pytest.mark.parametrize("path", [README, *sorted((ROOT / "docs").rglob("*.md"))],
                         ids=lambda p: str(p.relative_to(ROOT)))
def test_no_figure_is_typed_by_hand(path):
    found = TYPED.findall(_outside_generated(path.read_text(encoding="utf-8")))
    assert not found, f"{path.relative_to(ROOT)}: figures typed by hand {found}: generate them from benchmark results"


def test_the_typed_figure_check_catches_one():
    assert TYPED.findall("the whole corpus re-proves in 291.2 s, 7.49x the baseline")
