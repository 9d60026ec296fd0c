"""From a response's text to the properties that will be checked, within the limits.

Order matters: the cheap, non-recursive looks come first (length, then slang's lexer
for refused tokens and bracket depth), then the compile and the tree's depth, and only
then the reader, whose expression parser recurses.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from svafam.dataset.loading import Task
from svafam.family_folder import read_family
from svafam.generators.properties import Property, limit_problem

from .compile import compile_response, outline
from .extract import extract
from .limits import LimitExceeded, Limits
from .reader import UnsupportedProperty, interface_names, read_properties, rename_ids
from .screen import screen

MAX_ERRORS = 20   # syntax errors kept per response: garbage can make thousands
NOT_COMPILED = "not scored: the response has syntax errors (see syntax_errors); a response is scored only whole"


@dataclass
class Reading:
    format_ok: bool = False
    format_notes: list[str] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    limits_exceeded: list[LimitExceeded] = field(default_factory=list)
    syntax_errors: list[str] = field(default_factory=list)
    extracted: int = 0
    unsupported: list[dict] = field(default_factory=list)
    not_interface: list[dict] = field(default_factory=list)
    properties: list[Property] = field(default_factory=list)   # supported, interface-only: to be checked

    @property
    def read(self) -> bool:
        """The response was read (nothing refused, no limit exceeded)."""
        return not self.refused and not self.limits_exceeded

    @property
    def syntax_valid(self) -> bool:
        return self.read and not self.syntax_errors


def read_response(response: str, task: Task, limits: Limits) -> Reading:
    out = Reading()
    if len(response) > limits.chars:
        out.limits_exceeded.append(LimitExceeded("chars", len(response), limits.chars))
        return out
    extraction = extract(response)
    out.format_ok, out.format_notes = extraction.format_ok, extraction.notes
    screened = screen(extraction.text)
    out.refused = screened.refused
    if screened.depth > limits.depth:
        out.limits_exceeded.append(LimitExceeded("depth", screened.depth, limits.depth))
    if not out.read:
        return out
    ports = [(p.name, p.direction, p.width) for p in task.ports]
    tree, errors = compile_response(extraction.text, task.rtl, ports)
    shape = outline(tree.root)
    if shape.depth > limits.depth:
        out.limits_exceeded.append(LimitExceeded("depth", shape.depth, limits.depth))
    if len(shape.items) > limits.properties:
        out.limits_exceeded.append(LimitExceeded("properties", len(shape.items), limits.properties))
    if not out.read:
        return out
    # internal names are reported per property (not_interface), not as syntax errors
    errors = [e for e in errors if "undeclared identifier" not in e]
    out.syntax_errors = errors[:MAX_ERRORS] + ([f"... and {len(errors) - MAX_ERRORS} more"]
                                               if len(errors) > MAX_ERRORS else [])
    props, unsupported = read_properties(shape, task.clock)
    props = rename_ids(props)
    if out.syntax_errors:  # what does not compile is not scored: no credit for text a tool would reject
        unsupported += [UnsupportedProperty(p.id, NOT_COMPILED) for p in props]
        props = []
    out.extracted = len(props) + len(unsupported)
    out.unsupported = [{"id": u.label, "construct": u.construct} for u in unsupported]
    names = {p.name for p in task.ports}
    depth = formal_depth(task.rtl_path.parent.parent)
    for p in props:
        outside = sorted(interface_names(p) - names)
        too_large = limit_problem(p, depth)
        if outside:
            out.not_interface.append({"id": p.id, "names": outside})
        elif too_large:  # its monitor could not be checked completely at the family's depth
            out.unsupported.append({"id": p.id, "construct": too_large})
        else:
            out.properties.append(p)
    return out


@lru_cache(maxsize=None)
def formal_depth(family_dir: Path) -> int:
    """The family's proof bound (no exported record carries it: a missing folder is a FamilyFormatError)."""
    return read_family(family_dir).depth
