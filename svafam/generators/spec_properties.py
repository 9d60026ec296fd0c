"""The ``properties`` of a spec: structured forms, checked and turned into the property model.

A property names interface signals only (inputs, outputs, the reset), every boolean in it
is 1 bit wide, and everything it looks at, from the oldest value it reads to the last
cycle it checks, fits in the family's formal depth (so its proofs and covers are complete).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import expr as ex
from .model import Port, Reset
from .properties import INVARIANT, NEXT_CYCLE, Property, Step, implication, limit_problem

if TYPE_CHECKING:
    from .spec_builder import SpecBuilder


class _Reader:
    def __init__(self, builder: "SpecBuilder", widths: dict[str, int]):
        self.b = builder
        self.widths = widths

    def boolean(self, field: str, text: str) -> ex.Expr:
        e = self.b.expression(field, text)
        for name in ex.identifiers(e):
            if name not in self.widths:
                raise self.b.fail(field, f"{name!r} is not an interface signal: properties may use only inputs, "
                                         "outputs and the reset")
        w = ex.self_width(e, self.widths)
        if w != 1:
            raise self.b.fail(field, f"must be 1 bit wide; {text!r} is {w} bits")
        return e

    def delay(self, field: str, value: int | list[int], minimum: int) -> tuple[int, int]:
        lo, hi = (value[0], value[1]) if isinstance(value, list) else (value, value)
        if lo < minimum:
            raise self.b.fail(field, f"a delay here is at least {minimum} cycle{'s' if minimum != 1 else ''}, "
                                     f"not {lo}" + (" (a later step of a sequence waits ##1 or more)"
                                                    if minimum else ""))
        if isinstance(value, list) and lo >= hi:
            raise self.b.fail(field, f"a window [m, n] needs m < n, not [{lo}, {hi}]; write one number for a "
                                     "fixed delay")
        return lo, hi

    def implication(self, where: str, p: dict[str, Any], disable: ex.Expr | None) -> Property:
        antecedent = self.boolean(f"{where}.antecedent", p["antecedent"])
        then = []
        for j, step in enumerate(p.get("then", [])):
            lo, hi = self.delay(f"{where}.then[{j}].delay", step["delay"], 1)
            then.append(Step(self.boolean(f"{where}.then[{j}].expr", step["expr"]), lo, hi))
        lo, hi = self.delay(f"{where}.delay", p["delay"], 0)
        repeat = p.get("repeat", 1)
        until = self.boolean(f"{where}.until", p["until"]) if "until" in p else None
        if lo != hi and (repeat > 1 or until is not None):
            raise self.b.fail(f"{where}.delay", f"{'repeat' if repeat > 1 else 'until'} starts at a fixed delay, "
                                                f"not in a window [{lo}, {hi}]")
        if repeat > 1 and until is not None:
            raise self.b.fail(f"{where}.until", "a property takes repeat or until, not both")
        if until is not None and lo > 1:
            raise self.b.fail(f"{where}.delay", f"until starts at delay 0 (|->) or 1 (|=>), not {lo}")
        return implication(p["id"], p["name"], "authored", p["sentence"], antecedent, self.boolean(
            f"{where}.consequent", p["consequent"]), then=tuple(then), delay=lo, delay_max=hi if hi != lo else None,
            repeat=repeat, until=until, disable=disable)


def authored_properties(builder: "SpecBuilder", reset: Reset, inputs: tuple[Port, ...], outputs: tuple[Port, ...],
                        depth: int) -> tuple[Property, ...]:
    widths = {p.name: p.width for p in inputs + outputs}
    widths[reset.name] = 1
    reader = _Reader(builder, widths)
    props = []
    seen: set[str] = set()
    for i, p in enumerate(builder.data.get("properties", [])):
        where = f"properties[{i}]"
        for key in ("id", "name"):
            if p[key] in seen:
                raise builder.fail(f"{where}.{key}", f"{p[key]!r} is used by another property")
            seen.add(p[key])
            builder.name(f"{where}.{key}", p[key])
        disable = reset.asserted if p.get("disable_on_reset", True) else None
        if p["form"] == "invariant":
            prop = Property(p["id"], p["name"], "authored", INVARIANT, p["sentence"], disable=disable,
                            expression=reader.boolean(f"{where}.expression", p["expression"]))
        elif p["form"] == "next_cycle_implication":
            prop = Property(p["id"], p["name"], "authored", NEXT_CYCLE, p["sentence"], disable=disable,
                            antecedent=reader.boolean(f"{where}.antecedent", p["antecedent"]),
                            consequent=reader.boolean(f"{where}.consequent", p["consequent"]))
        else:
            prop = reader.implication(where, p, disable)
        problem = limit_problem(prop, depth)
        if problem:
            raise builder.fail(where, problem)
        props.append(prop)
    return tuple(props)
