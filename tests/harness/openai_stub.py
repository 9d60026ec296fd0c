"""A small OpenAI-compatible chat server on loopback, for the harness's tests (real HTTP, no network).

It answers ``GET /v1/models`` and ``POST /v1/chat/completions`` with deterministic text,
and can be told to misbehave per request: a status code (429 with ``Retry-After``, 5xx),
a malformed body, fewer choices than ``n``, a required key, a delay (to see concurrency).
Every request is recorded. It binds 127.0.0.1 only and stops with its context.
"""

from __future__ import annotations

import hashlib
import json
import threading
import time
from collections import defaultdict
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


def answer(prompt: str, index: int) -> str:
    return f"answer {hashlib.sha256(prompt.encode()).hexdigest()[:12]} choice {index}"


class Stub:
    def __init__(self, models: list[str] | None = ("stub-model",), key: str | None = None, max_n: int | None = None,
                 delay: float = 0.0):
        self.models, self.key, self.max_n, self.delay = models, key, max_n, delay
        self.requests: list[dict] = []
        self.faults: list = []        # consumed one per chat request, in order: int status, or a name
        self.fault_for: dict[str, list] = defaultdict(list)   # per prompt text (its last user message)
        self.always: dict[str, object] = {}                   # per prompt text, on every request
        self.in_flight = self.max_in_flight = 0
        self.lock = threading.Lock()
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def __enter__(self) -> Stub:
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *exc) -> None:
        self.server.shutdown()
        self.server.server_close()

    def chat_requests(self) -> list[dict]:
        return [r for r in self.requests if r["path"].endswith("/chat/completions")]

    def _fault(self, prompt: str):
        with self.lock:
            if prompt in self.always:
                return self.always[prompt]
            if self.fault_for.get(prompt):
                return self.fault_for[prompt].pop(0)
            if self.faults:
                return self.faults.pop(0)
        return None

    def _handler(self):
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:
                pass

            def _send(self, status: int, body: bytes | dict, headers: dict | None = None) -> None:
                data = body if isinstance(body, bytes) else json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                for k, v in (headers or {}).items():
                    self.send_header(k, v)
                self.end_headers()
                self.wfile.write(data)

            def _authorized(self) -> bool:
                if stub.key is None or self.headers.get("Authorization") == f"Bearer {stub.key}":
                    return True
                self._send(401, {"error": {"message": "Incorrect API key provided", "type": "invalid_request_error"}})
                return False

            def do_GET(self) -> None:
                stub.requests.append({"path": self.path, "method": "GET"})
                if not self._authorized():
                    return
                if self.path == "/v1/models" and stub.models is not None:
                    self._send(200, {"object": "list", "data": [{"id": m, "object": "model"} for m in stub.models]})
                else:
                    self._send(404, {"error": {"message": f"no route {self.path}"}})

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))))
                stub.requests.append({"path": self.path, "method": "POST", "body": body})
                if not self._authorized():
                    return
                if self.path != "/v1/chat/completions":
                    self._send(404, {"error": {"message": f"no route {self.path}"}})
                    return
                if stub.models is not None and body.get("model") not in stub.models:
                    self._send(404, {"object": "error", "message": f"The model `{body.get('model')}` does not exist.",
                                     "type": "NotFoundError", "code": 404})
                    return
                prompt = body["messages"][-1]["content"]
                with stub.lock:
                    stub.in_flight += 1
                    stub.max_in_flight = max(stub.max_in_flight, stub.in_flight)
                try:
                    time.sleep(stub.delay)
                    self._reply(body, prompt, stub._fault(prompt))
                finally:
                    with stub.lock:
                        stub.in_flight -= 1

            def _reply(self, body: dict, prompt: str, fault) -> None:
                if isinstance(fault, int):
                    self._send(fault, {"error": {"message": f"planted {fault}"}},
                               {"Retry-After": "0"} if fault == 429 else None)
                    return
                if fault == "not_json":
                    self._send(200, b"<html>proxy error</html>")
                    return
                if fault == "no_choices":
                    self._send(200, {"id": "x", "object": "chat.completion"})
                    return
                if fault == "null_content":
                    self._send(200, {"choices": [{"index": 0, "message": {"role": "assistant", "content": None},
                                                  "finish_reason": "stop"}]})
                    return
                if fault == "deep":
                    self._send(200, b"[" * 100_000 + b"]" * 100_000)
                    return
                n = body.get("n", 1)
                given = min(n, stub.max_n) if stub.max_n else n
                choices = [{"index": i, "message": {"role": "assistant", "content": answer(prompt, i)},
                            "finish_reason": "stop"} for i in range(given)]
                self._send(200, {"id": "cmpl", "object": "chat.completion", "model": body["model"],
                                 "choices": choices,
                                 "usage": {"prompt_tokens": len(prompt.split()), "completion_tokens": 4 * given,
                                           "total_tokens": len(prompt.split()) + 4 * given}})

        return Handler
