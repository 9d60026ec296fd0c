#!/usr/bin/env python3
"""Validate one family of the dataset: ``python validate.py --family timer_0007``.

Same as ``svafam validate --family timer_0007``; see ``--help`` for options.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from svafam.cli import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main(["validate", *sys.argv[1:]]))
