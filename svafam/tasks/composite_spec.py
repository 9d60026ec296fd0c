"""A composition spec: a top module made of two or three family modules and the glue between them.

    id: comp_0001
    split: train                     # the split of every family it uses
    pattern: chain2                  # chain2 (p0 -> p1), chain3 (p0 -> p1 -> p2), fanin (p0, p1 -> p2)
    parts:
      - {instance: p0, family: debouncer_0003}
      - {instance: p1, family: counter_0005}
    links:                           # a 1-bit input of a later part driven by a 1-bit output of an earlier one
      - {to: p1.inc, from: p0.pulse, op: and, control: p1_inc_en}
        # op: direct (to = from), and (from && control), or (from || control); control: a top input

Everything else follows from the parts (:func:`ports`): the top has the clock ``clk`` and the
reset ``rst`` (active high, synchronous; a part whose reset is active low gets ``!rst``), an
input ``<instance>_<port>`` for every part input no link drives, the links' controls, and an
output ``<instance>_<port>`` for every part output. :func:`load` checks a spec against the
families' interfaces and names every problem by field.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import yaml

from svafam.errors import SvafamError
from svafam.generators.keywords import RESERVED

COMPOSITES_DIR = "composites"  # dataset/composites/<id>/: one folder per admitted composite
INDEX_FILE = "index.json"      # dataset/composites/index.json: every candidate's verdict
PATTERNS = ("chain2", "chain3", "fanin")
OPS = ("direct", "and", "or")
CLOCK, RESET = "clk", "rst"
_NAME = re.compile(r"^[a-z][a-z0-9_]*$")


class CompositionError(SvafamError, ValueError):
    """A composition spec that cannot be built; the message names the file, the field and the reason."""


@dataclass(frozen=True)
class Part:
    instance: str
    family: str


@dataclass(frozen=True)
class Link:
    to: str              # <instance>.<input port>
    source: str          # <instance>.<output port>
    op: str = "direct"
    control: str | None = None

    @property
    def target_instance(self) -> str:
        return self.to.split(".")[0]


@dataclass(frozen=True)
class Composition:
    id: str
    split: str
    pattern: str
    parts: tuple[Part, ...]
    links: tuple[Link, ...]

    @property
    def families(self) -> tuple[str, ...]:
        return tuple(p.family for p in self.parts)

    def to_doc(self) -> dict:
        return {"id": self.id, "split": self.split, "pattern": self.pattern,
                "parts": [{"instance": p.instance, "family": p.family} for p in self.parts],
                "links": [{"to": lk.to, "from": lk.source, "op": lk.op, **({"control": lk.control} if lk.control else {})}
                          for lk in self.links]}

    def text(self) -> str:
        return yaml.safe_dump(self.to_doc(), sort_keys=False, default_flow_style=None, width=120)


def wire(endpoint: str) -> str:
    """``p0.pulse`` -> ``p0_pulse``: the top-level net (port or wire) of a part's port."""
    return endpoint.replace(".", "_")


def ports(comp: Composition, metas: dict[str, dict]) -> tuple[list[dict], list[dict]]:
    """The top's inputs (after clk and rst) and outputs, ``{"name", "width"}``, in part order."""
    driven = {lk.to for lk in comp.links}
    inputs, outputs = [], []
    for part in comp.parts:
        meta = metas[part.family]
        for p in meta["inputs"]:
            if f"{part.instance}.{p['name']}" not in driven:
                inputs.append({"name": f"{part.instance}_{p['name']}", "width": p["width"]})
    inputs += [{"name": lk.control, "width": 1} for lk in comp.links if lk.control]
    for part in comp.parts:
        outputs += [{"name": f"{part.instance}_{p['name']}", "width": p["width"]} for p in metas[part.family]["outputs"]]
    return inputs, outputs


def _fail(path: Path | str, field: str, reason: str) -> CompositionError:
    return CompositionError(f"{path}: {field}: {reason}")


def parse(doc: object, path: Path | str, metas: dict[str, dict]) -> Composition:
    """A spec document checked against ``metas`` (family id -> family.json) of the families it names."""
    if not isinstance(doc, dict):
        raise _fail(path, "(top)", "not a mapping")
    for key in ("id", "split", "pattern", "parts", "links"):
        if key not in doc:
            raise _fail(path, key, "missing")
    if doc["pattern"] not in PATTERNS:
        raise _fail(path, "pattern", f"{doc['pattern']!r} is not one of {', '.join(PATTERNS)}")
    if not isinstance(doc["parts"], list) or not 2 <= len(doc["parts"]) <= 3:
        raise _fail(path, "parts", "two or three parts")
    parts, seen = [], set()
    for i, p in enumerate(doc["parts"]):
        where = f"parts[{i}]"
        if not isinstance(p, dict) or not isinstance(p.get("instance"), str) or not isinstance(p.get("family"), str):
            raise _fail(path, where, "needs instance and family (strings)")
        if not _NAME.match(p["instance"]) or p["instance"] in RESERVED or p["instance"] in seen:
            raise _fail(path, f"{where}.instance", f"{p['instance']!r} is not a fresh lower-case identifier")
        if p["family"] not in metas:
            raise _fail(path, f"{where}.family", f"no family {p['family']!r} in the dataset")
        seen.add(p["instance"])
        parts.append(Part(p["instance"], p["family"]))
    order = [p.instance for p in parts]
    by_instance = {p.instance: metas[p.family] for p in parts}
    links, targets = [], set()
    for i, lk in enumerate(doc["links"] if isinstance(doc["links"], list) else []):
        where = f"links[{i}]"
        if not isinstance(lk, dict):
            raise _fail(path, where, "not a mapping")
        to, source, op, control = lk.get("to"), lk.get("from"), lk.get("op", "direct"), lk.get("control")
        for field, endpoint, kind in (("to", to, "inputs"), ("from", source, "outputs")):
            inst, _, port = str(endpoint).partition(".")
            if inst not in by_instance:
                raise _fail(path, f"{where}.{field}", f"{endpoint!r}: no part {inst!r}")
            width = {q["name"]: q["width"] for q in by_instance[inst][kind]}.get(port)
            if width != 1:
                raise _fail(path, f"{where}.{field}", f"{endpoint!r} is not a 1-bit {kind[:-1]} of {inst}")
        if order.index(source.split(".")[0]) >= order.index(to.split(".")[0]):
            raise _fail(path, where, "a link goes from an earlier part to a later one (no cycles)")
        if to in targets:
            raise _fail(path, f"{where}.to", f"{to} is driven twice")
        if op not in OPS:
            raise _fail(path, f"{where}.op", f"{op!r} is not one of {', '.join(OPS)}")
        if (op == "direct") != (control is None):
            raise _fail(path, f"{where}.control", "an and/or link needs a control input; a direct one has none")
        targets.add(to)
        links.append(Link(to, source, op, control))
    if not links:
        raise _fail(path, "links", "at least one link")
    comp = Composition(str(doc["id"]), str(doc["split"]), doc["pattern"], tuple(parts), tuple(links))
    names = [p["name"] for group in ports(comp, metas) for p in group]
    clash = sorted({n for n in names if names.count(n) > 1} | ({CLOCK, RESET} & set(names)))
    if clash:
        raise _fail(path, "links", f"top-level port name {clash[0]} repeats")
    return comp


def load(path: Path, metas: dict[str, dict]) -> Composition:
    try:
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as e:
        raise _fail(path, "(file)", f"cannot read it ({e})") from None
    return parse(doc, path, metas)
