"""A :class:`~svafam.reward.pool.ProcessPool` worker: ``python -m svafam.reward.worker READ_FD WRITE_FD CONFIG``
(CONFIG: ``[dataset, split file, timeout]`` as JSON). It scores what arrives on READ_FD until that closes."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from .pool import _Link, _serve

if __name__ == "__main__":
    dataset, splits, timeout = json.loads(sys.argv[3])
    _serve(_Link(int(sys.argv[1]), int(sys.argv[2])), dataset and Path(dataset), splits and Path(splits), timeout)
