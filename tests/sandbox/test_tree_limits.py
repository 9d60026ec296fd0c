"""The whole process tree's memory and CPU are bounded (the sandbox's init adds them up), not each process's alone;
a tree stalled at a memory limit is reported over that limit, not as slow."""

from __future__ import annotations

import time

from svafam.sandbox import MIB, Limits, run_python

from .conftest import needs_kernel

pytestmark = needs_kernel

BOMB = r'''
import os, time
kids = 0
for i in range(200):
    try:
        pid = os.fork()
    except OSError:
        break
    if pid == 0:
        block = bytearray(64 << 20)   # written: resident
        time.sleep(30)
        os._exit(0)
    kids += 1
print(kids, flush=True)
time.sleep(30)
'''


def test_a_fork_bomb_that_allocates_is_bounded_by_the_total_not_by_processes_times_memory():
    limits = Limits(processes=12, memory_bytes=256 * MIB, total_memory_bytes=320 * MIB, wall_seconds=20)
    start = time.monotonic()
    r = run_python(BOMB, limits=limits)
    assert r.limit == "memory" and "320 MiB resident in all" in r.limit_detail, r.summary()
    # processes x memory would be 3 GiB; the tree held at most one sample's growth past its total
    assert r.peak_memory_bytes < 320 * MIB + 12 * 64 * MIB
    assert r.peak_tasks <= 12 and time.monotonic() - start < 15


def test_the_same_bomb_under_a_larger_total_is_held_by_the_process_limit():
    """The control: with room for every child, the bomb is held by the process count alone, and runs to the wall."""
    r = run_python(BOMB, limits=Limits(processes=6, memory_bytes=256 * MIB, total_memory_bytes=1024 * MIB,
                                       wall_seconds=3))
    assert r.limit == "wall" and 0 < int(r.stdout) < 6 and r.peak_memory_bytes > 4 * 64 * MIB


def test_cpu_is_bounded_for_the_whole_tree():
    spin = "import os\nfor _ in range(3):\n    if os.fork() == 0:\n        break\nwhile True:\n    pass\n"
    r = run_python(spin, limits=Limits(processes=8, cpu_seconds=6, total_cpu_seconds=1, wall_seconds=30))
    assert r.limit == "cpu" and "1 CPU s in all" in r.limit_detail, r.summary()
    assert 1 <= r.total_cpu_seconds < 3


STALL = r'''
import time
hold = []
try:
    while True:
        hold.append(bytearray(8 << 20))
except MemoryError:
    pass
time.sleep(60)
'''


def test_a_process_stalled_at_its_memory_limit_is_over_the_memory_limit_at_the_wall():
    """Its own address-space limit stops it, below the tree's total: at the wall limit it is found waiting
    there and reported over the memory limit, not as a timeout."""
    r = run_python(STALL, limits=Limits(memory_bytes=192 * MIB, total_memory_bytes=1024 * MIB, wall_seconds=2))
    assert r.limit == "memory", r.summary()
    r = run_python("import time\nx = bytearray(16 << 20)\ntime.sleep(60)\n",
                   limits=Limits(memory_bytes=192 * MIB, total_memory_bytes=1024 * MIB, wall_seconds=1))
    assert r.limit == "wall"  # the control: far from its limit, it is slow


def test_the_command_starts_in_the_folder_it_is_given(tmp_path):
    (tmp_path / "a" / "b").mkdir(parents=True)
    (tmp_path / "a" / "b" / "here.txt").write_text("here")
    r = run_python("import os\nprint(open('here.txt').read(), os.path.basename(os.getcwd()))\n", workdir=tmp_path,
                   cwd="a/b")
    assert r.ok and r.stdout.split() == [b"here", b"b"]
    for bad in ("../x", "/etc"):
        try:
            run_python("pass", workdir=tmp_path, cwd=bad)
        except ValueError as e:
            assert "folder of its own folder" in str(e)
        else:
            raise AssertionError(f"cwd={bad!r} was accepted")
