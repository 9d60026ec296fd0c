"""Runs of one local executor that start at once (a streamed drive) share one warm server."""

from __future__ import annotations

import threading
import time

import svafam.engine.local as local
from svafam.engine import discover


def test_concurrent_prepares_start_one_server(monkeypatch):
    started = []

    class SlowServer:
        def __init__(self, _toolchain):
            time.sleep(0.2)          # long enough for every thread to find no server yet
            started.append(self)

        def close(self):
            pass

    monkeypatch.setattr(local, "SbyServer", SlowServer)
    monkeypatch.setattr(local, "adopt_early", lambda _toolchain: None)
    executor = local.LocalExecutor(discover(), workers=4)
    executor.warm = True
    threads = [threading.Thread(target=executor.prepare) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(started) == 1 and executor.server is started[0]
