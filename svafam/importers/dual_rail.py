"""A reference's three-valued model: every net a pair (value, unknown), as a four-state simulator sees it.

VerilogEval-style testbenches compare an answer with ``RefModule`` only where the reference's
output is known (``ref === (ref ^ dut ^ ref)``: an ``x`` of the reference matches anything).
A reference may leave outputs unknown on purpose -- a data register with no reset behind a
valid flag, a register file nobody wrote yet -- and a two-valued proof would then demand an
answer equal to whatever power-up value the solver picks for it. So the proof compares an
answer with this model of the reference instead: each bit of the gate netlist
(:mod:`svafam.importers.netlist`) becomes two, ``d`` (its value) and ``x`` (unknown), combined
by ternary logic gate by gate (an AND with a known 0 is a known 0, a multiplexer with an unknown
select is unknown unless both inputs agree, ...); a flip-flop with no reset or initial value
starts unknown, an asynchronous reset makes it known; undriven nets and ``x`` constants are
unknown. The answer must equal the reference on every output bit the model knows.

Ternary logic at gate level is somewhat more pessimistic than a simulator on RTL (``r ^ r`` is
unknown for an unknown ``r``), never less: a bit it calls known is known on every power-up state.
Clock, reset and enable inputs of flip-flops are taken at their value (a flip-flop clocked by an
unknown net is not modelled as unknown).
"""

from __future__ import annotations

from collections.abc import Iterable

from .verilog_parts import ProblemError

PREFIX = "svx_"
STARTED = f"{PREFIX}started_n"  # 1 until every clock of a known flip-flop has had its first edge (a reset step's)
_GATES = {"$_BUF_", "$_NOT_", "$_AND_", "$_NAND_", "$_OR_", "$_NOR_", "$_XOR_", "$_XNOR_", "$_ANDNOT_", "$_ORNOT_",
          "$_MUX_", "$_NMUX_", "$_AOI3_", "$_OAI3_", "$_AOI4_", "$_OAI4_"}
_IGNORED = {"$scopeinfo"}


class UnmodelledCell(ProblemError):
    """The reference's netlist has a cell the three-valued model does not cover."""


def output_ports(name: str) -> tuple[str, str]:
    """The model's ports for the reference's output ``name``: its value, and its unknown bits."""
    return f"{name}__d", f"{name}__x"


class _Builder:
    def __init__(self, module: dict):
        self.module = module
        self.lines: list[str] = []
        self.decls: list[str] = []
        self.tmp = 0
        self.regs: set[int] = set()

    def rail(self, bit) -> tuple[str, str]:
        if bit == "0":
            return "1'b0", "1'b0"
        if bit == "1":
            return "1'b1", "1'b0"
        if bit in ("x", "z"):
            return "1'b0", "1'b1"
        return f"{PREFIX}d{bit}", f"{PREFIX}x{bit}"

    def fresh(self) -> tuple[str, str]:
        self.tmp += 1
        d, x = f"{PREFIX}td{self.tmp}", f"{PREFIX}tx{self.tmp}"
        self.decls.append(f"  wire {d}, {x};")
        return d, x

    def emit(self, out: tuple[str, str], d: str, x: str) -> None:
        self.lines.append(f"  assign {out[1]} = {x};")
        self.lines.append(f"  assign {out[0]} = ({d}) & ~{out[1]};")

    # ternary primitives; each returns the (d, x) pair of a new net
    def t_not(self, a):
        out = self.fresh()
        self.emit(out, f"~{a[0]}", a[1])
        return out

    def t_and(self, a, b):
        out = self.fresh()
        zero = f"((~{a[0]} & ~{a[1]}) | (~{b[0]} & ~{b[1]}))"
        self.emit(out, f"{a[0]} & {b[0]}", f"~{zero} & ({a[1]} | {b[1]})")
        return out

    def t_or(self, a, b):
        out = self.fresh()
        one = f"(({a[0]} & ~{a[1]}) | ({b[0]} & ~{b[1]}))"
        self.emit(out, one, f"~{one} & ({a[1]} | {b[1]})")
        return out

    def t_xor(self, a, b):
        out = self.fresh()
        self.emit(out, f"{a[0]} ^ {b[0]}", f"{a[1]} | {b[1]}")
        return out

    def t_mux(self, a, b, s):
        """``s ? b : a``; an unknown select gives the inputs' common known value, else unknown."""
        out = self.fresh()
        x = f"({s[1]} ? ({a[1]} | {b[1]} | ({a[0]} ^ {b[0]})) : ({s[0]} ? {b[1]} : {a[1]}))"
        self.emit(out, f"({s[1]} | ~{s[0]}) ? {a[0]} : {b[0]}", x)
        return out

    def connect(self, target: tuple[str, str], source: tuple[str, str]) -> None:
        self.lines.append(f"  assign {target[0]} = {source[0]};")
        self.lines.append(f"  assign {target[1]} = {source[1]};")

    def plain(self, kind: str, p: dict) -> str:
        """The two-valued function of a gate over its inputs' values: what a known output computes."""
        a, b = p.get("A", ("", ""))[0], p.get("B", ("", ""))[0]
        c, d, s = p.get("C", ("", ""))[0], p.get("D", ("", ""))[0], p.get("S", ("", ""))[0]
        return {"$_BUF_": a, "$_NOT_": f"~{a}", "$_AND_": f"{a} & {b}", "$_NAND_": f"~({a} & {b})",
                "$_OR_": f"{a} | {b}", "$_NOR_": f"~({a} | {b})", "$_XOR_": f"{a} ^ {b}", "$_XNOR_": f"~({a} ^ {b})",
                "$_ANDNOT_": f"{a} & ~{b}", "$_ORNOT_": f"{a} | ~{b}", "$_MUX_": f"{s} ? {b} : {a}",
                "$_NMUX_": f"~({s} ? {b} : {a})", "$_AOI3_": f"~(({a} & {b}) | {c})", "$_OAI3_": f"~(({a} | {b}) & {c})",
                "$_AOI4_": f"~(({a} & {b}) | ({c} & {d}))", "$_OAI4_": f"~(({a} | {b}) & ({c} | {d}))"}[kind]

    def gate(self, kind: str, p: dict) -> tuple[str, str]:
        a = p.get("A")
        if kind == "$_BUF_":
            return a
        if kind == "$_NOT_":
            return self.t_not(a)
        if kind in ("$_AND_", "$_NAND_"):
            y = self.t_and(a, p["B"])
            return self.t_not(y) if kind == "$_NAND_" else y
        if kind in ("$_OR_", "$_NOR_"):
            y = self.t_or(a, p["B"])
            return self.t_not(y) if kind == "$_NOR_" else y
        if kind in ("$_XOR_", "$_XNOR_"):
            y = self.t_xor(a, p["B"])
            return self.t_not(y) if kind == "$_XNOR_" else y
        if kind == "$_ANDNOT_":
            return self.t_and(a, self.t_not(p["B"]))
        if kind == "$_ORNOT_":
            return self.t_or(a, self.t_not(p["B"]))
        if kind in ("$_MUX_", "$_NMUX_"):
            y = self.t_mux(a, p["B"], p["S"])
            return self.t_not(y) if kind == "$_NMUX_" else y
        if kind == "$_AOI3_":
            return self.t_not(self.t_or(self.t_and(a, p["B"]), p["C"]))
        if kind == "$_OAI3_":
            return self.t_not(self.t_and(self.t_or(a, p["B"]), p["C"]))
        if kind == "$_AOI4_":
            return self.t_not(self.t_or(self.t_and(a, p["B"]), self.t_and(p["C"], p["D"])))
        if kind == "$_OAI4_":
            return self.t_not(self.t_and(self.t_or(a, p["B"]), self.t_or(p["C"], p["D"])))
        raise AssertionError(kind)


def _init_bits(module: dict) -> dict[int, str]:
    """Flip-flop outputs with an initial value (the ``init`` attribute of their net), bit -> '0' | '1' | 'x'."""
    out: dict[int, str] = {}
    for net in module["netnames"].values():
        init = net.get("attributes", {}).get("init")
        if init is None:
            continue
        values = init[::-1]  # the attribute is written most significant bit first
        for bit, value in zip(net["bits"], values):
            if isinstance(bit, int):
                out[bit] = value if value in "01" else "x"
    return out


def _flop(b: _Builder, kind: str, conns: dict, cell: str, init: dict[int, str], known: bool = False) -> None:
    """A flip-flop or latch: a value register and an unknown register with the same clock, enable and reset;
    a flip-flop ``known`` after reset (:mod:`svafam.importers.known_bits`) has only the value register, and is
    unknown until its clock's first edge (:data:`STARTED`)."""
    q = conns["Q"][0]
    qd, qx = b.rail(q)
    start = init.get(q, "x") if isinstance(q, int) else "x"
    b.decls.append(f"  reg {qd}" + (f" = 1'b{start}" if start != "x" else "") + ";")
    if known:
        b.decls.append(f"  wire {qx} = {STARTED};")
        qx = None
    else:
        b.decls.append(f"  reg {qx} = 1'b{1 if start == 'x' else 0};")
    b.regs.add(q)
    code = kind[2:-1].split("_")[1:]  # $_DFF_PN0_ -> ["DFF", "PN0"] -> ["PN0"]
    flags = code[0] if code else ""
    d = b.rail(conns["D"][0]) if "D" in conns else None

    def level(sig: str, pol: str) -> str:
        return sig if pol == "P" else f"!{sig}"

    def edge(sig: str, pol: str) -> str:
        return f"{'posedge' if pol == 'P' else 'negedge'} {sig}"

    def load(value: tuple[str, str]) -> str:
        return f"begin {qd} <= {value[0]}; {qx} <= {value[1]}; end" if qx else f"{qd} <= {value[0]};"

    def reset_to(value: str) -> str:
        return f"begin {qd} <= 1'b{value}; {qx} <= 1'b0; end" if qx else f"{qd} <= 1'b{value};"

    if kind.startswith("$_DLATCH_"):
        en = b.rail(conns["E"][0])[0]
        body = f"if ({level(en, flags[0])}) {load(d).replace('<=', '=')}"
        if len(flags) == 3:
            r = b.rail(conns["R"][0])[0]
            body = f"if ({level(r, flags[1])}) begin {qd} = 1'b{flags[2]}; {qx} = 1'b0; end else " + body
        b.lines.append(f"  always @* {body}")
        return
    clk = b.rail(conns["C"][0])[0]
    if kind.startswith("$_DFFE_"):
        e = b.rail(conns["E"][0])
        enable_pol = flags[-1]
        enabled = e if enable_pol == "P" else b.t_not(e)
        if qx:
            d = b.t_mux((qd, qx), d, enabled)  # an unknown enable keeps a value only if D equals it
        else:
            d = (f"({enabled[0]} ? {d[0]} : {qd})", "")
        flags = flags[:-1]
    elif not kind.startswith(("$_DFF_", "$_DFFSR_")):
        raise UnmodelledCell(f"cell {cell} of type {kind} is not modelled")
    if kind.startswith("$_DFFSR_"):
        s, r = b.rail(conns["S"][0])[0], b.rail(conns["R"][0])[0]
        b.lines.append(f"  always @({edge(clk, flags[0])}, {edge(s, flags[1])}, {edge(r, flags[2])})")
        b.lines.append(f"    if ({level(r, flags[2])}) {reset_to('0')}")
        b.lines.append(f"    else if ({level(s, flags[1])}) {reset_to('1')}")
        b.lines.append(f"    else {load(d)}")
    elif len(flags) == 3:  # asynchronous reset to a value
        r = b.rail(conns["R"][0])[0]
        b.lines.append(f"  always @({edge(clk, flags[0])}, {edge(r, flags[1])})")
        b.lines.append(f"    if ({level(r, flags[1])}) {reset_to(flags[2])}")
        b.lines.append(f"    else {load(d)}")
    elif len(flags) == 1:
        b.lines.append(f"  always @({edge(clk, flags[0])}) {load(d)}")
    else:
        raise UnmodelledCell(f"cell {cell} of type {kind} is not modelled")


def dual_rail(module: dict, name: str, resets: dict[str, str] | None = None, clocks: set[str] | None = None) -> str:
    """The Verilog of ``module`` (a gate-level Yosys JSON module) as its three-valued model named ``name``:
    the same inputs, and for each output ``o`` the outputs ``o__d`` and ``o__x`` (:func:`output_ports`).

    With ``resets`` (reset port -> active level, as the proof holds them) and ``clocks`` (the clock ports), the
    nets :func:`svafam.importers.known_bits.known_bits` proves known after reset keep one rail; without them every
    net has two."""
    b = _Builder(module)
    known: set[int] = set()
    if resets is not None and clocks is not None:
        from .known_bits import known_bits

        known = known_bits(module, _GATES, resets, clocks, _init_bits(module))
    ports = module["ports"]
    clash = [n for n in ports if n.startswith(PREFIX)]
    if clash:
        raise ProblemError(f"port {clash[0]} starts with {PREFIX}, which the model uses for its own nets")
    init = _init_bits(module)
    driven: set = set()
    header, body = [], []
    for pname, p in ports.items():
        width = len(p["bits"])
        rng = f"[{width - 1}:0] " if width > 1 else ""
        if p["direction"] == "input":
            header.append(f"input wire {rng}{pname}")
            for i, bit in enumerate(p["bits"]):
                if isinstance(bit, int) and bit not in driven:
                    driven.add(bit)
                    d, x = b.rail(bit)
                    b.decls.append(f"  wire {d}, {x};")
                    b.lines.append(f"  assign {d} = {pname}" + (f"[{i}]" if width > 1 else "") + ";")
                    b.lines.append(f"  assign {x} = 1'b0;")
        else:
            od, ox = output_ports(pname)
            header += [f"output wire {rng}{od}", f"output wire {rng}{ox}"]
    cells = module["cells"]
    started: set[tuple[int, str]] = set()  # (clock bit, edge) of the known flip-flops
    for cname, cell in cells.items():
        for port, direction in cell.get("port_directions", {}).items():
            if direction == "output":
                driven.update(bit for bit in cell["connections"][port] if isinstance(bit, int))
    for cname, cell in cells.items():
        kind = cell["type"]
        if kind in _IGNORED:
            continue
        conns = cell["connections"]
        if kind in _GATES:
            y = conns["Y"][0]
            if isinstance(y, int):
                rails = {p: b.rail(bits[0]) for p, bits in conns.items() if p != "Y"}
                b.decls.append(f"  wire {b.rail(y)[0]}, {b.rail(y)[1]};")
                if y in known:  # known in every cycle after reset: its value is the gate's two-valued function
                    b.connect(b.rail(y), (b.plain(kind, rails), STARTED))
                else:
                    b.connect(b.rail(y), b.gate(kind, rails))
        elif kind.startswith(("$_DFF", "$_DLATCH_")) and kind.count("_") >= 3:
            q = conns["Q"][0]
            _flop(b, kind, conns, cname, init, known=q in known)
            if q in known:
                started.add((conns["C"][0], kind[6] if kind.startswith("$_DFF_") else kind[7]))
        elif kind.startswith("$_"):
            raise UnmodelledCell(f"cell {cname} of type {kind} is not modelled")
        else:
            raise UnmodelledCell(f"cell {cname} is an instance of {kind}, which no file defines")
    used = _used_bits(cells.values(), ports.values())
    for bit in sorted(used - driven):  # undriven nets: unknown, as a simulator starts them
        d, x = b.rail(bit)
        b.decls.append(f"  wire {d}, {x};")
        b.lines += [f"  assign {d} = 1'b0;", f"  assign {x} = 1'b1;"]
    for pname, p in ports.items():
        if p["direction"] != "output":
            continue
        od, ox = output_ports(pname)
        rails = [b.rail(bit) for bit in reversed(p["bits"])]
        body.append(f"  assign {od} = {{{', '.join(r[0] for r in rails)}}};")
        body.append(f"  assign {ox} = {{{', '.join(r[1] for r in rails)}}};")
    seen, flags = [], []
    for k, (clock, edge) in enumerate(sorted(started, key=str)):
        flag = f"{PREFIX}seen_n{k}"
        seen.append(flag)
        flags.append(f"  reg {flag} = 1'b1;")
        b.lines.append(f"  always @({'posedge' if edge == 'P' else 'negedge'} {b.rail(clock)[0]}) {flag} <= 1'b0;")
    started_expr = " | ".join(seen) if seen else "1'b0"
    b.decls[:0] = flags + [f"  wire {STARTED};"]
    b.lines.append(f"  assign {STARTED} = {started_expr};")
    text = [f"module {name} (", ",\n".join(f"  {h}" for h in header), ");"]
    return "\n".join(text + b.decls + b.lines + body + ["endmodule", ""])


def _used_bits(cells: Iterable[dict], ports: Iterable[dict]) -> set[int]:
    used: set[int] = set()
    for cell in cells:
        for bits in cell["connections"].values():
            used.update(bit for bit in bits if isinstance(bit, int))
    for p in ports:
        used.update(bit for bit in p["bits"] if isinstance(bit, int))
    return used
