from . import PropertyForm


def example(a, b, c):
    from ...expr import Binary
    from ..model import INVARIANT, Property
    return Property("EX_INV", "p_ex_inv", "authored", INVARIANT, "a or b, every cycle", expression=Binary("||", a, b))


FORM = PropertyForm(name="invariant", notation="`P`", label="inv", temporal=False, order=0, precedence=0,
                    matches=lambda p: p.expression is not None, example=example)
