"""The oracle: reference stepper, Amaranth model and Verilog simulation agree."""

from __future__ import annotations

import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from svafam.generators import expr as ex
from svafam.generators.family import generate_family
from svafam.generators.model import (
    Clock,
    DerivedOutput,
    FamilySpec,
    Port,
    Register,
    Reset,
    State,
    Transition,
    UpdateRule,
)
from svafam.generators.spec_loader import load_spec
from svafam.oracle.amaranth_model import oracle_module_name, oracle_verilog
from svafam.oracle.reference import ReferenceModel, simulate
from svafam.oracle.simulate import simulate_oracle, simulate_verilog, simulate_verilog_many

ROOT = Path(__file__).resolve().parents[2]
TIMER = load_spec(ROOT / "specs" / "timer_watchdog" / "timer_0007.yaml")
FAST = settings(max_examples=25, deadline=None, derandomize=True)

P = ex.parse


def variants(spec: FamilySpec) -> dict[str, str]:
    """Generated RTL of every variant, by module name."""
    files = generate_family(spec, "", f"specs/{spec.category}/{spec.id}.yaml")
    return {text.split("module ", 1)[1].split(" ", 1)[0]: text
            for path, text in sorted(files.items()) if path.startswith("rtl/")}


def random_stimulus(spec: FamilySpec, rng: random.Random, cycles: int, p_reset: float = 0.08) -> list[dict[str, int]]:
    asserted = 1 if spec.reset.active_high else 0
    out = []
    for _ in range(cycles):
        cycle = {p.name: rng.randrange(1 << p.width) for p in spec.inputs}
        cycle[spec.reset.name] = asserted if rng.random() < p_reset else 1 - asserted
        out.append(cycle)
    return out


def stimuli_strategy(spec: FamilySpec, max_cycles: int = 40):
    """Random cycles; reset is rare, so it lands mid-run rather than everywhere."""
    cycle = st.fixed_dictionaries({
        **{p.name: st.integers(0, (1 << p.width) - 1) for p in spec.inputs},
        spec.reset.name: st.sampled_from([0] * 9 + [1]).map(lambda r: r if spec.reset.active_high else 1 - r),
    })
    return st.lists(cycle, min_size=1, max_size=max_cycles)


# ---------------------------------------------------------------- timer_0007

@FAST
@given(stimuli_strategy(TIMER))
def test_timer_reference_matches_amaranth_oracle(stimulus):
    assert simulate_oracle(TIMER, stimulus) == simulate(TIMER, stimulus)


@pytest.mark.parametrize("reset", [Reset("rst", True, True), Reset("rst_n", False, False)],
                         ids=["sync_high", "async_low"])
def test_timer_variants_and_oracle_agree_in_yosys_sim(reset):
    spec = replace(TIMER, reset=reset)
    rng = random.Random(7)
    stimuli = [random_stimulus(spec, rng, 40) for _ in range(8)]
    asserted = 1 if reset.active_high else 0
    assert any(c[reset.name] == asserted for s in stimuli for c in s[1:]), "reset should land mid-run"
    expected = [simulate(spec, s) for s in stimuli]
    designs = {**variants(spec), oracle_module_name(spec): oracle_verilog(spec)}
    assert len(designs) == 5
    for top, text in designs.items():
        assert simulate_verilog_many([text], top, spec, stimuli) == expected, top
    assert [simulate_oracle(spec, s) for s in stimuli] == expected


def test_async_reset_shows_in_the_cycle_that_asserts_it():
    spec = replace(TIMER, reset=Reset("rst_n", False, False))
    stimulus = [{"load": 1}, {}, {"rst_n": 0}, {}]
    expected = [0, 7, 0, 0]  # starts in reset; loads; the reset shows at once
    for trace in (simulate(spec, stimulus), simulate_oracle(spec, stimulus),
                  simulate_verilog([oracle_verilog(spec)], oracle_module_name(spec), spec, stimulus)):
        assert [c["remaining"] for c in trace] == expected
    sync = simulate(TIMER, [{"load": 1}, {}, {"rst": 1}, {}])
    assert [c["remaining"] for c in sync] == [0, 7, 7, 0]  # a synchronous reset waits for the edge


def test_starts_in_reset_state_without_a_reset_cycle():
    assert simulate(TIMER, [{"tick": 1}])[0] == ReferenceModel(TIMER).outputs(
        ReferenceModel(TIMER).reset_state(), {"rst": 0, "load": 0, "tick": 0})
    with pytest.raises(ValueError, match="not an input"):
        simulate(TIMER, [{"lod": 1}])
    with pytest.raises(ValueError, match="does not fit"):
        simulate(TIMER, [{"load": 2}])


REFERENCE_FAMILIES = {"timer_0007", "arbiter_0001", "fifo_0001"}  # one per kind, in the default tier
SPEC_PARAMS = [pytest.param(p, id=p.stem, marks=() if p.stem in REFERENCE_FAMILIES else pytest.mark.slow)
               for p in sorted((ROOT / "specs").glob("*/*.yaml"))]


@pytest.mark.parametrize("path", SPEC_PARAMS)
def test_every_committed_spec_agrees(path):
    spec = load_spec(path)
    rng = random.Random(11)
    stimuli = [random_stimulus(spec, rng, 40) for _ in range(4)]
    expected = [simulate(spec, s) for s in stimuli]
    assert [simulate_oracle(spec, s) for s in stimuli] == expected
    designs = {**variants(spec), oracle_module_name(spec): oracle_verilog(spec)}
    for top, text in designs.items():
        assert simulate_verilog_many([text], top, spec, stimuli) == expected, top


# ---------------------------------------------------------------- width semantics

def adder_spec(width: int) -> FamilySpec:
    return FamilySpec(
        id=f"adder{width}", category="test", kind="register_rules", template="adder", description="",
        clock=Clock("clk"), reset=Reset("rst", True, True),
        inputs=(Port("go", 1), Port("a", 3), Port("b", 3)), outputs=(Port("s", width),),
        registers=(Register("s", width, ex.Const(width, 0), (
            UpdateRule(P("go"), P("a + b")), UpdateRule(ex.TRUE, P("s")))),),
        derived=(), mutants=())


@pytest.mark.parametrize("width, total", [(4, 14), (3, 6)])
def test_sum_is_as_wide_as_the_register(width, total):
    spec = adder_spec(width)
    stimulus = [{"go": 1, "a": 7, "b": 7}, {}]
    designs = {**variants(spec), oracle_module_name(spec): oracle_verilog(spec)}
    traces = [simulate(spec, stimulus), simulate_oracle(spec, stimulus)]
    traces += [simulate_verilog([text], top, spec, stimulus) for top, text in designs.items()]
    for trace in traces:
        assert [c["s"] for c in trace] == [0, total]


# ---------------------------------------------------------------- an FSM

def arbiter_spec(reset: Reset) -> FamilySpec:
    def state(name, g0, g1, *transitions):
        return State(name, (("grant0", ex.Const(1, g0, "b")), ("grant1", ex.Const(1, g1, "b"))),
                     tuple(Transition(P(w), t) for w, t in transitions))

    return FamilySpec(
        id="arbiter", category="test", kind="fsm", template="arbiter", description="",
        clock=Clock("clk"), reset=reset,
        inputs=(Port("req0", 1), Port("req1", 1), Port("release_i", 1)),
        outputs=(Port("grant0", 1), Port("grant1", 1)), registers=(), derived=(), mutants=(),
        states=(state("IDLE", 0, 0, ("req0", "G0"), ("req1", "G1")),
                state("G0", 1, 0, ("release_i && req1", "G1"), ("release_i", "IDLE")),
                state("G1", 0, 1, ("release_i && req0", "G0"), ("release_i", "IDLE"))),
        reset_state="IDLE")


ARBITER = arbiter_spec(Reset("rst", True, True))


@FAST
@given(stimuli_strategy(ARBITER))
def test_fsm_reference_matches_amaranth_oracle(stimulus):
    assert simulate_oracle(ARBITER, stimulus) == simulate(ARBITER, stimulus)


def test_fsm_behaves_as_written():
    stimulus = [{"req1": 1, "req0": 1}, {"req1": 1}, {"release_i": 1, "req1": 1},
                {"release_i": 1}, {}, {"req1": 1}, {"rst": 1}, {}]
    grants = [(c["grant0"], c["grant1"]) for c in simulate(ARBITER, stimulus)]
    assert grants == [(0, 0), (1, 0), (1, 0), (0, 1), (0, 0), (0, 0), (0, 1), (0, 0)]


@pytest.mark.parametrize("reset", [Reset("rst", True, True), Reset("rst_n", False, False),
                                   Reset("rst", True, False), Reset("rst_n", False, True)])
def test_fsm_variants_and_oracle_verilog_match_reference(reset):
    spec = arbiter_spec(reset)
    rng = random.Random(3)
    stimuli = [random_stimulus(spec, rng, 30, p_reset=0.15) for _ in range(4)]
    expected = [simulate(spec, s) for s in stimuli]
    assert [simulate_oracle(spec, s) for s in stimuli] == expected
    designs = {**variants(spec), oracle_module_name(spec): oracle_verilog(spec)}
    assert len(designs) == 5
    for top, text in designs.items():
        assert simulate_verilog_many([text], top, spec, stimuli) == expected, top


# ---------------------------------------------------------------- random expressions

INPUTS = {"a": 3, "b": 5, "c": 1, "d": 8}
REGS = {"r0": 4, "r1": 6}
WIDTHS = {**INPUTS, **REGS}
UNARY = ["!", "~", "-", "+", "&", "|", "^", "~&", "~|", "~^"]
BINARY = ["||", "&&", "|", "^", "~^", "&", "==", "!=", "<", "<=", ">", ">=", "<<", ">>", "+", "-", "*", "/", "%"]


def random_expr(rng: random.Random, depth: int, ops: list[str]) -> ex.Expr:
    if depth == 0 or rng.random() < 0.2:
        name = rng.choice(list(WIDTHS))
        k, w = rng.random(), WIDTHS[name]
        if k < 0.25:
            cw = rng.randint(1, 8)
            return ex.Const(cw, rng.randrange(1 << cw))
        if k < 0.4 and w > 1:
            return ex.Index(ex.Ident(name), rng.randrange(w))
        if k < 0.5 and w > 1:
            lsb = rng.randrange(w)
            return ex.Slice(ex.Ident(name), rng.randint(lsb, w - 1), lsb)
        return ex.Ident(name)
    sub = lambda: random_expr(rng, depth - 1, ops)  # noqa: E731
    k = rng.random()
    if k < 0.2:
        return ex.Unary(rng.choice(UNARY), sub())
    if k < 0.75:
        return ex.Binary(rng.choice(ops), sub(), sub())
    if k < 0.85:
        return ex.Ternary(sub(), sub(), sub())
    if k < 0.92:
        return ex.Concat(tuple(sub() for _ in range(rng.randint(2, 3))))
    if k < 0.96:
        return ex.Repl(rng.randint(1, 3), sub())
    return ex.Call(rng.choice(["$onehot", "$onehot0"]), sub())


def random_spec(seed: int, ops: list[str]) -> FamilySpec:
    """Within the loader's rules: 1-bit guards, nothing wider than its target, a final hold rule."""
    rng = random.Random(seed)

    def fitting(width: int) -> ex.Expr:
        for _ in range(50):
            e = random_expr(rng, 3, ops)
            if ex.self_width(e, WIDTHS) <= width:
                return e
        return ex.Const(width, 0)

    def guard() -> ex.Expr:
        g = random_expr(rng, 2, ops)
        w = ex.self_width(g, WIDTHS)
        return g if w == 1 else ex.Binary("!=", g, ex.Const(w, 0))

    regs = tuple(Register(n, w, ex.Const(w, rng.randrange(1 << w)),
                          tuple(UpdateRule(guard(), fitting(w)) for _ in range(rng.randint(1, 3)))
                          + (UpdateRule(ex.TRUE, ex.Ident(n)),))
                 for n, w in REGS.items())
    derived = tuple(DerivedOutput(f"o{i}", w, fitting(w)) for i, w in enumerate(rng.randint(1, 9) for _ in range(8)))
    reset = [Reset("rst", True, True), Reset("rst_n", False, False), Reset("rst", True, False)][seed % 3]
    return FamilySpec(id=f"rand{seed}", category="test", kind="multi_register_rules", template="random",
                      description="", clock=Clock("clk"), reset=reset,
                      inputs=tuple(Port(n, w) for n, w in INPUTS.items()),
                      outputs=tuple(Port(d.name, d.width) for d in derived),
                      registers=regs, derived=derived, mutants=())


@pytest.mark.parametrize("seed", range(6))
def test_random_expressions_agree(seed):
    """Every operator, including division by zero (which Verilog leaves x; see evaluate())."""
    spec = random_spec(seed, BINARY)
    stimuli = [random_stimulus(spec, random.Random(seed), 25) for _ in range(2)]
    expected = [simulate(spec, s) for s in stimuli]
    assert [simulate_oracle(spec, s) for s in stimuli] == expected
    assert simulate_verilog_many([oracle_verilog(spec)], oracle_module_name(spec), spec, stimuli) == expected


@pytest.mark.parametrize("seed", range(100, 103))
def test_random_expressions_agree_with_generated_variants(seed):
    spec = random_spec(seed, [op for op in BINARY if op not in ("/", "%")])
    stimuli = [random_stimulus(spec, random.Random(seed), 25)]
    expected = [simulate(spec, s) for s in stimuli]
    for top, text in variants(spec).items():
        assert simulate_verilog_many([text], top, spec, stimuli) == expected, top


# ---------------------------------------------------------------- oracle_verilog

def test_oracle_verilog_is_deterministic_and_reads_in_yosys(tmp_path):
    text = oracle_verilog(TIMER)
    assert oracle_verilog(TIMER) == text
    assert "module timer_0007_oracle(clk, rst, load, tick, remaining, expired);" in text
    assert "input [2:0]" not in text and "output [2:0] remaining;" in text
    (tmp_path / "oracle.v").write_text(text)
    proc = subprocess.run([sys.executable, "-m", "svafam.engine.yosys_cli", "-q", "-p",
                           "read_verilog oracle.v; hierarchy -check -top timer_0007_oracle; proc"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_a_yosys_error_in_the_native_runner_names_the_job(tmp_path):
    from svafam.oracle.native_yosys import YosysScriptError, run_script

    (tmp_path / "broken.v").write_text("module m(input a; endmodule\n")
    with pytest.raises(YosysScriptError, match=r"^reading broken\.v failed \(exit [1-9]"):
        run_script(tmp_path, "read_verilog broken.v\n", "reading broken.v")
