from . import PropertyForm


def example(a, b, c):
    from ..model import implication
    return implication("EX_SAME", "p_ex_same", "authored", "a gives b in the same cycle", a, b, delay=0)


FORM = PropertyForm(name="same_cycle_implication", notation="`A |-> C`", label="|->", temporal=False, order=1,
                    precedence=70, matches=lambda p: p.delay == 0, example=example)
