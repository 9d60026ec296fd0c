"""Small helpers for writing Verilog-2005 text deterministically."""

from __future__ import annotations

from dataclasses import dataclass

from .expr import Expr, to_verilog
from .free_text import comment

GENERATOR_VERSION = "1"


def vrange(width: int) -> str:
    return f"[{width - 1}:0]" if width > 1 else ""


def decl(kind: str, width: int, name: str, init: str | None = None) -> str:
    rng = vrange(width)
    text = f"{kind} {rng} {name}" if rng else f"{kind} {name}"
    return f"{text} = {init};" if init is not None else f"{text};"


@dataclass(frozen=True)
class PortDecl:
    direction: str  # 'input' | 'output'
    kind: str       # 'wire' | 'reg'
    width: int
    name: str


def module_header(name: str, ports: list[PortDecl]) -> list[str]:
    """``module name (`` with one aligned ANSI port declaration per line."""
    lines = [f"module {name} ("]
    rng_w = max((len(vrange(p.width)) for p in ports), default=0)
    for i, p in enumerate(ports):
        sep = "," if i < len(ports) - 1 else ""
        cols = [f"{p.direction:<6}", f"{p.kind:<4}"] + ([vrange(p.width).ljust(rng_w)] if rng_w else [])
        lines.append(f"    {' '.join(cols)} {p.name}{sep}")
    lines.append(");")
    return lines


def banner(title: str, lines: list[str]) -> list[str]:
    out = [f"// {comment(title)}"]
    out += [f"// {comment(line)}" if line else "//" for line in lines]
    return out


def v(e: Expr) -> str:
    return to_verilog(e)


class Block:
    """Indented line accumulator."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.level = 0

    def line(self, text: str = "") -> None:
        self.lines.append(("    " * self.level + text) if text else "")

    def extend(self, lines: list[str]) -> None:
        for text in lines:
            self.line(text)

    def indent(self) -> "Block":
        self.level += 1
        return self

    def dedent(self) -> None:
        self.level -= 1

    def text(self) -> str:
        return "\n".join(self.lines).rstrip() + "\n"
