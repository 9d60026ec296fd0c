from . import PropertyForm


def example(a, b, c):
    from ..model import implication
    return implication("EX_NEXT", "p_ex_next", "authored", "a gives b in the next cycle", a, b)


FORM = PropertyForm(name="next_cycle_implication", notation="`A |=> C`", label="|=>", temporal=False, order=2,
                    precedence=60, matches=lambda p: p.delay == 1, example=example)
