"""A design to score: its files, top module, clock, reset and ports, whoever made it.

The scorers, the task builders and the project tools take a design through this one small
interface, so that a family's variant (our spec, our RTL), an exported task record (the
dataset without its checkout) and a user's project (somebody else's RTL) are scored by the
same code. It sits on the lowest floor and imports nothing of the project but the error
root: every layer may use it, and it knows no layer. The constructors read what each source
has by its attributes (a family's :class:`svafam.family_folder.FamilyMeta`, a project's
:class:`svafam.projects.design.Design`) without importing them, which would run upward.

A record that lacks what a design needs is a :class:`DesignRecordError` naming the task,
the field and the reason.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from .errors import SvafamError

DIRECTIONS = ("input", "output", "inout")
# the record field holding a task's code, and the field holding that code's path (None: the record has none)
CODE_FIELDS = {"rtl": "rtl_path", "buggy_rtl": None, "gold_rtl": "gold_path"}


class DesignRecordError(SvafamError, ValueError):
    """An exported record that does not say a design: the message names the task, the field and the reason."""


@dataclass(frozen=True)
class Port:
    name: str
    direction: str   # input | output | inout
    width: int


@dataclass(frozen=True)
class Reset:
    name: str
    active: str         # high | low
    synchronous: bool

    @property
    def active_high(self) -> bool:
        return self.active == "high"


@dataclass(frozen=True)
class DesignUnderTest:
    """What a scorer needs of a design. ``files``: path (relative to the design's folder) -> Verilog text,
    the top's file among them; treat it as read-only (a frozen dataclass cannot freeze a dict, and a
    read-only mapping would not pickle to the executors' processes)."""

    files: Mapping[str, str]
    top: str
    clock: str | None             # None: a combinational design
    reset: Reset | None           # None: a design with no reset
    ports: tuple[Port, ...]       # in declaration order
    # how a compiler reads a hierarchical design (a user's project): the files it is given, in order (the
    # others are only included; empty: every file, by path), the folders `include looks in, the macros it starts with
    rtl: tuple[str, ...] = ()
    include_dirs: tuple[str, ...] = ()
    defines: Mapping[str, str] = field(default_factory=dict)

    @property
    def read_order(self) -> tuple[str, ...]:
        """The files a compiler is given, in order."""
        return self.rtl or tuple(sorted(self.files))

    @property
    def inputs(self) -> tuple[Port, ...]:
        return tuple(p for p in self.ports if p.direction == "input")

    @property
    def outputs(self) -> tuple[Port, ...]:
        return tuple(p for p in self.ports if p.direction != "input")

    @property
    def data_inputs(self) -> tuple[Port, ...]:
        """The inputs but the clock and the reset."""
        control = {self.clock, self.reset.name if self.reset else None}
        return tuple(p for p in self.inputs if p.name not in control)

    def port(self, name: str) -> Port:
        return next(p for p in self.ports if p.name == name)

    # ---- constructors -----------------------------------------------------------------------

    @classmethod
    def from_family(cls, meta, entry, files: Mapping[str, str]) -> DesignUnderTest:
        """A family's variant or mutant: ``meta`` a :class:`svafam.family_folder.FamilyMeta`, ``entry`` one of its
        ``variants``/``mutants`` (:class:`svafam.family_folder.Design`), ``files`` the texts by path in the
        family folder (:func:`svafam.family_folder.family_design` reads them). Ports as the generated RTL
        declares them: clock, reset, inputs, outputs."""
        ports = ((Port(meta.clock, "input", 1), Port(meta.reset.name, "input", 1))
                 + tuple(meta.inputs) + tuple(meta.outputs))
        return cls(dict(files), entry.module, meta.clock, meta.reset, ports)

    @classmethod
    def from_record(cls, record: Mapping, code_field: str | None = None) -> DesignUnderTest:
        """An exported task record: its ``interface`` block and the code the record carries (``code_field``: one
        of :data:`CODE_FIELDS`; by default the first the record has). The file's path is the record's, relative
        to its family folder; a record with no path (a debugging task's buggy code) names it ``<top>.v``."""
        task = record.get("task_id", "(no task_id)") if isinstance(record, Mapping) else "(not a record)"

        def fail(field: str, reason: str) -> DesignRecordError:
            return DesignRecordError(f"task {task}: field {field}: {reason}")

        if not isinstance(record, Mapping):
            raise fail("(top level)", f"a record is an object, not {type(record).__name__}")
        if code_field is None:
            code_field = next((f for f in CODE_FIELDS if f in record), None)
            if code_field is None:
                raise fail("rtl", f"missing: the record carries no code (none of {', '.join(CODE_FIELDS)})")
        elif code_field not in CODE_FIELDS:
            raise ValueError(f"unknown code field {code_field!r}; choose one of {', '.join(CODE_FIELDS)}")
        text = record.get(code_field)
        if not isinstance(text, str):
            raise fail(code_field, "missing" if text is None else "not a string")
        top = record.get("module")
        if not isinstance(top, str) or not top:
            raise fail("module", "missing" if top is None else "not a module name")
        iface = record.get("interface")
        if not isinstance(iface, Mapping):
            raise fail("interface", "missing" if iface is None else "not an object")
        clock = _clock(iface, fail)
        reset = _reset(iface, fail)
        ports = _ports(iface, fail)
        path_field = CODE_FIELDS[code_field]
        rel = record.get(path_field) if path_field else None
        if path_field and not isinstance(rel, str):
            raise fail(path_field, "missing" if rel is None else "not a path")
        if rel is None:
            rel = f"{top}.v"
        family = record.get("family_id")
        if isinstance(family, str) and rel.startswith(f"{family}/"):
            rel = rel[len(family) + 1:]   # the path in the family folder, as a family's design names it
        return cls({rel: text}, top, clock, reset, ports)

    @classmethod
    def from_project(cls, design) -> DesignUnderTest:
        """A user's project as :mod:`svafam.projects.design` reads it (parsed and elaborated): its working texts
        (every file the tools read), top, clock, reset and the ports Yosys found."""
        project = design.project
        r = project.reset
        reset = Reset(r.name, "high" if r.active_high else "low", r.synchronous) if r is not None else None
        return cls(design.working_texts(), project.top, project.clock.name if project.clock else None, reset,
                   tuple(Port(p.name, p.direction, p.width) for p in design.ports), tuple(project.rtl),
                   tuple(project.include_dirs), dict(project.defines))

    @classmethod
    def from_project_task(cls, meta: Mapping, files: Mapping[str, str]) -> DesignUnderTest:
        """A project's task folder: ``meta`` its ``project.json`` (written by :mod:`svafam.projects.taskdesign`),
        ``files`` one copy of its design's texts by path."""
        r = meta.get("reset")
        reset = Reset(r["name"], r["active"], r["synchronous"]) if r else None
        d = meta["design"]
        return cls(dict(files), meta["top"], meta["clock"]["name"] if meta.get("clock") else None, reset,
                   tuple(Port(p["name"], p["direction"], p["width"]) for p in meta["ports"]), tuple(d["rtl"]),
                   tuple(d["include_dirs"]), dict(d["defines"]))


def _clock(iface: Mapping, fail) -> str | None:
    clock = iface.get("clock", None)
    if clock is None:
        return None
    if not isinstance(clock, Mapping) or not isinstance(clock.get("name"), str):
        raise fail("interface.clock.name", "missing or not a name")
    return clock["name"]


def _reset(iface: Mapping, fail) -> Reset | None:
    reset = iface.get("reset", None)
    if reset is None:
        return None
    if not isinstance(reset, Mapping):
        raise fail("interface.reset", "not an object")
    if not isinstance(reset.get("name"), str):
        raise fail("interface.reset.name", "missing or not a name")
    if reset.get("active") not in ("high", "low"):
        raise fail("interface.reset.active", f"{reset.get('active')!r}: must be high or low")
    if not isinstance(reset.get("synchronous"), bool):
        raise fail("interface.reset.synchronous", "missing or not true/false")
    return Reset(reset["name"], reset["active"], reset["synchronous"])


def _ports(iface: Mapping, fail) -> tuple[Port, ...]:
    ports = iface.get("ports")
    if not isinstance(ports, list) or not ports:
        raise fail("interface.ports", "missing" if ports is None else "not a list of ports")
    out = []
    for i, p in enumerate(ports):
        where = f"interface.ports[{i}]"
        if not isinstance(p, Mapping):
            raise fail(where, "not an object")
        if not isinstance(p.get("name"), str):
            raise fail(f"{where}.name", "missing or not a name")
        if p.get("direction") not in DIRECTIONS:
            raise fail(f"{where}.direction", f"{p.get('direction')!r}: must be one of {', '.join(DIRECTIONS)}")
        width = p.get("width")
        if not isinstance(width, int) or isinstance(width, bool) or width < 1:
            raise fail(f"{where}.width", f"{width!r}: must be a positive integer")
        out.append(Port(p["name"], p["direction"], width))
    return tuple(out)
