from . import PropertyForm


def example(a, b, c):
    from ..model import Step, implication
    return implication("EX_SEQ", "p_ex_seq", "authored", "a then b gives c", a, c, then=(Step(b, 1, 1),))


FORM = PropertyForm(name="sequence_implication", notation="`A ##k B |-> C`, `A ##[m:n] B |=> C`", label="seq",
                    temporal=True, order=5, precedence=40, matches=lambda p: bool(p.then), example=example)
