"""A client of ``svafam serve-reward`` with the scorer's ``score`` method (standard library only), so a
trainer on another machine uses the server exactly as it would a local scorer (and :func:`grpo_reward`)."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from collections.abc import Sequence

from .kinds import RewardError
from .record import Reward


class RewardClient:
    def __init__(self, url: str = "http://127.0.0.1:8765", timeout: float = 600.0, batch: int = 1024):
        self.url, self.timeout, self.batch = url.rstrip("/"), timeout, batch

    def _call(self, method: str, path: str, doc: dict | None = None) -> dict:
        data = None if doc is None else json.dumps(doc).encode()
        req = urllib.request.Request(self.url + path, data=data, method=method,
                                     headers={"Content-Type": "application/json"} if data else {})
        try:
            with urllib.request.urlopen(req, timeout=self.timeout) as reply:
                return json.loads(reply.read())
        except urllib.error.HTTPError as err:
            try:
                why = json.loads(err.read()).get("error", "")
            except ValueError:
                why = ""
            raise RewardError(f"{self.url}{path}: HTTP {err.code}{': ' + why if why else ''}") from None
        except (urllib.error.URLError, OSError) as err:
            raise RewardError(f"{self.url}{path}: {err}") from None

    def health(self) -> dict:
        return self._call("GET", "/health")

    def score(self, task_ids: Sequence[str], responses: Sequence[str], *, kind: str = "sva",
              cache: bool = True) -> list[Reward]:
        task_ids, responses = list(task_ids), list(responses)
        if len(task_ids) != len(responses):
            raise RewardError(f"{len(task_ids)} task ids for {len(responses)} responses")
        out: list[Reward] = []
        for start in range(0, len(task_ids), self.batch):
            items = [{"task_id": t, "response": r} for t, r in zip(task_ids[start:start + self.batch],
                                                                  responses[start:start + self.batch])]
            doc = self._call("POST", "/score", {"kind": kind, "cache": cache, "items": items})
            out += [Reward(**{**r, "details": r.get("details", {})}) for r in doc["rewards"]]
        return out
