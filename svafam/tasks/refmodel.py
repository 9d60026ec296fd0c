"""Reference-model tasks: write a Python model of a module, checked by co-simulation.

One task per RTL variant (``<family>/<variant>``), in two forms: ``rtl`` (the Verilog, the
description and the interface) and ``spec`` (only the description and the interface).
The model's interface is fixed (:data:`MODEL_INTERFACE`), with the cycle convention of
:mod:`svafam.oracle.reference`: every model starts in its reset state; ``step`` applies one
cycle's inputs and returns the outputs seen in that cycle, before the clock edge that
ends it, then takes that edge.

:func:`gold_model_code` is the gold answer: a self-contained model written from the family's
spec (:mod:`svafam.oracle.standalone`), standard library only as the prompt asks, so that it
runs in the sandbox that forbids importing this project. It computes what
:class:`svafam.oracle.reference.ReferenceModel` computes: the control that every family's
checker must pass.
"""

from __future__ import annotations

import yaml

from svafam.generators.spec_builder import SpecBuilder
from svafam.oracle.standalone import model_source

from .interface import interface_text

FORMS = ("rtl", "spec")
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml's parser when available

MODEL_INTERFACE = """\
Write the model as one Python class named Model (Python 3.11, standard library only):

    class Model:
        def reset(self) -> None: ...
            # put the model in the state the module has after reset
        def step(self, inputs: dict[str, int]) -> dict[str, int]: ...
            # one clock cycle: `inputs` has every input port but the clock (the reset input
            # included, as a 0/1 value); return every output port's value *during* this
            # cycle (before the rising clock edge that ends it), then advance the state
            # across that edge

Values are unsigned integers that fit the port's width. The checker calls reset() once
on a new Model() and then step() once per cycle; a synchronous reset asserted in a
cycle shows in the outputs of the next cycle, an asynchronous one in the same cycle."""


def prompt(meta: dict, form: str, module: str = "", rtl: str = "") -> str:
    """The task as the model reads it: ``rtl`` form with the Verilog, ``spec`` form without."""
    if form not in FORMS:
        raise ValueError(f"unknown reference-model task form {form!r}")
    head = (f"Write a Python reference model of the Verilog module {module} below.\n\n" if form == "rtl"
            else f"Write a Python reference model of this hardware module ({meta['family']}).\n\n")
    text = head + f"Description: {meta['description']}\n{interface_text(meta)}\n\n"
    if form == "rtl":
        text += f"```verilog\n{rtl}```\n\n"
    return text + MODEL_INTERFACE + "\n\nAnswer with the code in one ```python block.\n"


def gold_model_code(family: str, spec_text: str) -> str:
    """The gold reference model of the family whose spec is ``spec_text``: Python standard library only."""
    spec = SpecBuilder(f"{family}/spec.yaml", yaml.load(spec_text, Loader=_LOADER)).build()
    return model_source(spec)
