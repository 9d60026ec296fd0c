"""The gold reference model (a self-contained standard-library model written from the spec) computes what
the project's reference model computes: on every family's committed stimuli, and on random specs."""

from __future__ import annotations

import ast
import json
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from svafam.generators import expr as ex
from svafam.generators.expr import evaluate, to_verilog
from svafam.generators.expr.nodes import COMPARISONS, UNARY_OPS
from svafam.generators.model import Clock, FamilySpec, Port, Reset
from svafam.generators.spec_builder import SpecBuilder
from svafam.oracle.reference import ReferenceModel
from svafam.oracle.standalone import _HELPERS, _Compiler, model_source
from svafam.tasks.refmodel import gold_model_code
from svafam.tasks.stimuli import STIMULI_FILE, as_dicts
from tests.random_specs import family_specs, stimuli

ROOT = Path(__file__).resolve().parents[2]
_helpers: dict = {}
exec(_HELPERS, _helpers)  # noqa: S102
FAMILIES = sorted(p.parent for p in (ROOT / "dataset").glob("*/spec.yaml"))


def run_model(code: str, stimulus: list[dict]) -> list[dict]:
    namespace: dict = {}
    exec(compile(code, "model.py", "exec"), namespace)  # noqa: S102 - our own generated code
    model = namespace["Model"]()
    model.reset()
    return [model.step(dict(inputs)) for inputs in stimulus]


def test_the_gold_model_imports_nothing_but_the_standard_library():
    for fdir in FAMILIES[::7]:
        tree = ast.parse(gold_model_code(fdir.name, (fdir / "spec.yaml").read_text()))
        imports = [n for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom))]
        assert imports == [], fdir.name


def test_it_agrees_with_the_reference_model_on_every_familys_stimuli():
    assert len(FAMILIES) >= 120
    import yaml
    for fdir in FAMILIES:
        spec_text = (fdir / "spec.yaml").read_text()
        spec = SpecBuilder("spec.yaml", yaml.load(spec_text, Loader=yaml.CSafeLoader)).build()
        doc = json.loads((fdir / STIMULI_FILE).read_text())
        code = gold_model_code(fdir.name, spec_text)
        reference = ReferenceModel(spec)
        for stim in doc["stimuli"][::6]:  # a directed and a random stimulus or two: the checker's test runs them all
            cycles = as_dicts(doc, stim)
            assert run_model(code, cycles) == reference.simulate(cycles), (fdir.name, stim["name"])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.sampled_from(("register_rules", "multi_register_rules", "fsm")).flatmap(family_specs).flatmap(
    lambda spec: st.tuples(st.just(spec), stimuli(spec))))
def test_it_agrees_on_random_specs(case):
    spec, stims = case
    code = model_source(spec)
    for stim in stims:
        assert run_model(code, stim) == ReferenceModel(spec).simulate(stim)


WIDTHS = {"a": 1, "b": 3, "c": 8, "d": 5}
_SPEC = FamilySpec("exprs", "test", "register_rules", "", "", Clock("clk"), Reset("rst", True, True),
                   tuple(Port(n, w) for n, w in WIDTHS.items()), (), (), (), ())
_OPS = ("+", "-", "*", "/", "%", "&", "|", "^", "~^", "<<", ">>", "&&", "||", *COMPARISONS)


def _exprs():
    leaf = st.one_of(st.sampled_from([ex.Ident(n) for n in WIDTHS]),
                     st.integers(1, 9).flatmap(lambda w: st.integers(0, (1 << w) - 1).map(lambda v: ex.Const(w, v))),
                     st.sampled_from([ex.Index(ex.Ident("c"), 6), ex.Slice(ex.Ident("c"), 6, 2),
                                      ex.Slice(ex.Ident("b"), 1, 0)]))

    def grow(sub):
        return st.one_of(
            st.tuples(st.sampled_from(_OPS), sub, sub).map(lambda t: ex.Binary(*t)),
            st.tuples(st.sampled_from([op for op in UNARY_OPS if op != "^~"]), sub).map(lambda t: ex.Unary(*t)),
            st.tuples(sub, sub, sub).map(lambda t: ex.Ternary(*t)),
            st.lists(sub, min_size=1, max_size=3).map(lambda items: ex.Concat(tuple(items))),
            st.tuples(st.integers(1, 3), sub).map(lambda t: ex.Repl(*t)),
            sub.map(lambda e: ex.Call("$onehot", e)), sub.map(lambda e: ex.Call("$onehot0", e)))

    return st.recursive(leaf, grow, max_leaves=8)


@settings(max_examples=400, deadline=None)
@given(_exprs(), st.integers(1, 12), st.fixed_dictionaries({n: st.integers(0, (1 << w) - 1) for n, w in WIDTHS.items()}))
def test_every_operator_compiles_to_what_evaluate_gives(e, width, values):
    """Each node kind and operator (shifts, division by zero, replication, reductions...) against
    :func:`svafam.generators.expr.evaluate`, the project's definition of Verilog widths."""
    compiler = _Compiler(_SPEC)
    code = compiler.value(e, width)
    got = eval(code, {"_shl": _helpers["_shl"], "_div": _helpers["_div"], "_mod": _helpers["_mod"]},  # noqa: S307
               {"i": values, "s": {}, "self": None})
    want = evaluate(e, WIDTHS, lambda name, ago: values[name], width=width) & ((1 << width) - 1)
    assert got == want, (to_verilog(e), code)
