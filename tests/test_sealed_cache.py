"""Sealed cache entries: what was stored comes back; anything else -- an edit, a value moved to another
name, an unsealed file, another cache's key -- is rejected, removed and counted."""

from __future__ import annotations

import json

import pytest

from svafam.cache import KEY_FILE, SealedCache, cache_key


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("SVAFAM_CACHE", str(tmp_path / "cache"))
    return SealedCache("verdicts")


def test_a_value_comes_back_and_the_key_is_private(cache, tmp_path):
    cache.put("k1", {"status": "FAIL", "trace": [1, 2]})
    assert cache.get("k1") == {"status": "FAIL", "trace": [1, 2]} and cache.get("absent") is None
    key = tmp_path / "cache" / KEY_FILE
    assert key.stat().st_mode & 0o777 == 0o600 and len(key.read_bytes()) == 32
    assert cache.rejected == 0


@pytest.mark.parametrize("forge", [
    lambda doc, other: {**doc, "value": {"status": "PASS", "trace": [1, 2]}},   # an edited verdict
    lambda doc, other: other,                                                  # another entry's file, moved here
    lambda doc, other: doc["value"],                                           # unsealed, as the caches were
    lambda doc, other: {"mac": "0" * 64, "value": doc["value"]},               # a made-up seal
    lambda doc, other: "not json {",
])
def test_anything_else_is_rejected_removed_and_counted(cache, forge):
    cache.put("k1", {"status": "FAIL", "trace": [1, 2]})
    cache.put("k2", {"status": "PASS", "trace": [1, 2]})
    doc, other = (json.loads(cache.path(k).read_text()) for k in ("k1", "k2"))
    forged = forge(doc, other)
    cache.path("k1").write_text(forged if isinstance(forged, str) else json.dumps(forged))
    assert cache.get("k1") is None and not cache.path("k1").exists() and cache.rejected == 1
    assert cache.get("k2") == {"status": "PASS", "trace": [1, 2]}


def test_an_entry_sealed_under_another_key_is_not_believed(tmp_path, monkeypatch):
    monkeypatch.setenv("SVAFAM_CACHE", str(tmp_path / "a"))
    SealedCache("v").put("k", {"status": "PASS"})
    (tmp_path / "b" / "v").mkdir(parents=True)
    (tmp_path / "b" / "v" / "k.json").write_bytes((tmp_path / "a" / "v" / "k.json").read_bytes())
    monkeypatch.setenv("SVAFAM_CACHE", str(tmp_path / "b"))
    other = SealedCache("v")
    assert other.get("k") is None and other.rejected == 1
    assert cache_key(tmp_path / "a") != cache_key(tmp_path / "b")
