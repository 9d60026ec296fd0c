"""What the formal side knows of a family: read from the generated family.json (:mod:`svafam.family_folder`)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from svafam.family_folder import Design, FamilyFormatError, Port, read_family  # noqa: F401 - re-exported
from svafam.generators.expr import Expr, Ident, Unary
from svafam.generators.properties import Property

Signal = Port  # a port of the interface (svafam.design.Port): name, direction, width


@dataclass(frozen=True)
class FamilyInterface:
    family: str
    clock: str
    reset: str
    reset_active_high: bool
    inputs: tuple[Signal, ...]
    outputs: tuple[Signal, ...]
    variants: tuple[Design, ...]
    mutants: tuple[Design, ...]
    properties: tuple[Property, ...]
    depth: int
    oracle: Design | None = None

    @property
    def reset_asserted(self) -> Expr:
        return Ident(self.reset) if self.reset_active_high else Unary("!", Ident(self.reset))

    @property
    def ports(self) -> tuple[Signal, ...]:
        """Every port in declaration order: clock, reset, inputs, outputs."""
        return (Signal(self.clock, "input", 1), Signal(self.reset, "input", 1)) + self.inputs + self.outputs

    @property
    def reference(self) -> Design:
        return self.variants[0]


def reference_file(family_dir: Path) -> Path:
    """The reference variant's RTL file (:attr:`FamilyInterface.reference`), from ``family.json`` alone:
    corpus-wide token comparisons need only this, not every property parsed."""
    return Path(family_dir) / read_family(family_dir).variants[0].file


def load_interface(family_dir: Path) -> FamilyInterface:
    meta = read_family(family_dir)
    props_path = Path(family_dir) / meta.properties_file
    try:
        props_doc = json.loads(props_path.read_text(encoding="utf-8"))
        properties = tuple(Property.from_json(p) for p in props_doc["properties"])
    except FileNotFoundError:
        raise FamilyFormatError(f"{family_dir}: missing {meta.properties_file}; run `svafam build` "
                                "to regenerate the family") from None
    except (KeyError, TypeError, ValueError) as err:
        raise FamilyFormatError(f"{props_path}: malformed properties ({err!r})") from None
    return FamilyInterface(
        family=meta.family, clock=meta.clock, reset=meta.reset.name, reset_active_high=meta.reset.active_high,
        inputs=meta.inputs, outputs=meta.outputs, variants=meta.variants, mutants=meta.mutants,
        properties=properties, depth=meta.depth, oracle=meta.oracle)
