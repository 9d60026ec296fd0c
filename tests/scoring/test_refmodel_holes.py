"""The holes the red team found in the reference-model checker (issue 34), each planted as a candidate.

Every test here failed on main before the sandbox: a daemon rewrote the results after the run, a
lookup table passed by reading the RTL-output cache, a candidate poisoned that cache, killed or
stopped the checker, wrote 96 MiB outside its folder, read a secret file and the checker's /proc,
reached a TCP listener, and a model importing the project's own packages and reading specs/ passed.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path

import pytest

from svafam.cli import main
from svafam.engine import cache_dir
from svafam.paths import IMPORT_ROOT
from svafam.scoring.model_runner import Limits
from svafam.scoring.refmodel import ModelChecker, load_refmodel_tasks
from svafam.tasks.refmodel import gold_model_code

ROOT = Path(__file__).resolve().parents[2]
TASKS = load_refmodel_tasks(ROOT / "dataset")
TIMER = TASKS["timer_0007/v2"]
GOLD = gold_model_code("timer_0007", (TIMER.family_dir / "spec.yaml").read_text())
QUICK = Limits(cpu_seconds=5, wall_seconds=10)
CONSTANT = "class Model:\n    def reset(self): pass\n    def step(self, i): return {'remaining': 0, 'expired': 1}\n"


@pytest.fixture
def own_cache(tmp_path, monkeypatch):
    """A cache folder of the test's own, so that a planted cheat finds exactly this task's entry."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("SVAFAM_CACHE", str(folder))
    return folder


def check(*items, **options) -> dict:
    checker = ModelChecker(options.pop("limits", QUICK), workers=1, **options)
    return {key: r for key, r in checker.check([(key, TIMER, code) for key, code in items]).items()}


def predictions(path: Path, *responses: str) -> Path:
    path.write_text("".join(json.dumps({"task_id": TIMER.task_id, "response": r, "sample": k}) + "\n"
                            for k, r in enumerate(responses)))
    return path


def cli(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    """The command in a process of its own: a candidate that kills or stops its parent hits that one."""
    return subprocess.run([sys.executable, "-m", "svafam", *args], capture_output=True, text=True, timeout=timeout,
                          cwd=ROOT, env={**os.environ, "PYTHONPATH": str(IMPORT_ROOT)})


def test_a_detached_daemon_cannot_rewrite_the_results_after_the_run(tmp_path):
    out = tmp_path / "eval"
    daemon = ("import os, time\nif os.fork() == 0:\n    os.setsid()\n    if os.fork() == 0:\n        time.sleep(1.5)\n"
              f"        open({str(out / 'results.json')!r}, 'w').write('[{{\"verdict\": \"pass\"}}]')\n"
              f"        open({str(out / 'metrics.md')!r}, 'a').write('| pass | 100% |')\n"
              "        os._exit(0)\n    os._exit(0)\n") + CONSTANT
    assert main(["evaluate-refmodel", str(predictions(tmp_path / "p.jsonl", daemon)), "--out", str(out),
                 "--jobs", "1"]) == 0
    time.sleep(2.5)
    rows = json.loads((out / "results.json").read_text())
    assert [r["verdict"] for r in rows] == ["fail"]
    assert "| pass | 100% |" not in (out / "metrics.md").read_text()


LOOKUP_TABLE = """
import glob, json, os, sys
main = sys.modules["__main__"]
stimuli = (getattr(main, "request", None) or {}).get("stimuli")
tables = []
for path in glob.glob(os.path.join(CACHE, "refmodel-sim", "*.json")):
    doc = json.load(open(path))
    tables.append(doc.get("value", doc) if isinstance(doc, dict) else doc)
table = next((t for t in tables if stimuli and [len(r) for r in t] == [len(s) for s in stimuli]),
             tables[0] if tables else None)


class Model:
    run = -1

    def reset(self):
        Model.run += 1
        self.cycle = 0

    def step(self, inputs):
        self.cycle += 1
        return table[Model.run][self.cycle - 1]
"""


def test_a_lookup_table_of_the_cached_rtl_outputs_does_not_pass(own_cache):
    cheat = f"CACHE = {str(own_cache)!r}\n" + LOOKUP_TABLE
    results = check(("gold", GOLD), ("cheat", cheat))  # the gold run caches the RTL's outputs first
    assert results["gold"].verdict == "pass"
    assert results["cheat"].verdict != "pass", results["cheat"].detail
    again = check(("cheat", cheat), use_cache=False)   # --no-cache: no cache to read either
    assert again["cheat"].verdict != "pass"


POISON = """
import glob, json, os
for path in glob.glob(os.path.join(CACHE, "refmodel-sim", "*.json")):
    doc = json.load(open(path))
    table = doc.get("value", doc) if isinstance(doc, dict) else doc
    zeros = [[{"remaining": 0, "expired": 1} for _ in run] for run in table]
    json.dump({**doc, "value": zeros} if isinstance(doc, dict) else zeros, open(path, "w"))
""" + CONSTANT


def test_a_candidate_cannot_poison_the_rtl_output_cache(own_cache):
    check(("gold", GOLD), ("poison", f"CACHE = {str(own_cache)!r}\n" + POISON))
    results = check(("gold", GOLD), ("constant", CONSTANT))
    assert results["gold"].verdict == "pass", results["gold"].detail
    assert results["constant"].verdict == "fail"


def test_a_poisoned_cache_entry_is_rejected_and_simulated_again(own_cache):
    """Whoever writes the cache folder (the candidate could not): an entry that fails its HMAC is not believed."""
    check(("gold", GOLD))
    [entry] = (own_cache / "refmodel-sim").glob("*.json")
    doc = json.loads(entry.read_text())
    zeros = [[{"remaining": 0, "expired": 1} for _ in run] for run in doc["value"]]
    entry.write_text(json.dumps({**doc, "value": zeros}))
    checker = ModelChecker(QUICK, workers=1)
    results = checker.check([("gold", TIMER, GOLD), ("constant", TIMER, CONSTANT)])
    assert results["gold"].verdict == "pass" and results["constant"].verdict == "fail"
    assert checker.cache.rejected == 1


def test_killing_the_parent_loses_no_verdict(tmp_path):
    killer = "import os, signal\ntry:\n    os.kill(os.getppid(), signal.SIGKILL)\nexcept OSError:\n    pass\n" + CONSTANT
    out = tmp_path / "eval"
    done = cli("evaluate-refmodel", str(predictions(tmp_path / "p.jsonl", killer, GOLD)), "--out", str(out),
               "--jobs", "1")
    assert done.returncode == 0, done.stderr
    assert [r["verdict"] for r in json.loads((out / "results.json").read_text())] == ["fail", "pass"]


def test_stopping_the_checker_does_not_buy_time(tmp_path):
    """The candidate stops its parent, works past the timeout, and has a detached process resume the parent."""
    staller = ("import os, signal, time\nparent = os.getppid()\nif os.fork() == 0:\n    os.setsid()\n"
               "    time.sleep(3.5)\n    os.kill(parent, signal.SIGCONT)\n    os._exit(0)\n"
               "try:\n    os.kill(parent, signal.SIGSTOP)\nexcept OSError:\n    pass\ntime.sleep(3)\n") + GOLD
    out = tmp_path / "eval"
    done = cli("evaluate-refmodel", str(predictions(tmp_path / "p.jsonl", staller)), "--out", str(out),
               "--jobs", "1", "--timeout", "2")
    assert done.returncode == 0, done.stderr
    [row] = json.loads((out / "results.json").read_text())
    assert row["verdict"] == "timeout", row


def test_no_disk_filling_outside_the_folder(tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    filler = (f"for k in range(12):\n    open({str(outside)!r} + f'/f{{k}}', 'wb').write(b'x' * (8 << 20))\n") + CONSTANT
    check(("filler", filler))
    assert sum(p.stat().st_size for p in outside.iterdir()) == 0


def test_no_secret_file_and_no_proc_of_the_checker_come_back_in_the_results(tmp_path):
    token = uuid.uuid4().hex
    (tmp_path / "secret.txt").write_text(token)
    mine = Path(f"/proc/{os.getpid()}/cmdline").read_bytes().split(b"\0")[0].decode()
    readers = {"secret": f"raise RuntimeError(open({str(tmp_path / 'secret.txt')!r}).read())\n",
               "proc": "import os\nraise RuntimeError(open(f'/proc/{os.getppid()}/cmdline').read())\n",
               "environ": "import os\nraise RuntimeError(open(f'/proc/{os.getppid()}/environ').read()[:300])\n"}
    results = check(*readers.items())
    assert token not in results["secret"].detail and "PermissionError" in results["secret"].detail
    for name in ("proc", "environ"):
        assert mine not in results[name].detail and "SVAFAM" not in results[name].detail, results[name].detail


def test_no_loopback_connection(tmp_path):
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(2)
    server.settimeout(5)
    got = []

    def accept() -> None:
        try:
            got.append(server.accept())
        except OSError:  # timed out, or closed at the end of the test: nothing connected
            pass

    threading.Thread(target=accept, daemon=True).start()
    port = server.getsockname()[1]
    caller = f"import socket\nsocket.create_connection(('127.0.0.1', {port}), timeout=2).sendall(b'hi')\n" + CONSTANT
    try:
        check(("caller", caller))
        time.sleep(0.3)
        assert got == []
    finally:
        server.close()


def test_a_model_built_from_the_projects_own_packages_and_specs_does_not_pass():
    """What the gold answer was before: the project's reference model, reading the spec from specs/."""
    spec = ROOT / "specs" / "timer_watchdog" / "timer_0007.yaml"
    borrowed = f'''
import sys
sys.path.insert(0, {str(IMPORT_ROOT)!r})
import yaml
from svafam.generators.spec_builder import SpecBuilder
from svafam.oracle.reference import ReferenceModel

SPEC = yaml.safe_load(open({str(spec)!r}).read())


class Model:
    def __init__(self):
        self._model = ReferenceModel(SpecBuilder("spec.yaml", SPEC).build())

    def reset(self):
        self._state = self._model.reset_state()

    def step(self, inputs):
        outputs = self._model.outputs(self._state, inputs)
        self._state = self._model.step(self._state, inputs)
        return outputs
'''
    results = check(("borrowed", borrowed), ("gold", GOLD))
    assert results["gold"].verdict == "pass"
    assert (results["borrowed"].verdict, results["borrowed"].reason) == ("error", "import_error")


def test_the_cache_folder_and_its_key_stay_out_of_reach(own_cache):
    check(("gold", GOLD))
    assert (own_cache / "cache-key").is_file()
    reader = (f"import os\nraise RuntimeError(repr(os.listdir({str(own_cache)!r})) + "
              f"repr(open({str(own_cache / 'cache-key')!r}, 'rb').read()))\n")
    [r] = check(("reader", reader)).values()
    assert "PermissionError" in r.detail and "cache-key" not in r.detail
    assert cache_dir() == own_cache
