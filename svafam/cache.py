"""The content-addressed cache: results kept under a hash of everything they are a function of.

``SVAFAM_CACHE`` (else ``$XDG_CACHE_HOME/sva-families``, else ``~/.cache/sva-families``) holds
one folder per kind of result. An entry is written atomically, so a reader sees a whole
entry or none; what a key is made of is each caller's business (the code, the inputs, the
tool versions it depends on).
"""

from __future__ import annotations

import hashlib
import os
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
