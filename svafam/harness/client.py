"""A client of an OpenAI-compatible chat endpoint (vLLM, llama.cpp's server, SGLang, hosted APIs).

httpx does the HTTP (connection pooling, timeouts, a client safe to share between threads);
this module adds what the harness needs on top: a preflight that tells a wrong URL, a
refused key and a model that is not served apart before any work, bounded retries with
exponential backoff (and the server's ``Retry-After``) on 429, 5xx, lost connections and
malformed replies, and a reply checked field by field before anything is taken from it.

A reply is outside input: only the choices' text, their finish reasons and the token
counts are read, each checked for its type; nothing in it is ever run here.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import httpx

from svafam import safejson
from svafam.errors import SvafamError

RETRY_STATUS = frozenset({408, 409, 429, 500, 502, 503, 504})
_MAX_REPLY_BYTES = 16 << 20    # a longer reply body is malformed, not read further
_SHOWN = 200                   # characters of a server's message quoted in an error


class EndpointError(SvafamError):
    """The endpoint cannot be used at all (wrong URL, key refused, model not served): stop the run."""


class RequestFailed(Exception):
    """One request failed for good (retries used up, or a refusal that retrying cannot change)."""


class _Retryable(Exception):
    def __init__(self, why: str, wait: float | None = None):
        super().__init__(why)
        self.wait = wait


@dataclass(frozen=True)
class Sampling:
    temperature: float = 0.2
    top_p: float = 1.0
    max_tokens: int = 2048
    seed: int | None = None

    def to_json(self) -> dict:
        out = {"temperature": self.temperature, "top_p": self.top_p, "max_tokens": self.max_tokens}
        if self.seed is not None:
            out["seed"] = self.seed
        return out


@dataclass(frozen=True)
class Retry:
    attempts: int = 6          # tries of one request in all
    base: float = 1.0          # seconds before the second try; doubled each time
    cap: float = 60.0          # no single wait is longer


@dataclass
class Completion:
    texts: list[str]
    finish_reasons: list[str | None]
    prompt_tokens: int | None
    completion_tokens: int | None
    attempts: int = 1
    notes: list[str] = field(default_factory=list)


def _quote(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= _SHOWN else text[:_SHOWN - 3] + "..."


def _server_message(response: httpx.Response) -> str:
    """The error text a server put in its body (OpenAI's ``{"error": {"message"}}``, vLLM's
    ``{"message"}``), or the body itself, shortened."""
    try:
        doc = safejson.loads(response.content)
    except (ValueError, RecursionError):
        return _quote(response.text)
    if isinstance(doc, dict):
        inner = doc.get("error")
        if isinstance(inner, dict) and isinstance(inner.get("message"), str):
            return _quote(inner["message"])
        if isinstance(inner, str):
            return _quote(inner)
        if isinstance(doc.get("message"), str):
            return _quote(doc["message"])
        if isinstance(doc.get("detail"), str):
            return _quote(doc["detail"])
    return _quote(response.text)


def _retry_after(response: httpx.Response) -> float | None:
    value = response.headers.get("retry-after")
    try:
        return max(0.0, float(value)) if value is not None else None
    except ValueError:
        return None


def _count(usage: object, key: str) -> int | None:
    value = usage.get(key) if isinstance(usage, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None


def parse_reply(body: bytes) -> Completion:
    """The choices of a chat completion; anything not of the documented shape is :class:`_Retryable`."""
    if len(body) > _MAX_REPLY_BYTES:
        raise _Retryable(f"malformed reply: body longer than {_MAX_REPLY_BYTES} bytes")
    try:
        doc = safejson.loads(body)
    except (ValueError, RecursionError):
        raise _Retryable(f"malformed reply: not JSON ({_quote(body[:120].decode('utf-8', 'replace'))})") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("choices"), list) or not doc["choices"]:
        raise _Retryable("malformed reply: no \"choices\" list")
    choices: list[tuple[int, str, str | None]] = []
    for position, choice in enumerate(doc["choices"]):
        message = choice.get("message") if isinstance(choice, dict) else None
        content = message.get("content") if isinstance(message, dict) else None
        if not isinstance(content, str):
            raise _Retryable(f"malformed reply: choice {position} has no string message.content")
        index = choice.get("index", position)
        if isinstance(index, bool) or not isinstance(index, int):
            index = position
        reason = choice.get("finish_reason")
        choices.append((index, content, reason if isinstance(reason, str) else None))
    choices.sort(key=lambda c: c[0])
    usage = doc.get("usage")
    return Completion([c[1] for c in choices], [c[2] for c in choices],
                      _count(usage, "prompt_tokens"), _count(usage, "completion_tokens"))


class ChatClient:
    """One endpoint and model; safe to call from several threads at once."""

    def __init__(self, endpoint: str, model: str, api_key: str | None = None, key_env: str = "OPENAI_API_KEY",
                 retry: Retry = Retry(), timeout: float = 600.0,
                 sleep: Callable[[float], None] = time.sleep, transport: httpx.BaseTransport | None = None):
        self.endpoint = endpoint.rstrip("/")
        self.model, self.key_env, self.retry, self.sleep = model, key_env, retry, sleep
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        try:
            self.http = httpx.Client(base_url=self.endpoint, headers=headers, transport=transport,
                                     timeout=httpx.Timeout(timeout, connect=min(timeout, 10.0)),
                                     follow_redirects=False, trust_env=False)
        except (httpx.InvalidURL, httpx.UnsupportedProtocol, ValueError, TypeError) as e:
            raise EndpointError(f"--endpoint {endpoint!r}: not a usable URL ({e}); "
                                "give the API's base URL, e.g. http://127.0.0.1:8000/v1") from None
        self._jitter = random.Random(0)
        self._lock = threading.Lock()

    def close(self) -> None:
        self.http.close()

    def __enter__(self) -> ChatClient:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- what makes the whole endpoint unusable -------------------------------------------------
    def _unreachable(self, e: Exception) -> EndpointError:
        return EndpointError(f"cannot reach {self.endpoint} ({type(e).__name__}: {_quote(str(e)) or 'no answer'}); "
                             "is the server running, and is --endpoint its base URL (e.g. http://127.0.0.1:8000/v1)?")

    def _refused_key(self, response: httpx.Response) -> EndpointError:
        return EndpointError(f"{self.endpoint} refused the API key (HTTP {response.status_code}: "
                             f"{_server_message(response)}); set ${self.key_env} to a key this server accepts "
                             "(--api-key-env names another variable)")

    def _no_model(self, detail: str) -> EndpointError:
        return EndpointError(f"model {self.model!r} is not served at {self.endpoint} ({detail}); "
                             "--model must name one the server lists at /models")

    def preflight(self) -> list[str] | None:
        """The models the endpoint lists (None if it has no ``/models``); raises :class:`EndpointError`
        for an unreachable server, a refused key or a model it does not list."""
        try:
            response = self.http.get("/models")
        except (httpx.InvalidURL, httpx.UnsupportedProtocol) as e:
            raise EndpointError(f"--endpoint {self.endpoint!r}: not a usable URL ({e}); "
                                "give the API's base URL, e.g. http://127.0.0.1:8000/v1") from None
        except httpx.TransportError as e:
            raise self._unreachable(e) from None
        if response.status_code in (401, 403):
            raise self._refused_key(response)
        if response.status_code != 200:
            return None          # a server without /models: the first request will tell
        try:
            doc = safejson.loads(response.content)
            ids = [m["id"] for m in doc["data"] if isinstance(m, dict) and isinstance(m.get("id"), str)]
        except (ValueError, KeyError, TypeError, RecursionError):
            return None
        if ids and self.model not in ids:
            shown = ", ".join(ids[:10]) + (f", ... ({len(ids)} in all)" if len(ids) > 10 else "")
            raise self._no_model(f"it serves: {shown}")
        return ids

    # -- one request, retried ------------------------------------------------------------------
    def _wait(self, attempt: int, hint: float | None) -> float:
        with self._lock:
            jitter = self._jitter.uniform(0.5, 1.0)
        wait = self.retry.base * (2 ** (attempt - 1)) * jitter
        if hint is not None:
            wait = max(wait, hint)
        return min(wait, self.retry.cap)

    def _once(self, payload: dict) -> Completion:
        try:
            response = self.http.post("/chat/completions", json=payload)
        except httpx.TimeoutException as e:
            raise _Retryable(f"no answer in time ({type(e).__name__})") from None
        except httpx.TransportError as e:
            raise _Retryable(f"connection failed ({type(e).__name__}: {_quote(str(e))})") from None
        status = response.status_code
        if status in (401, 403):
            raise self._refused_key(response)
        if status == 404:
            message = _server_message(response)
            if "model" in message.lower():
                raise self._no_model(f"HTTP 404: {message}")
            raise EndpointError(f"{self.endpoint}/chat/completions: not found (HTTP 404: {message}); "
                                "is --endpoint the API's base URL (ending in /v1 for most servers)?")
        if status in RETRY_STATUS:
            raise _Retryable(f"HTTP {status}: {_server_message(response)}", _retry_after(response))
        if status != 200:
            raise RequestFailed(f"HTTP {status}: {_server_message(response)}")
        return parse_reply(response.content)

    def complete(self, messages: list[dict], n: int, sampling: Sampling,
                 stop: threading.Event | None = None) -> Completion:
        """``n`` choices for one prompt (a server may give fewer: the caller asks again for the rest)."""
        payload = {"model": self.model, "messages": messages, "n": n, **sampling.to_json()}
        why = ""
        for attempt in range(1, self.retry.attempts + 1):
            if stop is not None and stop.is_set():
                raise RequestFailed("the run was stopped")
            try:
                done = self._once(payload)
                done.attempts = attempt
                return done
            except _Retryable as e:
                why = str(e)
                if attempt < self.retry.attempts:
                    self.sleep(self._wait(attempt, e.wait))
        raise RequestFailed(f"gave up after {self.retry.attempts} tries; last: {why}")
