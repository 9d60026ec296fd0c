from . import PropertyForm


def example(a, b, c):
    from ..model import implication
    return implication("EX_UNTIL", "p_ex_until", "authored", "after a, b holds until c", a, b, until=c)


FORM = PropertyForm(name="until", notation="`A |=> C until R`", label="until", temporal=True, order=7,
                    precedence=10, matches=lambda p: p.until is not None, example=example)
