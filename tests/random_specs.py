"""Small, valid random specs, drawn directly as :class:`FamilySpec` model objects.

Every spec is valid by construction: names are fixed legal identifiers, guards
are 1 bit, values are no wider than what they are assigned to, every register
ends with its hold rule, FSM states have pairwise distinct constant outputs.
Guards come from a random grammar, so one may be unsatisfiable or shadowed by
an earlier one; such a rule or transition is dropped while building (checked
with z3, as the spec loader does), which keeps every spec valid without
rejection sampling.

Strategies (hypothesis; each returns a ``SearchStrategy[FamilySpec]``)::

    register_rules_specs(**opts)       one output register (1-4 bits), 1-3 rules + hold, 0-2 derived outputs
    multi_register_specs(observable=False, **opts)
                                       2-3 internal registers, every output derived; ``observable=True``
                                       adds a copy output per register and restates its rules as
                                       authored properties over those outputs (needed for formal checks),
                                       otherwise one trivially true authored property
    fsm_specs(**opts)                  2-4 states, distinct constant outputs over 1-2 outputs of 1-2 bits,
                                       0-3 transitions per state
    family_specs(kind, **opts)         one of the above by kind
    values(names, max_width, depth)    expression of self-determined width <= max_width
    guards(names, depth)               1-bit expression
    stimuli(spec, cycles=24, count=2)  list of ``count`` stimuli; reset at cycle 0 and once mid-run

``opts``: ``max_inputs`` (3), ``max_input_width`` (3), ``max_register_width`` (4),
``mutants`` (False: draw 3 mutants that change the one-step behavior, z3-checked),
``depth`` (10, the formal depth recorded in the spec).

The same construction can be driven by a seeded ``random.Random`` instead of
hypothesis: ``random_spec(kind, seed, **opts)`` (used where one deterministic
spec is wanted rather than a hypothesis run, e.g. the formal test).

Helpers for the formal test: :func:`explore` (explicit-state reachability),
:func:`reachability_gaps` (gold-property antecedents that can't be reached
within a depth), :func:`choose_mutants` (mutants whose change is reachable),
:func:`validity_problems` (the loader's structural rules, for model objects),
:func:`spec_summary` (readable text of a spec, for failure reports).
"""

from __future__ import annotations

import itertools
import random
from dataclasses import replace
from typing import Callable, Iterable, Mapping, Sequence

from hypothesis import strategies as st

from svafam.generators import expr as ex
from svafam.generators.keywords import identifier_problem
from svafam.generators.model import (
    Clock,
    DerivedOutput,
    FamilySpec,
    Mutant,
    Port,
    Register,
    Reset,
    State,
    Transition,
    UpdateRule,
)
from svafam.generators.mutants import apply_mutant
from svafam.generators.properties import INVARIANT, NEXT_CYCLE, Property
from svafam.generators.z3check import mutant_changes_behavior, satisfiable

KINDS = ("register_rules", "multi_register_rules", "fsm")
ARITH_OPS = ("+", "-", "&", "|", "^")
COMPARISONS = ("==", "!=", "<", "<=", ">", ">=")


# ---------------------------------------------------------------- drawing, by hypothesis or by a seed

class Drawer:
    """The few choices the builders make; shrinks toward ``lo`` / the first option."""

    def integer(self, lo: int, hi: int) -> int:
        raise NotImplementedError

    def boolean(self) -> bool:
        return self.integer(0, 1) == 1

    def choice(self, items: Sequence):
        return items[self.integer(0, len(items) - 1)]

    def shuffled(self, items: Iterable) -> list:
        out = list(items)
        for i in range(len(out) - 1):
            j = self.integer(i, len(out) - 1)
            out[i], out[j] = out[j], out[i]
        return out


class HypothesisDrawer(Drawer):
    def __init__(self, draw: Callable):
        self.draw = draw

    def integer(self, lo: int, hi: int) -> int:
        return lo if lo >= hi else self.draw(st.integers(lo, hi))


class RandomDrawer(Drawer):
    def __init__(self, rng: random.Random):
        self.rng = rng

    def integer(self, lo: int, hi: int) -> int:
        return lo if lo >= hi else self.rng.randint(lo, hi)


# ---------------------------------------------------------------- expressions

def _const(d: Drawer, max_width: int) -> ex.Const:
    w = d.integer(1, max_width)
    return ex.Const(w, d.integer(0, (1 << w) - 1), d.choice("dbh"))


def _leaf(d: Drawer, names: Mapping[str, int], max_width: int) -> ex.Expr:
    """An identifier, a select of one, or a sized constant; at most ``max_width`` bits."""
    k = d.integer(0, 2)
    fitting = [n for n, w in names.items() if w <= max_width]
    if k == 0 and fitting:
        return ex.Ident(d.choice(fitting))
    vectors = [n for n, w in names.items() if w > 1]
    if k == 1 and vectors:
        n = d.choice(vectors)
        lsb = d.integer(0, names[n] - 1)
        msb = d.integer(lsb, min(names[n] - 1, lsb + max_width - 1))
        return ex.Index(ex.Ident(n), lsb) if msb == lsb else ex.Slice(ex.Ident(n), msb, lsb)
    return _const(d, max_width)


def _value(d: Drawer, names: Mapping[str, int], max_width: int, depth: int) -> ex.Expr:
    """An expression whose self-determined width is at most ``max_width``."""
    k = d.integer(0, 6) if depth > 0 else 0
    sub = lambda w=max_width: _value(d, names, w, depth - 1)  # noqa: E731
    if k == 1:
        return ex.Binary(d.choice(ARITH_OPS), sub(), sub())
    if k == 2:
        return ex.Ternary(_guard(d, names, depth - 1), sub(), sub())
    if k == 3 and max_width >= 2:
        first = sub(max_width - 1)
        return ex.Concat((first, sub(max_width - ex.self_width(first, names))))
    if k == 4:
        return ex.Unary("~", sub())
    if k == 5:
        return _guard(d, names, depth - 1)  # a 1-bit truth value used as a number
    if k == 6:
        return ex.Binary(d.choice(("+", "-")), sub(), _const(d, max_width))
    return _leaf(d, names, max_width)


def _zero(width: int) -> ex.Const:
    return ex.Const(width, 0, "b" if width == 1 else "d")


def _truth(e: ex.Expr, names: Mapping[str, int]) -> ex.Expr:
    """``e`` as a 1-bit guard: wider expressions are compared with zero."""
    w = ex.self_width(e, names)
    return e if w == 1 else ex.Binary("!=", e, _zero(w))


def _guard(d: Drawer, names: Mapping[str, int], depth: int) -> ex.Expr:
    """A 1-bit expression."""
    wide = max(names.values()) + 1  # room for a carry in comparisons
    k = d.integer(0, 5) if depth > 0 else 0
    if k == 1:
        return ex.Binary(d.choice(COMPARISONS), _value(d, names, wide, depth - 1), _value(d, names, wide, depth - 1))
    if k == 2:
        return ex.Binary(d.choice(("&&", "||")), _guard(d, names, depth - 1), _guard(d, names, depth - 1))
    if k == 3:
        return ex.Unary("!", _guard(d, names, depth - 1))
    if k == 4:
        return ex.Unary("!", _value(d, names, wide, depth - 1))
    if k == 5:
        return ex.Ternary(_guard(d, names, depth - 1), _guard(d, names, depth - 1), _guard(d, names, depth - 1))
    # leaf: a 1-bit signal, a bit of a vector, or a signal compared with a constant
    n = d.choice(list(names))
    j = d.integer(0, 2)
    if j == 0 and names[n] == 1:
        return ex.Ident(n)
    if j == 1 and names[n] > 1:
        return ex.Index(ex.Ident(n), d.integer(0, names[n] - 1))
    w = names[n]
    return ex.Binary(d.choice(COMPARISONS), ex.Ident(n), ex.Const(w, d.integer(0, (1 << w) - 1), d.choice("dbh")))


def _firing_guards(d: Drawer, names: Mapping[str, int], count: int, depth: int,
                   widths: Mapping[str, int]) -> list[ex.Expr]:
    """``count`` drawn guards, minus those that can never fire where they stand (the
    loader rejects unsatisfiable or shadowed guards); at least one is kept."""
    kept: list[ex.Expr] = []
    for _ in range(count):
        g = _guard(d, names, depth)
        if g != ex.TRUE and satisfiable(ex.conj([ex.negate(k) for k in kept] + [g]), widths):
            kept.append(g)
    if not kept:  # every drawn guard was unsatisfiable: a signal equal to a constant always can be
        n = d.choice(list(names))
        kept.append(ex.Binary("==", ex.Ident(n), ex.Const(names[n], d.integer(0, (1 << names[n]) - 1))))
    return kept


def values(names: Mapping[str, int], max_width: int, depth: int = 2) -> st.SearchStrategy[ex.Expr]:
    return st.composite(lambda draw: _value(HypothesisDrawer(draw), dict(names), max_width, depth))()


def guards(names: Mapping[str, int], depth: int = 2) -> st.SearchStrategy[ex.Expr]:
    return st.composite(lambda draw: _guard(HypothesisDrawer(draw), dict(names), depth))()


# ---------------------------------------------------------------- specs

_DEFAULTS = dict(max_inputs=3, max_input_width=3, max_register_width=4, mutants=False, depth=10, expr_depth=2)


def _reset(d: Drawer) -> Reset:
    high = d.boolean()
    return Reset("rst" if high else "rst_n", high, synchronous=not d.boolean())


def _inputs(d: Drawer, o: dict) -> tuple[Port, ...]:
    return tuple(Port(f"in{i}", d.integer(1, o["max_input_width"])) for i in range(d.integer(1, o["max_inputs"])))


def _register(d: Drawer, name: str, width: int, names: dict[str, int], widths: dict[str, int], o: dict) -> Register:
    gs = _firing_guards(d, names, d.integer(1, 3), o["expr_depth"], widths)
    rules = tuple(UpdateRule(g, _value(d, names, width, o["expr_depth"])) for g in gs)
    reset = ex.Const(width, d.integer(0, (1 << width) - 1), "b" if width == 1 else "d")
    return Register(name, width, reset, rules + (UpdateRule(ex.TRUE, ex.Ident(name), "otherwise hold"),))


def _base(kind: str, name: str, reset: Reset, inputs, outputs, o: dict, **fields) -> FamilySpec:
    return FamilySpec(id=name, category="random", kind=kind, template="random",
                      description=f"a random {kind} spec", clock=Clock("clk"), reset=reset,
                      inputs=inputs, outputs=outputs, mutants=(), depth=o["depth"],
                      **{"registers": (), "derived": (), **fields})


def build_register_rules(d: Drawer, name: str = "rand_rules", **opts) -> FamilySpec:
    o = {**_DEFAULTS, **opts}
    reset, inputs = _reset(d), _inputs(d, o)
    width = d.integer(1, o["max_register_width"])
    names = {p.name: p.width for p in inputs} | {"q": width}
    widths = dict(names)
    reg = _register(d, "q", width, names, widths, o)
    derived = []
    for i in range(d.integer(0, 2)):
        w = d.integer(1, 4)
        derived.append(DerivedOutput(f"d{i}", w, _value(d, names, w, o["expr_depth"])))
    outputs = (Port("q", width),) + tuple(Port(x.name, x.width) for x in derived)
    spec = _base("register_rules", name, reset, inputs, outputs, o, registers=(reg,), derived=tuple(derived))
    return _with_mutants(d, spec) if o["mutants"] else spec


def copy_properties(spec: FamilySpec, copies: Mapping[str, str]) -> tuple[Property, ...]:
    """Each register's update rules and hold, restated over the output that copies it.

    The same properties a register_rules family derives for its register, with
    every register renamed to its copy output, so they use interface signals only.
    """
    props = []
    for reg in spec.registers:
        q = ex.Ident(copies[reg.name])
        for j, rule in enumerate(reg.rules):
            fires = ex.conj([ex.negate(r.when) for r in reg.rules[:j]] + [rule.when])
            hold = j == len(reg.rules) - 1
            tag = "hold" if hold else f"rule{j}"
            props.append(Property(
                f"A_{reg.name.upper()}_{tag.upper()}", f"a_{reg.name}_{tag}", "authored", NEXT_CYCLE,
                f"{reg.name} {'keeps its value' if hold else f'follows update rule {j}'}, seen on {q.name}",
                antecedent=ex.rename(fires, copies),
                consequent=ex.Binary("==", q, ex.past(ex.rename(rule.value, copies))),
                disable=spec.reset.asserted))
    return tuple(props)


def build_multi_register(d: Drawer, name: str = "rand_multi", observable: bool = False, **opts) -> FamilySpec:
    o = {**_DEFAULTS, **opts}
    reset, inputs = _reset(d), _inputs(d, o)
    reg_widths = {f"r{i}": d.integer(1, o["max_register_width"]) for i in range(d.integer(2, 3))}
    names = {p.name: p.width for p in inputs} | reg_widths
    widths = dict(names)
    regs = tuple(_register(d, r, w, names, widths, o) for r, w in reg_widths.items())
    copies = {r: f"q{r[1:]}" for r in reg_widths} if observable else {}
    derived = [DerivedOutput(q, reg_widths[r], ex.Ident(r)) for r, q in copies.items()]
    for i in range(d.integer(0 if observable else 1, 2 if observable else 3)):
        w = d.integer(1, 4)
        derived.append(DerivedOutput(f"o{i}", w, _value(d, names, w, o["expr_depth"])))
    outputs = tuple(Port(x.name, x.width) for x in derived)
    spec = _base("multi_register_rules", name, reset, inputs, outputs, o, registers=regs, derived=tuple(derived))
    if observable:
        authored = copy_properties(spec, copies)
    else:  # the kind needs authored properties; this one holds trivially
        o0 = ex.Ident(derived[0].name)
        authored = (Property("A_TRIVIAL", "a_trivial", "authored", INVARIANT, f"{o0.name} equals itself",
                             expression=ex.Binary("==", o0, o0), disable=reset.asserted),)
    spec = replace(spec, authored=authored)
    return _with_mutants(d, spec) if o["mutants"] else spec


def build_fsm(d: Drawer, name: str = "rand_fsm", **opts) -> FamilySpec:
    o = {**_DEFAULTS, **opts}
    reset, inputs = _reset(d), _inputs(d, o)
    outputs = tuple(Port(f"y{i}", d.integer(1, 2)) for i in range(d.integer(1, 2)))
    bits = sum(p.width for p in outputs)
    n = d.integer(2, min(4, 1 << bits))
    patterns = d.shuffled(range(1 << bits))[:n]  # distinct, so the states are observable apart
    names = {p.name: p.width for p in inputs}
    state_names = [f"S{i}" for i in range(n)]
    states = []
    for sname, pattern in zip(state_names, patterns):
        outs, shift = [], bits
        for p in outputs:
            shift -= p.width
            outs.append((p.name, ex.Const(p.width, (pattern >> shift) & ((1 << p.width) - 1),
                                          "b" if p.width == 1 else "d")))
        count = d.integer(0, 3)
        gs = _firing_guards(d, names, count, o["expr_depth"], names) if count else []
        transitions = tuple(Transition(g, d.choice(state_names)) for g in gs)
        states.append(State(sname, tuple(outs), transitions))
    spec = _base("fsm", name, reset, inputs, outputs, o, states=tuple(states), reset_state=d.choice(state_names))
    return _with_mutants(d, spec) if o["mutants"] else spec


BUILDERS = {"register_rules": build_register_rules, "multi_register_rules": build_multi_register,
            "fsm": build_fsm}


def register_rules_specs(**opts) -> st.SearchStrategy[FamilySpec]:
    return st.composite(lambda draw: build_register_rules(HypothesisDrawer(draw), **opts))()


def multi_register_specs(observable: bool = False, **opts) -> st.SearchStrategy[FamilySpec]:
    return st.composite(lambda draw: build_multi_register(HypothesisDrawer(draw), observable=observable,
                                                          **opts))()


def fsm_specs(**opts) -> st.SearchStrategy[FamilySpec]:
    return st.composite(lambda draw: build_fsm(HypothesisDrawer(draw), **opts))()


def family_specs(kind: str, **opts) -> st.SearchStrategy[FamilySpec]:
    return {"register_rules": register_rules_specs, "multi_register_rules": multi_register_specs,
            "fsm": fsm_specs}[kind](**opts)


def random_spec(kind: str, seed: int, **opts) -> FamilySpec:
    """The same construction as the strategies, driven by ``random.Random(seed)``."""
    return BUILDERS[kind](RandomDrawer(random.Random(f"{kind}/{seed}")), **opts)


# ---------------------------------------------------------------- mutants

def mutant_candidates(spec: FamilySpec) -> list[Mutant]:
    """Simple edits; not every one changes the behavior of every spec."""
    out: list[Mutant] = []
    if spec.kind == "fsm":
        for st_ in spec.states:
            for other in spec.states:
                if other.name != st_.name:
                    out.append(Mutant(f"{st_.name}_to_{other.name}", "force_transition", state=st_.name,
                                      target=other.name, description=f"{st_.name} always goes to {other.name}"))
            for j, t in enumerate(st_.transitions):
                out.append(Mutant(f"{st_.name}_drop_{j}", "drop_transition", rule=j, state=st_.name,
                                  description=f"transition {j} of {st_.name} is missing"))
                out.append(Mutant(f"{st_.name}_negate_{j}", "replace_transition_guard", rule=j, state=st_.name,
                                  when=ex.negate(t.when), description=f"transition {j} of {st_.name} is negated"))
        return out
    some_input = spec.inputs[0]
    extra_guard = _truth(ex.Ident(some_input.name), spec.widths)
    for reg in spec.registers:
        w, q = reg.width, ex.Ident(reg.name)
        for j, rule in enumerate(reg.priority_rules):
            out.append(Mutant(f"{reg.name}_never_{j}", "replace_update_guard", reg.name, j, when=ex.FALSE,
                              description=f"rule {j} never fires"))
            out.append(Mutant(f"{reg.name}_flip_{j}", "replace_update_value", reg.name, j,
                              value=ex.Binary("^", rule.value, ex.Const(w, 1)),
                              description=f"rule {j} gets its lowest bit wrong"))
            out.append(Mutant(f"{reg.name}_zero_{j}", "replace_update_value", reg.name, j, value=_zero(w),
                              description=f"rule {j} loads zero"))
            out.append(Mutant(f"{reg.name}_negate_{j}", "replace_update_guard", reg.name, j,
                              when=ex.negate(rule.when), description=f"rule {j} fires on the opposite guard"))
        out.append(Mutant(f"{reg.name}_extra", "insert_update_rule", reg.name, 0, when=extra_guard,
                          value=ex.Binary("+", q, ex.Const(w, 1)),
                          description=f"{reg.name} also counts up whenever {ex.to_verilog(extra_guard)}"))
    return out


def choose_mutants(d: Drawer, spec: FamilySpec, count: int = 3,
                   visible: Callable[[FamilySpec, Mutant], bool] | None = None) -> list[Mutant]:
    """Up to ``count`` candidates, in drawn order, that change the one-step behavior
    (z3, as the loader checks) and, if given, satisfy ``visible``."""
    chosen = []
    for m in d.shuffled(mutant_candidates(spec)):
        if len(chosen) == count:
            break
        if mutant_changes_behavior(spec, apply_mutant(spec, m)) and (visible is None or visible(spec, m)):
            chosen.append(m)
    return chosen


def _with_mutants(d: Drawer, spec: FamilySpec) -> FamilySpec:
    return replace(spec, mutants=tuple(choose_mutants(d, spec)))


# ---------------------------------------------------------------- explicit-state exploration

StateKey = tuple[int, ...]  # register values in declaration order, or (FSM state index,)


def input_space(spec: FamilySpec) -> list[dict[str, int]]:
    ports = spec.inputs
    return [dict(zip((p.name for p in ports), vals))
            for vals in itertools.product(*(range(1 << p.width) for p in ports))]


def reset_key(spec: FamilySpec) -> StateKey:
    if spec.kind == "fsm":
        return ([s.name for s in spec.states].index(spec.reset_state),)
    return tuple(r.reset_value.value & ((1 << r.width) - 1) for r in spec.registers)


def step(spec: FamilySpec, key: StateKey, inputs: Mapping[str, int]) -> tuple[StateKey, tuple]:
    """Next state without reset, and which rule of each register (or transition, -1 for
    staying) fired. The hold rule counts as the last rule."""
    widths = spec.widths
    if spec.kind == "fsm":
        st_ = spec.states[key[0]]
        lookup = lambda n, _ago: inputs[n]  # noqa: E731
        for j, t in enumerate(st_.transitions):
            if ex.evaluate(t.when, widths, lookup):
                return ([s.name for s in spec.states].index(t.target),), ((st_.name, j),)
        return key, ((st_.name, -1),)
    env = {**inputs, **{r.name: v for r, v in zip(spec.registers, key)}}
    lookup = lambda n, _ago: env[n]  # noqa: E731
    nxt, fired = [], []
    for r in spec.registers:
        for j, rule in enumerate(r.rules):
            if ex.evaluate(rule.when, widths, lookup):
                nxt.append(ex.evaluate(rule.value, widths, lookup, width=r.width) & ((1 << r.width) - 1))
                fired.append((r.name, j))
                break
    return tuple(nxt), tuple(fired)


def explore(spec: FamilySpec, levels: int) -> dict[StateKey, int]:
    """States reachable from the reset state in at most ``levels`` steps, with the fewest steps."""
    space = input_space(spec)
    seen = {reset_key(spec): 0}
    frontier = [reset_key(spec)]
    for level in range(1, levels + 1):
        nxt = []
        for key in frontier:
            for i in space:
                k, _ = step(spec, key, i)
                if k not in seen:
                    seen[k] = level
                    nxt.append(k)
        frontier = nxt
    return seen


def required_firings(spec: FamilySpec) -> set[tuple[str, int]]:
    """What the reachability covers ask for: every rule and hold of every register; every
    transition of every state, and staying where that is possible (as gold_properties does)."""
    if spec.kind != "fsm":
        return {(r.name, j) for r in spec.registers for j in range(len(r.rules))}
    out = set()
    for s in spec.states:
        out |= {(s.name, j) for j in range(len(s.transitions))}
        if satisfiable(ex.conj([ex.negate(t.when) for t in s.transitions]), spec.widths):
            out.add((s.name, -1))
    return out


def reachability_gaps(spec: FamilySpec, levels: int) -> list[str]:
    """Rules / transitions (-1: stay) that can't fire from a state reached within ``levels`` steps."""
    reached = explore(spec, levels)
    fired = {f for key in reached for i in input_space(spec) for f in step(spec, key, i)[1]}
    return [f"{name} #{j}" for name, j in sorted(required_firings(spec) - fired)]


def reachable_difference(spec: FamilySpec, m: Mutant, levels: int) -> bool:
    """From some state reached within ``levels`` steps, some input gives the mutant a different next state."""
    mutated = apply_mutant(spec, m)
    space = input_space(spec)
    return any(step(spec, key, i)[0] != step(mutated, key, i)[0] for key in explore(spec, levels) for i in space)


# ---------------------------------------------------------------- stimuli

def stimuli(spec: FamilySpec, cycles: int = 24, count: int = 2) -> st.SearchStrategy[list[list[dict[str, int]]]]:
    """``count`` stimuli of ``cycles`` cycles: reset asserted at cycle 0 and at one mid-run cycle only."""
    on, off = (1, 0) if spec.reset.active_high else (0, 1)
    cycle = st.fixed_dictionaries({p.name: st.integers(0, (1 << p.width) - 1) for p in spec.inputs})

    @st.composite
    def one(draw):
        mid = draw(st.integers(cycles // 4, 3 * cycles // 4))
        rows = draw(st.lists(cycle, min_size=cycles, max_size=cycles))
        return [{**row, spec.reset.name: on if c in (0, mid) else off} for c, row in enumerate(rows)]

    return st.lists(one(), min_size=count, max_size=count)


# ---------------------------------------------------------------- validity and reports

def validity_problems(spec: FamilySpec) -> list[str]:
    """The structural rules ``svafam.generators.spec_builder.SpecBuilder`` enforces, checked on a model object
    (``spec_loader.check_semantics`` covers the solver-level ones)."""
    problems = []
    ports = [spec.clock.name, spec.reset.name] + [p.name for p in spec.inputs + spec.outputs]
    for n in ports + [r.name for r in spec.registers] + [s.name for s in spec.states] + [spec.id]:
        if identifier_problem(n):
            problems.append(identifier_problem(n))
    if len(set(ports)) != len(ports):
        problems.append("duplicate port names")
    in_w = {p.name: p.width for p in spec.inputs}
    out_w = {p.name: p.width for p in spec.outputs}
    reg_w = {r.name: r.width for r in spec.registers}
    names = {**in_w, **reg_w}

    def typed(what: str, e: ex.Expr, limit: int | None = None, guard: bool = False) -> None:
        unknown = [n for n in ex.identifiers(e) if n not in names]
        if unknown:
            problems.append(f"{what}: undeclared {unknown}")
            return
        for node in ex.walk(e):
            if isinstance(node, ex.Call):
                problems.append(f"{what}: {node.func} in a behavior expression")
            if isinstance(node, (ex.Index, ex.Slice)):
                top = node.bit if isinstance(node, ex.Index) else node.msb
                if top >= names[node.base.name] or names[node.base.name] == 1:
                    problems.append(f"{what}: select {ex.to_verilog(node)} out of range")
        w = ex.self_width(e, names)
        if guard and w != 1:
            problems.append(f"{what}: guard is {w} bits")
        if limit is not None and w > limit:
            problems.append(f"{what}: {w} bits, wider than {limit}")

    if spec.kind == "fsm":
        if spec.registers or spec.derived:
            problems.append("an fsm has no registers or derived outputs")
        state_names = [s.name for s in spec.states]
        if len(set(state_names)) != len(state_names) or set(state_names) & set(ports):
            problems.append("state names must be distinct and not ports")
        if spec.reset_state not in state_names:
            problems.append("undeclared reset state")
        patterns = set()
        for s in spec.states:
            if [n for n, _ in s.outputs] != [p.name for p in spec.outputs]:
                problems.append(f"{s.name}: outputs {s.outputs} do not match the ports")
            for n, c in s.outputs:
                if not isinstance(c, ex.Const) or c.width != out_w[n]:
                    problems.append(f"{s.name}.{n}: not a constant of the port's width")
            patterns.add(tuple(c.value for _, c in s.outputs))
            for j, t in enumerate(s.transitions):
                typed(f"{s.name}.transitions[{j}]", t.when, guard=True)
                if t.target not in state_names:
                    problems.append(f"{s.name}.transitions[{j}]: undeclared target")
        if len(patterns) != len(spec.states):
            problems.append("two states have the same outputs")
        return problems
    if spec.kind == "register_rules":
        if len(spec.registers) != 1 or out_w.get(spec.registers[0].name) != spec.registers[0].width:
            problems.append("register_rules: exactly one register, also an output of its width")
    elif set(reg_w) & set(out_w) or not spec.authored:
        problems.append("multi_register_rules: registers are internal and authored properties are needed")
    if set(reg_w) & set(in_w):
        problems.append("a register has the name of an input")
    for r in spec.registers:
        if not isinstance(r.reset_value, ex.Const) or r.reset_value.width > r.width:
            problems.append(f"{r.name}: bad reset value")
        if r.rules[-1].when != ex.TRUE or r.rules[-1].value != ex.Ident(r.name):
            problems.append(f"{r.name}: missing hold rule")
        for j, rule in enumerate(r.rules):
            typed(f"{r.name}.rules[{j}].when", rule.when, guard=True)
            typed(f"{r.name}.rules[{j}].value", rule.value, limit=r.width)
            if j < len(r.rules) - 1 and rule.when == ex.TRUE:
                problems.append(f"{r.name}.rules[{j}]: always-true guard before the hold rule")
    derived = [x.name for x in spec.derived]
    for x in spec.derived:
        if x.name not in out_w or x.name in reg_w or out_w[x.name] != x.width:
            problems.append(f"derived {x.name}: not an output of its width, or a register")
        typed(f"derived {x.name}", x.expr, limit=x.width)
    if len(set(derived)) != len(derived) or set(out_w) - set(derived) - set(reg_w):
        problems.append("every output is a register or derived exactly once")
    return problems


def spec_summary(spec: FamilySpec) -> str:
    """The spec as compact YAML-like text, for failure messages."""
    v = ex.to_verilog
    r = spec.reset
    lines = [f"id: {spec.id}  kind: {spec.kind}  depth: {spec.depth}",
             f"reset: {r.name} active {'high' if r.active_high else 'low'}, "
             f"{'synchronous' if r.synchronous else 'asynchronous'}",
             "inputs: " + ", ".join(f"{p.name}[{p.width}]" for p in spec.inputs),
             "outputs: " + ", ".join(f"{p.name}[{p.width}]" for p in spec.outputs)]
    for reg in spec.registers:
        lines.append(f"register {reg.name}[{reg.width}] reset {v(reg.reset_value)}:")
        lines += [f"  when {v(x.when)}: {v(x.value)}" for x in reg.rules]
    lines += [f"derived {x.name}[{x.width}] = {v(x.expr)}" for x in spec.derived]
    for s in spec.states:
        mark = " (reset)" if s.name == spec.reset_state else ""
        lines.append(f"state {s.name}{mark} outputs " + ", ".join(f"{n}={v(c)}" for n, c in s.outputs) + ":")
        lines += [f"  when {v(t.when)}: -> {t.target}" for t in s.transitions]
    for m in spec.mutants:
        what = {"when": m.when, "value": m.value}
        extra = ", ".join(f"{k} {v(e)}" for k, e in what.items() if e is not None)
        lines.append(f"mutant {m.id}: {m.kind} {m.register or m.state} #{m.rule}"
                     f"{' -> ' + m.target if m.target else ''}{' ' + extra if extra else ''}")
    lines += [f"property {p.id}: " + (v(p.expression) if p.form == INVARIANT else
                                      f"{v(p.antecedent)} |=> {v(p.consequent)}") for p in spec.authored]
    return "\n".join(lines)
