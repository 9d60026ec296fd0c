"""The modules of a problem written by others: split, macro-expanded, screened, measured (pyslang).

A reference (``_ref.sv``) may use macros its testbench defines (ChipBench's CPU units take
`` `RegBus`` from ``_test.sv``) and sub-modules that only its prompt's code blocks define.
:func:`modules` parses a text with slang and prints each module on its own with every macro
expanded and every directive left out, so Yosys and the answer checker read plain code and
the control answer has no directive (a backtick left in a comment, `` // `ZeroWord``, is dropped:
the answer screen refuses one anywhere). :func:`screen` refuses what may never run here (an
`` `include`` reads a file; ``$readmemh``, ``$fopen``, ``$system`` reach files or a shell).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pyslang
from pyslang.syntax import SyntaxPrinter, SyntaxTree

from svafam.errors import SvafamError

_INCLUDE = re.compile(r"`\s*include\b")
_DEFINE = re.compile(r"^[ \t]*`define[ \t]+[A-Za-z_][A-Za-z0-9_$]*\b.*$", re.MULTILINE)
# a string, or a comment: only comments are edited
_STRING_OR_COMMENT = re.compile(r'"(?:\\.|[^"\\\n])*"|//[^\n]*|/\*.*?\*/', re.DOTALL)
_FENCE = re.compile(r"```[ \t]*(?:verilog|systemverilog|sv|v)?[ \t]*\n(.*?)```", re.DOTALL | re.IGNORECASE)
# system tasks that read or write files or reach a shell; a reference needs none of them
FILE_TASKS = frozenset({"$fopen", "$fclose", "$fwrite", "$fwriteb", "$fwriteh", "$fwriteo", "$fdisplay",
                        "$fdisplayb", "$fdisplayh", "$fdisplayo", "$fstrobe", "$fmonitor", "$fscanf", "$fgets",
                        "$fgetc", "$fread", "$fseek", "$ftell", "$rewind", "$fflush", "$feof", "$ferror",
                        "$sscanf", "$readmemb", "$readmemh", "$writememb", "$writememh", "$sdf_annotate",
                        "$dumpfile", "$dumpvars", "$dumpon", "$dumpoff", "$dumpall", "$dumpflush", "$dumplimit",
                        "$dumpports", "$system", "$value$plusargs", "$test$plusargs"})
# the testbench runs in a folder of its own: it may dump its waveform there, never reach a shell
TESTBENCH_TASKS = frozenset({"$system"})


class ProblemError(SvafamError, ValueError):
    """A problem file this importer refuses or cannot read; the message names the file and the reason."""


@dataclass(frozen=True)
class Module:
    name: str
    text: str   # macros expanded, directives left out, comments kept


def _declarations(tree: SyntaxTree):
    root = tree.root
    members = [root] if root.kind.name == "ModuleDeclaration" else list(getattr(root, "members", []) or [])
    return [m for m in members if m.kind.name == "ModuleDeclaration"]


def modules(text: str, name: str, defines: str = "") -> list[Module]:
    """Every module of ``text``, in file order, read after ``defines`` (`` `define`` lines)."""
    source = pyslang.SourceManager()
    source.setDisableLocalIncludes(True)
    tree = SyntaxTree.fromText(defines + "\n" + text, source, name, name)
    out = []
    for decl in _declarations(tree):
        printer = SyntaxPrinter()
        printer.setIncludeDirectives(False)
        printer.setExpandMacros(True)
        printer.setIncludeComments(True)
        printer.print(decl)
        out.append(Module(decl.header.name.valueText, _quiet_comments(printer.str().strip("\n") + "\n")))
    return out


def _quiet_comments(text: str) -> str:
    """``text`` with every backtick inside a comment dropped (a macro a comment names stays readable)."""
    return _STRING_OR_COMMENT.sub(lambda m: m.group(0) if m.group(0).startswith('"') else m.group(0).replace("`", ""),
                                  text)


def defines(testbench: str) -> str:
    """The testbench's `` `define`` lines (a reference may use their macros), in order."""
    return "\n".join(m.group(0).rstrip() for m in _DEFINE.finditer(testbench))


def code_blocks(prompt: str) -> list[str]:
    """The fenced code blocks of a prompt (sub-modules given to the answer)."""
    return [m.group(1) for m in _FENCE.finditer(prompt)]


def _system_names(text: str) -> set[str]:
    tree = SyntaxTree.fromText(text)
    names = set()
    stack = [tree.root]
    while stack:
        node = stack.pop()
        if isinstance(node, pyslang.syntax.SyntaxNode):
            if node.kind.name == "SystemName":
                names.add(node.systemIdentifier.valueText)
            stack.extend(child for child in node if child is not None)
    return names


def screen(text: str, file: str, allowed_file_tasks: bool = False) -> None:
    """Refuse an `` `include`` anywhere, and system tasks that reach files or a shell (a testbench may dump
    its waveform: ``allowed_file_tasks`` lets everything but ``$system`` through)."""
    if _INCLUDE.search(text):
        raise ProblemError(f"{file}: an `include directive would read another file; refused")
    forbidden = TESTBENCH_TASKS if allowed_file_tasks else FILE_TASKS
    found = sorted(_system_names(text) & forbidden)
    if found:
        raise ProblemError(f"{file}: system task {found[0]} reaches files or a shell; refused")


def module_ports(texts: list[str], module: str) -> list[dict]:
    """The ports of ``module`` (name, direction, width with default parameters) when ``texts`` compile together."""
    from svafam.frontends import slang_compile
    from svafam.scoring.fix_candidate import module_ports as ports_of

    names = [f"part{i}.v" for i in range(len(texts))]
    errors = slang_compile(texts, names=names, read_includes=False)[1] if texts else ["nothing to compile"]
    if errors:
        raise ProblemError(f"slang cannot compile it: {errors[0]}")
    comp = pyslang.ast.Compilation()
    for text, name in zip(texts, names):
        comp.addSyntaxTree(SyntaxTree.fromText(text, name))
    found = ports_of(comp, module)
    if found is None:
        raise ProblemError(f"no module {module}")
    return found
