from . import PropertyForm


def example(a, b, c):
    from ..model import implication
    return implication("EX_REP", "p_ex_rep", "authored", "a gives b for three cycles", a, b, repeat=3)


FORM = PropertyForm(name="repetition", notation="`A |=> C[*k]`", label="[*k]", temporal=True, order=6,
                    precedence=20, matches=lambda p: p.repeat > 1, example=example)
