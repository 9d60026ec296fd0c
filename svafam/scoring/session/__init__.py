"""The scorer's formal questions answered in solver sessions, without an SBY job each.

The task's design is fixed and only the properties change, so each design is read once
(:mod:`.model`, Yosys's model of it as SBY would build it) and kept; a batch's questions on one
harness are asked in one Bitwuzla session (:mod:`.answer`), the properties translated from the
property model with the lowering the monitors are printed from (:mod:`.trace`, :mod:`.terms`).
:class:`SessionRunner` plugs this under the existing checks: same jobs, same keys, same cache;
anything it cannot answer exactly runs as the SBY job it is.
"""

from .model import Unanswerable
from .runner import Engine, SessionRunner

__all__ = ["Engine", "SessionRunner", "Unanswerable"]
