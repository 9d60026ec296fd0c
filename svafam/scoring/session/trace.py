"""Unrollings: the ports of a harness step by step, and a monitor's checks over them.

Three kinds of trace, as the scorer's harnesses make them (:mod:`svafam.formal.harness`):

``reset``   a design whose registers start free, reset asserted in cycle 0 and free afterwards;
``window``  the same design from any state it reaches after reset (:meth:`DesignModel.reachable`);
``free``    no design: every port free in every cycle (the design-free harness).

A :class:`MonitorRun` puts one monitor (:class:`svafam.formal.lower.Monitor`) on a trace, with the
semantics Yosys gives the module :func:`svafam.formal.lower.monitor_module` prints: history registers
and ``pending_*`` trackers are registers (history ones start free, ``past_valid`` and trackers at 0;
with ``free_start`` every register starts free), and the checks are clocked, so an ``assert`` or
``cover`` of cycle t is decided in solver step t+1 on the values of cycle t, while an ``assume``
(``chformal -assume -early``) constrains the values of its own step. Cycle t here is solver step t.
"""

from __future__ import annotations

import bitwuzla as bz

from svafam.formal.family import FamilyInterface
from svafam.formal.lower import Monitor
from svafam.formal.memo import IdentityMemo
from svafam.generators import expr as ex

from .model import DesignModel
from .terms import Terms

K = bz.Kind
_AND = K.AND
_BV_CONCAT = K.BV_CONCAT
_BV_EXTRACT = K.BV_EXTRACT
_EQUAL = K.EQUAL
_NOT = K.NOT
_OR = K.OR


class Trace:
    def __init__(self, terms: Terms, iface: FamilyInterface, kind: str, model: DesignModel | None = None,
                 start: list[int] | None = None):
        self.terms, self.tm, self.iface, self.kind, self.model = terms, terms.tm, iface, kind, model
        self.ports: list[dict[str, bz.Term]] = []
        self.cons: list[list[bz.Term]] = []          # Booleans that must hold in each step
        self._state: list[bz.Term] | None = None
        if model is not None:
            ts = model.ts
            self._state = [s.init if (s.init is not None and kind == "reset") else self.tm.mk_const(s.const.sort())
                           for s in ts.states]
            self._outs = list(ts.outputs.items())
            self._nexts = [s.next if s.next is not None else None for s in ts.states]
            self._consts = ([s.const for s in ts.states], list(ts.inputs.items()))
            self.start_cons = []
            held = [v for v, st in zip(self._state, ts.states) if st.next is not None]
            if start is not None and held:   # the window: it starts in a state the design reaches
                vec = model.state_vector(held, self.tm)
                width = vec.sort().bv_size()
                options = [self.tm.mk_term(_EQUAL, [vec, terms.value(v, width)]) for v in start]
                self.start_cons = [self.tm.mk_false() if not options else options[0] if len(options) == 1
                                   else self.tm.mk_term(_OR, options)]

    def __len__(self) -> int:
        return len(self.ports)

    def step(self, t: int) -> dict[str, bz.Term]:
        while len(self.ports) <= t:
            self._extend()
        return self.ports[t]

    def _extend(self) -> None:
        t = len(self.ports)
        tm, iface = self.tm, self.iface
        if self.model is None:   # design-free: every port free
            self.ports.append({s.name: tm.mk_const(self.terms.sort(s.width)) for s in iface.ports})
            self.cons.append([])
            return
        ts = self.model.ts
        states, inputs = self._consts
        values: dict[str, bz.Term] = {}
        for name, const in inputs:
            if name == self.model.reset and self.kind == "reset" and t == 0:
                values[name] = tm.mk_bv_value(const.sort(), self.model.reset_value)   # reset in cycle 0
            else:
                values[name] = tm.mk_const(const.sort())
        subst = dict(zip(states, self._state))
        subst.update({const: values[name] for name, const in inputs})
        nexts = [n for n in self._nexts if n is not None]
        outs = [term for _name, term in self._outs]
        done = tm.substitute_terms(outs + nexts + list(ts.constraints), subst) if subst else \
            outs + nexts + list(ts.constraints)
        port = {name: done[i] for i, (name, _term) in enumerate(self._outs)}
        for s in iface.ports:
            if s.name not in port:
                port[s.name] = values[s.name] if s.name in values else tm.mk_const(self.terms.sort(s.width))
        self.ports.append(port)
        cons = [self.terms.true(c) for c in done[len(outs) + len(nexts):]]
        if t == 0:
            cons += self.start_cons
        self.cons.append(cons)
        it = iter(done[len(outs):len(outs) + len(nexts)])
        self._state = [next(it) if n is not None else tm.mk_const(s.const.sort())
                       for n, s in zip(self._nexts, ts.states)]


_LAYOUTS: IdentityMemo[tuple] = IdentityMemo()


def _layout(mon: Monitor, iface: FamilyInterface) -> tuple[dict[str, int], list, list[str]]:
    """The names a monitor reads, with their widths; its history registers as (name, signal, cycles ago);
    the ports it reads."""
    ports = {s.name: s.width for s in iface.ports}
    exprs = [e for row in mon.rows for e in (row.guard, row.body)] + [n for _r, n in mon.trackers]
    used = {name for e in exprs for name in ex.identifiers(e)}
    widths = {name: w for name, w in ports.items() if name in used}
    pasts = []
    for name, k in mon.history.items():
        for d in range(1, k + 1):
            if f"past{d}_{name}" in used:
                widths[f"past{d}_{name}"] = ports[name]
                pasts.append((f"past{d}_{name}", name, d))
    if mon.depth and "past_valid" in used:
        widths["past_valid"] = mon.depth
    for reg, _next in mon.trackers:
        widths[reg] = 1
    return widths, pasts, [name for name in widths if name in ports]


class MonitorRun:
    """``mon``'s checks on ``trace``: per row and cycle t, whether its assertion fails on cycle t's values
    (reported in solver step t+1), its cover is met, its assumption holds."""

    def __init__(self, terms: Terms, mon: Monitor, trace: Trace, *, free_start: bool = False):
        self.terms, self.tm, self.mon, self.trace = terms, terms.tm, mon, trace
        self.free_start = free_start
        self.widths, self._pasts, ports = _LAYOUTS.get((mon, trace.iface), (), lambda: _layout(mon, trace.iface))
        self.holders, self.template = terms.template(mon, self.widths)
        self._ports = [(self.holders[name], name) for name in ports]
        self._init: dict[str, bz.Term] = {}
        self._cycles: list[list[bz.Term]] = []
        self._trackers: list[list[bz.Term]] = [[self._start(reg, 1) for reg, _n in mon.trackers]]
        self.n = len(mon.rows)

    def _start(self, name: str, width: int) -> bz.Term:
        if name not in self._init:
            zero = name.startswith(("pending_", "past_valid")) and not self.free_start
            self._init[name] = self.terms.value(0, width) if zero else self.tm.mk_const(self.terms.sort(width))
        return self._init[name]

    def _past(self, name: str, k: int, t: int) -> bz.Term:
        if t >= k:
            return self.trace.step(t - k)[name]
        return self._start(f"past{k - t}_{name}", self.widths[f"past{k}_{name}"])   # the chain's first values

    def _valid(self, t: int) -> bz.Term:
        d = self.mon.depth
        bits = [self.terms.value(1, 1) if i < t else
                self.tm.mk_term(_BV_EXTRACT, [self._start("past_valid", d)], [i - t, i - t]) if self.free_start else
                self.terms.value(0, 1) for i in range(d)]
        return bits[0] if d == 1 else self.tm.mk_term(_BV_CONCAT, list(reversed(bits)))

    def cycle(self, t: int) -> list[bz.Term]:
        while len(self._cycles) <= t:
            self._cycles.append(self._instantiate(len(self._cycles)))
        return self._cycles[t]

    def _instantiate(self, t: int) -> list[bz.Term]:
        ports = self.trace.step(t)
        subst = {holder: ports[name] for holder, name in self._ports}
        for holder_name, name, d in self._pasts:
            subst[self.holders[holder_name]] = self._past(name, d, t)
        if "past_valid" in self.widths:
            subst[self.holders["past_valid"]] = self._valid(t)
        for (reg, _n), value in zip(self.mon.trackers, self._trackers[t]):
            subst[self.holders[reg]] = value
        done = self.tm.substitute_terms(self.template, subst)
        self._trackers.append(done[3 * self.n:])
        return done[:3 * self.n]

    def trackers(self, t: int) -> list[bz.Term]:
        self.cycle(max(t - 1, 0))
        return self._trackers[t]

    def violated(self, t: int) -> list[bz.Term]:
        """Per row: its assertion fails on cycle t's values (reported in solver step t+1)."""
        return self.cycle(t)[:self.n]

    def covered(self, t: int) -> list[bz.Term]:
        return self.cycle(t)[self.n:2 * self.n]

    def assumed(self, t: int) -> bz.Term:
        """Every row's assumption holds in cycle t (its own step: assumptions are not delayed)."""
        parts = self.cycle(t)[2 * self.n:]
        return self.tm.mk_term(_AND, parts) if len(parts) > 1 else parts[0] if parts else self.tm.mk_true()


def identifiers_ok(mon: Monitor, iface: FamilyInterface) -> bool:
    """Every name a monitor reads is a port, a history register, past_valid or a tracker."""
    known = {s.name for s in iface.ports} | {"past_valid"} | {reg for reg, _n in mon.trackers}
    known |= {f"past{d}_{n}" for n, k in mon.history.items() for d in range(1, k + 1)}
    exprs = [e for row in mon.rows for e in (row.guard, row.body)] + [n for _r, n in mon.trackers]
    return all(name in known for e in exprs for name in ex.identifiers(e))
