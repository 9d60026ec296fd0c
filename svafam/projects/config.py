"""The project description file, ``DIR/svafam-project.yaml``: read, checked and written.

It says what a person must confirm about a project they did not write for this tool:
the design's files and top, the clock and reset, the testbench and how its output is
observed, the limits, and any workaround for a known defect of the project (a testbench
that instantiates another module name than the RTL defines). The JSON Schema
(``schemas/project.schema.json``) is the contract; :func:`load` adds what a schema
cannot say (files exist, stay inside the project, are no symbolic links).
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import yaml

from svafam.errors import SvafamError

PROJECT_FILE = "svafam-project.yaml"
SCHEMA_FILE = Path(__file__).parent / "schemas" / "project.schema.json"

DEFAULT_TIMEOUTS = {"compile_seconds": 60.0, "testbench_seconds": 120.0, "proof_seconds": 120.0}


class ProjectError(SvafamError, ValueError):
    """The project cannot be used as described: the message names the file, the field or line, and the reason."""


class ProjectDefect(ProjectError):
    """A known kind of defect of the project itself (listed in :data:`svafam.projects.check.DEFECTS`):
    reported by name, nothing mutated."""

    def __init__(self, kind: str, message: str):
        super().__init__(f"{kind}: {message}")
        self.kind = kind
        self.detail = message


@dataclass(frozen=True)
class Clock:
    name: str
    edge: str = "posedge"


@dataclass(frozen=True)
class Reset:
    name: str
    active_high: bool
    synchronous: bool

    @property
    def asserted(self) -> int:
        return 1 if self.active_high else 0


@dataclass(frozen=True)
class Testbench:
    files: tuple[str, ...]
    top: str
    dut: str
    observe: str                      # csv | vcd
    data: tuple[str, ...] = ()
    trace: tuple[str, ...] = ()
    expected: str | None = None
    pass_pattern: str | None = None
    fail_pattern: str | None = None
    flags: tuple[str, ...] = ()


@dataclass(frozen=True)
class Project:
    root: Path
    name: str
    top: str
    rtl: tuple[str, ...]
    testbench: Testbench
    include_dirs: tuple[str, ...] = ()
    defines: dict = field(default_factory=dict)
    clock: Clock | None = None
    reset: Reset | None = None
    timeouts: dict = field(default_factory=lambda: dict(DEFAULT_TIMEOUTS))
    rename_module: tuple[str, str] | None = None   # (from, to)
    notes: tuple[str, ...] = ()

    @property
    def file(self) -> Path:
        return self.root / PROJECT_FILE

    def user_files(self) -> tuple[str, ...]:
        """Every file of the project the tool reads: RTL, testbench, data."""
        return self.rtl + self.testbench.files + self.testbench.data + (
            (self.testbench.expected,) if self.testbench.expected else ())

    def to_json(self) -> dict:
        tb = self.testbench
        doc = {
            "version": 1, "name": self.name, "top": self.top, "rtl": list(self.rtl),
            "include_dirs": list(self.include_dirs), "defines": dict(self.defines),
            "clock": {"name": self.clock.name, "edge": self.clock.edge} if self.clock else None,
            "reset": ({"name": self.reset.name, "active": "high" if self.reset.active_high else "low",
                       "synchronous": self.reset.synchronous} if self.reset else None),
            "testbench": {"files": list(tb.files), "top": tb.top, "dut": tb.dut, "data": list(tb.data),
                          "observe": tb.observe, "trace": list(tb.trace), "expected": tb.expected,
                          "pass_pattern": tb.pass_pattern, "fail_pattern": tb.fail_pattern,
                          "flags": list(tb.flags)},
            "timeouts": dict(self.timeouts),
        }
        if self.rename_module:
            doc["workarounds"] = {"rename_module": {"from": self.rename_module[0], "to": self.rename_module[1]}}
        if self.notes:
            doc["notes"] = list(self.notes)
        return doc


@lru_cache(maxsize=1)
def _validator():
    import jsonschema

    return jsonschema.Draft202012Validator(json.loads(SCHEMA_FILE.read_text(encoding="utf-8")))


def _field(path) -> str:
    return ".".join(str(p) for p in path) or "(top level)"


def check_document(doc: object, where: str) -> None:
    from jsonschema.exceptions import best_match

    error = best_match(_validator().iter_errors(doc))
    if error is not None:
        raise ProjectError(f"{where}: {_field(error.absolute_path)}: {error.message}")


def checked_path(root: Path, rel: str, where: str, *, must_exist: bool = True, folder: bool = False) -> str:
    """``rel`` if it names a file (folder) inside the project that is no symbolic link; else ProjectError."""
    if os.path.isabs(rel) or ".." in Path(rel).parts:
        raise ProjectError(f"{where}: {rel}: only paths relative to the project, inside it, are allowed")
    path, current = root / rel, root
    for part in Path(rel).parts:
        current = current / part
        if current.is_symlink():
            raise ProjectError(f"{where}: {rel}: {current.relative_to(root)} is a symbolic link (not followed: "
                               "copy the file into the project)")
    if must_exist and not (path.is_dir() if folder else path.is_file()):
        raise ProjectError(f"{where}: {rel}: no such {'folder' if folder else 'file'} in {root}")
    return Path(rel).as_posix()


def from_json(root: Path, doc: dict, where: str) -> Project:
    check_document(doc, where)
    root = root.resolve()
    tb = doc["testbench"]
    paths = lambda key, items, **kw: tuple(checked_path(root, p, f"{where}: {key}", **kw) for p in items)  # noqa: E731
    testbench = Testbench(
        files=paths("testbench.files", tb["files"]), top=tb["top"], dut=tb["dut"], observe=tb["observe"],
        data=paths("testbench.data", tb.get("data", [])),
        trace=tuple(Path(p).as_posix() for p in tb.get("trace", [])),
        expected=checked_path(root, tb["expected"], f"{where}: testbench.expected") if tb.get("expected") else None,
        pass_pattern=tb.get("pass_pattern"), fail_pattern=tb.get("fail_pattern"), flags=tuple(tb.get("flags", [])))
    for rel in testbench.trace:
        checked_path(root, rel, f"{where}: testbench.trace", must_exist=False)
    if testbench.observe == "csv" and not testbench.trace:
        raise ProjectError(f"{where}: testbench.trace: observe is csv, but no trace file is named")
    rtl = paths("rtl", doc["rtl"])
    overlap = sorted(set(rtl) & set(testbench.files))
    if overlap:
        raise ProjectError(f"{where}: testbench.files: {overlap[0]} is also an RTL file")
    import re
    for key in ("pass_pattern", "fail_pattern"):
        if tb.get(key):
            try:
                re.compile(tb[key])
            except re.error as e:
                raise ProjectError(f"{where}: testbench.{key}: not a regular expression ({e})") from None
    clock = Clock(doc["clock"]["name"], doc["clock"].get("edge", "posedge")) if doc.get("clock") else None
    reset = (Reset(doc["reset"]["name"], doc["reset"]["active"] == "high", doc["reset"]["synchronous"])
             if doc.get("reset") else None)
    rename = doc.get("workarounds", {}).get("rename_module")
    return Project(root=root, name=doc["name"], top=doc["top"], rtl=rtl, testbench=testbench,
                   include_dirs=paths("include_dirs", doc.get("include_dirs", []), folder=True),
                   defines={k: str(v) for k, v in doc.get("defines", {}).items()}, clock=clock, reset=reset,
                   timeouts={**DEFAULT_TIMEOUTS, **doc.get("timeouts", {})},
                   rename_module=(rename["from"], rename["to"]) if rename else None,
                   notes=tuple(doc.get("notes", [])))


def load(directory: Path) -> Project:
    directory = Path(directory)
    path = directory / PROJECT_FILE
    if not path.is_file():
        raise ProjectError(f"{path}: no project file; run `svafam project init {directory} --top MODULE` first")
    try:
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        line = f":{mark.line + 1}" if mark is not None else ""
        raise ProjectError(f"{path}{line}: not YAML ({getattr(e, 'problem', None) or e})") from None
    if not isinstance(doc, dict):
        raise ProjectError(f"{path}: expected a mapping of fields at the top")
    return from_json(directory, doc, str(path))


_HEADER = """\
# svafam project description: what `svafam project check|mutate|tasks` take as given.
# Written by `svafam project init`; read every field and correct what was guessed
# (clock, reset, the testbench's top and design instance, how its output is observed).
"""


def write(project: Project) -> Path:
    """Write the project file (aside, then moved into place)."""
    doc = project.to_json()
    check_document(doc, str(project.file))
    text = _HEADER + yaml.safe_dump(doc, sort_keys=False, default_flow_style=None, width=110)
    fd, tmp = tempfile.mkstemp(prefix=".svafam-project-", suffix=".yaml", dir=project.root)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, project.file)
    return project.file
