"""The lowered monitors mean what the property model means: the independent reference checker
(svafam.oracle.property_check) and the monitors of formal.lower, simulated in Yosys, agree cycle by cycle on
random properties of every form over random traces; two planted lowering faults are caught."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, Phase, given, note, settings
from hypothesis import strategies as st

from svafam.formal import lookback, lower
from svafam.formal.family import FamilyInterface, Signal
from svafam.generators import expr as ex
from svafam.generators.properties import Property, Step, body_text, implication
from svafam.generators.spec_loader import load_spec
from svafam.oracle.property_check import cover_hits, failures
from svafam.oracle.simulate import simulate_signals
from tests.conftest import ROOT
from tests.random_properties import properties, traces

SPECS = {name: load_spec(ROOT / "specs" / path) for name, path in (
    ("timer_0007", "timer_watchdog/timer_0007.yaml"), ("arbiter_0001", "arbiter/arbiter_0001.yaml"))}

# the check modules of formal/checks.v, for simulation: Yosys' sim does not run assert/cover cells,
# so each exposes what they decide: the check fails (en && !ok) or the cover is reached (en && ok)
SIM_CHECKS = """module svafam_assert (input wire clk, input wire en, input wire ok);
    (* keep *) wire fails = en && !ok;
endmodule
module svafam_cover (input wire clk, input wire en, input wire ok);
    (* keep *) wire hits = en && ok;
endmodule
"""


class Disagreement(AssertionError):
    pass


def interface(spec) -> FamilyInterface:
    return FamilyInterface(spec.id, spec.clock.name, spec.reset.name, spec.reset.active_high,
                           tuple(Signal(p.name, "input", p.width) for p in spec.inputs),
                           tuple(Signal(p.name, "output", p.width) for p in spec.outputs), (), (), (), 16)


def monitor_values(spec, props: list[Property], runs: list[list[dict[str, int]]]) -> list[list[dict[str, int]]]:
    """Per run and cycle: ``<P>`` 1 where the lowered assertion of P fails, ``<cover>`` 1 where a cover is hit."""
    iface = interface(spec)
    asserts = [lower.assertion(p) for p in props]
    covers = [c for p in props for c in lower.covers(p)]
    ports = [(s.name, s.width) for s in iface.ports[1:]]
    wires = ", ".join(f".{s.name}({s.name})" for s in iface.ports)
    top = (f"module sim_top ({', '.join(s.name for s in iface.ports)});\n"
           + "".join(f"    input wire {f'[{s.width - 1}:0] ' if s.width > 1 else ''}{s.name};\n" for s in iface.ports)
           + f"    m_asserts a ({wires});\n    m_covers c ({wires});\nendmodule\n")
    texts = [SIM_CHECKS, lower.monitor_module(iface, "m_asserts", asserts, "assert", "differential test"),
             lower.monitor_module(iface, "m_covers", covers, "cover", "differential test"), top]
    probes = {f"a.{c.label}.fails": c.label for c in asserts} | {f"c.{c.label}.hits": c.label for c in covers}
    got = simulate_signals(texts, "sim_top", spec.clock.name, ports, runs, list(probes), zinit=True)
    return [[{probes[k]: v for k, v in row.items()} for row in run] for run in got]


def reference_values(spec, props: list[Property], run: list[dict[str, int]]) -> list[dict[str, int]]:
    widths = {p.name: p.width for p in spec.inputs + spec.outputs} | {spec.reset.name: 1}
    rows: list[dict[str, int]] = [{} for _ in run]
    for p in props:
        fails = set(failures(p, run, widths))
        for cycle, row in enumerate(rows):
            row[p.id] = int(cycle in fails)
        for label, cycles in cover_hits(p, run, widths).items():
            for cycle, row in enumerate(rows):
                row[label] = int(cycle in cycles)
    return rows


def compare(spec, props: list[Property], runs: list[list[dict[str, int]]]) -> None:
    for k, (got, want) in enumerate(zip(monitor_values(spec, props, runs), [reference_values(spec, props, r)
                                                                            for r in runs])):
        for cycle, (g, w) in enumerate(zip(got, want)):
            if g != w:
                diff = sorted(key for key in w if g.get(key) != w[key])
                lines = [f"{p.id}: {body_text(p)}" + (f" disable iff ({p.disable})" if p.disable else "")
                         for p in props if any(key == p.id or key.startswith(f"C_{p.id}_") for key in diff)]
                found = ", ".join(f"{d} monitor {g[d]} reference {w[d]}" for d in diff)
                raise Disagreement(f"run {k}, cycle {cycle}: {found}\n" + "\n".join(lines))


@dataclass
class Batch:
    spec: object
    props: list[Property]
    runs: list[list[dict[str, int]]]


@st.composite
def batches(draw) -> Batch:
    spec = SPECS[draw(st.sampled_from(sorted(SPECS)))]
    widths = {p.name: p.width for p in spec.inputs + spec.outputs} | {spec.reset.name: 1}
    props = [draw(properties(widths, spec.reset.name, f"Q{i}")) for i in range(12)]
    runs = [draw(traces(spec, 24)) for _ in range(3)]
    return Batch(spec, props, runs)


def differential(**options):
    @settings(deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
              **options)
    @given(batches())
    def run(batch: Batch) -> None:
        for p in batch.props:
            note(f"{p.id}: {body_text(p)}")
        compare(batch.spec, batch.props, batch.runs)
    return run


def test_reference_and_lowered_monitors_agree_cycle_by_cycle():
    differential(max_examples=10)()


def test_a_planted_off_by_one_in_the_window_lowering_is_caught(monkeypatch):
    # the consequent is also required to stay silent one cycle before the window opens: ##[m:n] read as ##[m-1:n]
    monkeypatch.setattr(lookback, "response_wait", lambda m, n: range(n - m + 1, 0, -1))
    with pytest.raises(Disagreement):
        differential(max_examples=10, phases=[Phase.generate])()


def test_a_planted_past_that_reads_one_cycle_too_recent_is_caught(monkeypatch):
    monkeypatch.setattr(lower.PastRegisters, "register_for",
                        lambda self, name, depth: ex.Ident(f"past{depth - 1}_{name}" if depth > 1 else name))
    with pytest.raises(Disagreement):
        differential(max_examples=10, phases=[Phase.generate])()


# ------------------------------------------------------------------ the reference checker itself, by hand

def trace_of(**columns: str) -> list[dict[str, int]]:
    """Columns of 0/1 characters, one per cycle: trace_of(a="0100", b="0010")."""
    n = len(next(iter(columns.values())))
    return [{name: int(bits[c]) for name, bits in columns.items()} for c in range(n)]


WIDTHS = {"a": 1, "b": 1, "c": 1, "rst": 1}
A, B, C, RST = (ex.Ident(n) for n in ("a", "b", "c", "rst"))


@pytest.mark.parametrize("prop,columns,fails", [
    # a |-> ##[1:2] b: the attempt at 1 is answered at 3 (in time); the one at 4 is not answered by 6
    (implication("W", "w", "t", "", A, B, delay=1, delay_max=2), dict(a="0100100", b="0001000", rst="0000000"), [6]),
    # the same with a reset inside the second attempt's window: disabled
    (implication("W", "w", "t", "", A, B, delay=1, delay_max=2, disable=RST),
     dict(a="0100100", b="0001000", rst="0000010"), []),
    # a |=> b[*2]: fails at the first cycle b is low
    (implication("R", "r", "t", "", A, B, delay=1, repeat=2), dict(a="1000", b="0100", rst="0000"), [2]),
    # a ##1 b |=> c: only the match that completes counts
    (implication("S", "s", "t", "", A, C, then=(Step(B),)), dict(a="1010", b="0100", c="0000"), [2]),
    # a |=> b until c: b must hold until c; released at 3, so the low b at 4 is no failure
    (implication("U", "u", "t", "", A, B, delay=1, until=C), dict(a="10000", b="01100", c="00010"), []),
    (implication("U", "u", "t", "", A, B, delay=1, until=C), dict(a="10000", b="01000", c="00010"), [2]),
    # $past(a, 2) is unknown in cycles 0 and 1: nothing is judged there
    (Property("I", "i", "t", "invariant", "", expression=ex.Call("$past", A, 2)), dict(a="0000"), [2, 3]),
])
def test_reference_checker_on_hand_made_traces(prop, columns, fails):
    assert failures(prop, trace_of(**columns), WIDTHS) == fails


def test_window_covers_report_the_earliest_and_latest_answer():
    p = implication("W", "w", "t", "", A, B, delay=1, delay_max=3)
    hits = cover_hits(p, trace_of(a="1000100000", b="0100000100"), WIDTHS)
    assert hits == {"C_W_ANTECEDENT": [0, 4], "C_W_EARLIEST": [1], "C_W_LATEST": [7]}
