"""`svafam generate` against a real HTTP server on loopback (tests/openai_stub.py)."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from svafam.cli import main
from svafam.harness.kinds import KINDS
from svafam.harness.store import prompt_sha256
from svafam.scoring.debug_fix import load_debug_tasks
from svafam.scoring.predictions import read_predictions
from svafam.scoring.refmodel import load_refmodel_tasks
from svafam.scoring.rtl import load_composite_tasks, load_rtl_tasks
from tests.conftest import ROOT
from tests.harness.openai_stub import Stub, answer

FAST = ["--retry-wait", "0"]


def run(stub: Stub, out: Path, *args: str, model: str = "stub-model") -> int:
    return main(["generate", "--endpoint", stub.url, "--model", model, "--out", str(out), *FAST, *args])


def lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def known_ids(kind: str) -> set[str]:
    if kind == "sva":
        return {t.task_id for s in ("train", "dev", "test") for t in KINDS["sva"].load(s, None, None)}
    if kind == "debug":
        return set(load_debug_tasks(ROOT / "dataset"))
    if kind == "rtl":
        return set(load_rtl_tasks(ROOT / "dataset")) | set(load_composite_tasks(ROOT / "dataset"))
    return set(load_refmodel_tasks(ROOT / "dataset"))


@pytest.mark.parametrize("kind,form", [("sva", None), ("debug", "zero_shot"), ("debug", "one_shot"),
                                       ("refmodel", "rtl"), ("refmodel", "spec"), ("rtl", "spec"), ("rtl", "example")])
def test_every_kind_writes_what_its_scorer_reads(tmp_path, kind, form):
    out = tmp_path / "p.jsonl"
    with Stub() as stub:
        assert run(stub, out, "--task", kind, "--limit", "3", "--samples", "2",
                   *(["--prompt-form", form] if form else [])) == 0
        sent = stub.chat_requests()
    got = lines(out)
    assert len(got) == 6 and {(d["task_id"], d["sample"]) for d in got} == \
        {(t, s) for t in {d["task_id"] for d in got} for s in (0, 1)}
    records = list(read_predictions(out, known_ids(kind)))
    assert [r.problem for r in records] == [None] * 6
    tasks = {t.task_id: t for t in KINDS[kind].load("test", None, None)}
    want_form = form or KINDS[kind].forms[0]
    for d in got:
        prompt = tasks[d["task_id"]].prompts[want_form]
        assert d["form"] == want_form and d["kind"] == kind and d["model"] == "stub-model"
        assert d["prompt_sha256"] == prompt_sha256([{"role": "user", "content": prompt}])
        assert d["response"] == answer(prompt, d["sample"])
        assert d["sampling"] == {"temperature": 0.2, "top_p": 1.0, "max_tokens": 2048}
        assert d["usage"]["choices"] == 2 and d["usage"]["completion_tokens"] == 8
    assert len(sent) == 3 and all(r["body"]["n"] == 2 for r in sent)
    # the prompt sent is the task's prompt, in the form asked
    assert {r["body"]["messages"][0]["content"] for r in sent} == \
        {tasks[t].prompts[want_form] for t in {d["task_id"] for d in got}}


def test_concurrency_is_used_and_bounded(tmp_path):
    out = tmp_path / "p.jsonl"
    with Stub(delay=0.3) as stub:
        start = time.monotonic()
        assert run(stub, out, "--task", "refmodel", "--limit", "8", "--concurrency", "4") == 0
        wall = time.monotonic() - start
        assert stub.max_in_flight == 4
    assert len(lines(out)) == 8
    assert wall < 8 * 0.3   # not one at a time


def test_retries_on_429_and_5xx_then_success(tmp_path, capsys):
    out = tmp_path / "p.jsonl"
    with Stub() as stub:
        stub.faults = [429, 503, 500, 502]
        assert run(stub, out, "--task", "sva", "--limit", "2", "--concurrency", "1") == 0
        assert len(stub.chat_requests()) == 6
    assert len(lines(out)) == 2
    assert "2 requests (1 retried)" in capsys.readouterr().out


def test_retries_are_bounded_and_a_rerun_asks_only_for_what_is_missing(tmp_path, capsys):
    out = tmp_path / "p.jsonl"
    tasks = KINDS["sva"].load("test", None, None)[:3]
    bad = tasks[1].prompts["rtl"]
    with Stub() as stub:
        stub.always[bad] = 500
        assert run(stub, out, "--task", "sva", "--limit", "3", "--retries", "3") == 1
        assert sum(r["body"]["messages"][0]["content"] == bad for r in stub.chat_requests()) == 3
        captured = capsys.readouterr()
        assert f"failed: {tasks[1].task_id} (rtl): gave up after 3 tries; last: HTTP 500" in captured.err
        assert {d["task_id"] for d in lines(out)} == {tasks[0].task_id, tasks[2].task_id}
        del stub.always[bad]
        before = len(stub.chat_requests())
        assert run(stub, out, "--task", "sva", "--limit", "3") == 0
        assert [r["body"]["messages"][0]["content"] for r in stub.chat_requests()[before:]] == [bad]
    assert sorted(d["task_id"] for d in lines(out)) == sorted(t.task_id for t in tasks)


def test_resume_extends_and_repairs_a_cut_off_last_line(tmp_path):
    out = tmp_path / "p.jsonl"
    with Stub() as stub:
        assert run(stub, out, "--task", "debug", "--limit", "2", "--samples", "2") == 0
        assert len(stub.chat_requests()) == 2
        text = out.read_text(encoding="utf-8")
        out.write_text(text[: len(text) - 25], encoding="utf-8")   # a run killed while writing its last line
        assert run(stub, out, "--task", "debug", "--limit", "3", "--samples", "2") == 0
        asked = [r["body"]["n"] for r in stub.chat_requests()[2:]]
        assert asked == [1, 2] or asked == [2, 1]   # the cut-off sample again, and the new task's two
        assert run(stub, out, "--task", "debug", "--limit", "3", "--samples", "2") == 0
        assert len(stub.chat_requests()) == 4        # nothing missing: no request
    got = lines(out)
    assert len(got) == 6 and len({(d["task_id"], d["sample"]) for d in got}) == 6
    assert [r.problem for r in read_predictions(out, known_ids("debug"))] == [None] * 6


def test_resume_refuses_other_settings_and_foreign_files(tmp_path, capsys):
    out = tmp_path / "p.jsonl"
    with Stub(models=["stub-model", "other"]) as stub:
        assert run(stub, out, "--task", "sva", "--limit", "1") == 0
        assert run(stub, out, "--task", "sva", "--limit", "2", model="other") == 2
        assert "made with model \"stub-model\", this run asks for \"other\"" in capsys.readouterr().err
        assert run(stub, out, "--task", "sva", "--limit", "2", "--temperature", "0.9") == 2
        assert "made with sampling" in capsys.readouterr().err
        doc = lines(out)[0]
        doc["prompt_sha256"] = "0" * 64
        out.write_text(json.dumps(doc) + "\n", encoding="utf-8")
        assert run(stub, out, "--task", "sva", "--limit", "2") == 2
        assert "answered for another prompt" in capsys.readouterr().err
        foreign = tmp_path / "gold.jsonl"
        foreign.write_text('{"task_id": "timer_0007/v0", "response": "x"}\nnot json\n', encoding="utf-8")
        assert run(stub, foreign, "--task", "sva", "--limit", "1") == 2
        assert "line 1: no task_id, form, sample and response" in capsys.readouterr().err
        assert foreign.read_text(encoding="utf-8").endswith("not json\n")   # untouched
        assert len(stub.chat_requests()) == 1


def test_n_samples_from_a_server_that_gives_one_choice_per_request(tmp_path):
    out = tmp_path / "p.jsonl"
    with Stub(max_n=1) as stub:
        assert run(stub, out, "--task", "refmodel", "--limit", "2", "--samples", "3") == 0
        assert sorted(r["body"]["n"] for r in stub.chat_requests()) == [1, 1, 2, 2, 3, 3]
    got = lines(out)
    assert sorted((d["task_id"], d["sample"]) for d in got) == \
        sorted((t, s) for t in {d["task_id"] for d in got} for s in range(3))


def test_per_request_caps_n(tmp_path):
    out = tmp_path / "p.jsonl"
    with Stub() as stub:
        assert run(stub, out, "--task", "sva", "--limit", "1", "--samples", "5", "--per-request", "2") == 0
        assert [r["body"]["n"] for r in stub.chat_requests()] == [2, 2, 1]
    assert sorted(d["sample"] for d in lines(out)) == [0, 1, 2, 3, 4]


@pytest.mark.parametrize("fault", ["not_json", "no_choices", "null_content", "deep"])
def test_malformed_replies_are_retried_never_written(tmp_path, capsys, fault):
    out = tmp_path / "p.jsonl"
    tasks = KINDS["sva"].load("test", None, None)[:2]
    with Stub() as stub:
        stub.fault_for[tasks[0].prompts["rtl"]] = [fault]
        stub.always[tasks[1].prompts["rtl"]] = fault
        assert run(stub, out, "--task", "sva", "--limit", "2", "--retries", "2") == 1
    got = lines(out)
    assert [d["task_id"] for d in got] == [tasks[0].task_id]
    assert got[0]["response"] == answer(tasks[0].prompts["rtl"], 0)
    assert f"failed: {tasks[1].task_id} (rtl): gave up after 2 tries; last: malformed reply" in capsys.readouterr().err


def _one_error_line(capsys) -> str:
    last = capsys.readouterr().err.strip().splitlines()[-1]   # after any progress lines
    assert last.startswith("error: ")
    return last


def test_wrong_url(tmp_path, capsys):
    with Stub() as stub:
        url = stub.url
    out = tmp_path / "p.jsonl"   # the server is gone: nothing listens on its port
    assert main(["generate", "--task", "sva", "--endpoint", url, "--model", "m", "--out", str(out)]) == 2
    assert "cannot reach" in _one_error_line(capsys) and not out.exists()
    assert main(["generate", "--task", "sva", "--endpoint", "ftp://127.0.0.1/v1", "--model", "m",
                 "--out", str(out)]) == 2
    assert "not a usable URL" in _one_error_line(capsys)
    with Stub(models=None) as stub:   # no /models, and the path is wrong: the first request says so
        assert main(["generate", "--task", "sva", "--endpoint", stub.url[:-3], "--model", "m", "--out", str(out),
                     "--limit", "1"]) == 2
    assert "not found (HTTP 404" in _one_error_line(capsys)


def test_refused_key(tmp_path, capsys, monkeypatch):
    out = tmp_path / "p.jsonl"
    monkeypatch.setenv("STUB_KEY", "wrong")
    with Stub(key="sk-right") as stub:
        assert run(stub, out, "--task", "sva", "--api-key-env", "STUB_KEY") == 2
        assert "refused the API key (HTTP 401: Incorrect API key provided); set $STUB_KEY" in _one_error_line(capsys)
        monkeypatch.setenv("STUB_KEY", "sk-right")
        assert run(stub, out, "--task", "sva", "--api-key-env", "STUB_KEY", "--limit", "1") == 0
    assert len(lines(out)) == 1 and "sk-right" not in out.read_text()


def test_missing_model(tmp_path, capsys):
    out = tmp_path / "p.jsonl"
    with Stub(models=["served-a", "served-b"]) as stub:
        assert run(stub, out, "--task", "sva", model="absent") == 2
        assert "model 'absent' is not served" in (msg := _one_error_line(capsys)) and "served-a, served-b" in msg
        assert stub.chat_requests() == []


def test_a_model_that_goes_away_mid_run_stops_the_run_and_keeps_what_was_written(tmp_path, capsys):
    out = tmp_path / "p.jsonl"
    with Stub() as stub:
        stub.faults = [None, 401]
        assert run(stub, out, "--task", "sva", "--limit", "4", "--concurrency", "1") == 2
        assert "refused the API key" in (msg := _one_error_line(capsys)) and "1 answers written" in msg
    assert len(lines(out)) == 1
