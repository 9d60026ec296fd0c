"""The output folder of a scoring run, written in a temporary place and moved in when complete.

``results.json`` (one record per line of the predictions file) is streamed as a JSON
array while the run goes on, so a long file never sits in memory; ``traces/`` holds
counterexamples; ``metrics.json`` and ``metrics.md`` come last. Until :meth:`commit`,
nothing is at the final path; an earlier folder there is replaced only then.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path

from svafam.files import swap_in

from .records import LineRecord


class OutputFolder:
    def __init__(self, target: Path):
        self.target = target
        target.parent.mkdir(parents=True, exist_ok=True)
        self.tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.", dir=target.parent))
        self.traces = self.tmp / "traces"
        self._results = open(self.tmp / "results.json", "w", encoding="utf-8")
        self._results.write("[")
        self._count = 0

    def write(self, record: LineRecord) -> None:
        self._results.write(("\n" if self._count == 0 else ",\n") + json.dumps(record.to_json()))
        self._count += 1

    def trace(self, name: str, text: str) -> str:
        """Keep a counterexample; its path relative to the output folder."""
        self.traces.mkdir(exist_ok=True)
        (self.traces / name).write_text(text, encoding="utf-8")
        return f"traces/{name}"

    def commit(self, metrics: dict, table: str) -> None:
        self._results.write("\n]\n")
        self._results.close()
        (self.tmp / "metrics.json").write_text(json.dumps(metrics, indent=2) + "\n", encoding="utf-8")
        (self.tmp / "metrics.md").write_text(table, encoding="utf-8")
        swap_in(self.tmp, self.target)

    def discard(self) -> None:
        if not self._results.closed:
            self._results.close()
        shutil.rmtree(self.tmp, ignore_errors=True)

    def __enter__(self) -> "OutputFolder":
        return self

    def __exit__(self, *_exc) -> None:
        if self.tmp.exists():   # not committed: leave nothing behind
            self.discard()
