"""The property model: plain immutable data that printing, lowering and checking read.

A :class:`Property` is an invariant (``expression`` holds every cycle) or an
implication from an antecedent sequence to a consequent, optionally disabled
while ``disable`` holds (``disable iff``)::

    antecedent ##d1 s1 ##[lo:hi] s2 ...   (``then``: the later steps)
      |-> ##delay consequent               (``delay``; ``delay_max`` for ##[delay:delay_max])
      |-> ##delay consequent[*repeat]      (``repeat`` > 1: holds that many cycles in a row)
      |-> consequent until release          (``until``; ``delay`` 0 is ``|->``, 1 is ``|=>``)

``delay`` 1 with one antecedent step is ``A |=> C``, delay 0 ``A |-> C``. The form
(:func:`form_of`) names which of these a property is; it follows from the fields.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from itertools import product

from .. import expr as ex
from ..verilog import v
from .forms import BY_PRECEDENCE, PROPERTY_FORMS

INVARIANT = "invariant"
SAME_CYCLE = "same_cycle_implication"     # A |-> C
NEXT_CYCLE = "next_cycle_implication"     # A |=> C  (and A |-> ##1 C)
FIXED_DELAY = "fixed_delay"               # A |-> ##k C, k >= 2
BOUNDED_RESPONSE = "bounded_response"     # A |-> ##[m:n] C
SEQUENCE = "sequence_implication"         # A ##k B ... |-> C / |=> C
REPETITION = "repetition"                 # A |=> C[*k]
UNTIL = "until"                           # A |=> C until R

# every form, and those that look beyond the next cycle, as the registry (.forms) lists them
FORMS = tuple(f.name for f in PROPERTY_FORMS)
TEMPORAL_FORMS = tuple(f.name for f in PROPERTY_FORMS if f.temporal)

MAX_SHAPES = 64  # antecedent matches a ranged sequence may have; each becomes a term of the monitor


@dataclass(frozen=True)
class Step:
    """A later step of an antecedent sequence: ``expr`` holds ``lo``..``hi`` cycles after the step before."""

    expr: ex.Expr
    lo: int = 1
    hi: int = 1

    def to_json(self) -> dict:
        out: dict = {"delay": self.lo}
        if self.hi != self.lo:
            out["delay_max"] = self.hi
        out["expr"] = v(self.expr)
        return out


@dataclass(frozen=True)
class Property:
    id: str
    name: str            # SVA property name
    role: str            # reset | rule | hold | derived | transition | stay | encoding | authored | predicted
    form: str            # one of FORMS; must agree with the fields (see form_of)
    sentence: str
    antecedent: ex.Expr | None = None
    consequent: ex.Expr | None = None
    expression: ex.Expr | None = None
    disable: ex.Expr | None = None
    then: tuple[Step, ...] = ()
    delay: int = -1                  # cycles from the antecedent's match to the consequent; -1: as the form says
    delay_max: int | None = None     # last cycle of a bounded response window
    repeat: int = 1
    until: ex.Expr | None = None
    covers_transitions: tuple[str, ...] = field(default=(), compare=False)  # FSM transitions this states

    def __post_init__(self) -> None:
        if self.form in (SAME_CYCLE, NEXT_CYCLE):
            # the two one-step forms name their delay (whatever a copied draft carried); the others give it
            object.__setattr__(self, "delay", 0 if self.form == SAME_CYCLE else 1)

    @property
    def is_implication(self) -> bool:
        return self.form != INVARIANT

    @property
    def window(self) -> tuple[int, int]:
        """First and last cycle, after the antecedent's match, at which the consequent may be checked."""
        last = self.delay_max if self.delay_max is not None else self.delay + self.repeat - 1
        return self.delay, last

    def steps(self) -> list[Step]:
        """Every antecedent step, the first with delay 0."""
        assert self.antecedent is not None
        return [Step(self.antecedent, 0, 0), *self.then]

    def shape_count(self) -> int:
        """How many ways the antecedent can match (without listing them)."""
        count = 1
        for s in self.then:
            count *= s.hi - s.lo + 1
        return count

    def shapes(self) -> list[tuple[int, ...]]:
        """Each way the antecedent can match: for every step, how many cycles before the match's end it held."""
        options = [range(s.lo, s.hi + 1) for s in self.then]
        out = []
        for delays in product(*options):
            ago, offsets = 0, [0]
            for d in reversed(delays):
                ago += d
                offsets.append(ago)
            out.append(tuple(reversed(offsets)))
        return out

    def expressions(self) -> list[ex.Expr]:
        exprs = [self.antecedent, self.consequent, self.expression, self.disable, self.until]
        return [e for e in exprs if e is not None] + [s.expr for s in self.then]

    def history(self) -> int:
        """Cycles of ``$past`` history the property's expressions read, at most."""
        return max([ex.max_past_depth(e) for e in self.expressions()] or [0])

    def span(self) -> int:
        """Cycles from an attempt's start to the last cycle its outcome is decided (0 for an invariant);
        for ``until`` the bounded part only (its end waits for the release)."""
        if not self.is_implication:
            return 0
        antecedent = sum(s.hi for s in self.then)
        return antecedent + (self.delay if self.until is not None else self.window[1])

    def time_window(self) -> int:
        """Cycles the property looks at, from the oldest value it reads to the last cycle it checks."""
        return self.span() + self.history() + 1

    def to_json(self) -> dict:
        out: dict = {"id": self.id, "sva_name": self.name, "role": self.role, "form": self.form,
                     "sentence": self.sentence}
        if self.form == INVARIANT:
            out["expression"] = v(self.expression)
        else:
            out["antecedent"] = v(self.antecedent)
            if self.then:
                out["then"] = [s.to_json() for s in self.then]
            out["consequent"] = v(self.consequent)
            out["delay"] = self.delay
            if self.delay_max is not None:
                out["delay_max"] = self.delay_max
            if self.repeat > 1:
                out["repeat"] = self.repeat
            if self.until is not None:
                out["until"] = v(self.until)
        out["disable"] = v(self.disable) if self.disable is not None else None
        return out

    @staticmethod
    def from_json(d: dict) -> "Property":
        def p(key: str) -> ex.Expr | None:
            return ex.parse(d[key]) if d.get(key) is not None else None

        then = tuple(Step(ex.parse(s["expr"]), s["delay"], s.get("delay_max", s["delay"])) for s in d.get("then", []))
        return Property(d["id"], d["sva_name"], d["role"], d["form"], d["sentence"],
                        antecedent=p("antecedent"), consequent=p("consequent"),
                        expression=p("expression"), disable=p("disable"), then=then,
                        delay=d.get("delay", -1), delay_max=d.get("delay_max"), repeat=d.get("repeat", 1),
                        until=p("until"))


def implication(pid: str, name: str, role: str, sentence: str, antecedent: ex.Expr, consequent: ex.Expr, *,
                then: tuple[Step, ...] = (), delay: int = 1, delay_max: int | None = None, repeat: int = 1,
                until: ex.Expr | None = None, disable: ex.Expr | None = None) -> Property:
    """An implication with its form worked out from its shape (a window [k:k] is the fixed delay k)."""
    if delay_max == delay:
        delay_max = None
    draft = Property(pid, name, role, "", sentence, antecedent=antecedent, consequent=consequent,
                     disable=disable, then=then, delay=delay, delay_max=delay_max, repeat=repeat, until=until)
    return replace(draft, form=form_of(draft))


def form_of(p: Property) -> str:
    """The form a property's fields make, the most specific temporal feature first."""
    for form in BY_PRECEDENCE:
        if form.matches(p):
            return form.name
    raise ValueError(f"property {p.id}: no form matches its fields (delay {p.delay})")


def features(p: Property) -> list[str]:
    """Everything temporal a property uses: its form, a sequence antecedent, and sampled-value functions."""
    out = [p.form]
    if p.then and p.form != SEQUENCE:
        out.append(SEQUENCE)
    calls = [n for e in p.expressions() for n in ex.walk(e) if isinstance(n, ex.Call)]
    if any(c.func == "$past" and c.depth >= 2 for c in calls):
        out.append("$past(x, k>=2)")
    for func in ex.SAMPLED_FUNCTIONS:
        if any(c.func == func for c in calls):
            out.append(func)
    return out


def limit_problem(p: Property, depth: int) -> str | None:
    """Why ``p`` is too large to check completely at formal depth ``depth``, or None."""
    if p.shape_count() > MAX_SHAPES:
        return (f"the antecedent can match in {p.shape_count()} ways (the product of its windows), "
                f"more than {MAX_SHAPES}; narrow its windows")
    cycles = p.time_window()
    if cycles > depth:
        return (f"the property looks at {cycles} cycles (from the oldest value it reads to the last cycle it "
                f"checks), more than the formal depth {depth}; shorten it, or raise formal.depth to {cycles}")
    return None
