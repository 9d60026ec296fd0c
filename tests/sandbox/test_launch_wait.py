"""The checker's wait for a sandbox launcher: at most its deadline, and the process reaped when it ends."""

from __future__ import annotations

import subprocess
import sys

from svafam.sandbox.launch import _ended


def test_a_process_past_its_deadline_is_not_ended_and_one_that_ends_is_reaped():
    slow = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        assert _ended(slow, 0.2) is False and slow.returncode is None
    finally:
        slow.kill()
    assert _ended(slow, 10) is True and slow.returncode is not None
    quick = subprocess.Popen([sys.executable, "-c", "raise SystemExit(7)"])
    assert _ended(quick, 10) is True and quick.returncode == 7
    assert _ended(quick, 0) is True   # already reaped: still ended


def test_without_a_pidfd_the_wait_polls(monkeypatch):
    import os

    monkeypatch.delattr(os, "pidfd_open", raising=False)
    slow = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        assert _ended(slow, 0.2) is False
    finally:
        slow.kill()
    assert _ended(slow, 10) is True and slow.returncode is not None
