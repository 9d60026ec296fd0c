"""Composite RTL tasks (work in progress): the top module over sub-modules of other families."""

from __future__ import annotations

from pathlib import Path

COMPOSITES_DIR = "composites"


def load_composite_tasks(dataset: Path) -> dict:
    """id -> (DebugTaskRef, families) of every composite of the dataset."""
    return {}
