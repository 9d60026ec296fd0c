"""The kinds of record the site shows, each a loader (``load(corpus) -> Bundle``) with its templates.

A new kind of record joins the site by its loader module and template(s), listed here.
"""

from __future__ import annotations

from . import debug, families, pool, tasks, temporal

LOADERS = {
    "families": families.load,
    "mutation pool": pool.load,
    "debugging tasks": debug.load,
    "temporal properties": temporal.load,
    "task kinds": tasks.load,
}
