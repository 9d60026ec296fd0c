"""Which nets of a gate netlist are known in every cycle after reset: a static over-approximation of ``x``.

The three-valued model (:mod:`svafam.importers.dual_rail`) doubles every net; for a reference
whose every register is reset, that doubles the proof's state for nothing, and ABC's PDR
then has to discover that the unknown bits stay 0 before it can relate the two designs (a
87-cycle divider took minutes instead of seconds). So the nets this analysis proves known
keep a single, two-valued rail.

Abstract interpretation over the values ``0``, ``1``, ``K`` (known, either value) and ``X``
(maybe unknown), gate by gate in topological order:

1. the reset steps: the reset inputs at their active level, every other input ``K``, a
   flip-flop with an asynchronous reset at its reset value, any other ``X`` (or its initial
   value); one clock edge gives each flip-flop's value after reset;
2. after reset: every input ``K``; each flip-flop's value is joined with its next value until
   nothing changes (``0`` and ``1`` join to ``K``, anything and ``X`` to ``X``).

A net is known when its value at the fixpoint is not ``X``: in every cycle after the first
clock edge, whatever the inputs and whatever the power-up state, it is ``0`` or ``1``. Only
flip-flops clocked by an input port take part (their first edge is one of the reset steps');
latches and flip-flops on internal clocks stay ``X``.
"""

from __future__ import annotations

from collections import deque

ZERO, ONE, KNOWN, UNKNOWN = "0", "1", "K", "X"


def _join(a: str, b: str) -> str:
    if a == b:
        return a
    return UNKNOWN if UNKNOWN in (a, b) else KNOWN


def _not(a: str) -> str:
    return {ZERO: ONE, ONE: ZERO}.get(a, a)


def _and(a: str, b: str) -> str:
    if ZERO in (a, b):
        return ZERO
    if a == ONE:
        return b
    if b == ONE:
        return a
    return UNKNOWN if UNKNOWN in (a, b) else KNOWN


def _or(a: str, b: str) -> str:
    return _not(_and(_not(a), _not(b)))


def _xor(a: str, b: str) -> str:
    if UNKNOWN in (a, b):
        return UNKNOWN
    if a in (ZERO, ONE) and b in (ZERO, ONE):
        return ONE if a != b else ZERO
    return KNOWN


def _mux(a: str, b: str, s: str) -> str:
    """``s ? b : a``."""
    if s == ZERO:
        return a
    if s == ONE:
        return b
    if s == KNOWN:
        return _join(a, b)
    return a if a == b and a in (ZERO, ONE) else UNKNOWN


def gate(kind: str, v: dict[str, str]) -> str:
    a = v.get("A")
    if kind == "$_BUF_":
        return a
    if kind == "$_NOT_":
        return _not(a)
    ops = {"$_AND_": lambda: _and(a, v["B"]), "$_NAND_": lambda: _not(_and(a, v["B"])),
           "$_OR_": lambda: _or(a, v["B"]), "$_NOR_": lambda: _not(_or(a, v["B"])),
           "$_XOR_": lambda: _xor(a, v["B"]), "$_XNOR_": lambda: _not(_xor(a, v["B"])),
           "$_ANDNOT_": lambda: _and(a, _not(v["B"])), "$_ORNOT_": lambda: _or(a, _not(v["B"])),
           "$_MUX_": lambda: _mux(a, v["B"], v["S"]), "$_NMUX_": lambda: _not(_mux(a, v["B"], v["S"])),
           "$_AOI3_": lambda: _not(_or(_and(a, v["B"]), v["C"])),
           "$_OAI3_": lambda: _not(_and(_or(a, v["B"]), v["C"])),
           "$_AOI4_": lambda: _not(_or(_and(a, v["B"]), _and(v["C"], v["D"]))),
           "$_OAI4_": lambda: _not(_and(_or(a, v["B"]), _or(v["C"], v["D"])))}
    return ops[kind]()


def _flags(kind: str) -> str:
    code = kind[2:-1].split("_")[1:]
    return code[0] if code else ""


def known_bits(module: dict, gates: set[str], resets: dict[str, str], clocks: set[str],
               init: dict[int, str]) -> set[int]:
    """The nets (bit numbers) known in every cycle after reset. ``gates``: the combinational cell types;
    ``resets``: reset port -> active level (high | low); ``clocks``: the clock ports; ``init``: initial values."""
    ports = module["ports"]
    port_of = {b: name for name, p in ports.items() if p["direction"] == "input" for b in p["bits"] if isinstance(b, int)}
    cells = [c for c in module["cells"].values() if c["type"] in gates]
    flops = [c for c in module["cells"].values() if c["type"].startswith(("$_DFF_", "$_DFFE_"))
             and port_of.get(c["connections"]["C"][0]) in clocks]
    # topological order of the combinational cells (no loop: the importer refused those)
    driver = {c["connections"]["Y"][0]: i for i, c in enumerate(cells) if isinstance(c["connections"]["Y"][0], int)}
    users: dict[int, list[int]] = {}
    pending = []
    for i, c in enumerate(cells):
        ins = {b for p, bits in c["connections"].items() if p != "Y" for b in bits if isinstance(b, int) and b in driver}
        pending.append(len(ins))
        for b in ins:
            users.setdefault(driver[b], []).append(i)
    ready = deque(i for i, n in enumerate(pending) if n == 0)
    order = []
    while ready:
        i = ready.popleft()
        order.append(i)
        for j in users.get(i, []):
            pending[j] -= 1
            if pending[j] == 0:
                ready.append(j)

    def evaluate(inputs: dict[int, str], state: dict[int, str]) -> dict[int, str]:
        values = dict(inputs)
        values.update(state)
        for i in order:
            c = cells[i]
            v = {p: _const(bits[0], values) for p, bits in c["connections"].items() if p != "Y"}
            y = c["connections"]["Y"][0]
            if isinstance(y, int):
                values[y] = gate(c["type"], v)
        return values

    def next_state(values: dict[int, str], state: dict[int, str]) -> dict[int, str]:
        out = {}
        for c in flops:
            conns, flags = c["connections"], _flags(c["type"])
            q = conns["Q"][0]
            d = _const(conns["D"][0], values)
            if c["type"].startswith("$_DFFE_"):
                e = _const(conns["E"][0], values)
                d = _mux(state.get(q, UNKNOWN), d, e if flags[-1] == "P" else _not(e))
                flags = flags[:-1]
            if len(flags) == 3:  # an asynchronous reset to the value flags[2]
                r = _const(conns["R"][0], values)
                d = _mux(d, flags[2], r if flags[1] == "P" else _not(r))
            out[q] = d
        return out

    held = {b: (ONE if resets[name] == "high" else ZERO) if name in resets else KNOWN for b, name in port_of.items()}
    start: dict[int, str] = {}
    for c in flops:  # the power-up state: unknown unless the flip-flop has an initial value
        q = c["connections"]["Q"][0]
        start[q] = {"0": ZERO, "1": ONE}.get(init.get(q, "x"), UNKNOWN)
    # the reset steps: an asynchronous reset held from step 0 shows at once, a synchronous one after the edge
    state = next_state(evaluate(held, start), start)
    free = {b: KNOWN for b in port_of}
    while True:
        after = next_state(evaluate(free, state), state)
        joined = {q: _join(v, after[q]) for q, v in state.items()}
        if joined == state:
            break
        state = joined
    values = evaluate(free, state)
    driven = set(port_of) | set(driver) | set(state)
    return {b for b, v in values.items() if v != UNKNOWN and b in driven}


def _const(bit, values: dict[int, str]) -> str:
    if bit == "0":
        return ZERO
    if bit == "1":
        return ONE
    if bit in ("x", "z"):
        return UNKNOWN
    return values.get(bit, UNKNOWN)
