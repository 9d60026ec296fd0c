"""Cache entries that cannot be forged: each carries an HMAC of its name and value.

Verdict caches (debugging-fix proofs, SVA scoring jobs) and the reference-model
checker's RTL outputs decide what passes. An entry someone else wrote -- a candidate
that escaped, a stale or edited file -- must never be believed. Every entry is stored
as ``{"mac": ..., "value": ...}`` with an HMAC-SHA256, under a key kept beside the cache
(``<cache>/cache-key``, mode 0600, made on first use), over the entry's name and its
value: a value moved to another name fails too. On reading, an entry whose MAC does not
match is removed and reported as absent, so the question is asked again; the count is
kept (:attr:`SealedCache.rejected`). Sandboxed candidates cannot read the key or the cache
(:func:`svafam.sandbox.default_forbidden`).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import threading
from pathlib import Path

from .toolchain import cache_dir

KEY_FILE = "cache-key"
_KEY_BYTES = 32
_lock = threading.Lock()
_keys: dict[Path, bytes] = {}


def cache_key(root: Path | None = None) -> bytes:
    """The key of the cache folder ``root`` (default :func:`cache_dir`), made when missing."""
    root = (root or cache_dir()).resolve()
    with _lock:
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
        if len(key) != _KEY_BYTES:  # a truncated or planted key: a new one voids every entry made with it
            key = os.urandom(_KEY_BYTES)
            tmp = root / f".{KEY_FILE}.{os.getpid()}"
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "wb") as f:
                f.write(key)
            os.replace(tmp, path)
        _keys[root] = key
        return key


def _canonical(value) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


class SealedCache:
    """JSON values by name in ``folder`` (a folder of the cache), each sealed with the cache's key."""

    def __init__(self, folder: Path, key: bytes | None = None):
        self.folder = folder
        self._key = key
        self.rejected = 0

    @property
    def key(self) -> bytes:
        if self._key is None:
            self._key = cache_key(self.folder.parent)
        return self._key

    def _mac(self, name: str, value) -> str:
        return hmac.new(self.key, name.encode() + b"\0" + _canonical(value), hashlib.sha256).hexdigest()

    def path(self, name: str) -> Path:
        return self.folder / f"{name}.json"

    def get(self, name: str):
        """The value stored under ``name``; None when there is none or it fails its check."""
        path = self.path(name)
        try:
            doc = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return None
        except (OSError, ValueError):
            doc = None
        if (isinstance(doc, dict) and isinstance(doc.get("mac"), str) and "value" in doc
                and hmac.compare_digest(doc["mac"], self._mac(name, doc["value"]))):
            return doc["value"]
        self.rejected += 1
        path.unlink(missing_ok=True)
        return None

    def put(self, name: str, value) -> None:
        """Store ``value`` (JSON data) under ``name``: written aside, then moved into place."""
        self.folder.mkdir(parents=True, exist_ok=True)
        tmp = self.folder / f".{name}.{os.getpid()}.{threading.get_ident()}.tmp"
        tmp.write_text(json.dumps({"mac": self._mac(name, value), "value": value}), encoding="utf-8")
        os.replace(tmp, self.path(name))
