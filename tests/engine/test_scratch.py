"""Where work folders go: the user's choice first, RAM when it has room, else the temp folder."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

from svafam.engine import scratch


@pytest.fixture
def ram(tmp_path, monkeypatch):
    folder = tmp_path / "shm"
    folder.mkdir()
    monkeypatch.setattr(scratch, "RAM_FOLDER", folder)
    return folder


def test_choice_order(ram, tmp_path):
    assert scratch.scratch_parent({"SVAFAM_SCRATCH": "/x", "TMPDIR": "/y"}) == "/x"
    assert scratch.scratch_parent({"TMPDIR": "/y"}) is None  # the user's temp folder, via tempfile
    assert scratch.scratch_parent({}) == str(ram)


def test_ram_folder_without_room_or_missing_is_not_used(ram, monkeypatch):
    monkeypatch.setattr(scratch, "MIN_FREE_BYTES", 1 << 62)  # more than any folder has
    assert scratch.scratch_parent({}) is None
    monkeypatch.setattr(scratch, "MIN_FREE_BYTES", 0)
    monkeypatch.setattr(scratch, "RAM_FOLDER", ram / "missing")
    assert scratch.scratch_parent({}) is None


def test_folder_is_made_where_chosen_and_removed_after(ram, monkeypatch):
    monkeypatch.setattr(scratch, "MIN_FREE_BYTES", 0)
    monkeypatch.delenv("SVAFAM_SCRATCH", raising=False)
    monkeypatch.delenv("TMPDIR", raising=False)
    with scratch.scratch_folder("svafam-test-") as folder:
        assert folder.parent == ram and folder.name.startswith("svafam-test-")
        (folder / "f").write_text("x")
    assert not folder.exists()


def test_unusable_chosen_folder_is_named_in_the_error(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("SVAFAM_SCRATCH", str(blocker / "sub"))
    with pytest.raises(OSError, match="SVAFAM_SCRATCH="):
        scratch.make_scratch("svafam-test-")


def test_temp_folder_is_the_fallback(ram, monkeypatch, tmp_path):
    monkeypatch.setattr(scratch, "MIN_FREE_BYTES", 1 << 62)
    monkeypatch.delenv("SVAFAM_SCRATCH", raising=False)
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    monkeypatch.setattr(tempfile, "tempdir", None)  # tempfile reads TMPDIR again
    folder = scratch.make_scratch("svafam-test-")
    try:
        assert folder.parent == Path(os.path.realpath(tmp_path)) or folder.parent == tmp_path
    finally:
        folder.rmdir()


def test_the_folders_of_a_process_that_is_gone_are_swept_and_no_others(tmp_path, monkeypatch):
    """A Ray worker killed in the middle of a job leaves its folder (four a run of the Ray tests, in /dev/shm);
    the next job removes it. A living process's folder, this process's own, another machine's or process-id
    namespace's, names without a process id (a Unicode digit, a huge number) and a symbolic link are left alone."""
    import shutil
    import subprocess
    import sys

    monkeypatch.setenv("SVAFAM_SCRATCH", str(tmp_path))
    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()
    alive = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        mine = scratch.owned_scratch("svafam-ray-")
        space = mine.name.split("-")[2]
        assert mine.name.startswith(f"svafam-ray-{space}-{os.getpid()}-")
        dead = tmp_path / f"svafam-ray-{space}-{gone.pid}-abc"
        elsewhere = tmp_path / f"svafam-ray-{'0' * 12 if space != '0' * 12 else '1' * 12}-{gone.pid}-abc"
        living = tmp_path / f"svafam-ray-{space}-{alive.pid}-abc"
        odd = [tmp_path / f"svafam-ray-{space}-{name}-abc" for name in ("\u00b2", "99999999999999999999", "abc")]
        (dead / "work").mkdir(parents=True)
        for folder in [elsewhere, living, *odd]:
            folder.mkdir()
        target = tmp_path / "kept"
        target.mkdir()
        link = tmp_path / f"svafam-ray-{space}-{gone.pid}-link"
        link.symlink_to(target)
        assert scratch.sweep_orphans("svafam-ray-") == [dead]
        assert not dead.exists() and target.is_dir() and link.is_symlink()
        assert all(f.is_dir() for f in [elsewhere, living, mine, *odd])
        shutil.rmtree(mine)
    finally:
        alive.kill()
        alive.wait()
