"""Random valid specs of every kind, through every model and the formal suite.

Simulation: the pure-Python reference, the Amaranth oracle in Amaranth's
simulator, and Yosys' simulation of the four generated variants and of the
oracle's own Verilog agree cycle by cycle on random stimuli.

Formal: one random spec per kind (fixed seeds), with three reachable,
behavior-changing mutants, passes all 17 jobs of the validation plan.
"""

from __future__ import annotations

import random
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from svafam.engine import open_executor
from svafam.generators.family import generate_family
from svafam.generators.model import FamilySpec, Port
from svafam.generators.properties import gold_properties
from svafam.generators.spec_loader import SpecError, check_semantics
from svafam.oracle.amaranth_model import oracle_module_name, oracle_verilog
from svafam.oracle.reference import simulate
from svafam.oracle.simulate import simulate_oracle, simulate_verilog_many
from svafam.pipeline.build import LoadedSpec, family_files, write_files
from svafam.pipeline.validation import validate_families
from tests.random_specs import (
    KINDS,
    RandomDrawer,
    choose_mutants,
    family_specs,
    random_spec,
    reachability_gaps,
    reachable_difference,
    spec_summary,
    stimuli,
    validity_problems,
)

SIM_EXAMPLES = 10  # per kind
CYCLES = 24


# ---------------------------------------------------------------- simulation

def variants(spec: FamilySpec) -> dict[str, str]:
    """Generated RTL of the four variants, by module name."""
    files = generate_family(spec, "# random spec\n", "random")
    return {text.split("module ", 1)[1].split("(", 1)[0].strip(): text
            for path, text in sorted(files.items()) if path.startswith("rtl/")}


def bundle(spec: FamilySpec, modules: list[str]) -> tuple[str, FamilySpec]:
    """A top module instantiating every module on shared inputs, output ``o`` of module
    ``k`` as ``u{k}_o``: Yosys reads and simulates all of them in one process."""
    top = f"{spec.id}_bundle"
    ins = [(spec.clock.name, 1), (spec.reset.name, 1)] + [(p.name, p.width) for p in spec.inputs]
    outs = [(f"u{k}_{p.name}", p.width) for k in range(len(modules)) for p in spec.outputs]
    rng = lambda w: f"[{w - 1}:0] " if w > 1 else ""  # noqa: E731
    lines = [f"module {top}({', '.join(n for n, _ in ins + outs)});"]
    lines += [f"  input {rng(w)}{n};" for n, w in ins] + [f"  output {rng(w)}{n};" for n, w in outs]
    for k, module in enumerate(modules):
        conns = [f".{n}({n})" for n, _ in ins] + [f".{p.name}(u{k}_{p.name})" for p in spec.outputs]
        lines.append(f"  {module} u{k} ({', '.join(conns)});")
    lines.append("endmodule")
    wide = replace(spec, outputs=tuple(Port(n, w) for n, w in outs))
    return "\n".join(lines) + "\n", wide


def simulate_designs(spec: FamilySpec, designs: dict[str, str], runs: list) -> dict[str, list]:
    """``simulate_verilog_many`` of every design (module name -> text) on every stimulus."""
    modules = list(designs)
    top_text, wide = bundle(spec, modules)
    traces = simulate_verilog_many(list(designs.values()) + [top_text], f"{spec.id}_bundle", wide, runs)
    return {m: [[{p.name: row[f"u{k}_{p.name}"] for p in spec.outputs} for row in trace] for trace in traces]
            for k, m in enumerate(modules)}


def first_mismatch(spec: FamilySpec, runs: list, expected: list, got: list) -> str:
    for s, (exp, act) in enumerate(zip(expected, got)):
        for c, (e, a) in enumerate(zip(exp, act)):
            if e != a:
                shown = "\n".join(f"  cycle {i}: {runs[s][i]}" for i in range(c + 1))
                return f"stimulus {s}, cycle {c}: expected {e}, got {a}\ninputs:\n{shown}"
    return f"trace lengths differ: {[len(t) for t in expected]} vs {[len(t) for t in got]}"


@pytest.mark.parametrize("kind", KINDS)
@settings(max_examples=SIM_EXAMPLES, derandomize=True, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_variants_and_oracle_agree_in_simulation(kind, data):
    spec = data.draw(family_specs(kind), label="spec")
    note(spec_summary(spec))
    assert validity_problems(spec) == []
    check_semantics(Path(f"<random {kind} spec>"), spec)
    runs = data.draw(stimuli(spec, cycles=CYCLES, count=2), label="stimuli")
    with ThreadPoolExecutor(1) as pool:  # the oracle's Verilog comes from a Yosys subprocess: overlap it
        oracle_text = pool.submit(oracle_verilog, spec)
        expected = [simulate(spec, s) for s in runs]
        traces = simulate_designs(spec, variants(spec), runs)
        oracle_trace = pool.submit(simulate_verilog_many, [oracle_text.result()], oracle_module_name(spec),
                                   spec, runs)
        traces["amaranth simulation"] = [simulate_oracle(spec, s) for s in runs]
        traces[oracle_module_name(spec) + " (yosys sim)"] = oracle_trace.result()
    assert len(traces) == 6
    for model, got in traces.items():
        assert got == expected, f"{model} disagrees with the reference model\n{spec_summary(spec)}\n" \
                                f"{first_mismatch(spec, runs, expected, got)}"


# ---------------------------------------------------------------- the formal suite

FORMAL_OPTS = dict(max_inputs=2, max_input_width=2, max_register_width=3, depth=10)
LEVELS = FORMAL_OPTS["depth"] - 3  # margin for the reset cycle and for seeing a firing's effect
MUST_PASS = ("equivalence", "gold_proof", "conformance")  # failing one of these would be a generator bug


def formal_candidate(kind: str, first_seed: int) -> tuple[int, FamilySpec]:
    """The first seed from ``first_seed`` on whose spec passes the spec checks and can pass the
    suite: every rule / transition fires from a state reached within LEVELS steps, and three
    behavior-changing mutants differ from such a state."""
    for seed in range(first_seed, first_seed + 300):
        spec = random_spec(kind, seed, observable=True, **FORMAL_OPTS) if kind == "multi_register_rules" \
            else random_spec(kind, seed, **FORMAL_OPTS)
        if not gold_properties(spec) or reachability_gaps(spec, LEVELS):
            continue
        mutants = choose_mutants(RandomDrawer(random.Random(seed)), spec,
                                 visible=lambda s, m: reachable_difference(s, m, LEVELS))
        if len(mutants) < 3:
            continue
        spec = replace(spec, mutants=tuple(mutants))
        try:
            check_semantics(Path(f"<random {kind} spec, seed {seed}>"), spec)
        except SpecError as err:
            print(f"{kind} seed {seed}: rejected by the spec checks: {err}")
            continue
        assert validity_problems(spec) == []
        return seed, spec
    raise AssertionError(f"no usable {kind} spec in seeds {first_seed}..{first_seed + 299}")


def test_a_few_random_specs_pass_the_formal_suite(tmp_path, toolchain):
    next_seed = {kind: 0 for kind in KINDS}
    admitted: dict[str, int] = {}
    for attempt in range(3):
        batch = []
        for kind in [k for k in KINDS if k not in admitted]:
            seed, spec = formal_candidate(kind, next_seed[kind])
            target = tmp_path / f"{kind}_seed{seed}"
            # the generated family plus the oracle's Verilog (the conformance job reads it)
            write_files(target, family_files(LoadedSpec(spec, target / "spec.yaml", "# random spec\n", "random")))
            batch.append((kind, seed, spec, target))
        if not batch:
            break
        with open_executor("local", toolchain) as executor:
            results = validate_families([t for *_, t in batch], executor, use_cache=False)
        for (kind, seed, spec, _), result in zip(batch, results):
            records = {r["job"]: r for r in result.records}
            assert len(records) == 17, (kind, seed, sorted(records))
            assert result.conformance is not None, "v0 was not checked against the oracle"
            for r in list(records.values()) + [result.conformance]:
                assert r["kind"] not in MUST_PASS or r["status"] == "PASS", \
                    f"{kind} seed {seed}: {r['job']} is {r['status']} ({r['message']})\n{spec_summary(spec)}"
            print(f"{kind} seed {seed}: variants structurally distinct: {result.distinctness.get('ok')} "
                  f"{result.distinctness.get('pairs')}")
            if all(r["as_expected"] for r in records.values()):
                admitted[kind] = seed
                continue
            print(f"{kind} seed {seed} rejected by the formal suite:\n{spec_summary(spec)}")
            for r in records.values():
                if not r["as_expected"]:
                    print(f"  {r['job']}: {r['status']} (expected {r['expected']}); unreached "
                          f"{r['unreached_covers']}; failed {r['failed_properties']}; {r['message']}")
            next_seed[kind] = seed + 1
    assert sorted(admitted) == sorted(KINDS), f"admitted {admitted}; see the printed reasons"
