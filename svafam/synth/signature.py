"""A candidate's spec model and reference RTL signature before anything is built (the audit's
anonymized token signature), for :mod:`svafam.synth.novelty` to compare.

Templates that dress one behavior shape in two categories' words give, with the same
parameters, the same RTL up to names: different behavior parameters, same family. The
clone checks after the build catch them (102 of 1,000 candidates at ``--count 1000 --seed
1`` in synth 1.1), after their 18 jobs ran. Generating the reference RTL costs a few
milliseconds, so the draw compares it first and draws such a slot again.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from svafam.generators.family import styles, variant_rtl
from svafam.generators.model import FamilySpec
from svafam.generators.spec_builder import SpecBuilder
from svafam.quality.audit import signature


def reference_model(text: str, rel: str) -> tuple[FamilySpec, tuple[str, ...]] | None:
    """The spec model and the signature of its reference variant; None when the spec cannot be built
    (the spec checks then say why, with the file and field)."""
    try:
        spec = SpecBuilder(Path(rel), yaml.load(text, Loader=yaml.CSafeLoader)).build()
        return spec, signature(variant_rtl(spec, styles(spec)[0], rel))
    except Exception:  # noqa: BLE001 - any failure here is the spec checks' to report
        return None
