"""Per-cycle waveforms: read a VCD, print a table, draw a WaveDrom picture.

The data is plain: a :class:`Waveform` holds :class:`Signal` s, each with one value per
cycle (an ``int``, or ``None`` where the trace has x or z), and an optional marked cycle
(for a debugging task: the first cycle where the clean and the buggy design differ).

A cycle is one rising edge of the clock. SBY/smtbmc traces write each solver step at a
rising edge, with every signal's value for that step at the same timestamp; so the value
of a signal in cycle ``k`` is the value it has at the ``k``-th rising edge *after* every
change recorded at that timestamp. A clock that is high at the first timestamp counts as
rising there (smtbmc's step 0).

Clock-accurate traces (the mutation pool's ``edge`` model, where the clock toggles every
solver step and a falling edge is an event of its own) are read with ``edges="both"``:
one row per clock edge, a *step*, the clock a signal like any other (``unit == "step"``);
the table, the picture and the VCD then show the clock's level per row instead of drawing
a clock of their own.

Functions (all pure, all deterministic: the same waveform gives the same bytes)::

    read_vcd(path, signals=None, clock="clk", edges="rising") -> Waveform    # pyvcd's reader
    pick(wave, signals, group="") -> Waveform                  # select and rename
    compare(inputs, clean, buggy, labels=("clean", "buggy"), start=0) -> Waveform
    first_divergence(a, b, start=0) -> int | None
    to_table(wave) -> str                                      # a compact Markdown table
    to_wavedrom(wave, title="", clock="clk") -> dict           # WaveDrom JSON
    to_svg(wave, title="", clock="clk") -> str                 # rendered by the `wavedrom` package
    to_vcd(wave, clock="clk") -> str                           # pyvcd's writer; read_vcd reads it back

Signal names in :func:`read_vcd` are dotted paths below the top module scope
(``load``, ``design_a.remaining``); the full path from the root (``job_x.load``) works
too. A distinguishing trace of the suite becomes a clean-vs-buggy picture with::

    ins, outs = ["rst", "load", "tick"], ["remaining", "expired"]
    trace = read_vcd("dataset/timer_0007/evidence/traces/distinguish_m0.vcd",
                     ins + [f"design_{d}.{o}" for d in "ab" for o in outs])
    view = compare(pick(trace, ins), pick(trace, {o: f"design_a.{o}" for o in outs}),
                   pick(trace, {o: f"design_b.{o}" for o in outs}))
    print(to_table(view)); svg = to_svg(view, title="timer_0007 m0")

In the picture (and the WaveDrom JSON) the clock is the first lane, groups are lane
groups, the values of the second design of a :func:`compare` waveform that differ from
the first design's are red, and the marked cycle has a vertical line across every lane.

Bad input (no such file, not a VCD, no clock, an unknown signal, a real-valued variable)
raises :class:`WaveformError` with the file and the reason.
"""

from __future__ import annotations

import io
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

from vcd.reader import TokenKind, tokenize
from vcd.writer import VCDWriter
from wavedrom.waveform import WaveDrom

from svafam.errors import SvafamError

Value = int | None
"""One signal's value in one cycle: an integer, or None where the trace has x or z bits."""

UNITS = ("cycle", "step")
_EDGES = {"rising": "cycle", "both": "step"}


class WaveformError(SvafamError, ValueError):
    """A VCD that cannot be read as asked, or a waveform that does not hold together."""


@dataclass(frozen=True)
class Signal:
    name: str
    width: int
    values: tuple[Value, ...]
    group: str = ""  # lanes of one group are drawn together: "inputs", "clean", "buggy", ...

    def __post_init__(self):
        object.__setattr__(self, "values", tuple(self.values))
        if self.width < 1:
            raise WaveformError(f"signal {self.name!r}: width {self.width} is not positive")
        for k, v in enumerate(self.values):
            if v is not None and not 0 <= v < (1 << self.width):
                raise WaveformError(f"signal {self.name!r}: value {v} in cycle {k} does not fit in {self.width} bits")

    @property
    def label(self) -> str:
        return f"{self.group}.{self.name}" if self.group else self.name


@dataclass(frozen=True)
class Waveform:
    signals: tuple[Signal, ...]
    cycles: int                # rows: clock cycles, or steps (clock edges) when unit is "step"
    marker: int | None = None  # a row to point at, e.g. the first diverging one
    unit: str = "cycle"        # "cycle": one row per rising edge; "step": one per edge, the clock among the signals
    first: int = 0             # the number of the first row: a window of a longer trace (:func:`window`)

    def __post_init__(self):
        object.__setattr__(self, "signals", tuple(self.signals))
        for s in self.signals:
            if len(s.values) != self.cycles:
                raise WaveformError(f"signal {s.label!r} has {len(s.values)} values for {self.cycles} cycles")
        labels = [s.label for s in self.signals]
        if len(set(labels)) != len(labels):
            raise WaveformError(f"signal names repeat: {', '.join(sorted({n for n in labels if labels.count(n) > 1}))}")
        if self.marker is not None and not 0 <= self.marker < self.cycles:
            raise WaveformError(f"marker {self.marker} is outside cycles 0..{self.cycles - 1}")
        if self.unit not in UNITS:
            raise WaveformError(f"unit {self.unit!r} is not one of {', '.join(UNITS)}")

    def signal(self, label: str) -> Signal:
        for s in self.signals:
            if s.label == label:
                return s
        raise KeyError(label)


# ---------------------------------------------------------------- reading VCD


@dataclass
class _Var:
    width: int
    code: str
    numeric: bool


def read_vcd(path: str | Path, signals: Sequence[str] | Mapping[str, str] | None = None,
             clock: str = "clk", edges: str = "rising") -> Waveform:
    """The per-cycle values of chosen signals of a VCD file.

    ``signals``: dotted paths (kept as names), or ``{name: path}`` to rename; None takes
    every variable of the top module scope but the clock, in file order. ``edges="both"``:
    a row at every clock edge (a step), for clock-accurate traces.
    """
    path = Path(path)
    if edges not in _EDGES:
        raise WaveformError(f"edges {edges!r} is not one of {', '.join(_EDGES)}")
    try:
        names, order, samples = _scanned(path, clock, both_edges=edges == "both")
    except OSError as e:
        raise WaveformError(f"{path}: cannot read ({e.strerror or e})") from None
    except Exception as e:  # pyvcd raises its own parse errors and ValueError on malformed input
        if isinstance(e, WaveformError):
            raise
        raise WaveformError(f"{path}: not a readable VCD ({type(e).__name__}: {e})") from None
    if signals is None:
        chosen = {n: n for n in order if n != clock}
    elif isinstance(signals, Mapping):
        chosen = dict(signals)
    else:
        chosen = {n: n for n in signals}
    out = []
    for name, ref in chosen.items():
        var = names.get(ref)
        if var is None:
            raise WaveformError(f"{path}: no signal {ref!r} in the trace")
        if not var.numeric:
            raise WaveformError(f"{path}: signal {ref!r} is not a bit vector")
        out.append(Signal(name, var.width, tuple(_number(row.get(var.code)) for row in samples)))
    return Waveform(tuple(out), len(samples), unit=_EDGES[edges])


def _scanned(path: Path, clock: str, both_edges: bool) -> tuple[dict[str, _Var], list[str], list[dict]]:
    """:func:`_scan` of a file, remembered while the file is unchanged (same place, mtime and size): a
    family's task files read each distinguishing trace twice (for its stimuli and for its debugging
    task), and pyvcd's tokenizer was most of their cost. The result is shared, so callers only read it."""
    stat = path.stat()
    return _scan_file(str(path.resolve()), stat.st_mtime_ns, stat.st_size, clock, both_edges, path)


@lru_cache(maxsize=32)
def _scan_file(resolved: str, _mtime_ns: int, _size: int, clock: str, both_edges: bool, shown: Path):
    with open(resolved, "rb") as stream:
        return _scan(stream, clock, shown, both_edges=both_edges)


def _scan(stream, clock: str, path: Path,
          both_edges: bool = False) -> tuple[dict[str, _Var], list[str], list[dict[str, str | int]]]:
    """Variables by name, the top scope's names in order, and the raw values at every rising clock edge
    (``both_edges``: at every edge, the first timestamp counting as one)."""
    scopes: list[str] = []
    names: dict[str, _Var] = {}
    top_order: list[str] = []
    top: str | None = None
    current: dict[str, str | int] = {}
    samples: list[dict[str, str | int]] = []
    clock_code: str | None = None
    clock_before: str | int | None = None
    in_time = False

    def close_timestamp():
        nonlocal clock_before
        now = current.get(clock_code)
        if _number(now) != _number(clock_before) and (both_edges or _number(now) == 1):
            samples.append(dict(current))
        clock_before = now

    for token in tokenize(stream):
        kind = token.kind
        if kind is TokenKind.SCOPE:
            scopes.append(token.data.ident)
            if top is None and len(scopes) == 1:
                top = token.data.ident
        elif kind is TokenKind.UPSCOPE:
            scopes.pop()
        elif kind is TokenKind.VAR:
            decl = token.data
            ref = decl.reference if not isinstance(decl.bit_index, int) else decl.ref_str
            full = ".".join(scopes + [ref])
            var = _Var(decl.size, decl.id_code, token.data.type_.value not in ("real", "realtime", "string"))
            names.setdefault(full, var)
            if scopes and scopes[0] == top:
                relative = ".".join(scopes[1:] + [ref])
                names.setdefault(relative, var)
                if len(scopes) == 1:
                    top_order.append(relative)
        elif kind is TokenKind.ENDDEFINITIONS:
            var = names.get(clock)
            if var is None:
                raise WaveformError(f"{path}: no clock signal {clock!r} in the trace")
            clock_code = var.code
        elif kind is TokenKind.CHANGE_TIME:
            if in_time:
                close_timestamp()
            in_time = True
        elif kind in (TokenKind.CHANGE_SCALAR, TokenKind.CHANGE_VECTOR, TokenKind.CHANGE_REAL,
                      TokenKind.CHANGE_STRING):
            current[token.data.id_code] = token.data.value
    if clock_code is None:
        raise WaveformError(f"{path}: no $enddefinitions: not a complete VCD")
    close_timestamp()
    return names, top_order, samples


def _number(raw: str | float | None) -> Value:
    """A VCD value as an integer; None for x, z, or a value never set."""
    if isinstance(raw, int):
        return raw
    if isinstance(raw, str) and raw in ("0", "1"):
        return int(raw)
    return None


# ---------------------------------------------------------------- selecting and comparing


def pick(wave: Waveform, signals: Sequence[str] | Mapping[str, str], group: str = "") -> Waveform:
    """The named signals of ``wave`` (``{new name: label}`` renames), all put in ``group``."""
    chosen = dict(signals) if isinstance(signals, Mapping) else {n: n for n in signals}
    try:
        out = [replace(wave.signal(label), name=name, group=group) for name, label in chosen.items()]
    except KeyError as e:
        raise WaveformError(f"no signal {e.args[0]!r} in the waveform") from None
    return Waveform(tuple(out), wave.cycles, wave.marker, wave.unit)


def first_divergence(a: Waveform, b: Waveform, start: int = 0) -> int | None:
    """The first cycle from ``start`` on where a signal of ``a`` differs from the same-named signal of ``b``.

    Signals are matched by name (not group); a value against x counts as a difference.
    Only the cycles both waveforms have are compared. (The suite's miters compare outputs
    from cycle 1 on: in cycle 0, the reset cycle, registers still hold arbitrary values.)
    """
    other = {s.name: s for s in b.signals}
    pairs = [(s, other[s.name]) for s in a.signals if s.name in other]
    if not pairs:
        raise WaveformError("the two waveforms share no signal name")
    for k in range(start, min(a.cycles, b.cycles)):
        if any(x.values[k] != y.values[k] for x, y in pairs):
            return k
    return None


def differing(wave: Waveform, labels: tuple[str, str], row: int) -> list[tuple[str, int | None, int | None]]:
    """The signals whose ``labels[0]`` and ``labels[1]`` lanes differ in ``row``: (name, value, value); None is x."""
    other = {s.name: s for s in wave.signals if s.group == labels[1]}
    return [(s.name, s.values[row], other[s.name].values[row]) for s in wave.signals
            if s.group == labels[0] and s.name in other and s.values[row] != other[s.name].values[row]]


def window(wave: Waveform, start: int, end: int) -> Waveform:
    """Rows ``start`` to ``end - 1`` of ``wave``, numbered as in the whole trace (a trace of many thousand
    cycles is shown by its end, where it diverges)."""
    start, end = max(0, start), min(wave.cycles, end)
    marker = wave.marker - start if wave.marker is not None and start <= wave.marker < end else None
    return Waveform(tuple(replace(s, values=s.values[start:end]) for s in wave.signals), end - start, marker,
                    wave.unit, wave.first + start)


def compare(inputs: Waveform, clean: Waveform, buggy: Waveform,
            labels: tuple[str, str] = ("clean", "buggy"), start: int = 0) -> Waveform:
    """One waveform: the inputs, then each design's outputs in its own group, first divergence
    (from cycle ``start`` on) marked."""
    if not inputs.cycles == clean.cycles == buggy.cycles:
        raise WaveformError(f"cycle counts differ: inputs {inputs.cycles}, {labels[0]} {clean.cycles}, "
                            f"{labels[1]} {buggy.cycles}")
    if not inputs.unit == clean.unit == buggy.unit:
        raise WaveformError(f"units differ: inputs {inputs.unit}, {labels[0]} {clean.unit}, {labels[1]} {buggy.unit}")
    if [s.name for s in clean.signals] != [s.name for s in buggy.signals]:
        raise WaveformError(f"{labels[0]} and {labels[1]} must have the same signals in the same order")
    signals = ([replace(s, group="inputs") for s in inputs.signals]
               + [replace(s, group=labels[0]) for s in clean.signals]
               + [replace(s, group=labels[1]) for s in buggy.signals])
    return Waveform(tuple(signals), inputs.cycles, first_divergence(clean, buggy, start), inputs.unit)


# ---------------------------------------------------------------- text table


def to_table(wave: Waveform, marker_note: str | None = None) -> str:
    """A Markdown table, one row per cycle (or step); the marked one is starred and explained under the table."""
    marker_note = marker_note or f"first diverging {wave.unit}"
    header = [wave.unit] + [s.label for s in wave.signals]
    rows = []
    for k in range(wave.cycles):
        cycle = f"{wave.first + k}*" if k == wave.marker else str(wave.first + k)
        rows.append([cycle] + [_text(s.values[k]) for s in wave.signals])
    widths = [max(len(r[i]) for r in [header] + rows) for i in range(len(header))]

    def line(cells):
        return "| " + " | ".join(c.rjust(w) for c, w in zip(cells, widths)) + " |"

    out = [line(header), "|" + "|".join("-" * (w + 1) + ":" for w in widths) + "|"]
    out += [line(r) for r in rows]
    if wave.first:
        out.append(f"\n{wave.unit}s 0 to {wave.first - 1} of the trace are not shown")
    if wave.marker is not None:
        out.append(f"\n* {wave.unit} {wave.first + wave.marker}: {marker_note}")
    return "\n".join(out) + "\n"


def _text(v: Value) -> str:
    return "x" if v is None else str(v)


# ---------------------------------------------------------------- WaveDrom

_MARK_NODE = "M"        # node letters: an edge joins two named points; WaveDrom prints lowercase names, not these
_MARK_NODE_END = "N"
_DIFF_BRICK = "9"       # WaveDrom's red data brick: a value of the second design that differs


def to_wavedrom(wave: Waveform, title: str = "", clock: str = "clk") -> dict:
    """WaveDrom JSON (``{"signal": [...], "head": ..., "edge": ...}``), one lane per signal.

    Groups become WaveDrom lane groups. When the waveform was made by :func:`compare`
    (two groups with the same names), values of the second group that differ from the first
    are drawn red; the marked cycle gets a vertical line across all lanes with a label. A
    waveform of steps draws no clock of its own: its clock is one of its signals.
    """
    lanes: list = [{"name": clock, "wave": "p" + "." * (wave.cycles - 1)}] if wave.unit == "cycle" else []
    differs = _differing_values(wave)
    for group, members in _groups(wave.signals):
        drawn = [_lane(s, differs.get(s.label, set())) for s in members]
        lanes.append([group, *drawn] if group else drawn[0])
    # cycle numbers over the lanes; the renderer fails on a tick row for a single cycle
    source: dict = {"signal": lanes, "head": {"tick": wave.first} if wave.cycles > 1 else {}, "config": {"hscale": 1}}
    if title:
        source["head"]["text"] = title
    if wave.marker is not None and wave.cycles:
        first, last = _first_lane(lanes), _last_lane(lanes)
        first["node"] = "." * wave.marker + _MARK_NODE
        last["node"] = "." * wave.marker + _MARK_NODE_END
        source["edge"] = [f"{_MARK_NODE}-{_MARK_NODE_END} {wave.unit} {wave.first + wave.marker}"]
    return source


def _groups(signals: Sequence[Signal]):
    """Consecutive runs of one group; an ungrouped signal stands alone."""
    out: list[tuple[str, list[Signal]]] = []
    for s in signals:
        if s.group and out and out[-1][0] == s.group:
            out[-1][1].append(s)
        else:
            out.append((s.group, [s]))
    return out


def _differing_values(wave: Waveform) -> dict[str, set[int]]:
    """For a clean-vs-buggy waveform: label of each second-group signal -> cycles where it differs."""
    groups = [g for g, _ in _groups(wave.signals) if g]
    if len(groups) < 2:
        return {}
    first, second = groups[-2], groups[-1]
    by_label = {s.label: s for s in wave.signals}
    out = {}
    for s in wave.signals:
        if s.group == second and f"{first}.{s.name}" in by_label:
            ref = by_label[f"{first}.{s.name}"]
            out[s.label] = {k for k in range(wave.cycles) if s.values[k] != ref.values[k]}
    return out


def _lane(s: Signal, differs: set[int]) -> dict:
    chars, data = [], []
    previous: tuple[Value, bool] | None = None
    for k, v in enumerate(s.values):
        now = (v, k in differs)
        if now == previous:
            chars.append(".")
        elif v is None:
            chars.append("x")
        elif s.width == 1:
            chars.append(str(v))
        else:
            chars.append(_DIFF_BRICK if k in differs else "=")
            data.append(str(v))
        previous = now
    lane: dict = {"name": s.name, "wave": "".join(chars)}
    if data:
        lane["data"] = data
    return lane


def _first_lane(lanes: list) -> dict:
    first = lanes[0]
    return first[1] if isinstance(first, list) else first


def _last_lane(lanes: list) -> dict:
    last = lanes[-1]
    return last[-1] if isinstance(last, list) else last


def to_svg(wave: Waveform, title: str = "", clock: str = "clk") -> str:
    """The WaveDrom picture as SVG text, rendered by the ``wavedrom`` package.

    The renderer puts its whole brick library (~220 shapes, ~38 KB) in every picture; the
    ones no lane uses are dropped from its drawing before it is written (~14 KB left).
    """
    # wavedrom.render(text) reads its text as YAML (hand-written WaveDrom) before JSON: a fifth of its time.
    # Ours is JSON already; the same dict (keys sorted, as that text had them) goes straight to the renderer.
    source = json.loads(json.dumps(to_wavedrom(wave, title, clock), sort_keys=True))
    drawing = WaveDrom().render_waveform(0, source)
    _drop_unused_defs(drawing)
    return drawing.tostring() + "\n"


def _drop_unused_defs(drawing) -> None:
    every = _descendants(drawing)
    used = {e.attribs.get("xlink:href", "").lstrip("#") for e in every}
    for defs in [e for e in every if e.elementname == "defs"]:
        defs.elements = [e for e in defs.elements if e.attribs.get("id") in used]


def _descendants(element) -> list:
    """Every element below ``element`` (an explicit stack: nested generators cost a frame per level per element)."""
    out, stack = [], list(getattr(element, "elements", ()))
    while stack:
        e = stack.pop()
        out.append(e)
        stack.extend(getattr(e, "elements", ()))
    return out


# ---------------------------------------------------------------- writing VCD

_HALF_PERIOD = 5  # the smtbmc layout: rising edges at 0, 10, 20, ... and falling ones half-way


def to_vcd(wave: Waveform, clock: str = "clk", top: str = "trace") -> str:
    """The waveform as VCD text: the clock at the top, one scope per group, no date (deterministic).

    A waveform of steps has its clock among its signals: one step per half period, no clock added.
    """
    if wave.unit == "step":
        return _steps_vcd(wave, top)
    out = io.StringIO()
    with VCDWriter(out, timescale="1 ns", date="", version="sva-families tasks.waveform") as writer:
        clk = writer.register_var(top, clock, "wire", size=1)
        variables = []
        for s in wave.signals:
            if s.label == clock:
                raise WaveformError(f"signal {s.label!r} has the clock's name")
            scope = f"{top}.{s.group}" if s.group else top
            variables.append(writer.register_var(scope, s.name, "wire", size=s.width))
        for k in range(wave.cycles):
            t = 2 * _HALF_PERIOD * k
            writer.change(clk, t, 1)
            for var, s in zip(variables, wave.signals):
                v = s.values[k]
                writer.change(var, t, "x" if v is None else v)
            writer.change(clk, t + _HALF_PERIOD, 0)
    return out.getvalue()


def _steps_vcd(wave: Waveform, top: str) -> str:
    out = io.StringIO()
    with VCDWriter(out, timescale="1 ns", date="", version="sva-families tasks.waveform") as writer:
        variables = [writer.register_var(f"{top}.{s.group}" if s.group else top, s.name, "wire", size=s.width)
                     for s in wave.signals]
        for k in range(wave.cycles):
            for var, s in zip(variables, wave.signals):
                v = s.values[k]
                writer.change(var, _HALF_PERIOD * k, "x" if v is None else v)
    return out.getvalue()
