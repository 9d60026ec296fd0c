"""C++ reference models: the interface a C++ answer implements, and this project's own model of a spec in C++.

The same cycle convention as the Python models (:mod:`svafam.tasks.refmodel`): ``reset()`` puts
the model in its reset state; ``step(in)`` returns the outputs during the cycle (before the
rising edge that ends it), then takes that edge. Inputs and outputs are fixed structs of
``uint64_t`` fields, one per port (the reset input included, the clock not), which the checker
defines before the answer's code (:func:`io_structs`).

:func:`gold_cpp_code` writes a spec's model as C++, expression by expression with Verilog's
widths exactly as :func:`svafam.generators.expr.evaluate` defines them (every operation masked
to its context width): the control every family's C++ checker must pass.
"""

from __future__ import annotations

from svafam.generators.expr import (
    Binary,
    Call,
    Concat,
    Const,
    Expr,
    Ident,
    Index,
    Repl,
    Slice,
    Ternary,
    Unary,
)
from svafam.generators.expr.evaluation import self_width
from svafam.generators.expr.nodes import COMPARISONS
from svafam.generators.model import FamilySpec

from .interface import interface_text

FORMS = ("rtl_cpp", "spec_cpp")


def io_structs(meta: dict) -> str:
    """``struct Inputs`` (the reset, then every data input) and ``struct Outputs``, as the checker defines them."""
    ins = [meta["reset"]["name"]] + [p["name"] for p in meta["inputs"]]
    outs = [p["name"] for p in meta["outputs"]]
    return ("#include <cstdint>\n"
            "struct Inputs {\n" + "".join(f"    uint64_t {n};\n" for n in ins) + "};\n"
            "struct Outputs {\n" + "".join(f"    uint64_t {n};\n" for n in outs) + "};\n")


def interface_note(meta: dict) -> str:
    return f"""\
Write the model as one C++17 class named Model (standard library only; no #include other than
<cstdint>, <cstddef>, <array>, <vector>, <algorithm>, <cstring>, <utility>). These structs are defined
for you before your code; do not define them again:

{io_structs(meta)}
    class Model {{
    public:
        void reset();                     // put the model in the state the module has after reset
        Outputs step(const Inputs& in);   // one clock cycle: return every output's value *during* this
                                          // cycle (before the rising clock edge that ends it), then advance
                                          // the state across that edge
    }};

Every field holds an unsigned value that fits the port's width (the reset as 0/1). The checker
calls reset() once on a new Model and then step() once per cycle; a synchronous reset asserted in a
cycle shows in the outputs of the next cycle, an asynchronous one in the same cycle."""


def prompt(meta: dict, form: str, module: str = "", rtl: str = "") -> str:
    """The C++ reference-model task: ``rtl_cpp`` with the Verilog, ``spec_cpp`` without."""
    if form not in FORMS:
        raise ValueError(f"unknown C++ reference-model task form {form!r}")
    head = (f"Write a C++ reference model of the Verilog module {module} below.\n\n" if form == "rtl_cpp"
            else f"Write a C++ reference model of this hardware module ({meta['family']}).\n\n")
    text = head + f"Description: {meta['description']}\n{interface_text(meta)}\n\n"
    if form == "rtl_cpp":
        text += f"```verilog\n{rtl}```\n\n"
    return text + interface_note(meta) + "\n\nAnswer with the code in one ```cpp block.\n"


# ---------------------------------------------------------------- expressions


def _mask(width: int) -> str:
    return f"0x{(1 << width) - 1:x}ULL" if width < 64 else "~0ULL"


class _Printer:
    def __init__(self, widths: dict[str, int], get):
        self.widths, self.get = widths, get

    def sw(self, e: Expr) -> int:
        return self_width(e, self.widths)

    def expr(self, e: Expr, ctx: int) -> str:
        """``e`` evaluated in a context ``ctx`` bits wide, masked to it: evaluation._eval, as C++."""
        m = _mask(ctx)
        if isinstance(e, Const):
            return f"0x{e.value & ((1 << ctx) - 1):x}ULL"
        if isinstance(e, Ident):
            return f"({self.get(e.name)} & {m})"
        if isinstance(e, Index):
            return f"(({self.get(e.base.name)} >> {e.bit}) & 1ULL)"
        if isinstance(e, Slice):
            return f"(({self.get(e.base.name)} >> {e.lsb}) & {_mask(e.msb - e.lsb + 1)})"
        if isinstance(e, Call):
            w = self.sw(e.arg)
            if e.func == "$onehot":
                return f"(uint64_t)(popc({self.expr(e.arg, w)}) == 1)"
            if e.func == "$onehot0":
                return f"(uint64_t)(popc({self.expr(e.arg, w)}) <= 1)"
            raise ValueError(f"{e.func} is property-only: no reference model reads it")
        if isinstance(e, Unary):
            if e.op == "!":
                return f"(uint64_t)({self.expr(e.arg, self.sw(e.arg))} == 0)"
            if e.op in ("-", "+", "~"):
                v = self.expr(e.arg, ctx)
                return {"-": f"((0ULL - {v}) & {m})", "+": v, "~": f"((~{v}) & {m})"}[e.op]
            w = self.sw(e.arg)
            v, full = self.expr(e.arg, w), _mask(w)
            return {"&": f"(uint64_t)({v} == {full})", "~&": f"(uint64_t)({v} != {full})",
                    "|": f"(uint64_t)({v} != 0)", "~|": f"(uint64_t)({v} == 0)", "^": f"(popc({v}) & 1ULL)",
                    "~^": f"(1ULL - (popc({v}) & 1ULL))", "^~": f"(1ULL - (popc({v}) & 1ULL))"}[e.op]
        if isinstance(e, Binary):
            op = e.op
            if op in ("&&", "||"):
                a = f"({self.expr(e.lhs, self.sw(e.lhs))} != 0)"
                b = f"({self.expr(e.rhs, self.sw(e.rhs))} != 0)"
                return f"(uint64_t)({a} {op} {b})"
            if op in COMPARISONS:
                w = max(self.sw(e.lhs), self.sw(e.rhs))
                return f"(uint64_t)({self.expr(e.lhs, w)} {op} {self.expr(e.rhs, w)})"
            if op in ("<<", ">>"):
                return f"{'shl' if op == '<<' else 'shr'}({self.expr(e.lhs, ctx)}, {self.expr(e.rhs, self.sw(e.rhs))}, {m})"
            a, b = self.expr(e.lhs, ctx), self.expr(e.rhs, ctx)
            if op in ("+", "-", "*"):
                return f"(({a} {op} {b}) & {m})"
            if op == "/":
                return f"divu({a}, {b}, {m})"
            if op == "%":
                return f"modu({a}, {b})"
            if op in ("&", "|", "^"):
                return f"({a} {op} {b})"
            if op in ("~^", "^~"):
                return f"((~({a} ^ {b})) & {m})"
            raise ValueError(f"operator {op} has no C++ rule")
        if isinstance(e, Ternary):
            return f"({self.expr(e.cond, self.sw(e.cond))} ? {self.expr(e.then, ctx)} : {self.expr(e.other, ctx)})"
        if isinstance(e, Concat):
            out = "0ULL"
            for item in e.items:
                w = self.sw(item)
                out = f"shl({out}, {w}ULL, ~0ULL) | {self.expr(item, w)}"
            return f"(({out}) & {m})"
        if isinstance(e, Repl):
            w = self.sw(e.item)
            out = "0ULL"
            for _ in range(e.count):
                out = f"shl({out}, {w}ULL, ~0ULL) | {self.expr(e.item, w)}"
            return f"(({out}) & {m})"
        raise TypeError(f"not an expression node: {e!r}")

    def value(self, e: Expr, width: int | None = None) -> str:
        """A guard's truth value (``width`` None), or a value assigned to something ``width`` bits wide."""
        if width is None:
            return f"(uint64_t)({self.expr(e, self.sw(e))} != 0)"
        return f"({self.expr(e, max(width, self.sw(e)))} & {_mask(width)})"


_HELPERS = """\
static inline uint64_t popc(uint64_t v) { return (uint64_t)__builtin_popcountll(v); }
static inline uint64_t shl(uint64_t a, uint64_t b, uint64_t m) { return (b >= 64 ? 0ULL : (a << b)) & m; }
static inline uint64_t shr(uint64_t a, uint64_t b, uint64_t m) { return (b >= 64 ? 0ULL : (a >> b)) & m; }
static inline uint64_t divu(uint64_t a, uint64_t b, uint64_t m) { return b ? (a / b) & m : m; }
static inline uint64_t modu(uint64_t a, uint64_t b) { return b ? a % b : a; }
"""


def gold_cpp_code(spec: FamilySpec) -> str:
    """The spec's model as a C++ ``Model`` (the structs of :func:`io_structs` defined before it)."""
    widths = dict(spec.widths)
    widths.update({d.name: d.width for d in spec.derived})
    inputs = {p.name for p in spec.inputs}
    registers = {r.name for r in spec.registers}
    derived = {d.name: d for d in spec.derived}
    fsm_outputs = {name for st in spec.states for name, _ in st.outputs}
    out_widths = {p.name: p.width for p in spec.outputs}

    def get(name: str) -> str:
        if name in registers:
            return f"r_{name}"
        if name in inputs:
            return f"in.{name}"
        if name in derived or name in fsm_outputs:
            return f"get_{name}(in)"
        raise KeyError(f"{spec.id}: no signal named {name!r}")

    p = _Printer(widths, get)
    lines = [f"// {spec.id}: the project's own reference model (oracle/reference.py), in C++.", _HELPERS,
             "class Model {", "    uint64_t " + ", ".join(
                 ["state"] if spec.kind == "fsm" else [f"r_{r.name}" for r in spec.registers]) + ";"]
    for d in spec.derived:
        lines.append(f"    uint64_t get_{d.name}(const Inputs& in) const {{ (void)in; return {p.value(d.expr, d.width)}; }}")
    names = [s.name for s in spec.states]
    for name in sorted(fsm_outputs):
        cases = "".join(f" case {k}: return {p.value(st.output(name), out_widths[name])};"
                        for k, st in enumerate(spec.states) if name in dict(st.outputs))
        lines.append(f"    uint64_t get_{name}(const Inputs& in) const {{ (void)in; switch (state) {{{cases} }} return 0; }}")
    reset_on = "1" if spec.reset.active_high else "0"
    lines += ["public:", "    Model() { reset(); }", "    void reset() {"]
    if spec.kind == "fsm":
        lines.append(f"        state = {names.index(spec.reset_state)};")
    else:
        lines += [f"        r_{r.name} = {p.value(r.reset_value, r.width)};" for r in spec.registers]
    lines += ["    }", "    Outputs step(const Inputs& in) {",
              f"        bool in_reset = in.{spec.reset.name} == {reset_on};",
              "        Model now = *this;"]
    if not spec.reset.synchronous:
        lines.append("        if (in_reset) now.reset();  // an asynchronous reset shows in this cycle's outputs")
    lines.append("        Outputs out;")
    lines += [f"        out.{o.name} = now.get(in, {k});" for k, o in enumerate(spec.outputs)]
    lines += ["        if (in_reset) { reset(); return out; }"]
    if spec.kind == "fsm":
        lines.append("        switch (state) {")
        for k, st in enumerate(spec.states):
            arms = " else ".join(f"if ({p.value(t.when)}) state = {names.index(t.target)};" for t in st.transitions)
            lines.append(f"        case {k}: {{ {arms or ';'} break; }}")
        lines.append("        }")
    else:
        for r in spec.registers:
            chain = " else ".join(f"if ({p.value(rule.when)}) n_{r.name} = {p.value(rule.value, r.width)};"
                                  for rule in r.rules)
            lines.append(f"        uint64_t n_{r.name} = r_{r.name}; {chain}")
        lines += [f"        r_{r.name} = n_{r.name};" for r in spec.registers]
    lines += ["        return out;", "    }", "private:", "    uint64_t get(const Inputs& in, int k) const {",
              "        switch (k) {"]
    for k, o in enumerate(spec.outputs):
        value = f"r_{o.name}" if o.name in registers else p.value(Ident(o.name), o.width)
        lines.append(f"        case {k}: return {value};")
    lines += ["        }", "        return 0;", "    }", "};", ""]
    return "\n".join(lines)
