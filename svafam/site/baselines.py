"""Loader: the baseline results (``dataset/baselines.json``, from ``benchmarks/baselines.py``) on one page,
the same tables as the dataset card's, generated from the same file."""

from __future__ import annotations

from svafam.dataset.baselines import REMEASURE_COMMAND, STALE_LEAD, read_baselines, stale_counts, tables
from svafam.dataset.card import export_info

from .corpus import Corpus
from .model import Bundle, Page


def load(corpus: Corpus) -> Bundle:
    report = read_baselines(corpus.dataset)
    return Bundle(pages=[Page("baselines.html", "baselines.html", "baselines", {
        "report": report, "tables": tables(report) if report else [],
        "stale": stale_counts(report, export_info(corpus.dataset)) if report else [],
        "stale_lead": STALE_LEAD, "remeasure_command": REMEASURE_COMMAND})])
