"""Deprecated: the loaders are :mod:`svafam.dataset` now (``from svafam.dataset import load_split``).

Kept for one release so that code written against 0.1 keeps working."""

import warnings

from svafam.dataset.loading import *  # noqa: F401,F403
from svafam.dataset.loading import DatasetError, load_debug_split, load_refmodel_split, load_split  # noqa: F401

warnings.warn("svafam.loading is deprecated; import from svafam.dataset instead", DeprecationWarning, stacklevel=2)
