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


def find_project_root() -> tuple[Path, str]:
    """The folder holding ``specs/``, ``dataset/`` and ``splits/``, and how it was found (for messages):
    ``SVAFAM_ROOT`` when set, else the checkout this package was installed from in editable mode,
    else the current folder."""
    env = os.environ.get("SVAFAM_ROOT")
    if env:
        return Path(env), f"SVAFAM_ROOT={env}"
    if (IMPORT_ROOT / "pyproject.toml").is_file() and (IMPORT_ROOT / "specs").is_dir():
        return IMPORT_ROOT, f"the checkout {IMPORT_ROOT} this package runs from"
    cwd = Path.cwd()
    return cwd, f"the current folder {cwd} (no --corpus or --dataset given, SVAFAM_ROOT not set)"


def project_root() -> Path:
    return find_project_root()[0]
