"""Properties: the model (:mod:`.model`), the gold properties derived from a spec (:mod:`.derive`,
:mod:`.fsm`), and their SVA text and JSON data (:mod:`.sva`).

``svafam.formal.lower`` turns the model objects, never their text, into monitors Yosys can read;
``svafam.oracle.property_check`` checks them on traces.
"""

from ..fsm_graph import output_pattern
from .derive import gold_properties
from .model import (
                    BOUNDED_RESPONSE,
                    FIXED_DELAY,
                    FORMS,
                    INVARIANT,
                    MAX_SHAPES,
                    NEXT_CYCLE,
                    REPETITION,
                    SAME_CYCLE,
                    SEQUENCE,
                    TEMPORAL_FORMS,
                    UNTIL,
                    Property,
                    Step,
                    features,
                    form_of,
                    implication,
                    limit_problem,
)
from .sva import body_text, interface_ports, properties_json, sva_text

__all__ = [
    "Property", "Step", "implication", "form_of", "features", "limit_problem", "FORMS", "TEMPORAL_FORMS",
    "MAX_SHAPES",
    "INVARIANT", "SAME_CYCLE", "NEXT_CYCLE", "FIXED_DELAY", "BOUNDED_RESPONSE", "SEQUENCE", "REPETITION", "UNTIL",
    "gold_properties", "output_pattern", "body_text", "interface_ports", "properties_json", "sva_text",
]
