"""The dataset's artifacts: manifest, card, splits, export, and loading them back.

    from svafam.dataset import load_split, load_debug_split, load_refmodel_split
"""

from __future__ import annotations

_PUBLIC = {
    "load_split": "loading", "load_debug_split": "loading", "load_refmodel_split": "loading",
    "DatasetError": "loading", "Task": "loading", "DebugTask": "loading", "RefModelTask": "loading", "load_families": "loading",
    "SPLITS": "splits",
}

__all__ = sorted(_PUBLIC)


def __getattr__(name: str):
    # loaded on first use: the pipeline imports the manifest and splits modules without the loaders
    if name in _PUBLIC:
        from importlib import import_module

        return getattr(import_module(f"{__name__}.{_PUBLIC[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
