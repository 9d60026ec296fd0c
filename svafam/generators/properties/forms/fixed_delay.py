from . import PropertyForm


def example(a, b, c):
    from ..model import implication
    return implication("EX_DELAY", "p_ex_delay", "authored", "a gives b three cycles later", a, b, delay=3)


FORM = PropertyForm(name="fixed_delay", notation="`A |-> ##k C` (k >= 2)", label="##k", temporal=True, order=3,
                    precedence=50, matches=lambda p: p.delay >= 2, example=example)
