"""A family folder: every path in it, and the one typed reader of its ``family.json``.

Every layer that reads a family folder finds its files through the names here and reads
``family.json`` through :func:`read_family`, which checks it against its JSON Schema
(``svafam/schemas/family.schema.json``) and returns plain data. A malformed file is a
:class:`FamilyFormatError` naming the file, the field and the reason.

    dataset/<family>/
      family.json            FAMILY_JSON: the family's facts and the paths of its files
      spec.yaml              the spec it was generated from
      rtl/                   the four variants (their paths: family.json)
      mutants/               the three controlled mutants
      properties/            PROPERTIES_JSON, PROPERTIES_SVA: the gold properties
      formal/                monitors, harnesses, the suite's .sby jobs
      evidence/              EVIDENCE_JSON and TRACE_DIR: every job's verdict and the traces kept
      mutation/              POOL_DIR: the source-level mutation pool (optional)
      tasks/                 TASKS_DIR: debugging and reference-model task files
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from .design import DesignUnderTest, Port, Reset
from .errors import SvafamError
from .paths import PACKAGE_DIR
from .records import RecordValidator, field_path

FAMILY_JSON = "family.json"
PROPERTIES_JSON = "properties/properties.json"
PROPERTIES_SVA = "properties/properties.sva"
EVIDENCE_JSON = "evidence/evidence.json"
TRACE_DIR = "evidence/traces"
POOL_DIR = "mutation"
POOL_MANIFEST = "mutation/manifest.jsonl"
KILL_MATRIX = "mutation/kill_matrix.json"
TASKS_DIR = "tasks"
SCHEMA = PACKAGE_DIR / "schemas" / "family.schema.json"


class FamilyFormatError(SvafamError, ValueError):
    """A family folder that cannot be read: the message names the file, the field and what to do."""


# Port and Reset are the design interface's (svafam.design): a family's inputs are Port(name, "input", width)


@dataclass(frozen=True)
class Design:
    """A variant, a mutant or the oracle: a module in a file of the folder.

    Not :class:`svafam.design.DesignUnderTest`: this is an entry of ``family.json`` (which file, which
    module, its label), read without the file's text; :func:`family_design` makes the design to score."""

    id: str
    label: str          # a variant's style, a mutant's name, "amaranth oracle"
    module: str
    file: str


@dataclass(frozen=True)
class FamilyMeta:
    family: str
    category: str
    kind: str
    template: str
    description: str
    clock: str
    reset: Reset
    inputs: tuple[Port, ...]
    outputs: tuple[Port, ...]
    variants: tuple[Design, ...]
    mutants: tuple[Design, ...]
    oracle: Design | None
    properties_file: str
    depth: int
    raw: dict           # the file as read, for what a reader needs beyond these fields

    @property
    def ports(self) -> tuple[Port, ...]:
        return self.inputs + self.outputs


@cache
def _validator() -> RecordValidator:
    return RecordValidator(json.loads(SCHEMA.read_text(encoding="utf-8")))


def read_family_json(family_dir: Path) -> dict:
    """``family.json`` of the folder, checked against its schema, as data."""
    path = Path(family_dir) / FAMILY_JSON
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise FamilyFormatError(f"{family_dir}: missing {FAMILY_JSON}; run `svafam build` to regenerate the "
                                "family") from None
    except (OSError, UnicodeDecodeError) as e:
        raise FamilyFormatError(f"{path}: cannot read ({e})") from None
    except json.JSONDecodeError as e:
        raise FamilyFormatError(f"{path}: line {e.lineno}: not valid JSON ({e.msg})") from None
    error = _validator().first_error(doc)
    if error is not None:
        raise FamilyFormatError(f"{path}: field {field_path(error)}: {error.message}") from None
    return doc


def read_family(family_dir: Path) -> FamilyMeta:
    doc = read_family_json(family_dir)
    oracle = doc.get("oracle")
    return FamilyMeta(
        family=doc["family"], category=doc["category"], kind=doc["kind"], template=doc["template"],
        description=doc["description"], clock=doc["clock"]["name"],
        reset=Reset(doc["reset"]["name"], doc["reset"]["active"], doc["reset"]["synchronous"]),
        inputs=tuple(Port(p["name"], "input", p["width"]) for p in doc["inputs"]),
        outputs=tuple(Port(p["name"], "output", p["width"]) for p in doc["outputs"]),
        variants=tuple(Design(d["id"], d["style"], d["module"], d["file"]) for d in doc["variants"]),
        mutants=tuple(Design(d["id"], d["name"], d["module"], d["file"]) for d in doc["mutants"]),
        oracle=Design("oracle", "amaranth oracle", oracle["module"], oracle["file"]) if oracle else None,
        properties_file=doc["properties"], depth=doc["formal"]["depth"], raw=doc)


def family_dirs(dataset: Path) -> list[Path]:
    """The family folders of a dataset (those holding a ``family.json``), by name."""
    dataset = Path(dataset)
    return sorted(p for p in dataset.iterdir() if (p / FAMILY_JSON).is_file()) if dataset.is_dir() else []


def family_design(family_dir: Path, meta: FamilyMeta, entry: Design) -> DesignUnderTest:
    """One variant or mutant of the family as the design to score (its file's text read from the folder)."""
    path = Path(family_dir) / entry.file
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise FamilyFormatError(f"{path}: missing (family.json names it for {entry.id}); run `svafam build` to "
                                "regenerate the family") from None
    return DesignUnderTest.from_family(meta, entry, {entry.file: text})
