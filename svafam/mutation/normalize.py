"""The normal form of a module: its Pyverilog AST written out without spacing, comments,
parentheses or line numbers. Two mutants with the same normal form are the same mutant;
a mutant with the clean variant's normal form is no mutant at all."""

from __future__ import annotations

import hashlib

from pyverilog.vparser import ast as vast

from .source import children


def normal_form(module: vast.ModuleDef) -> str:
    out: list[str] = []
    stack: list[object] = [module]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            out.append(item)
            continue
        node = item
        attrs = ",".join(f"{getattr(node, a)}" for a in getattr(node, "attr_names", ()))
        kids = children(node)
        if isinstance(node, vast.Sens):
            attrs += f",{node.type}"
        out.append(f"{type(node).__name__}({attrs})[")
        stack.append("]")
        stack.extend(reversed(kids))
    return "".join(out)


def normal_hash(module: vast.ModuleDef) -> str:
    return hashlib.sha256(normal_form(module).encode()).hexdigest()
