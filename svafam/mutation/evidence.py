"""Evidence of the mutation pool: every tool verdict keyed by a hash of what it was obtained on.

A key covers the inputs that decide the verdict (mutant and clean text, monitor, model,
depth, the code's version of the job) and the tool versions; a verdict whose key is
unchanged is reused, so ``build`` reruns only what changed (a new gold property changes
the monitor, hence every kill key of the family).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

EVIDENCE_VERSION = 1
# bump when a job's shape changes (harness, options), so old verdicts are not reused
COMPILE_VERSION, RETENTION_VERSION, KILL_VERSION = "1", "1", "1"


def _key(*parts: object, versions: dict[str, str]) -> str:
    text = json.dumps([list(map(str, parts)), sorted(versions.items())])
    return hashlib.sha256(text.encode()).hexdigest()


def compile_key(module: str, text: str, versions: dict[str, str]) -> str:
    return _key("yosys-compile", COMPILE_VERSION, module, text, versions=versions)


def retention_key(model: str, depth: int, clean: str, text: str, versions: dict[str, str]) -> str:
    return _key("retention", RETENTION_VERSION, model, depth, clean, text, versions=versions)


def kill_key(depth: int, text: str, monitor: str, versions: dict[str, str]) -> str:
    return _key("kill", KILL_VERSION, depth, text, monitor, versions=versions)


def read(path: Path) -> dict:
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return doc if doc.get("evidence_version") == EVIDENCE_VERSION else {}


def reusable(doc: dict, section: str, mid: str, key: str) -> dict | None:
    rec = doc.get(section, {}).get(mid)
    return rec if rec is not None and rec.get("key") == key else None
