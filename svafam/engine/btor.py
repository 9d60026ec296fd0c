"""A BTOR2 model (as Yosys's ``write_btor`` writes it) as Bitwuzla terms: a transition system.

Every value is a bit-vector (1-bit ones for Booleans, as in BTOR2). The terms of the system are
over its own constants: one per input and one per state, standing for their values in the
current step; a step of an unrolling substitutes those constants (:class:`TransitionSystem`).
Arrays (memories) and liveness (``justice``, ``fair``) are refused: :class:`BtorError`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import bitwuzla as bz

K = bz.Kind


class BtorError(ValueError):
    """A model this reader does not take (arrays, liveness, an unknown operator)."""


@dataclass
class State:
    name: str
    const: bz.Term
    init: bz.Term | None    # None: free in the first step
    next: bz.Term | None    # None: free in every step (a state with no next is an input in disguise)


@dataclass
class TransitionSystem:
    inputs: dict[str, bz.Term] = field(default_factory=dict)    # name -> constant
    states: list[State] = field(default_factory=list)
    outputs: dict[str, bz.Term] = field(default_factory=dict)   # name -> term over inputs and states
    constraints: list[bz.Term] = field(default_factory=list)
    bad: list[bz.Term] = field(default_factory=list)

    @property
    def state_bits(self) -> int:
        return sum(s.const.sort().bv_size() for s in self.states)


_BINARY = {"add": K.BV_ADD, "sub": K.BV_SUB, "mul": K.BV_MUL, "and": K.BV_AND, "or": K.BV_OR, "xor": K.BV_XOR,
           "xnor": K.BV_XNOR, "nand": K.BV_NAND, "nor": K.BV_NOR, "sll": K.BV_SHL, "srl": K.BV_SHR,
           "sra": K.BV_ASHR, "udiv": K.BV_UDIV, "sdiv": K.BV_SDIV, "urem": K.BV_UREM, "srem": K.BV_SREM,
           "smod": K.BV_SMOD, "concat": K.BV_CONCAT, "rol": K.BV_ROL, "ror": K.BV_ROR}
_COMPARE = {"ult": K.BV_ULT, "ulte": K.BV_ULE, "ugt": K.BV_UGT, "ugte": K.BV_UGE, "slt": K.BV_SLT,
            "slte": K.BV_SLE, "sgt": K.BV_SGT, "sgte": K.BV_SGE}
_UNARY = {"not": K.BV_NOT, "neg": K.BV_NEG, "redand": K.BV_REDAND, "redor": K.BV_REDOR, "redxor": K.BV_REDXOR,
          "inc": K.BV_INC, "dec": K.BV_DEC}


class _Reader:
    def __init__(self, tm: bz.TermManager, prefix: str):
        self.tm, self.prefix = tm, prefix
        self.sorts: dict[int, bz.Sort] = {}
        self.nodes: dict[int, bz.Term] = {}
        self.ts = TransitionSystem()
        self.states: dict[int, State] = {}
        self.one = tm.mk_bv_one(tm.mk_bv_sort(1))
        self.zero = tm.mk_bv_zero(tm.mk_bv_sort(1))

    def arg(self, text: str) -> bz.Term:
        n = int(text)
        term = self.nodes[abs(n)]
        return self.tm.mk_term(K.BV_NOT, [term]) if n < 0 else term

    def bv(self, cond: bz.Term) -> bz.Term:
        return self.tm.mk_term(K.ITE, [cond, self.one, self.zero])

    def line(self, raw: str) -> None:
        text = raw.split(";", 1)[0].strip()
        if not text:
            return
        f = text.split()
        nid, op, tm = int(f[0]), f[1], self.tm
        if op == "sort":
            if f[2] != "bitvec":
                raise BtorError(f"line {nid}: {f[2]} sorts (memories) are not supported")
            self.sorts[nid] = tm.mk_bv_sort(int(f[3]))
            return
        if op in ("justice", "fair"):
            raise BtorError(f"line {nid}: {op} properties are not supported")
        if op in ("output", "bad", "constraint"):
            term = self.arg(f[2])
            if op == "output":
                self.ts.outputs[f[3] if len(f) > 3 else f"_out{nid}"] = term
            else:
                (self.ts.bad if op == "bad" else self.ts.constraints).append(term)
            return
        if op == "init":
            self.states[int(f[3])].init = self.arg(f[4])
            return
        if op == "next":
            self.states[int(f[3])].next = self.arg(f[4])
            return
        sort = self.sorts[int(f[2])]
        if op in ("input", "state"):
            name = f[3] if len(f) > 3 else f"_{op}{nid}"
            const = tm.mk_const(sort, f"{self.prefix}{name}")
            self.nodes[nid] = const
            if op == "input":
                self.ts.inputs[name] = const
            else:
                self.states[nid] = State(name, const, None, None)
                self.ts.states.append(self.states[nid])
            return
        self.nodes[nid] = self.term(op, sort, f)

    def term(self, op: str, sort: bz.Sort, f: list[str]) -> bz.Term:
        tm, width = self.tm, sort.bv_size()
        if op in ("const", "constd", "consth"):
            return tm.mk_bv_value(sort, int(f[3], {"const": 2, "constd": 10, "consth": 16}[op]) % (1 << width))
        if op == "zero":
            return tm.mk_bv_zero(sort)
        if op == "one":
            return tm.mk_bv_one(sort)
        if op == "ones":
            return tm.mk_bv_ones(sort)
        if op in _UNARY:
            return tm.mk_term(_UNARY[op], [self.arg(f[3])])
        if op in _BINARY:
            return tm.mk_term(_BINARY[op], [self.arg(f[3]), self.arg(f[4])])
        if op in _COMPARE:
            return self.bv(tm.mk_term(_COMPARE[op], [self.arg(f[3]), self.arg(f[4])]))
        if op == "eq":
            return tm.mk_term(K.BV_COMP, [self.arg(f[3]), self.arg(f[4])])
        if op == "neq":
            return tm.mk_term(K.BV_NOT, [tm.mk_term(K.BV_COMP, [self.arg(f[3]), self.arg(f[4])])])
        if op in ("implies", "iff"):
            a, b = self.arg(f[3]), self.arg(f[4])
            return tm.mk_term(K.BV_OR, [tm.mk_term(K.BV_NOT, [a]), b]) if op == "implies" else \
                tm.mk_term(K.BV_COMP, [a, b])
        if op == "ite":
            cond = tm.mk_term(K.EQUAL, [self.arg(f[3]), self.one])
            return tm.mk_term(K.ITE, [cond, self.arg(f[4]), self.arg(f[5])])
        if op == "slice":
            return tm.mk_term(K.BV_EXTRACT, [self.arg(f[3])], [int(f[4]), int(f[5])])
        if op in ("uext", "sext"):
            a, n = self.arg(f[3]), int(f[4])
            return a if n == 0 else tm.mk_term(K.BV_ZERO_EXTEND if op == "uext" else K.BV_SIGN_EXTEND, [a], [n])
        raise BtorError(f"operator {op!r} is not supported")


def read_btor(text: str, tm: bz.TermManager, prefix: str = "") -> TransitionSystem:
    """The system in ``text``; constants are named ``prefix`` + the BTOR symbol (for models and debugging)."""
    reader = _Reader(tm, prefix)
    for raw in text.splitlines():
        try:
            reader.line(raw)
        except (IndexError, KeyError, ValueError) as err:
            if isinstance(err, BtorError):
                raise
            raise BtorError(f"malformed BTOR line {raw.strip()!r}: {err}") from None
    return reader.ts
