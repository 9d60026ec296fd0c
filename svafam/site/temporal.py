"""Loader: every temporal property of the corpus (fixed delays, windows, sequences, repetition,
until) on one page, with its SVA and the mutants it kills."""

from __future__ import annotations

from collections import Counter

from svafam.generators.properties import TEMPORAL_FORMS

from .corpus import Corpus
from .families import page_path as family_page
from .model import Bundle, Page
from .properties import property_rows


def load(corpus: Corpus) -> Bundle:
    rows = []
    for family in corpus.families:
        rows += [{**p, "family": family.id, "family_page": family_page(family.id)}
                 for p in property_rows(family) if p["temporal"]]
    forms = Counter(r["form"] for r in rows)
    summary = corpus.manifest["summary"]
    return Bundle(pages=[Page("temporal.html", "temporal.html", "temporal properties", {
        "rows": rows, "forms": [(f, forms[f]) for f in TEMPORAL_FORMS],
        "summary": {k: summary.get(k) for k in ("temporal_properties", "families_with_temporal_properties",
                                               "mutants_caught_by_temporal", "mutants_caught_only_by_temporal",
                                               "pool_mutants_caught_by_temporal",
                                               "pool_mutants_caught_only_by_temporal")},
        "whole": corpus.whole})])
