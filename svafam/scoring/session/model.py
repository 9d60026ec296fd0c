"""A design read once and kept: its transition system, and the states it can reach after reset.

:class:`Models` compiles each design text once per process (Yosys, in its helper process:
:mod:`svafam.engine.model_compiler`) and keeps it; every response on the same task, and every task
that asks about the same mutant, reuses it. The states a design reaches from one cycle after
reset on (:meth:`DesignModel.reachable`) are enumerated once, by the solver, when a proof needs them.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from dataclasses import dataclass, field

import bitwuzla as bz

from svafam.engine import btor_states
from svafam.engine.btor import BtorError, TransitionSystem, read_btor
from svafam.engine.model_compiler import SCRIPT_VERSION, ModelCompiler, ModelError
from svafam.formal.family import FamilyInterface

K = bz.Kind

MAX_STATE_BITS = 24        # past this the reachable states are not enumerated (the proof goes to SBY)
MAX_REACHABLE = 4096


class Unanswerable(Exception):
    """The in-session checks cannot answer this question exactly; the SBY job does."""


@dataclass
class DesignModel:
    name: str
    ts: TransitionSystem
    reset: str
    reset_value: int
    btor: str = ""
    _reach: list[int] | None = None
    _reach_done: bool = False
    lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def registers(self) -> list:
        """The states with a next value (a BTOR state without one is free in every step: an undefined value)."""
        return [s for s in self.ts.states if s.next is not None]

    @staticmethod
    def state_vector(terms: list[bz.Term], tm: bz.TermManager) -> bz.Term:
        return terms[0] if len(terms) == 1 else tm.mk_term(K.BV_CONCAT, terms)

    def reachable(self, tm: bz.TermManager) -> list[int]:
        """Every state (all registers as one number, first register most significant) the design is in at
        some cycle >= 1 of a trace that starts with reset asserted in cycle 0."""
        with self.lock:
            if not self._reach_done:
                try:
                    self._reach = btor_states.reachable(self.btor, self.reset, self.reset_value)
                except btor_states.TooLarge:
                    self._reach = _enumerate(self, tm)
                self._reach_done = True
        if self._reach is None:
            raise Unanswerable(f"{self.name}: more than {MAX_REACHABLE} reachable states (or "
                               f"{self.ts.state_bits} state bits): not enumerated")
        return self._reach


def _value(solver: bz.Bitwuzla, term: bz.Term) -> int:
    return int(solver.get_value(term).value(10))


def _enumerate(model: DesignModel, tm: bz.TermManager) -> list[int] | None:
    ts, regs = model.ts, model.registers
    if not regs:
        return [0]
    if sum(s.const.sort().bv_size() for s in regs) > MAX_STATE_BITS:
        return None
    now = model.state_vector([s.const for s in regs], tm)
    nxt = model.state_vector([s.next for s in regs], tm)
    sort = now.sort()
    cons = [tm.mk_term(K.EQUAL, [c, tm.mk_bv_one(c.sort())]) for c in ts.constraints]
    rst = ts.inputs.get(model.reset)
    if rst is None:
        return None
    opts = bz.Options()
    opts.set(bz.Option.PRODUCE_MODELS, True)
    opts.set(bz.Option.REWRITE_LEVEL, 0)   # rewriting the growing disjunctions each call cost most of the time
    first = bz.Bitwuzla(tm, opts)
    for c in cons:
        first.assert_formula(c)
    for r in regs:
        if r.init is not None:   # a register with an initial value starts there
            first.assert_formula(tm.mk_term(K.EQUAL, [r.const, r.init]))
    first.assert_formula(tm.mk_term(K.EQUAL, [rst, tm.mk_bv_value(rst.sort(), model.reset_value)]))
    step = bz.Bitwuzla(tm, opts)
    for c in cons:
        step.assert_formula(c)
    known: list[int] = []

    def found(v: int) -> None:
        known.append(v)
        block = tm.mk_term(K.DISTINCT, [nxt, tm.mk_bv_value(sort, v)])
        first.assert_formula(block)
        step.assert_formula(block)

    while first.check_sat() == bz.Result.SAT:
        found(_value(first, nxt))
        if len(known) > MAX_REACHABLE:
            return None
    frontier = list(known)
    while frontier:   # breadth first: every successor of the last level not seen yet, one model each
        here = tm.mk_term(K.OR, [tm.mk_term(K.EQUAL, [now, tm.mk_bv_value(sort, v)]) for v in frontier]) \
            if len(frontier) > 1 else tm.mk_term(K.EQUAL, [now, tm.mk_bv_value(sort, frontier[0])])
        start = len(known)
        while step.check_sat(here) == bz.Result.SAT:
            found(_value(step, nxt))
            if len(known) > MAX_REACHABLE:
                return None
        frontier = known[start:]
    return sorted(known)


class Models:
    """Compiled designs of this process, most recently used last (at most ``size`` kept)."""

    def __init__(self, tm: bz.TermManager, size: int = 256):
        self.tm = tm
        self.size = size
        self.compiler = ModelCompiler()
        self._models: OrderedDict[str, DesignModel | str] = OrderedDict()
        self._lock = threading.Lock()
        self.compiled = 0

    def design(self, iface: FamilyInterface, module: str, text: str) -> DesignModel:
        key = hashlib.sha256(f"{SCRIPT_VERSION}\0{module}\0{text}".encode()).hexdigest()
        with self._lock:
            known = self._models.get(key)
            if known is not None:
                self._models.move_to_end(key)
        if known is None:
            try:
                btor = self.compiler.btor({f"{module}.v": text}, module)
                ts = read_btor(btor, self.tm, f"{key[:8]}.")
                known = DesignModel(module, ts, iface.reset, 1 if iface.reset_active_high else 0, btor)
                _check_ports(known, iface)
            except (ModelError, BtorError, Unanswerable) as err:
                known = f"{module}: {err}"
            with self._lock:
                self.compiled += 1
                self._models[key] = known
                while len(self._models) > self.size:
                    self._models.popitem(last=False)
        if isinstance(known, str):
            raise Unanswerable(known)
        return known

    def close(self) -> None:
        self.compiler.close()


def _check_ports(model: DesignModel, iface: FamilyInterface) -> None:
    ts = model.ts
    missing = [s.name for s in iface.outputs if s.name not in ts.outputs]
    wrong = [s.name for s in iface.ports if (t := ts.outputs.get(s.name, ts.inputs.get(s.name))) is not None
             and t.sort().bv_size() != s.width]
    if missing or wrong:
        raise Unanswerable(f"{model.name}: the model's ports differ from the interface (missing {missing}, "
                           f"other widths {wrong})")
