"""Compile a screened response from memory with the task's RTL, and outline its syntax tree.

The response becomes a checker module over the task's ports (all inputs), so internal
names cannot resolve; slang compiles it with the RTL, with include files turned off
(no file is opened even if a directive slipped past :mod:`svafam.scoring.screen`). The
outline is one iterative walk of the tree: the property declarations, the assertions
in document order, the statements that are not scored, and the expression nesting
depth -- measured before any recursive reader touches an expression.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pyslang

from svafam.frontends import slang_compile

K = pyslang.syntax.SyntaxKind
_S = pyslang.syntax
_EXPRESSION = (_S.ExpressionSyntax, _S.SequenceExprSyntax, _S.PropertyExprSyntax)
_NOT_SCORED = (K.AssumePropertyStatement, K.CoverPropertyStatement, K.ExpectPropertyStatement,
               K.RestrictPropertyStatement, K.CoverSequenceStatement, K.SequenceDeclaration,
               K.CheckerDeclaration, K.DefaultClockingReference, K.ClockingDeclaration,
               # an assert inside an always block: named as not scored, never dropped in silence
               K.ImmediateAssertStatement, K.ImmediateAssumeStatement, K.ImmediateCoverStatement)
CHECKER_MODULE = "svafam_predicted_properties"


def wrap(text: str, module: str, ports: list[tuple[str, str, int]]) -> str:
    """Properties as a checker module over the task's ports (all inputs): internal names cannot resolve."""
    if "module" in text.split():
        return text
    decls = ",\n".join(f"    input wire {'[' + str(w - 1) + ':0] ' if w > 1 else ''}{n}" for n, _d, w in ports)
    return f"module {module} (\n{decls}\n);\n{text}\nendmodule\n"


def compile_response(text: str, rtl: str, ports: list[tuple[str, str, int]]) -> tuple[object, list[str]]:
    """The response's syntax tree and slang's errors compiling it with the RTL (no file is read)."""
    trees, errors = slang_compile([rtl, wrap(text, CHECKER_MODULE, ports)], names=["task.v", "predicted.sva"],
                                  read_includes=False)
    return trees[1], errors


@dataclass
class Outline:
    declared: dict[str, object] = field(default_factory=dict)   # property name -> its property spec
    items: list[tuple[str, object]] = field(default_factory=list)  # ("assert" | "not_scored", node), in order
    depth: int = 0


def outline(root) -> Outline:
    """Declarations, assertions and unscored statements of the tree, and its expression nesting depth."""
    out = Outline()
    stack = [(root, 0)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, _EXPRESSION):
            depth += 1
            out.depth = max(out.depth, depth)
        kind = node.kind
        if kind == K.PropertyDeclaration:
            out.declared.setdefault(node.name.valueText, node.propertySpec)
        elif kind == K.AssertPropertyStatement:
            out.items.append(("assert", node))
        elif kind in _NOT_SCORED:
            out.items.append(("not_scored", node))
        children = [c for c in node if isinstance(c, pyslang.syntax.SyntaxNode)]
        stack.extend((c, depth) for c in reversed(children))
    return out
