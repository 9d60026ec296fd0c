"""Random properties of every form over a spec's interface, and traces of that interface from the oracle's stepper.

Strategies (hypothesis)::

    booleans(widths, depth)      1-bit expression: signals, comparisons with constants, $past(x, 1..3),
                                 $rose/$fell/$stable/$changed, combined with !, && and ||
    properties(widths, reset, pid)
                                 an invariant or an implication: 0-2 later antecedent steps (fixed or
                                 ranged delays), then a fixed delay (with repetition), a window, or until;
                                 disabled by the reset most of the time
    traces(spec, cycles)         inputs and reset drawn at random (reset rarely, anywhere), outputs from
                                 :func:`svafam.oracle.reference.simulate`: every interface signal, every cycle
"""

from __future__ import annotations

from hypothesis import strategies as st

from svafam.generators import expr as ex
from svafam.generators.model import FamilySpec
from svafam.generators.properties import INVARIANT, Property, Step, implication
from svafam.oracle.reference import simulate


def _atom(widths: dict[str, int]) -> st.SearchStrategy[ex.Expr]:
    names = sorted(widths)

    @st.composite
    def atom(draw) -> ex.Expr:
        name = draw(st.sampled_from(names))
        w = widths[name]
        if w == 1:
            base: ex.Expr = ex.Ident(name)
        else:
            op = draw(st.sampled_from(("==", "!=", "<", ">=")))
            base = ex.Binary(op, ex.Ident(name), ex.Const(w, draw(st.integers(0, (1 << w) - 1)), "d"))
        kind = draw(st.integers(0, 5))
        if kind == 1:
            return ex.Unary("!", base)
        if kind == 2:  # $past of the signal, compared like the signal itself
            k = draw(st.integers(1, 3))
            return ex.transform(base, lambda n: ex.Call("$past", n, k) if isinstance(n, ex.Ident) else n)
        if kind == 3:
            return ex.Call(draw(st.sampled_from(("$stable", "$changed"))), ex.Ident(name))
        if kind == 4 and w == 1:
            return ex.Call(draw(st.sampled_from(("$rose", "$fell"))), ex.Ident(name))
        return base

    return atom()


def booleans(widths: dict[str, int], depth: int = 2) -> st.SearchStrategy[ex.Expr]:
    return st.recursive(_atom(widths), lambda inner: st.one_of(
        st.builds(lambda a: ex.Unary("!", a), inner),
        st.builds(lambda a, b: ex.Binary("&&", a, b), inner, inner),
        st.builds(lambda a, b: ex.Binary("||", a, b), inner, inner)), max_leaves=depth + 1)


@st.composite
def _delay(draw, lo_min: int, lo_max: int, ranged: bool) -> tuple[int, int]:
    lo = draw(st.integers(lo_min, lo_max))
    return lo, (lo + draw(st.integers(1, 3)) if ranged else lo)


@st.composite
def properties(draw, widths: dict[str, int], reset: str, pid: str) -> Property:
    boolean = booleans(widths)
    disable = ex.Ident(reset) if draw(st.integers(0, 4)) else None
    if draw(st.integers(0, 5)) == 0:
        return Property(pid, pid.lower(), "random", INVARIANT, "random", expression=draw(boolean), disable=disable)
    then = []
    for _ in range(draw(st.integers(0, 2))):
        lo, hi = draw(_delay(1, 2, draw(st.booleans())))
        then.append(Step(draw(boolean), lo, hi))
    mode = draw(st.sampled_from(("fixed", "fixed", "window", "until")))
    repeat, until = 1, None
    if mode == "window":
        delay, delay_max = draw(_delay(0, 2, True))
    elif mode == "until":
        delay, delay_max, until = draw(st.integers(0, 1)), None, draw(boolean)
    else:
        delay, delay_max = draw(st.integers(0, 3)), None
        repeat = draw(st.integers(2, 3)) if draw(st.integers(0, 2)) == 0 else 1
    return implication(pid, pid.lower(), "random", "random", draw(boolean), draw(boolean), then=tuple(then),
                       delay=delay, delay_max=delay_max, repeat=repeat, until=until, disable=disable)


@st.composite
def traces(draw, spec: FamilySpec, cycles: int = 24) -> list[dict[str, int]]:
    on, off = (1, 0) if spec.reset.active_high else (0, 1)
    stimulus = []
    for _ in range(cycles):
        row = {p.name: draw(st.integers(0, (1 << p.width) - 1)) for p in spec.inputs}
        row[spec.reset.name] = on if draw(st.integers(0, 9)) == 0 else off
        stimulus.append(row)
    outputs = simulate(spec, stimulus)
    return [{**row, **out} for row, out in zip(stimulus, outputs)]
