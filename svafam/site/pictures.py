"""Counterexample traces as pictures: a VCD of the dataset -> WaveDrom SVG, with the VCD beside it.

Drawing is :mod:`svafam.tasks.waveform` (the ``wavedrom`` package renders), the same pictures the
debugging tasks have. A distinguishing trace (a miter of two designs) is read as the tasks
read it (:func:`svafam.tasks.debug.trace_waveform`): inputs, each design's outputs, the first cycle
they differ marked. A gold-on-mutant counterexample has one design and the monitor of the
gold properties: the picture shows the inputs, the mutant's outputs and, per property the
run failed, a lane that is 1 in the cycles its check fails (enabled and not ok), the first
such cycle marked. (smtbmc ``--keep-going`` keeps the trace of the first failure: a property
that fails only later has no lane; at least one must fail in the trace.)

Drawing is most of the site's build time (20-30 ms of CPU a picture): pictures are drawn by the
build's worker processes, and each SVG is kept in the cache folder by the hash of its
WaveDrom source (:func:`svafam.tasks.debug.cached_svg`), outside the repository.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from svafam.tasks import waveform as wf
from svafam.tasks.debug import cached_svg, trace_waveform, unknown_at_reset
from svafam.tasks.sources import TaskSourceError

from .corpus import SiteError
from .model import Picture
from .render import copy_file

FAILING_GROUP = "failing"


def view(picture: Picture) -> wf.Waveform:
    """The waveform the picture draws; a trace that cannot be read so is a SiteError naming it."""
    try:
        if picture.kind == "miter":
            return trace_waveform(picture.trace, picture.interface, labels=picture.labels, scopes=picture.scopes,
                                  model=picture.model)
        return _monitor_view(picture)
    except (wf.WaveformError, TaskSourceError) as e:
        message = str(e)
        raise SiteError(message if str(picture.trace) in message else f"{picture.trace}: {message}") from None


def _monitor_view(picture: Picture) -> wf.Waveform:
    iface = picture.interface
    ins = [iface["reset"]["name"]] + [p["name"] for p in iface["inputs"]]
    outs = [p["name"] for p in iface["outputs"]]
    checks = [f"monitor.{prop}.{part}" for prop in picture.failing for part in ("en", "ok")]
    trace = wf.read_vcd(picture.trace, ins + outs + checks, clock=iface["clock"]["name"])
    lanes = []
    for prop in picture.failing:
        en, ok = (trace.signal(f"monitor.{prop}.{part}").values for part in ("en", "ok"))
        fails = tuple(None if e is None or o is None else int(e == 1 and o == 0) for e, o in zip(en, ok))
        if 1 in fails:
            lanes.append(wf.Signal(prop, 1, fails, FAILING_GROUP))
    first = min((k for s in lanes for k, v in enumerate(s.values) if v == 1), default=None)
    if first is None:
        raise SiteError(f"{picture.trace}: none of {', '.join(picture.failing)} fails in the trace, "
                        "yet the evidence says it does")
    inputs = wf.pick(trace, ins, group="inputs")
    outputs = unknown_at_reset(wf.pick(trace, outs, group=picture.labels[1]))
    signals = inputs.signals + outputs.signals + tuple(lanes)
    return replace(wf.Waveform(signals, trace.cycles), marker=first)


def render(picture: Picture, root: Path, cache: bool = True) -> None:
    """Write the picture's SVG (drawn, or copied when ``picture.drawn``) and a copy of its VCD under ``root``."""
    target = root / picture.target
    target.parent.mkdir(parents=True, exist_ok=True)
    if picture.drawn is not None:
        copy_file(picture.drawn, target)
    else:
        wave = view(picture)
        clock = picture.interface["clock"]["name"]
        svg = cached_svg(wave, picture.title, clock) if cache else wf.to_svg(wave, picture.title, clock)
        target.write_text(svg, encoding="utf-8")
    copy_file(picture.trace, root / picture.vcd)
