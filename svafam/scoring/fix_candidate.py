"""Is a candidate fix fit to be proved? Extraction, parsing (pyslang) and the interface check.

A candidate is hostile text: before any tool reads it, it must be short enough, free of
compiler directives (an ```include`` could read any file of the machine), free of system
tasks other than a few pure functions (``$readmemh`` reads files, ``$anyseq`` makes free
values), free of attributes and of assertion/assumption statements (an ``assume`` could
make the proof vacuous), and it must compile on its own (so it cannot instantiate the
reference design or reach into the harness) -- or, for a task that gives modules to use (an
RTL task of a composite or of an imported problem: the sub-modules are in its prompt), together
with those modules and nothing else. Then the module named in the task must be there, with ports of the same names, directions and widths; a module with no ports, or
renamed ports, fails with that reason. Last, the elaborated design must be small: at most
:data:`MAX_DESIGN_BITS` bits of variables and nets and :data:`MAX_DESIGN_NODES` elaborated
symbols, statements and expressions (a 600-character generate loop of 60,000 registers once
grew the proof server past 3.5 GB): a larger one is refused as ``over_limit`` before any tool runs.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

import pyslang

from svafam.frontends import slang_problems

from .extract import extract

MAX_CHARS = 100_000
# the largest gold fix has 77 bits and 254 elaborated nodes: these leave fifty times that
MAX_DESIGN_BITS = 4096
MAX_DESIGN_NODES = 20_000
ALLOWED_SYSTEM_FUNCTIONS = frozenset({"$signed", "$unsigned", "$clog2", "$bits", "$onehot", "$onehot0", "$countones"})
_FORBIDDEN_NODE_WORDS = ("Assert", "Assume", "Cover", "Restrict", "Expect", "PropertyDeclaration",
                         "SequenceDeclaration", "Checker", "Bind", "DPI", "Class", "Program", "Interface", "Package",
                         "Clocking")
_DIRECTIVE = re.compile(r"`\s*[A-Za-z_]")
_DIRECTIONS = {"In": "input", "Out": "output", "InOut": "inout", "Ref": "ref"}


@dataclass
class FixCheck:
    code: str
    reason: str = ""            # empty when fit to prove; else a short category (see README)
    problem: str = ""           # the one-line explanation
    format_notes: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.reason


def _refuse(check: FixCheck, reason: str, problem: str) -> FixCheck:
    check.reason, check.problem = reason, problem
    return check


def _nodes(node):
    if isinstance(node, pyslang.syntax.SyntaxNode):
        yield node
        for child in node:
            if child is not None:
                yield from _nodes(child)


def _forbidden(tree) -> str:
    for node in _nodes(tree.root):
        name = node.kind.name
        if name == "ModuleDeclaration":
            continue
        if name == "SystemName":
            fn = node.systemIdentifier.valueText
            if fn not in ALLOWED_SYSTEM_FUNCTIONS:
                allowed = ", ".join(sorted(ALLOWED_SYSTEM_FUNCTIONS))
                return f"system task or function {fn} is not allowed (allowed: {allowed})"
        elif name == "AttributeInstance":
            return f"attributes are not allowed: {str(node).strip()[:60]}"
        elif any(word in name for word in _FORBIDDEN_NODE_WORDS):
            return f"{name} is not allowed in a fix: {str(node).strip()[:60]}"
    return ""


def module_ports(comp, module: str) -> list[dict] | None:
    """The ports of the top instance ``module`` of a compilation (None: no such top module)."""
    for inst in comp.getRoot().topInstances:
        if inst.name == module:
            return [{"name": p.name, "direction": _DIRECTIONS.get(p.direction.name, p.direction.name),
                     "width": p.type.bitWidth} for p in inst.body.portList]
    return None


class _OverLimit(Exception):
    pass


def size_problem(comp, module: str) -> str:
    """Why the elaborated ``module`` is too large to prove, or ""."""
    count = {"bits": 0, "nodes": 0}

    def visit(node) -> bool:
        count["nodes"] += 1
        if isinstance(node, (pyslang.ast.VariableSymbol, pyslang.ast.NetSymbol)):
            count["bits"] += node.type.bitstreamWidth
        if count["nodes"] > MAX_DESIGN_NODES or count["bits"] > MAX_DESIGN_BITS:
            raise _OverLimit
        return True

    for inst in comp.getRoot().topInstances:
        if inst.name == module:
            try:
                inst.visit(visit)
            except _OverLimit:
                if count["bits"] > MAX_DESIGN_BITS:
                    return (f"over a limit: more than {MAX_DESIGN_BITS} bits of variables and nets after "
                            "elaboration")
                return f"over a limit: more than {MAX_DESIGN_NODES} elaborated symbols, statements and expressions"
    return ""


def interface_problem(found: list[dict], expected: list[dict]) -> str:
    if not found:
        return "the module has no ports"
    have = {p["name"]: p for p in found}
    want = {p["name"]: p for p in expected}
    missing = [n for n in want if n not in have]
    extra = [n for n in have if n not in want]
    if missing or extra:
        return ("ports differ from the task's:" + (f" missing {', '.join(missing)}" if missing else "")
                + (";" if missing and extra else "") + (f" unexpected {', '.join(extra)}" if extra else ""))
    for name, p in want.items():
        got = have[name]
        if got["direction"] != p["direction"]:
            return f"port {name} is an {got['direction']}, the task's is an {p['direction']}"
        if got["width"] != p["width"]:
            return f"port {name} is {got['width']} bits wide, the task's is {p['width']}"
    return ""


def check_fix(response: str, module: str, ports: list[dict], reserved: set[str],
              library: Sequence[str] = ()) -> FixCheck:
    """``reserved``: module names the proof harness uses; the candidate may not define them.
    ``library``: trusted Verilog the candidate may instantiate (compiled with it; the caller puts
    its module names in ``reserved``, so the candidate cannot define them again)."""
    if len(response) > MAX_CHARS:
        return _refuse(FixCheck(""), "too_long", f"the response is {len(response)} characters (limit {MAX_CHARS})")
    extraction = extract(response)
    check = FixCheck(extraction.text, format_notes=extraction.notes)
    code = extraction.text
    if not code.strip():
        return _refuse(check, "no_code", "no Verilog in the response")
    try:
        code.encode("utf-8")
    except UnicodeEncodeError as e:  # a lone surrogate from the JSON line
        return _refuse(check, "syntax", f"the code is not valid Unicode text ({e.reason} at {e.start})")
    if "\0" in code:  # slang reads past it, a tool reading C strings stops there: they would prove different text
        return _refuse(check, "syntax", f"the code holds a NUL byte (at character {code.index(chr(0))})")
    # anywhere, comments included: stripping comments first would let a "//" in a string hide one
    if _DIRECTIVE.search(code):
        return _refuse(check, "directive", "compiler directives (`include, `define, ...) are not allowed, "
                                           "nor a backtick before a name anywhere (comments too)")
    tree = pyslang.syntax.SyntaxTree.fromText(code, "fix.v")
    forbidden = _forbidden(tree)
    if forbidden:
        return _refuse(check, "forbidden", forbidden)
    errors = slang_problems([code, *library], names=["fix.v", *(f"library{i}.v" for i in range(len(library)))])
    if errors:
        return _refuse(check, "syntax", errors[0])
    comp = pyslang.ast.Compilation()
    comp.addSyntaxTree(tree)
    for i, text in enumerate(library):
        comp.addSyntaxTree(pyslang.syntax.SyntaxTree.fromText(text, f"library{i}.v"))
    defined = sorted({n.header.name.valueText for n in _nodes(tree.root) if n.kind.name == "ModuleDeclaration"})
    clash = sorted(set(defined) & reserved)
    if clash:
        return _refuse(check, "forbidden", f"module name {clash[0]} is reserved by the proof harness")
    found = module_ports(comp, module)
    if found is None:
        return _refuse(check, "module_missing", f"no module {module} (found: {', '.join(defined) or 'none'}); "
                                                "keep the task's module name")
    problem = interface_problem(found, ports)
    if problem:
        return _refuse(check, "no_ports" if not found else "interface", problem)
    problem = size_problem(comp, module)
    if problem:
        return _refuse(check, "over_limit", problem)
    return check
