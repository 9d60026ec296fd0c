"""Bug kinds of debugging tasks: ChipBench's four, plus three of ours.

ChipBench sorts its hand-made bugs into *arithmetic*, *assignment*, *timing* and *state
machine*. Every mutant of this project maps to one of those or to one of ours:
*condition* (a wrong guard of a register update: the right value at the wrong time),
*bit_access* (a wrong part-select or index) and *port* (a port's direction or role
swapped) -- bugs ChipBench has no name for. The table is fixed (README, "Debugging tasks"):

| mutant kind (controlled) / operator (source pool, issue 16) | bug kind |
|---|---|
| replace_update_guard | condition |
| replace_update_value, arithmetic in the old or new value (`+ - * / % << >>`) | arithmetic |
| replace_update_value, otherwise | assignment |
| insert_update_rule | assignment |
| replace_transition_guard, drop_transition, force_transition | state_machine |
| ExprUpdate, ExprInsert, ExprDelete | arithmetic |
| PartselectUpdate/Insert/Delete, PointerUpdate/Insert/Delete | bit_access |
| NSubUpdate/Insert/Delete/Move, AssignN2B, AssignB2N | assignment |
| EdgeFlip, EdgeDelete, EdgeInsert | timing |
| IOFlip | port |
"""

from __future__ import annotations

from svafam.generators import expr as ex

BUG_KINDS = ("arithmetic", "assignment", "timing", "state_machine", "condition", "bit_access", "port")
CHIPBENCH_KINDS = BUG_KINDS[:4]

_ARITHMETIC_OPS = frozenset({"+", "-", "*", "/", "%", "<<", ">>", "<<<", ">>>"})

CONTROLLED_KINDS = {
    "replace_update_guard": "condition",
    "insert_update_rule": "assignment",
    "replace_transition_guard": "state_machine",
    "drop_transition": "state_machine",
    "force_transition": "state_machine",
}

# The source-level operators of the mutation pool (issue 16), by the VeriBugBench names it records.
OPERATOR_KINDS = {
    **dict.fromkeys(("ExprUpdate", "ExprInsert", "ExprDelete"), "arithmetic"),
    **dict.fromkeys(("PartselectUpdate", "PartselectInsert", "PartselectDelete", "PointerUpdate", "PointerInsert",
                     "PointerDelete"), "bit_access"),
    **dict.fromkeys(("NSubUpdate", "NSubInsert", "NSubDelete", "NSubMove", "AssignN2B", "AssignB2N"), "assignment"),
    **dict.fromkeys(("EdgeFlip", "EdgeDelete", "EdgeInsert"), "timing"),
    "IOFlip": "port",
}


def is_arithmetic(e: ex.Expr | None) -> bool:
    return e is not None and any(isinstance(n, ex.Binary) and n.op in _ARITHMETIC_OPS for n in ex.walk(e))


def controlled_kind(mutant_kind: str, old_value: ex.Expr | None = None, new_value: ex.Expr | None = None) -> str:
    """The bug kind of a controlled (spec-level) mutant; values matter only for ``replace_update_value``."""
    if mutant_kind == "replace_update_value":
        return "arithmetic" if is_arithmetic(old_value) or is_arithmetic(new_value) else "assignment"
    try:
        return CONTROLLED_KINDS[mutant_kind]
    except KeyError:
        raise ValueError(f"no bug kind for mutant kind {mutant_kind!r}; add it to tasks/bug_kinds.py") from None


def operator_kind(operator: str) -> str:
    """The bug kind of a source-pool operator."""
    try:
        return OPERATOR_KINDS[operator]
    except KeyError:
        raise ValueError(f"no bug kind for mutation operator {operator!r}; add it to tasks/bug_kinds.py") from None
