"""An FSM spec as a graph: each state's outgoing edges with their effective guards, and the
groups of states that show the same outputs (which the interface cannot tell apart at a glance)."""

from __future__ import annotations

from dataclasses import dataclass

from . import expr as ex
from .model import FamilySpec, State


@dataclass(frozen=True)
class Edge:
    """Leave ``source`` for ``target`` when ``guard`` holds (earlier transitions already excluded);
    ``transition`` is the index in the state's list, or None for staying put."""

    source: str
    guard: ex.Expr
    target: str
    transition: int | None

    @property
    def label(self) -> str:
        return f"{self.source}.{'stay' if self.transition is None else f't{self.transition}'}"


def output_pattern(spec: FamilySpec, state: State) -> ex.Expr:
    """The state as seen on the interface: every output equals the state's constant."""
    terms: list[ex.Expr] = []
    for port, c in state.outputs:
        if c.width == 1:
            terms.append(ex.Ident(port) if c.value else ex.Unary("!", ex.Ident(port)))
        else:
            terms.append(ex.Binary("==", ex.Ident(port), c))
    return ex.conj(terms)


def edges(spec: FamilySpec, state: State) -> list[Edge]:
    """Every transition with its effective guard, then the stay when some input leaves the state unchanged."""
    from .z3check import satisfiable  # deferred: z3 costs ~0.1 s to import

    out = []
    earlier: list[ex.Expr] = []
    for j, t in enumerate(state.transitions):
        out.append(Edge(state.name, ex.conj([ex.negate(e) for e in earlier] + [t.when]), t.target, j))
        earlier.append(t.when)
    stay = ex.conj([ex.negate(e) for e in earlier])
    if satisfiable(stay, spec.widths):
        out.append(Edge(state.name, stay, state.name, None))
    return out


def output_key(state: State) -> tuple[int, ...]:
    return tuple(c.value for _, c in state.outputs)


def groups(spec: FamilySpec) -> dict[str, tuple[str, ...]]:
    """State name -> the states (itself included, in declaration order) that show the same outputs."""
    by_key: dict[tuple[int, ...], list[str]] = {}
    for st in spec.states:
        by_key.setdefault(output_key(st), []).append(st.name)
    return {st.name: tuple(by_key[output_key(st)]) for st in spec.states}
