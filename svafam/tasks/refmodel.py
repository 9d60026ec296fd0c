"""Reference-model tasks: write a Python model of a module, checked by co-simulation.

One task per RTL variant (``<family>/<variant>``), in two forms: ``rtl`` (the Verilog, the
description and the interface) and ``spec`` (only the description and the interface).
The model's interface is fixed (:data:`MODEL_INTERFACE`), with the cycle convention of
:mod:`svafam.oracle.reference`: every model starts in its reset state; ``step`` applies one
cycle's inputs and returns the outputs seen in that cycle, before the clock edge that
ends it, then takes that edge.

:func:`gold_model_code` is this project's own reference model of a family
(:class:`svafam.oracle.reference.ReferenceModel`) wrapped in that interface, as candidate code:
the control that every family's checker must pass.
"""

from __future__ import annotations

from .interface import interface_text

FORMS = ("rtl", "spec")

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
    """Our own reference model of the family (oracle/reference.py) as candidate code for the checker."""
    return f'''"""{family}: the project's own reference model (oracle/reference.py), as a candidate."""
import yaml

from svafam.generators.spec_builder import SpecBuilder
from svafam.oracle.reference import ReferenceModel

SPEC = yaml.safe_load({spec_text!r})


class Model:
    def __init__(self):
        self._model = ReferenceModel(SpecBuilder("spec.yaml", SPEC).build())
        self.reset()

    def reset(self):
        self._state = self._model.reset_state()

    def step(self, inputs):
        outputs = self._model.outputs(self._state, inputs)
        self._state = self._model.step(self._state, inputs)
        return outputs
'''
