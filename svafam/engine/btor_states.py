"""The states a small BTOR2 system reaches, by evaluating its next-state function on every state and input.

For a design of a few dozen register and input bits this is faster than asking a solver for one new
state at a time (whose cost grows with the square of the states found): every (state, input) pair is
evaluated at once, word by word, with numpy, and the reachable states follow by breadth-first search
over the resulting edges. Values follow BTOR2 (and SMT-LIB) semantics: unsigned division by zero gives
all ones, remainder by zero the dividend, a shift by the width or more gives 0 (or the sign, for sra).
"""

from __future__ import annotations

import numpy as np

MAX_BITS = 22           # state and input bits together: at most 2**22 pairs are evaluated, in chunks
CHUNK_BITS = 16         # pairs evaluated at once (memory: a few arrays of 2**16 words per live node)
MAX_WIDTH = 62          # wider values are not evaluated here


class TooLarge(Exception):
    """The system is past what this evaluation takes (too many bits, too wide a value, an operator)."""


def _mask(w: int) -> np.uint64:
    return np.uint64((1 << w) - 1)


def _signed(a: np.ndarray, w: int) -> np.ndarray:
    a = a.astype(np.int64)
    return np.where(a >= (1 << (w - 1)), a - (1 << w), a)


class _Model:
    def __init__(self, text: str):
        self.sorts: dict[int, int] = {}
        self.nodes: list[tuple] = []        # (id, op, width, args), in file order
        self.width: dict[int, int] = {}
        self.inputs: list[tuple[int, str, int]] = []   # (id, name, width): inputs and next-less states
        self.registers: list[tuple[int, str, int]] = []
        self.next: dict[int, int] = {}
        self.init: dict[int, int] = {}
        self.constraints: list[int] = []
        states = []
        for raw in text.splitlines():
            line = raw.split(";", 1)[0].split()
            if not line:
                continue
            nid, op = int(line[0]), line[1]
            if op == "sort":
                if line[2] != "bitvec":
                    raise TooLarge("array sorts")
                self.sorts[nid] = int(line[3])
            elif op in ("input", "state"):
                w = self.sorts[int(line[2])]
                name = line[3] if len(line) > 3 else f"_{nid}"
                self.width[nid] = w
                (self.inputs if op == "input" else states).append((nid, name, w))
            elif op == "next":
                self.next[int(line[3])] = int(line[4])
            elif op == "init":
                self.init[int(line[3])] = int(line[4])
            elif op == "constraint":
                self.constraints.append(int(line[2]))
            elif op in ("bad", "output", "justice", "fair"):
                continue
            else:
                w = self.sorts[int(line[2])]
                if w > MAX_WIDTH:
                    raise TooLarge(f"a {w}-bit value")
                self.width[nid] = w
                self.nodes.append((nid, op, w, line[3:]))
        for s in states:
            (self.registers if s[0] in self.next else self.inputs).append(s)


def _eval(model: _Model, values: dict[int, np.ndarray], want: list[int]) -> dict[int, np.ndarray]:
    v = dict(values)

    def arg(text: str) -> np.ndarray:
        n = int(text)
        a = v[abs(n)]
        return (~a) & _mask(model.width[abs(n)]) if n < 0 else a

    for nid, op, w, f in model.nodes:
        m = _mask(w)
        if op in ("const", "constd", "consth"):
            v[nid] = np.uint64(int(f[0], {"const": 2, "constd": 10, "consth": 16}[op]) % (1 << w))
        elif op == "zero":
            v[nid] = np.uint64(0)
        elif op == "one":
            v[nid] = np.uint64(1)
        elif op == "ones":
            v[nid] = m
        elif op in ("not", "neg", "inc", "dec"):
            a = arg(f[0])
            v[nid] = {"not": lambda: ~a, "neg": lambda: np.uint64(0) - a, "inc": lambda: a + np.uint64(1),
                      "dec": lambda: a - np.uint64(1)}[op]() & m
        elif op in ("redand", "redor", "redxor"):
            a, aw = arg(f[0]), model.width[abs(int(f[0]))]
            if op == "redand":
                v[nid] = (a == _mask(aw)).astype(np.uint64)
            elif op == "redor":
                v[nid] = (a != 0).astype(np.uint64)
            else:
                bits = np.zeros_like(a) if isinstance(a, np.ndarray) else np.uint64(0)
                for i in range(aw):
                    bits = bits ^ ((a >> np.uint64(i)) & np.uint64(1))
                v[nid] = bits
        elif op == "slice":
            v[nid] = (arg(f[0]) >> np.uint64(int(f[2]))) & m
        elif op in ("uext", "sext"):
            a, aw = arg(f[0]), model.width[abs(int(f[0]))]
            v[nid] = a if op == "uext" else np.where((a >> np.uint64(aw - 1)) & np.uint64(1), a | (m ^ _mask(aw)), a)
        elif op == "ite":
            v[nid] = np.where(arg(f[0]) != 0, arg(f[1]), arg(f[2])).astype(np.uint64)
        elif op == "concat":
            lw = model.width[abs(int(f[1]))]
            v[nid] = ((arg(f[0]) << np.uint64(lw)) | arg(f[1])) & m
        else:
            a, b, aw = arg(f[0]), arg(f[1]), model.width[abs(int(f[0]))]
            v[nid] = _binary(op, a, b, aw, m)
    return {n: v[abs(n)] if n > 0 else (~v[-n]) & _mask(model.width[-n]) for n in want}


def _binary(op: str, a, b, aw: int, m) -> np.ndarray:
    one = np.uint64(1)
    if op in ("and", "or", "xor", "nand", "nor", "xnor"):
        r = {"and": a & b, "or": a | b, "xor": a ^ b, "nand": ~(a & b), "nor": ~(a | b), "xnor": ~(a ^ b)}[op]
        return r & m
    if op in ("add", "sub", "mul"):
        return {"add": a + b, "sub": a - b, "mul": a * b}[op] & m
    if op == "udiv":
        return np.where(b == 0, _mask(aw), a // np.where(b == 0, one, b)) & m
    if op == "urem":
        return np.where(b == 0, a, a % np.where(b == 0, one, b)) & m
    if op in ("sll", "srl", "sra"):
        big = b >= aw
        s = np.where(big, np.uint64(0), b)
        if op == "sll":
            return np.where(big, np.uint64(0), (a << s) & m)
        if op == "srl":
            return np.where(big, np.uint64(0), a >> s)
        sa = _signed(a, aw)
        return (np.where(big, np.where(sa < 0, -1, 0), sa >> s.astype(np.int64)).astype(np.int64)
                .astype(np.uint64)) & m
    if op in ("eq", "neq", "iff"):
        r = a == b
        return (r if op != "neq" else ~r).astype(np.uint64)
    if op == "implies":
        return ((a == 0) | (b != 0)).astype(np.uint64)
    if op in ("ult", "ulte", "ugt", "ugte"):
        return {"ult": a < b, "ulte": a <= b, "ugt": a > b, "ugte": a >= b}[op].astype(np.uint64)
    if op in ("slt", "slte", "sgt", "sgte"):
        sa, sb = _signed(a, aw), _signed(b, aw)
        return {"slt": sa < sb, "slte": sa <= sb, "sgt": sa > sb, "sgte": sa >= sb}[op].astype(np.uint64)
    raise TooLarge(f"operator {op}")


def reachable(text: str, reset: str, reset_value: int) -> list[int]:
    """Every register state (registers in file order, the first most significant) the system is in at
    some step >= 1 of a run that starts in an initial state with ``reset`` at ``reset_value`` in step 0."""
    model = _Model(text)
    ins, regs = model.inputs, model.registers
    n_i, n_s = sum(w for *_x, w in ins), sum(w for *_x, w in regs)
    if n_i + n_s > MAX_BITS:
        raise TooLarge(f"{n_i + n_s} state and input bits")
    if not regs:
        return [0]
    rst = [i for i, (_n, name, _w) in enumerate(ins) if name == reset]
    if not rst:
        raise TooLarge(f"no input {reset}")
    want = [model.next[nid] for nid, *_x in regs] + model.constraints + \
        [model.init[nid] for nid, *_x in regs if nid in model.init]
    nexts, oks, first = [], [], []
    per_chunk = 1 << min(n_i + n_s, CHUNK_BITS)
    for start in range(0, 1 << (n_i + n_s), per_chunk):
        combo = np.arange(start, start + per_chunk, dtype=np.uint64)
        values, shift = {}, 0
        for nid, _name, w in reversed(regs + ins):   # inputs in the low bits, registers above
            values[nid] = (combo >> np.uint64(shift)) & _mask(w)
            shift += w
        out = _eval(model, values, want)
        nxt, shift = np.zeros(per_chunk, dtype=np.uint64), 0
        for nid, _name, w in reversed(regs):
            nxt |= np.broadcast_to(out[model.next[nid]], (per_chunk,)) << np.uint64(shift)
            shift += w
        ok = np.ones(per_chunk, dtype=bool)
        for c in model.constraints:
            ok &= np.broadcast_to(out[c] != 0, (per_chunk,))
        starts = ok & (values[ins[rst[0]][0]] == np.uint64(reset_value))
        for nid, *_x in regs:
            if nid in model.init:
                starts &= values[nid] == np.broadcast_to(out[model.init[nid]], (per_chunk,))
        first.append(nxt[starts].astype(np.int64))
        nexts.append(nxt.astype(np.int64))
        oks.append(ok)
    nxt, ok = np.concatenate(nexts), np.concatenate(oks)
    state = np.arange(nxt.size, dtype=np.int64) >> n_i   # the register state of every (state, input) pair
    reach = np.zeros(1 << n_s, dtype=bool)
    reach[np.concatenate(first)] = True
    count = -1
    while count != (count := int(reach.sum())):   # breadth first, every pair at once, until nothing is new
        reach[nxt[ok & reach[state]]] = True
    return [int(x) for x in np.flatnonzero(reach)]
