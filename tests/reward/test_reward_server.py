"""svafam serve-reward on loopback: batched scoring end to end, and hostile requests refused before any
scoring, each with its status and reason; a bad item costs only itself; a full queue answers 503."""

from __future__ import annotations

import http.client
import json
import socket
import threading
import time

import pytest

from svafam.reward.client import RewardClient
from svafam.reward.kinds import RewardError
from svafam.reward.record import Reward
from svafam.reward.scorer import RewardScorer
from svafam.reward.server import Limits, RewardHTTPServer, RewardService
from svafam.safejson import nesting_depth

from tests.scoring_helpers import TASK, one_family_dataset
from tests.scoring.test_scoring_gaming import GOOD


class Echo:
    """A scorer that answers at once: reward 1 for responses of even length."""

    def __init__(self, delay: float = 0.0):
        self.delay, self.calls = delay, 0

    def score(self, task_ids, responses, *, kind="sva", cache=True):
        self.calls += 1
        time.sleep(self.delay)
        return [Reward(t, kind, float(len(r) % 2 == 0), True, None, {"length": float(len(r))}, {"x": 1})
                for t, r in zip(task_ids, responses)]

    def close(self):
        pass


def serve(scorer, **limits):
    server = RewardHTTPServer("127.0.0.1", 0, RewardService(scorer, Limits(**limits)), quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


@pytest.fixture
def echo():
    scorer = Echo()
    server, port = serve(scorer, body_bytes=4096, items=8, read_seconds=1.0)
    yield scorer, port
    server.shutdown()
    server.server_close()


def post(port: int, body: bytes, headers: dict | None = None) -> tuple[int, dict]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    conn.request("POST", "/score", body=body, headers={"Content-Type": "application/json", **(headers or {})})
    reply = conn.getresponse()
    status, doc = reply.status, json.loads(reply.read())
    conn.close()
    return status, doc


def raw(port: int, data: bytes, wait: float = 5.0) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=wait) as s:
        s.sendall(data)
        chunks = []
        try:
            while chunk := s.recv(65536):
                chunks.append(chunk)
        except TimeoutError:
            pass
        return b"".join(chunks)


def test_health_and_a_batch(echo):
    scorer, port = echo
    client = RewardClient(f"http://127.0.0.1:{port}")
    health = client.health()
    assert health["status"] == "ok" and health["limits"]["items"] == 8 and "sva" in health["kinds"]
    rewards = client.score(["a/v0", "b/v1"], ["xx", "x"])
    assert [(r.task_id, r.reward) for r in rewards] == [("a/v0", 1.0), ("b/v1", 0.0)]
    assert rewards[0].details == {}   # details only when asked for
    status, doc = post(port, json.dumps({"items": [{"task_id": "a", "response": "xx"}], "details": True}).encode())
    assert status == 200 and doc["rewards"][0]["details"] == {"x": 1}


@pytest.mark.parametrize("body, status, says", [
    (b"{not json", 400, "not JSON"),
    (b"\xff\xfe{}", 400, "not UTF-8"),
    (b"[" * 2000 + b"]" * 2000, 400, "nests deeper than"),   # past what json.loads can recurse into
    (b'{"items": ' + b'{"a": ' * 20 + b"1" + b"}" * 20 + b"}", 400, "nests deeper than"),
    (b'[1, 2]', 400, "must be a JSON object"),
    (b'{"items": "x"}', 400, '"items" must be a list'),
    (b'{"items": [], "kind": "poetry"}', 400, '"kind" must be one of'),
    (b'{"items": [], "kind": 5}', 400, '"kind" must be one of'),
    (b'{"items": [], "cache": "yes"}', 400, '"cache" must be true or false'),
    (b'{"items": [], "shell": "rm -rf /"}', 400, "unknown field"),
    (json.dumps({"items": [{"task_id": "a", "response": "x"}] * 9}).encode(), 413, "9 items in one request"),
])
def test_malformed_requests_are_refused_before_scoring(echo, body, status, says):
    scorer, port = echo
    got, doc = post(port, body)
    assert got == status and says in doc["error"]
    assert scorer.calls == 0


def test_oversize_unsized_and_chunked_bodies_are_not_read(echo):
    scorer, port = echo
    status, doc = post(port, b"x", {"Content-Length": "5000"})   # announced past the limit: refused unread
    assert status == 413 and "limit 4096" in doc["error"]
    reply = raw(port, b"POST /score HTTP/1.1\r\nHost: x\r\n\r\n")
    assert b" 411 " in reply.split(b"\r\n")[0] and b"Content-Length" in reply
    reply = raw(port, b"POST /score HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n")
    assert b" 411 " in reply.split(b"\r\n")[0]
    reply = raw(port, b"POST /score HTTP/1.1\r\nHost: x\r\nContent-Length: -3\r\n\r\n")
    assert b" 400 " in reply.split(b"\r\n")[0]
    assert scorer.calls == 0


def test_a_client_that_sends_nothing_is_dropped(echo):
    _scorer, port = echo
    start = time.monotonic()
    reply = raw(port, b"POST /score HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{", wait=10)
    assert time.monotonic() - start < 8 and b" 200 " not in reply   # read limit: 1 s
    reply = raw(port, b"GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    health = json.loads(reply.split(b"\r\n\r\n", 1)[1])
    assert health["status"] == "ok"   # the server goes on


def test_bad_items_score_zero_and_the_others_are_scored(echo):
    scorer, port = echo
    items = [{"task_id": "a", "response": "xx"}, 5, {"task_id": 3, "response": "xx"}, {"task_id": "b"},
             {"task_id": "c", "response": ["xx"]}, {"response": "xx"}, {"task_id": "d", "response": "xxxx"}]
    status, doc = post(port, json.dumps({"items": items}).encode())
    assert status == 200 and scorer.calls == 1
    got = [(r["task_id"], r["reward"], r["reason"]) for r in doc["rewards"]]
    assert got[0] == ("a", 1.0, None) and got[-1] == ("d", 1.0, None)
    assert got[1] == ("", 0.0, 'an item must be an object {"task_id", "response"}, not a int')
    assert got[2] == ("", 0.0, '"task_id" must be a string (it is a int)')
    assert got[3] == ("b", 0.0, '"response" must be a string (it is missing)')
    assert got[4] == ("c", 0.0, '"response" must be a string (it is a list)')
    assert got[5] == ("", 0.0, '"task_id" must be a string (it is missing)')


def test_a_full_queue_answers_503_at_once():
    scorer = Echo(delay=1.5)
    server, port = serve(scorer, queue=0)
    try:
        body = json.dumps({"items": [{"task_id": "a", "response": "xx"}]}).encode()
        first = threading.Thread(target=post, args=(port, body))
        first.start()
        time.sleep(0.3)
        start = time.monotonic()
        status, doc = post(port, body)
        assert status == 503 and "busy" in doc["error"] and time.monotonic() - start < 1.0
        first.join()
        assert post(port, body)[0] == 200   # served again once the line is free
    finally:
        server.shutdown()
        server.server_close()


def test_json_depth_skips_strings():
    assert nesting_depth('{"a": "[[[[[[", "b": [1, {"c": "\\"]]]"}]}') == 3


def test_the_real_scorer_over_http(tmp_path):
    data, splits, tasks = one_family_dataset(tmp_path)
    scorer = RewardScorer(data, splits, timeout=60)
    server, port = serve(scorer)
    try:
        client = RewardClient(f"http://127.0.0.1:{port}", batch=2)   # three requests
        rewards = client.score([TASK, TASK, "nope/v0", TASK, TASK],
                               [tasks[TASK].reference_sva, GOOD, GOOD, "garbage (((", ""], cache=False)
        assert [r.reward for r in rewards][0] == 1.0 and 0 < rewards[1].reward < 1
        assert rewards[2].reason.startswith("unknown task id") and rewards[3].reward == rewards[4].reward == 0.0
        with pytest.raises(RewardError, match="HTTP 400"):
            RewardClient(f"http://127.0.0.1:{port}").score([TASK], [GOOD], kind="poetry")
    finally:
        server.shutdown()
        server.server_close()
        scorer.close()


def test_the_serve_reward_command(tmp_path):
    import re
    import signal
    import subprocess
    import sys
    data, splits, _tasks = one_family_dataset(tmp_path)
    proc = subprocess.Popen([sys.executable, "-m", "svafam.cli", "serve-reward", "--port", "0", "--quiet",
                             "--dataset", str(data), "--splits", str(splits)], stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stderr.readline()
        port = int(re.search(r"http://127\.0\.0\.1:(\d+)", line).group(1))
        client = RewardClient(f"http://127.0.0.1:{port}")
        assert client.health()["workers"] == 1
        [reward] = client.score([TASK], [GOOD], cache=False)
        assert 0 < reward.reward < 1 and reward.passes
    finally:
        proc.send_signal(signal.SIGINT)
        assert proc.wait(timeout=60) == 0


def test_serve_reward_refuses_a_port_in_use(tmp_path):
    import subprocess
    import sys
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        run = subprocess.run([sys.executable, "-m", "svafam.cli", "serve-reward", "--port", str(port)],
                             capture_output=True, text=True, timeout=120)
    assert run.returncode == 2 and f"cannot listen on 127.0.0.1:{port}" in run.stderr
