"""The property forms: one module each, each defining ``FORM``.

A form names a shape of property (an invariant, ``A |=> C``, a bounded response, ...). It
follows from a :class:`~svafam.generators.properties.Property`'s fields (:func:`form_of`
asks the forms in order of precedence, the most specific first); the card prints its SVA
notation, the site its label, and ``tests/test_registries.py`` checks that every form
prints, lowers to a monitor, is read back by the SVA scorer as the same form, and exports.
A new form is a new module here (and, when no existing machinery covers it, its printing,
lowering and reading).
"""

from __future__ import annotations

import pkgutil
from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module


@dataclass(frozen=True)
class PropertyForm:
    name: str
    notation: str          # its SVA, for people (the dataset card)
    label: str             # a short column heading (the site)
    temporal: bool         # looks beyond the next cycle
    order: int             # where it is listed
    precedence: int        # form_of asks the lowest first: a property has the first form that matches it
    matches: Callable      # (Property) -> bool, from the property's fields alone
    example: Callable      # (a, b, c: 1-bit expressions) -> a Property of this form, for tests and docs


def _discover() -> tuple[PropertyForm, ...]:
    found = [import_module(f"{__name__}.{m.name}").FORM for m in pkgutil.iter_modules(__path__)]
    return tuple(sorted(found, key=lambda f: f.order))


PROPERTY_FORMS: tuple[PropertyForm, ...] = _discover()
BY_NAME = {f.name: f for f in PROPERTY_FORMS}
BY_PRECEDENCE = tuple(sorted(PROPERTY_FORMS, key=lambda f: f.precedence))
