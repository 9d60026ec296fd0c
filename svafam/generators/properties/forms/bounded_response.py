from . import PropertyForm


def example(a, b, c):
    from ..model import implication
    return implication("EX_WINDOW", "p_ex_window", "authored", "a gives b within one to three cycles", a, b,
                       delay=1, delay_max=3)


FORM = PropertyForm(name="bounded_response", notation="`A |-> ##[m:n] C`", label="##[m:n]", temporal=True, order=4,
                    precedence=30, matches=lambda p: p.delay_max is not None, example=example)
