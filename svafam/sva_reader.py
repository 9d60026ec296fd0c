"""Read model-written SVA into the project's property model, from pyslang's syntax tree.

Supported: ``property ... endproperty`` with ``[label:] assert property (name);``,
inline ``assert property (...)``, one clocking event ``@(posedge <clock>)``,
``disable iff (expr)``, boolean invariants, and implications ``|->`` / ``|=>`` whose
antecedent is a sequence of booleans (``A ##k B ##[m:n] C``) and whose consequent is
``C``, ``##k C``, ``##[m:n] C``, ``C[*k]`` or ``C until R`` (:mod:`svafam.sva_sequences`);
in expressions ``$past``, ``$rose``, ``$fell``, ``$stable``, ``$changed``, ``$onehot``,
``$onehot0``. Anything else is reported as unsupported, naming the construct. Expressions inside the tree are handed to the project's expression
parser; the structure comes from the tree, never from pattern matching on text.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pyslang

from generators import expr as ex
from generators.properties import INVARIANT, Property, implication

from . import sva_sequences as sequences
from .sva_sequences import NotSupported
from .frontends import slang_problems

K = pyslang.syntax.SyntaxKind

_FENCE = "```"
_CHAT_TOKENS = ("<|im_start|>", "<|im_end|>", "<|assistant|>", "<|user|>", "<|system|>", "<|end|>",
                "<|eot_id|>", "<|start_header_id|>", "<|end_header_id|>", "<s>", "</s>", "[INST]", "[/INST]")


@dataclass
class Extraction:
    text: str
    format_ok: bool  # the answer was plain SVA or one fenced code block, with no chat debris
    notes: list[str] = field(default_factory=list)


def extract(response: str) -> Extraction:
    """Strip chat-template tokens and markdown fences; record whether the format was clean."""
    notes = []
    text = response
    for tok in _CHAT_TOKENS:
        if tok in text:
            notes.append(f"chat token {tok}")
            text = text.replace(tok, "")
    if text.lstrip().startswith(("assistant\n", "assistant:")):
        notes.append("role prefix")
        text = text.lstrip()[len("assistant"):].lstrip(":\n ")
    if _FENCE in text:
        blocks = []
        parts = text.split(_FENCE)
        for i in range(1, len(parts), 2):
            block = parts[i]
            first, _, rest = block.partition("\n")
            blocks.append(rest if first.strip().isidentifier() or not first.strip() else block)
        if len(blocks) != 1:
            notes.append(f"{len(blocks)} code blocks")
        outside = "".join(parts[0::2]).strip()
        if outside:
            notes.append("prose outside the code block")
        text = "\n".join(blocks)
    return Extraction(text.strip() + "\n", format_ok=not notes, notes=notes)


@dataclass
class Unsupported:
    label: str
    construct: str


@dataclass
class Reading:
    properties: list[Property]
    unsupported: list[Unsupported]
    syntax_errors: list[str]


def _expr(node) -> ex.Expr:
    return ex.parse(sequences.text(node), allow_unsized=True)


def _sequence_boolean(node):
    """The boolean inside a plain sequence/property expression, or None if it is more than that."""
    while node.kind in (K.SimplePropertyExpr, K.SimpleSequenceExpr, K.ParenthesizedPropertyExpr,
                        K.ParenthesizedSequenceExpr):
        if node.kind == K.SimpleSequenceExpr and node.repetition is not None:
            return None
        node = node.expr
    return node


class _Reader:
    def __init__(self, clock: str):
        self.clock = clock
        self.declared: dict[str, object] = {}
        self.properties: list[Property] = []
        self.unsupported: list[Unsupported] = []
        self.count = 0

    def visit(self, node) -> None:
        if node.kind == K.PropertyDeclaration:
            self.declared[node.name.valueText] = node.propertySpec
            return
        if node.kind == K.AssertPropertyStatement:
            self.assertion(node)
            return
        if node.kind in (K.AssumePropertyStatement, K.CoverPropertyStatement, K.ExpectPropertyStatement,
                         K.RestrictPropertyStatement, K.CoverSequenceStatement, K.SequenceDeclaration,
                         K.CheckerDeclaration, K.DefaultClockingReference, K.ClockingDeclaration):
            self.unsupported.append(Unsupported(f"#{self.count + 1}", f"{node.kind.name} is not scored"))
            self.count += 1
            return
        for child in node:
            if child is not None and isinstance(child, pyslang.syntax.SyntaxNode):
                self.visit(child)

    def assertion(self, node) -> None:
        self.count += 1
        label = node.label.name.valueText if node.label is not None else ""
        spec = node.propertySpec
        name = ""
        inner = _sequence_boolean(spec.expr) if spec.clocking is None and spec.disable is None else None
        if inner is not None and inner.kind == K.IdentifierName and inner.identifier.valueText in self.declared:
            name = inner.identifier.valueText
            spec = self.declared[name]
        pid = label or name or f"A{self.count}"
        try:
            self.properties.append(self.property(pid, name or pid, spec))
        except NotSupported as why:
            self.unsupported.append(Unsupported(pid, str(why)))

    def property(self, pid: str, name: str, spec) -> Property:
        if spec.clocking is None:
            raise NotSupported("no clocking event: write @(posedge clk)")
        clk = spec.clocking
        event = clk.expr
        while event.kind == K.ParenthesizedEventExpression:
            event = event.expr
        if event.kind != K.SignalEventExpression or event.edge is None or event.edge.valueText != "posedge" \
                or sequences.text(event.expr) != self.clock or event.iffClause is not None:
            raise NotSupported(f"clocking event {sequences.text(clk)}: only @(posedge {self.clock}) is supported")
        disable = None
        if spec.disable is not None:
            disable = self.boolean(spec.disable.expr, "disable iff")
        body = spec.expr
        while body.kind == K.ParenthesizedPropertyExpr:
            body = body.expr
        sentence = sequences.text(spec)
        if body.kind == K.ImplicationPropertyExpr:
            op = body.op.valueText
            if op not in ("|->", "|=>"):
                raise NotSupported(f"operator {op}")
            antecedent, then = sequences.sequence(body.left, self.boolean)
            timing = sequences.consequent(body.right, 1 if op == "|=>" else 0, self.boolean)
            return implication(pid, name, "predicted", sentence, antecedent, then=then, disable=disable, **timing)
        boolean = _sequence_boolean(body)
        if boolean is None:
            raise NotSupported(f"{body.kind.name}: {sequences.text(body)[:60]}")
        return Property(pid, name, "predicted", INVARIANT, sentence, expression=self.boolean(boolean, "expression"),
                        disable=disable)

    def boolean(self, node, where: str) -> ex.Expr:
        if node.kind.name.endswith(("SequenceExpr", "PropertyExpr")) and node.kind not in (
                K.SimpleSequenceExpr, K.SimplePropertyExpr):
            raise NotSupported(f"{node.kind.name} in the {where}: {sequences.text(node)[:60]}")
        try:
            return _expr(node)
        except ex.ExprError as err:
            raise NotSupported(f"{where} {sequences.text(node)[:60]!r}: {err}") from None




def wrap(text: str, module: str, ports: list[tuple[str, str, int]]) -> str:
    """Properties as a checker module over the task's ports (all inputs): internal names cannot resolve."""
    if "module" in text.split():
        return text
    decls = ",\n".join(f"    input wire {'[' + str(w - 1) + ':0] ' if w > 1 else ''}{n}" for n, _d, w in ports)
    return f"module {module} (\n{decls}\n);\n{text}\nendmodule\n"


def read(text: str, clock: str, rtl: str, ports: list[tuple[str, str, int]]) -> Reading:
    """Parse and compile the properties with the task's RTL (pyslang), then read them into the model."""
    checker = wrap(text, "svafam_predicted_properties", ports)
    errors = slang_problems([rtl, checker], names=["task.v", "predicted.sva"])
    tree = pyslang.syntax.SyntaxTree.fromText(checker, "predicted.sva")
    reader = _Reader(clock)
    reader.visit(tree.root)
    return Reading(reader.properties, reader.unsupported, errors)
