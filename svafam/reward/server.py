"""``svafam serve-reward``: the reward API over HTTP, for trainers on other machines (verl, OpenRLHF, ...).

    POST /score   {"kind": "sva", "cache": true, "details": false,
                   "items": [{"task_id": "timer_0004/v0", "response": "..."}, ...]}
              ->  {"rewards": [{"task_id", "kind", "reward", "passes", "reason", "components"[, "details"]}, ...]}
    GET  /health  {"status": "ok", "queued": n, "queue": capacity, "workers": n, "kinds": [...], "limits": {...}}

Every request is hostile until checked, and is refused with a JSON ``{"error": ...}`` and a 4xx code
before any scoring when it is not a well-formed request within the limits (:class:`Limits`): a body
over the size limit is not read (413), a body without a length is refused (411), a body that is not
UTF-8 JSON, nests deeper than the limit (checked before parsing, without recursion) or has the wrong
shape gets 400. Within a well-formed request each item stands alone: an item that is not an object,
or whose task id or response is not a string, scores 0 with that reason and the others are scored.
A bounded queue holds the requests waiting for the scorer; past it the server answers 503 with
``Retry-After`` at once instead of piling up. Reading a request has a time limit (a client that
sends nothing is dropped).

The server is the standard library's ``ThreadingHTTPServer``: a request is a batch scored in seconds,
there are a few trainers, not thousands of clients, and every check a framework would leave to the
application (sizes, depth, types, the queue) is done here anyway; so a dependency would add nothing.
Bind it to loopback (the default) or a private network: it has no authentication and no TLS.
"""

from __future__ import annotations

import json
import sys
import threading
import time
from dataclasses import asdict, dataclass
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from .. import safejson
from .kinds import KINDS, RewardError
from .record import zero


@dataclass(frozen=True)
class Limits:
    body_bytes: int = 16 * 1024 * 1024   # one request's body
    items: int = 2048                     # responses in one request
    depth: int = 8                        # nesting of the JSON body (a request needs 3)
    queue: int = 8                        # requests waiting for the scorer (beyond the one being scored)
    read_seconds: float = 30.0            # to receive one request


class BadRequest(Exception):
    def __init__(self, status: HTTPStatus, message: str):
        super().__init__(message)
        self.status = status


Item = tuple[object, object, "str | None"]   # (task id, response, why it is not scored)


def parse_request(body: bytes, limits: Limits) -> tuple[str, bool, bool, list[Item]]:
    """(kind, cache, details, items) of a /score body; :class:`BadRequest` when the request is malformed."""
    try:
        doc = safejson.loads(body.decode("utf-8"), max_depth=limits.depth)
    except UnicodeDecodeError as err:
        raise BadRequest(HTTPStatus.BAD_REQUEST, f"the body is not UTF-8 (byte {err.start})") from None
    except safejson.TooDeep:
        raise BadRequest(HTTPStatus.BAD_REQUEST, f"the JSON nests deeper than {limits.depth} levels") from None
    except (ValueError, RecursionError) as err:
        raise BadRequest(HTTPStatus.BAD_REQUEST, f"the body is not JSON: {str(err)[:200]}") from None
    if not isinstance(doc, dict):
        raise BadRequest(HTTPStatus.BAD_REQUEST, f"the body must be a JSON object, not {type(doc).__name__}")
    unknown = sorted(set(doc) - {"kind", "cache", "details", "items"})
    if unknown:
        raise BadRequest(HTTPStatus.BAD_REQUEST, f"unknown field(s) {', '.join(map(repr, unknown[:5]))[:200]}")
    kind, cache, details, items = doc.get("kind", "sva"), doc.get("cache", True), doc.get("details", False), \
        doc.get("items")
    if not isinstance(kind, str) or kind not in KINDS:
        raise BadRequest(HTTPStatus.BAD_REQUEST, f"\"kind\" must be one of {', '.join(sorted(KINDS))}, "
                                                 f"not {str(kind)[:40]!r}")
    for name, value in (("cache", cache), ("details", details)):
        if not isinstance(value, bool):
            raise BadRequest(HTTPStatus.BAD_REQUEST, f"\"{name}\" must be true or false")
    if not isinstance(items, list):
        raise BadRequest(HTTPStatus.BAD_REQUEST, "\"items\" must be a list of {\"task_id\", \"response\"} objects")
    if len(items) > limits.items:
        raise BadRequest(HTTPStatus.REQUEST_ENTITY_TOO_LARGE,
                         f"{len(items)} items in one request (limit {limits.items}): split the batch")
    return kind, cache, details, [_item(x) for x in items]


def _type(value: object) -> str:
    return "missing" if value is None else f"a {type(value).__name__}"


def _item(x: object) -> Item:
    if not isinstance(x, dict):
        return None, None, f"an item must be an object {{\"task_id\", \"response\"}}, not {_type(x)}"
    task_id, response = x.get("task_id"), x.get("response")
    if not isinstance(task_id, str):
        return None, None, f"\"task_id\" must be a string (it is {_type(task_id)})"
    if not isinstance(response, str):
        return task_id, None, f"\"response\" must be a string (it is {_type(response)})"
    return task_id, response, None


class RewardService:
    """The scorer behind the server, one batch at a time, with a bounded line of waiting requests."""

    def __init__(self, scorer, limits: Limits = Limits(), workers: int = 1):
        self.scorer, self.limits, self.workers = scorer, limits, workers
        self._slots = threading.BoundedSemaphore(limits.queue + 1)
        self._lock = threading.Lock()
        self.queued = 0
        self.served = 0

    def health(self) -> dict:
        return {"status": "ok", "queued": self.queued, "queue": self.limits.queue, "workers": self.workers,
                "served": self.served, "kinds": sorted(KINDS), "limits": asdict(self.limits)}

    def score(self, kind: str, cache: bool, details: bool, items: list[Item]) -> dict:
        if not self._slots.acquire(blocking=False):
            raise BadRequest(HTTPStatus.SERVICE_UNAVAILABLE, f"busy: {self.limits.queue} requests already wait")
        try:
            with self._lock:
                self.queued += 1
            ok = [i for i, (_t, _r, why) in enumerate(items) if why is None]
            rewards = self.scorer.score([items[i][0] for i in ok], [items[i][1] for i in ok], kind=kind, cache=cache)
            by_index = dict(zip(ok, rewards, strict=True))
            out = []
            for i, (task_id, _r, why) in enumerate(items):
                reward = by_index.get(i) or zero(task_id if isinstance(task_id, str) else "", kind, why)
                doc = reward.to_json()
                if not details:
                    doc.pop("details", None)
                out.append(doc)
            self.served += 1
            return {"rewards": out}
        finally:
            with self._lock:
                self.queued -= 1
            self._slots.release()


class _Handler(BaseHTTPRequestHandler):
    server_version = "svafam-reward"
    protocol_version = "HTTP/1.1"
    service: RewardService
    quiet = False

    def setup(self) -> None:
        super().setup()
        self.connection.settimeout(self.service.limits.read_seconds)

    def log_message(self, format: str, *args) -> None:  # noqa: A002 -- the base class's name
        if not self.quiet:
            sys.stderr.write(f"{time.strftime('%H:%M:%S')} {self.address_string()} {format % args}\n")

    def _reply(self, status: HTTPStatus, doc: dict, extra: dict | None = None) -> None:
        body = (json.dumps(doc) + "\n").encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        for k, v in (extra or {}).items():
            self.send_header(k, v)
        if status >= 400:
            self.send_header("Connection", "close")
            self.close_connection = True
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:  # noqa: N802 -- http.server's name
        if self.path.split("?", 1)[0] == "/health":
            self._reply(HTTPStatus.OK, self.service.health())
        else:
            self._reply(HTTPStatus.NOT_FOUND,
                        {"error": f"no such endpoint {self.path[:100]!r}: GET /health, POST /score"})

    def do_POST(self) -> None:  # noqa: N802
        try:
            if self.path.split("?", 1)[0] != "/score":
                raise BadRequest(HTTPStatus.NOT_FOUND, f"no such endpoint {self.path[:100]!r}: POST /score")
            body = self._body()
            kind, cache, details, items = parse_request(body, self.service.limits)
            doc = self.service.score(kind, cache, details, items)
        except BadRequest as bad:
            extra = {"Retry-After": "1"} if bad.status == HTTPStatus.SERVICE_UNAVAILABLE else None
            self._reply(bad.status, {"error": str(bad)}, extra)
            return
        except (RewardError, ValueError) as err:
            self._reply(HTTPStatus.BAD_REQUEST, {"error": str(err)[:300]})
            return
        except TimeoutError:
            self.close_connection = True
            return
        except Exception as err:  # noqa: BLE001 -- the server outlives any request
            self._reply(HTTPStatus.INTERNAL_SERVER_ERROR, {"error": f"{type(err).__name__}: {str(err)[:200]}"})
            return
        self._reply(HTTPStatus.OK, doc)

    def _body(self) -> bytes:
        if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
            raise BadRequest(HTTPStatus.LENGTH_REQUIRED, "chunked bodies are not accepted: send Content-Length")
        length = self.headers.get("Content-Length")
        if length is None:
            raise BadRequest(HTTPStatus.LENGTH_REQUIRED, "a request needs a Content-Length")
        if not length.isdigit():
            raise BadRequest(HTTPStatus.BAD_REQUEST, "Content-Length must be a number")
        if int(length) > self.service.limits.body_bytes:
            raise BadRequest(HTTPStatus.REQUEST_ENTITY_TOO_LARGE,
                             f"the body has {length} bytes (limit {self.service.limits.body_bytes})")
        body = self.rfile.read(int(length))
        if len(body) < int(length):
            raise BadRequest(HTTPStatus.BAD_REQUEST, "the body ended before Content-Length bytes")
        return body


class RewardHTTPServer(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 64

    def __init__(self, host: str, port: int, service: RewardService, quiet: bool = False):
        handler = type("Handler", (_Handler,), {"service": service, "quiet": quiet})
        super().__init__((host, port), handler)
        self.service = service
