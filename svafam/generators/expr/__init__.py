"""Expression AST for the Verilog expression subset that specs may use.

Specs carry guards, next values and derived outputs as Verilog expression text.
Each is parsed once into the small immutable AST below; everything else
(printing, width checks, evaluation, renaming, ``$past`` insertion) walks the
tree. Nothing in the project rewrites expression strings.

The subset: sized literals (``3'd7``, ``4'b1010``, ``8'hff``), identifiers,
bit and constant part selects, unary / binary / ternary operators,
concatenation and replication, and the system functions ``$past``,
``$onehot``, ``$onehot0`` (plus ``$rose``, ``$fell``, ``$stable``, ``$changed`` for
properties). All values are unsigned, as in the generated RTL.
"""

from .evaluation import Lookup, evaluate, self_width
from .nodes import (
                    FALSE,
                    SAMPLED_FUNCTIONS,
                    SYSTEM_FUNCTIONS,
                    TRUE,
                    Binary,
                    Call,
                    Concat,
                    Const,
                    Expr,
                    ExprError,
                    Ident,
                    Index,
                    Repl,
                    Slice,
                    Ternary,
                    Unary,
)
from .parser import parse
from .printer import to_verilog
from .walks import children, conj, disj, identifiers, map_leaves, max_past_depth, negate, past, rename, transform, walk

__all__ = [
    "Expr", "Const", "Ident", "Unary", "Binary", "Ternary", "Concat", "Repl",
    "Index", "Slice", "Call", "ExprError", "parse", "to_verilog", "identifiers",
    "rename", "past", "self_width", "evaluate", "max_past_depth", "TRUE", "FALSE",
    "conj", "disj", "negate", "SYSTEM_FUNCTIONS", "SAMPLED_FUNCTIONS", "children", "walk", "map_leaves", "transform",
    "Lookup",
]
