"""The content-addressed cache: results kept under a hash of everything they are a function of.

``SVAFAM_CACHE`` (else ``$XDG_CACHE_HOME/sva-families``, else ``~/.cache/sva-families``) holds
one folder per kind of result. An entry is written atomically, so a reader sees a whole
entry or none; what a key is made of is each caller's business (the code, the inputs, the
tool versions it depends on).

Entries that decide what passes (verdicts, the RTL outputs a reference model is compared
with) are a :class:`SealedCache`: each carries an HMAC of its name and value under a key kept
beside the cache (``cache-key``, mode 0600, made on first use), and one that fails its check
-- a planted file, an edit, a value moved to another name -- is removed and reported absent.
Sandboxed candidates can read neither the cache nor the key (:mod:`svafam.sandbox.policy`).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import threading
from pathlib import Path

from .files import write_atomic


def cache_dir() -> Path:
    base = os.environ.get("SVAFAM_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "sva-families")
    return Path(base)


def key_of(*parts: str | bytes) -> str:
    """The sha256 of the parts, each one delimited, so that ("ab", "c") and ("a", "bc") differ."""
    digest = hashlib.sha256()
    for part in parts:
        data = part.encode() if isinstance(part, str) else part
        digest.update(len(data).to_bytes(8, "big"))
        digest.update(data)
    return digest.hexdigest()


class ContentCache:
    """One kind of result: ``cache_dir()/<name>/<key><suffix>``."""

    def __init__(self, name: str, suffix: str = ""):
        self.name, self.suffix = name, suffix

    @property
    def folder(self) -> Path:
        return cache_dir() / self.name  # read each time: tests and users move SVAFAM_CACHE

    def path(self, key: str) -> Path:
        return self.folder / f"{key}{self.suffix}"

    def get_bytes(self, key: str) -> bytes | None:
        try:
            return self.path(key).read_bytes()
        except FileNotFoundError:
            return None

    def get_text(self, key: str) -> str | None:
        data = self.get_bytes(key)
        return None if data is None else data.decode("utf-8")

    def put(self, key: str, data: str | bytes) -> Path:
        path = self.path(key)
        write_atomic(path, data)
        return path


KEY_FILE = "cache-key"
_KEY_BYTES = 32
_key_lock = threading.Lock()
_keys: dict[Path, bytes] = {}


def cache_key(root: Path | None = None) -> bytes:
    """The sealing key of the cache folder ``root`` (default :func:`cache_dir`), made when missing."""
    root = Path(root or cache_dir()).resolve()
    with _key_lock:
        if root in _keys:
            return _keys[root]
        root.mkdir(parents=True, exist_ok=True)
        path = root / KEY_FILE
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            key = path.read_bytes()
        else:
            key = os.urandom(_KEY_BYTES)
            with os.fdopen(fd, "wb") as f:
                f.write(key)
        if len(key) != _KEY_BYTES:  # a truncated or planted key: a new one voids every entry sealed with it
            key = os.urandom(_KEY_BYTES)
            write_atomic(path, key, mode=0o600)
        _keys[root] = key
        return key


def _canonical(value) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


class SealedCache(ContentCache):
    """JSON values by key, each sealed with the cache's key; :attr:`rejected` counts entries not believed."""

    def __init__(self, name: str):
        super().__init__(name, ".json")
        self.rejected = 0

    def _mac(self, key: str, value) -> str:
        secret = cache_key(self.folder.parent)
        return hmac.new(secret, key.encode() + b"\0" + _canonical(value), hashlib.sha256).hexdigest()

    def get(self, key: str):
        """The value stored under ``key``; None when there is none or it fails its check (it is then removed)."""
        data = self.get_bytes(key)
        if data is None:
            return None
        try:
            doc = json.loads(data)
        except ValueError:
            doc = None
        if (isinstance(doc, dict) and isinstance(doc.get("mac"), str) and "value" in doc
                and hmac.compare_digest(doc["mac"], self._mac(key, doc["value"]))):
            return doc["value"]
        self.rejected += 1
        self.path(key).unlink(missing_ok=True)
        return None

    def put(self, key: str, value) -> Path:  # type: ignore[override] - JSON data, not bytes
        return super().put(key, json.dumps({"mac": self._mac(key, value), "value": value}))
