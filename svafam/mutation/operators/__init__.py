"""The 19 source-level operators of the VeriBugBench study, one module each.

Names denote the injection direction (ExprInsert inserts a term into the clean code).
``OPERATORS`` is in the paper's order: Expression, Bit-vector and access, Assignment,
Timing, Port.
"""

from __future__ import annotations

from .assign_b2n import AssignB2N
from .assign_n2b import AssignN2B
from .base import Choice, Operator
from .edge_delete import EdgeDelete
from .edge_flip import EdgeFlip
from .edge_insert import EdgeInsert
from .expr_delete import ExprDelete
from .expr_insert import ExprInsert
from .expr_update import ExprUpdate
from .io_flip import IOFlip
from .nsub_delete import NSubDelete
from .nsub_insert import NSubInsert
from .nsub_move import NSubMove
from .nsub_update import NSubUpdate
from .partselect_delete import PartselectDelete
from .partselect_insert import PartselectInsert
from .partselect_update import PartselectUpdate
from .pointer_delete import PointerDelete
from .pointer_insert import PointerInsert
from .pointer_update import PointerUpdate

OPERATORS: tuple[Operator, ...] = (
    ExprUpdate(), ExprInsert(), ExprDelete(),
    PartselectUpdate(), PartselectInsert(), PartselectDelete(), PointerUpdate(), PointerInsert(), PointerDelete(),
    NSubUpdate(), NSubInsert(), NSubDelete(), NSubMove(), AssignN2B(), AssignB2N(),
    EdgeFlip(), EdgeDelete(), EdgeInsert(),
    IOFlip(),
)
BY_NAME: dict[str, Operator] = {op.name: op for op in OPERATORS}

__all__ = ["BY_NAME", "OPERATORS", "Choice", "Operator"]
