"""The docs' code lives outside the package (benchmarks/figures.py, docs/_hooks/generated.py): load it by path."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def load(name: str, path: Path):
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def figures():
    return load("svafam_benchmark_figures", ROOT / "benchmarks" / "figures.py")


def hook():
    return load("svafam_docs_generated", ROOT / "docs" / "_hooks" / "generated.py")
