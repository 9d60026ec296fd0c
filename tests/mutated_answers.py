"""Mutated gold answers: the gold properties of a task with some of their expressions changed (for the
session checks' tests and benchmarks/reward_speed.py).

Each answer is the gold of one task, every property printed inline (its own label, made distinct
per task and answer), and one to three properties with one expression node changed: a constant
(another value of its width), a comparison or logical operator, a negation added or dropped, a
port swapped for another of the same width. What the scorer makes of them is unknown in advance:
some stay sound, some become unsound, trivial or vacuous -- the mix a policy's answers have.
"""

from __future__ import annotations

import random
from dataclasses import replace

from svafam.generators import expr as ex
from svafam.generators.properties import Property, body_text
from svafam.generators.verilog import v

_SWAP = {"==": "!=", "!=": "==", "<": ">=", ">=": "<", ">": "<=", "<=": ">", "&&": "||", "||": "&&",
         "+": "-", "-": "+", "&": "|", "|": "&"}


def _nodes(e: ex.Expr) -> list[ex.Expr]:
    return list(ex.walk(e))


def _mutate_expr(e: ex.Expr, rng: random.Random, widths: dict[str, int]) -> ex.Expr:
    targets = _nodes(e)
    target = rng.choice(targets)

    def change(node: ex.Expr) -> ex.Expr:
        if node is not target:
            return node
        if isinstance(node, ex.Const):
            if node.width == 1 or rng.random() < 0.3:
                return ex.Const(node.width, (node.value + 1) % (1 << node.width), node.base)
            return ex.Const(node.width, rng.randrange(1 << node.width), node.base)
        if isinstance(node, ex.Binary) and node.op in _SWAP:
            return ex.Binary(_SWAP[node.op], node.lhs, node.rhs)
        if isinstance(node, ex.Unary) and node.op == "!":
            return node.arg
        if isinstance(node, ex.Ident) and node.name in widths:
            same = [n for n, w in widths.items() if w == widths[node.name] and n != node.name]
            if same and rng.random() < 0.5:
                return ex.Ident(rng.choice(same))
        return ex.Unary("!", node) if isinstance(node, (ex.Ident, ex.Binary, ex.Unary, ex.Index)) else node
    return ex.transform(e, change)


def mutate_property(p: Property, rng: random.Random, widths: dict[str, int]) -> Property:
    fields = [f for f in ("antecedent", "consequent", "expression", "until") if getattr(p, f) is not None]
    field = rng.choice(fields)
    return replace(p, **{field: _mutate_expr(getattr(p, field), rng, widths)})


def response_text(props: list[Property], clock: str) -> str:
    lines = []
    for p in props:
        disable = f" disable iff ({v(p.disable)})" if p.disable is not None else ""
        lines.append(f"{p.id}: assert property (@(posedge {clock}){disable} {body_text(p)});")
    return "```systemverilog\n" + "\n".join(lines) + "\n```"


def mutated_answers(gold: list[Property], widths: dict[str, int], clock: str, rng: random.Random, count: int,
                    tag: str) -> list[str]:
    out = []
    for n in range(count):
        props = [replace(p, id=f"{p.id}_{tag}_{n}") for p in gold]
        for i in rng.sample(range(len(props)), k=min(len(props), rng.randint(1, 3))):
            props[i] = mutate_property(props[i], rng, widths)
        out.append(response_text(props, clock))
    return out


def mutated_lines(tasks, count: int, seed: int = 34) -> list[dict]:
    """``count`` prediction lines: mutated gold answers of ``tasks`` (a list of dataset Tasks), round robin."""
    from svafam.formal.family import load_interface
    rng = random.Random(seed)
    lines, samples = [], {}
    for k in range(count):
        task = tasks[k % len(tasks)]
        iface = load_interface(task.rtl_path.parent.parent)
        widths = {s.name: s.width for s in iface.ports if s.name != iface.clock}
        [text] = mutated_answers(list(iface.properties), widths, iface.clock, rng, 1,
                                 f"{task.task_id.replace('/', '_')}_{k}")
        sample = samples[task.task_id] = samples.get(task.task_id, -1) + 1
        lines.append({"task_id": task.task_id, "sample": sample, "response": text})
    return lines
