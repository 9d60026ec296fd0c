"""The scorer's questions answered in solver sessions, with SBY's verdict rules, one check at a time.

Each :class:`~svafam.scoring.jobs.Question` -- what a job's files say to SBY -- is answered with the
outcome SBY would report, or :class:`Unanswerable` is raised (the job then runs as before).

``bmc`` (``smtbmc --keep-going``, depth N): the assertions that fail in some solver step 1..N-1,
    each with the assumptions of every step up to its failure. smtbmc assumes the assertions it has
    not yet seen fail in the steps before, but on every trace it keeps an assertion that did not fail
    there holds there, so those assumptions cut nothing and the set is this one.
``cover`` (depth N): the covers reached in some step 1..N-1.
``prove`` (PDR racing k-induction): exact, by bounding how far back a failure depends on.

So every verdict is a verdict on one check (a row of the monitor), whatever else the job asserts:
each is asked once per harness and kept (:class:`Answers`, keyed by what the row checks, not by its
label), which is how a property shared by several responses, or by the four variants of a family on
a design-free or mutant harness, is decided once.

A lowered check reads the ports, history registers ``pastK_x`` (K <= D, the monitor's history
depth) and ``pending_*`` trackers. Once its trackers have settled -- from cycle m on their value no
longer depends on the registers' start values (:meth:`Contexts.settled`; m = D without trackers) --
a check's verdict at cycle t >= m depends only on cycles t-m..t and, on a design, the design's state
at t-m. So on a design a check fails in some cycle iff it fails in cycles 0..m from reset, or in
cycle m of a window that starts in a state the design reaches after reset (:meth:`DesignModel.reachable`),
with the monitor's registers free. On the design-free harness a failure in cycle t >= m also shows in
the trace made of cycles t-m..t+1 alone, run from the monitors' initial values: the assumed monitors'
guards only weaken when their history and trackers are younger (flags and trackers enter every guard
positively) and the asserted check has settled by cycle m; so failing in cycles 0..m decides. A
tracker that never settles (``A |-> C until R`` where C can hold forever) is proved by k-induction or
refuted within the bound; otherwise the question is not answered here.
"""

from __future__ import annotations

from collections import OrderedDict

import bitwuzla as bz

from svafam.formal.family import FamilyInterface
from svafam.formal.lower import Monitor, MonitorRow, monitor_rows
from svafam.formal.memo import IdentityMemo
from svafam.generators import expr as ex

from ..jobs import Question
from ..runner import Outcome
from .model import DesignModel, Models, Unanswerable
from .terms import Terms, Unsupported
from .trace import MonitorRun, Trace, identifiers_ok

AND, OR, NOT, DISTINCT = bz.Kind.AND, bz.Kind.OR, bz.Kind.NOT, bz.Kind.DISTINCT
SAT, UNKNOWN = bz.Result.SAT, bz.Result.UNKNOWN
SHALLOW = 3              # steps a bounded check looks at before the whole bound
SETTLE_EXTRA = 4         # cycles past the history depth a tracker may take to settle (and k-induction's k)
CONTEXT_QUESTIONS = 400  # checks asked on one solver before it is replaced (its clauses only grow)


def _all(tm: bz.TermManager, parts: list[bz.Term]) -> bz.Term:
    return tm.mk_true() if not parts else parts[0] if len(parts) == 1 else tm.mk_term(AND, parts)


def _any(tm: bz.TermManager, parts: list[bz.Term]) -> bz.Term:
    return tm.mk_false() if not parts else parts[0] if len(parts) == 1 else tm.mk_term(OR, parts)


class Context:
    """One harness: a solver, the trace from reset (or the design-free one) and a window, kept between
    batches so the design's unrolling is built and bit-blasted once."""

    def __init__(self, terms: Terms, iface: FamilyInterface, model: DesignModel | None, key: tuple = ()):
        self.terms, self.tm, self.iface, self.model, self.key = terms, terms.tm, iface, model, key
        opts = bz.Options()
        opts.set(bz.Option.PRODUCE_MODELS, True)
        opts.set(bz.Option.PREPROCESS, False)   # it redid every assertion on each query: ~10% of the time
        self.solver = bz.Bitwuzla(self.tm, opts)
        self.main = Trace(terms, iface, "free" if model is None else "reset", model)
        self._window: Trace | None = None
        self._prefix: dict[tuple[int, int], bz.Term] = {}
        self._runs: dict[tuple, MonitorRun] = {}
        self.asked = 0

    def run(self, key, mon: Monitor, trace: Trace, free_start: bool = False) -> MonitorRun:
        """``mon`` on ``trace``, instantiated once per context (``key``: what the monitor checks)."""
        full = (key, id(trace), free_start)
        found = self._runs.get(full)
        if found is None:
            found = self._runs[full] = MonitorRun(self.terms, mon, trace, free_start=free_start)
        return found

    def window(self) -> Trace:
        if self._window is None:
            assert self.model is not None
            self._window = Trace(self.terms, self.iface, "window", self.model, self.model.reachable(self.tm))
        return self._window

    def prefix(self, trace: Trace, t: int) -> bz.Term:
        """Every constraint of ``trace`` in cycles 0..t."""
        key = (id(trace), t)
        found = self._prefix.get(key)
        if found is None:
            trace.step(t)
            found = self._prefix[key] = _all(self.tm, [c for u in range(t + 1) for c in trace.cons[u]])
        return found

    def sat(self, *formulas: bz.Term) -> bool:
        result = self.solver.check_sat(*formulas)
        if result == UNKNOWN:
            raise Unanswerable("the solver answered unknown")
        return result == SAT

    def search(self, goals: dict[str, bz.Term]) -> set[str]:
        """The goals some trace meets (each found by a model of the disjunction of those still open)."""
        found: set[str] = set()
        tm = self.tm
        # a Boolean per goal, defined once: reading it in a model is cheap, evaluating the goal is not
        flags = {}
        for label, g in goals.items():
            flag = tm.mk_const(tm.mk_bool_sort())
            self.solver.assert_formula(tm.mk_term(bz.Kind.EQUAL, [flag, g]))
            flags[label] = flag
        while flags:
            if not self.sat(_any(tm, list(flags.values()))):
                break
            hit = {label for label, f in flags.items() if self.solver.get_value(f).is_true()}
            if not hit:
                raise Unanswerable("a model met none of the goals it was asked for")
            found |= hit
            for label in hit:
                del flags[label]
        return found


class Shape:
    """What one check checks, with its label and tracker names taken out; hashed once (the expression
    trees hash themselves anew on every call)."""

    __slots__ = ("key", "_hash")

    def __init__(self, key: tuple):
        self.key = key
        self._hash = hash(key)

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other) -> bool:
        return self is other or (isinstance(other, Shape) and self._hash == other._hash and self.key == other.key)


_ROW_MONITORS: IdentityMemo[tuple] = IdentityMemo()


def _row_monitor(mon: Monitor, row: MonitorRow) -> tuple[Shape, Monitor]:
    """``row`` alone, with the trackers, history registers and ``past_valid`` bits it reads, label and
    tracker names made canonical; and its shape: two rows of the same shape check the same thing.

    ``past_valid`` keeps only the bits the row reads. A row reading the whole vector (a check of history 1
    in a monitor of a deeper one) sees "some bit set" where alone it sees bit 0: the same on every
    reachable state (the vector fills from bit 0), and the proofs are exact for either (see the module)."""
    names = set(ex.identifiers(row.guard)) | set(ex.identifiers(row.body))
    trackers = [(reg, n) for reg, n in mon.trackers if reg in names]
    return _ROW_MONITORS.get((row, *(n for _r, n in trackers)), (),
                             lambda: _canonical(row, names, trackers))


def _canonical(row: MonitorRow, names: set[str], trackers: list) -> tuple[Shape, Monitor]:
    for _reg, n in trackers:
        names |= set(ex.identifiers(n))
    history: dict[str, int] = {}
    for name in names:
        head, _, signal = name.partition("_")
        if head.startswith("past") and head[4:].isdigit() and signal:
            history[signal] = max(history.get(signal, 0), int(head[4:]))
    exprs = [row.guard, row.body] + [n for _r, n in trackers]
    flags = [node.bit + 1 for e in exprs for node in ex.walk(e)
             if isinstance(node, ex.Index) and node.base.name == "past_valid"]
    depth = max(flags + ([1] if "past_valid" in names else []) + [0])
    own = {reg: f"pending_{i}" for i, (reg, _n) in enumerate(trackers)}

    def canonical(e: ex.Expr) -> ex.Expr:
        e = ex.rename(e, own)
        if depth > 1:   # the whole vector read: alone, its lowest bit
            e = ex.map_leaves(e, lambda n: ex.Index(n, 0) if isinstance(n, ex.Ident) and n.name == "past_valid" else n)
        return e
    canon = Monitor((MonitorRow("check", canonical(row.guard), canonical(row.body)),),
                    tuple((own[reg], canonical(n)) for reg, n in trackers), depth, history)
    return Shape((canon.rows[0].guard, canon.rows[0].body, canon.trackers, canon.depth,
                  tuple(sorted(history.items())))), canon


class _Lowered:
    """A question's checks as one monitor, and each row alone (see :func:`_row_monitor`)."""

    def __init__(self, iface: FamilyInterface, checks: tuple):
        self.checks = checks   # kept: the cache is keyed by their identity
        self.monitor = monitor_rows(iface, list(checks))
        if not identifiers_ok(self.monitor, iface):
            raise Unanswerable("a check reads a name that is not a port")
        self.rows = [_row_monitor(self.monitor, row) for row in self.monitor.rows]
        self.run_key = Shape((self.monitor.rows, self.monitor.trackers, self.monitor.depth,
                              tuple(sorted(self.monitor.history.items()))))


class Contexts:
    """Every harness this process has asked about, and what was answered on it (most recent last)."""

    def __init__(self, terms: Terms, models: Models, size: int = 64, answers: int = 200_000):
        self.terms, self.tm, self.models = terms, terms.tm, models
        self.size, self.answer_size = size, answers
        self._contexts: OrderedDict[tuple, Context] = OrderedDict()
        self._answers: OrderedDict[tuple, object] = OrderedDict()
        self._settled: dict[tuple, int | None] = {}
        self._lowered: OrderedDict[tuple, _Lowered] = OrderedDict()
        self.reused = 0   # checks answered from an earlier question

    def context(self, q: Question) -> tuple[tuple, Context]:
        key = ("free", q.iface.ports) if q.design is None else ("design", q.design.module, q.design_text)
        ctx = self._contexts.get(key)
        if ctx is None or ctx.asked > CONTEXT_QUESTIONS:
            model = None if q.design is None else self.models.design(q.iface, q.design.module, q.design_text)
            ctx = self._contexts[key] = Context(self.terms, q.iface, model, key)
        self._contexts.move_to_end(key)
        while len(self._contexts) > self.size:
            self._contexts.popitem(last=False)
        return key, ctx

    def lowered(self, iface: FamilyInterface, checks: tuple) -> _Lowered:
        key = (id(iface), tuple(map(id, checks)))
        found = self._lowered.get(key)
        if found is None or found.checks is not checks and any(a is not b for a, b in zip(found.checks, checks)):
            found = self._lowered[key] = _Lowered(iface, checks)
            while len(self._lowered) > 4096:
                self._lowered.popitem(last=False)
        return found

    def _known(self, key: tuple):
        found = self._answers.get(key)
        if found is not None:
            self._answers.move_to_end(key)
            self.reused += 1
        return found

    def _keep(self, key: tuple, value) -> None:
        self._answers[key] = value
        while len(self._answers) > self.answer_size:
            self._answers.popitem(last=False)

    # -- a question -------------------------------------------------------------------------------

    def answer(self, q: Question) -> Outcome:
        if q.assumed and q.design is not None:
            raise Unanswerable("assumptions on a design harness")
        low = self.lowered(q.iface, q.checked)
        mon = low.monitor
        asm = self.lowered(q.iface, q.assumed) if q.assumed else None
        assumed = asm.monitor if asm is not None else None
        ckey, ctx = self.context(q)
        shapes, rows = [s for s, _m in low.rows], [m for _s, m in low.rows]
        given = None
        if asm is not None:
            given = (frozenset(s for s, _m in asm.rows), assumed.depth, asm.run_key)
        base = (ckey, q.mode, None if q.mode == "prove" else q.depth, given)
        verdict: dict[int, bool] = {}
        todo = []
        for i, shape in enumerate(shapes):
            known = self._known(base + (shape,))
            if known is not None:
                verdict[i] = known
            elif given is not None and shape in given[0]:
                verdict[i] = False   # asserted as it is assumed: never violated
            else:
                todo.append(i)
        try:
            if todo and q.mode == "bmc":
                # a check proved to hold cannot fail within the bound, and the proof looks back only as far
                # as the check reads (the bound is the family's depth): prove first, bound only what fails
                todo = self._proved_first(ctx, ckey, given, todo, shapes, rows, asm, verdict, q.depth)
            if todo:
                found = self._ask(ctx, q, [(shapes[i], rows[i]) for i in todo], asm)
                for j, i in enumerate(todo):
                    verdict[i] = j in found
        except Unsupported as why:
            raise Unanswerable(str(why)) from None
        for i in verdict:
            self._keep(base + (shapes[i],), verdict[i])
        hit = sorted(mon.rows[i].label for i in verdict if verdict[i])
        if q.mode == "cover":
            return Outcome("PASS" if len(hit) == len(rows) else "FAIL", reached=hit)
        return Outcome("FAIL" if hit else "PASS", failed=hit)

    def _proved_first(self, ctx: Context, ckey: tuple, given, todo: list[int], shapes: list, rows: list,
                      assumed: _Lowered | None, verdict: dict[int, bool], steps: int) -> list[int]:
        """The rows of ``todo`` the bounded check (depth ``steps``) must still decide: those proved to hold,
        or shown to fail within the bound, go into ``verdict``."""
        base = (ckey, "prove", None, given)
        holds: dict[int, bool] = {}
        ask = []
        for i in todo:
            known = self._known(base + (shapes[i],))
            if known is None:
                ask.append(i)
            else:
                holds[i] = not known
        within: set[int] = set()
        if ask:
            try:
                failed, early = self._prove(ctx, [(shapes[i], rows[i]) for i in ask], assumed, steps)
            except Unanswerable:
                failed, early = None, set()
            if failed is not None:
                for j, i in enumerate(ask):
                    holds[i] = j not in failed
                    self._keep(base + (shapes[i],), j in failed)
                within = {ask[j] for j in early}
        rest = []
        for i in todo:
            if holds.get(i):
                verdict[i] = False
            elif i in within:   # the proof's counterexample lies within the bound: the bounded check finds one
                verdict[i] = True
            else:
                rest.append(i)
        return rest

    def _ask(self, ctx: Context, q: Question, rows: list[tuple[Shape, Monitor]], assumed: _Lowered | None) -> set[int]:
        """The rows that fail (bmc, prove) or are reached (cover)."""
        ctx.asked += len(rows)
        if q.mode in ("bmc", "cover"):
            return self._bounded(ctx, q, rows, assumed, cover=q.mode == "cover")
        if q.mode == "prove":
            return self._prove(ctx, rows, assumed)[0]
        raise Unanswerable(f"mode {q.mode}")

    def _held(self, ctx: Context, trace: Trace, asm: MonitorRun | None, t: int) -> bz.Term:
        """The trace's own constraints and every assumption, in cycles 0..t."""
        parts = [ctx.prefix(trace, t)] + ([asm.assumed(u) for u in range(t + 1)] if asm else [])
        return _all(self.tm, parts)

    def _bounded(self, ctx: Context, q: Question, rows: list[tuple[Shape, Monitor]], assumed: _Lowered | None, *,
                 cover: bool) -> set[int]:
        trace, tm, steps = ctx.main, self.tm, q.depth
        asm = ctx.run(assumed.run_key, assumed.monitor, trace) if assumed is not None else None
        if asm is not None and not ctx.sat(self._held(ctx, trace, asm, steps - 1)):
            raise Unanswerable("the assumptions are unsatisfiable within the bound (smtbmc: PREUNSAT)")
        found: set[int] = set()
        first = 1
        for last in sorted({min(SHALLOW, steps - 1), steps - 1}):   # most goals met are met early: look there first
            goals = {}
            for i, (shape, row) in enumerate(rows):
                if i in found:
                    continue
                run = ctx.run(shape, row, trace)
                goals[i] = _any(tm, [tm.mk_term(AND, [(run.covered if cover else run.violated)(s - 1)[0],
                                                      self._held(ctx, trace, asm, s)]) for s in range(first, last + 1)])
            found |= ctx.search(goals)
            first = last + 1
        return found

    # -- unbounded ------------------------------------------------------------------------------

    def settled(self, ctx: Context, shape: tuple, mon: Monitor) -> int | None:
        """A cycle from which the trackers of ``mon`` no longer depend on the registers' start values
        (None: not within SETTLE_EXTRA cycles past the history depth)."""
        if not mon.trackers:
            return mon.depth
        # two copies of the monitor, every register started free, on the same trace: design-free (then it
        # settles on every design) or, failing that, a window of this design
        key = (shape, ctx.iface.ports)
        if key not in self._settled:
            self._settled[key] = self._settle(ctx, mon, Trace(self.terms, ctx.iface, "free"))
        if self._settled[key] is not None or ctx.model is None:
            return self._settled[key]
        key += (ctx.key,)
        if key not in self._settled:
            self._settled[key] = self._settle(ctx, mon, ctx.window())
        return self._settled[key]

    def _settle(self, ctx: Context, mon: Monitor, trace: Trace) -> int | None:
        a = MonitorRun(self.terms, mon, trace, free_start=True)
        b = MonitorRun(self.terms, mon, trace, free_start=True)
        for m in range(max(mon.depth, 1), mon.depth + SETTLE_EXTRA + 1):
            differ = _any(self.tm, [self.tm.mk_term(DISTINCT, [x, y]) for x, y in zip(a.trackers(m), b.trackers(m))])
            if not ctx.sat(differ, ctx.prefix(trace, m)):
                return m
        return None

    def _prove(self, ctx: Context, rows: list[tuple[Shape, Monitor]], assumed: _Lowered | None,
               steps: int | None = None) -> tuple[set[int], set[int]]:
        """(the rows that fail, those of them that fail within solver steps 1..``steps``-1 from the initial
        state -- what a bounded check of depth ``steps`` finds)."""
        tm, trace = self.tm, ctx.main
        asm = ctx.run(assumed.run_key, assumed.monitor, trace) if assumed is not None else None
        early, late, unsettled = {}, {}, []
        for i, (shape, row) in enumerate(rows):
            m = self.settled(ctx, shape, row)
            bound = m if m is not None else row.depth + SETTLE_EXTRA
            split = bound if steps is None else min(bound, steps - 2)
            run = ctx.run(shape, row, trace)
            parts = [tm.mk_term(AND, [run.violated(t)[0], self._held(ctx, trace, asm, t + 1)])
                     for t in range(bound + 1)]
            early[i], rest = _any(tm, parts[:split + 1]), parts[split + 1:]
            if m is None:
                unsettled.append(i)
            elif ctx.model is not None:
                window = ctx.window()
                wrun = ctx.run(shape, row, window, free_start=True)
                rest.append(tm.mk_term(AND, [wrun.violated(m)[0], ctx.prefix(window, m + 1)]))
            if rest:
                late[i] = _any(tm, rest)
        within = ctx.search(early)
        found = within | ctx.search({i: g for i, g in late.items() if i not in within})
        for i in unsettled:   # what failed failed; the rest is proved by induction, or not answered here
            if i not in found and not self._inductive(ctx, rows[i][1], assumed):
                raise Unanswerable("a tracker whose value keeps depending on its start (until), "
                                   "not proved by induction")
        return found, within if steps is not None else set()

    def _inductive(self, ctx: Context, row: Monitor, assumed: _Lowered | None) -> bool:
        """k-induction, k up to the settling bound: from any state (on a design, any state it reaches after
        reset) with the monitors' registers free, k cycles without a failure (and with the assumptions) are
        never followed by one. Proves; never refutes."""
        trace = Trace(self.terms, ctx.iface, "free") if ctx.model is None else ctx.window()
        run = MonitorRun(self.terms, row, trace, free_start=True)
        asm = MonitorRun(self.terms, assumed.monitor, trace, free_start=True) if assumed is not None else None
        tm = self.tm
        for k in range(1, row.depth + SETTLE_EXTRA + 1):
            parts = [ctx.prefix(trace, k + 1), run.violated(k)[0]] + \
                [tm.mk_term(NOT, [run.violated(t)[0]]) for t in range(k)]
            if asm is not None:
                parts += [asm.assumed(t) for t in range(k + 2)]
            if not ctx.sat(_all(tm, parts)):
                return True
        return False
