"""What the formal side knows of a family: read from the generated family.json."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from svafam.errors import SvafamError
from svafam.generators.expr import Expr, Ident, Unary
from svafam.generators.properties import Property


@dataclass(frozen=True)
class Signal:
    name: str
    width: int


@dataclass(frozen=True)
class Design:
    """One RTL module of the family: a variant (v0..v3) or a mutant (m0..m2)."""

    id: str
    label: str  # style of a variant, name of a mutant
    module: str
    file: str


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
        return (Signal(self.clock, 1), Signal(self.reset, 1)) + self.inputs + self.outputs

    @property
    def reference(self) -> Design:
        return self.variants[0]


class FamilyFormatError(SvafamError, ValueError):
    pass


def reference_file(family_dir: Path) -> Path:
    """The reference variant's RTL file (:attr:`FamilyInterface.reference`), from ``family.json`` alone:
    corpus-wide token comparisons need only this, not every property parsed."""
    meta_path = family_dir / "family.json"
    try:
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
        return family_dir / meta["variants"][0]["file"]
    except FileNotFoundError:
        raise FamilyFormatError(f"{family_dir}: missing family.json; run `svafam build` "
                                "to regenerate the family") from None
    except (KeyError, IndexError, TypeError, ValueError) as err:
        raise FamilyFormatError(f"{meta_path}: malformed family metadata ({err!r})") from None


def load_interface(family_dir: Path) -> FamilyInterface:
    meta_path = family_dir / "family.json"
    try:
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
        props_doc = json.loads((family_dir / meta["properties"]).read_text(encoding="utf-8"))
        return FamilyInterface(
            family=meta["family"],
            clock=meta["clock"]["name"],
            reset=meta["reset"]["name"],
            reset_active_high=meta["reset"]["active"] == "high",
            inputs=tuple(Signal(p["name"], p["width"]) for p in meta["inputs"]),
            outputs=tuple(Signal(p["name"], p["width"]) for p in meta["outputs"]),
            variants=tuple(Design(d["id"], d["style"], d["module"], d["file"]) for d in meta["variants"]),
            mutants=tuple(Design(d["id"], d["name"], d["module"], d["file"]) for d in meta["mutants"]),
            properties=tuple(Property.from_json(p) for p in props_doc["properties"]),
            depth=meta["formal"]["depth"],
            oracle=(Design("oracle", "amaranth oracle", meta["oracle"]["module"], meta["oracle"]["file"])
                    if "oracle" in meta else None),
        )
    except FileNotFoundError as err:
        raise FamilyFormatError(f"{family_dir}: missing {Path(err.filename).name}; run `svafam build` "
                                "to regenerate the family") from None
    except (KeyError, TypeError, ValueError) as err:
        raise FamilyFormatError(f"{meta_path}: malformed family metadata ({err!r})") from None
