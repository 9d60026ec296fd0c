"""Where things are: the package's own data, the folder to put on ``sys.path`` for the
helper programs this package starts, and the project folder a command works in."""

from __future__ import annotations

import os
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
# the folder holding the ``svafam`` package: a helper program started with ``python -c``
# or a launcher script finds the package there, installed or checked out
IMPORT_ROOT = PACKAGE_DIR.parent
SBY_TEMPLATES = PACKAGE_DIR / "sby_templates"


def project_root() -> Path:
    """The folder holding ``specs/`` and ``dataset/``: ``SVAFAM_ROOT`` when set, else the checkout
    this package was installed from in editable mode, else the current folder."""
    env = os.environ.get("SVAFAM_ROOT")
    if env:
        return Path(env)
    if (IMPORT_ROOT / "pyproject.toml").is_file() and (IMPORT_ROOT / "specs").is_dir():
        return IMPORT_ROOT
    return Path.cwd()
