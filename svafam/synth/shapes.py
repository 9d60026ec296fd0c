"""Three parameterized behavior shapes that category templates dress in their own words.

* :func:`level` (register_rules): one register that steps up and down by a drawn step,
  saturating or wrapping at a drawn bound, with a drawn priority between the two
  directions, optional clear and load, and flags at the bounds.
* :func:`counter_flag` (multi_register_rules): a counter that counts a condition up to a
  drawn limit, restarts on a command, and a flag it raises at the limit that stays up
  until it is released; every rule is stated as a property over the mirroring outputs.
* :func:`chain` (fsm): a chain of stages, each left forward on its own guard or back on
  another, ending in a state that is held until a release (and, where the template allows,
  for a drawn minimum time first); guards and fall-back targets come from the template (a
  pattern detector falls back as far as the pattern allows).

Beside next-cycle rules, each shape states its behavior over time in the property forms the
curated corpus uses: sequences, ``until``, fixed delays (how far the value can move in k
cycles), bounded responses (the counter's flag within limit + 1 cycles) and repetition (the
chain's minimum dwell).

Each draws its own parameters into the template's :class:`~svafam.synth.draw.Draw` and writes a
description, property sentences and three mutants that say what this instance does.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .draw import Draw, Instance
from .parts import (
    delay_property,
    guard_mutant,
    hold,
    insert_mutant,
    instance,
    invariant_property,
    lit,
    mirror_properties,
    port,
    register,
    repeat_property,
    reset_port,
    rule,
    sequence_property,
    until_property,
    value_mutant,
    window_property,
    word,
)

# Longest fixed delay drawn: the lowered monitor keeps k cycles of the antecedent's operands
# (a 5-bit level at k=11 was 55 bits of state in 11 of the 17 jobs).
MAX_REACH = 4


@dataclass
class LevelWords:
    category: str
    template: str
    noun: str              # what the register holds: "occupancy", "tokens", ...
    reg: list[str]         # candidate register names
    up: list[str]          # candidate names of the increasing command
    down: list[str]        # candidate names of the decreasing command
    clear: list[str] = field(default_factory=lambda: ["clr", "clear"])
    top_flag: str = "at_max"
    bottom_flag: str = "at_zero"
    up_phrase: str = "raises it"
    down_phrase: str = "lowers it"
    max_width: int = 5
    step_input: bool = False  # the step is an input (an operand) instead of a constant


def level(d: Draw, w: LevelWords) -> Instance:
    width = d.int("width", 3, w.max_width)
    top = d.int("bound", 4, min((1 << width) - 1, 12))
    step = 1 if w.step_input else d.choice("step", [1, 1, 2])
    mode = d.choice("at_bound", ["saturate", "wrap"] if step == 1 and not w.step_input else ["saturate"])
    priority = d.choice("priority", ["up", "down", "cancel"])
    has_clear = d.flag("clear_input", 0.6)
    start = d.int("reset_value", 0, min(top, 3))
    v, up, dn = d.name(w.reg), d.name(w.up), d.name(w.down)
    clear = d.name(w.clear)
    amount = "amount" if w.step_input else None
    inc = f"{v} + {amount}" if amount else f"{v} + {lit(width, step)}"
    dec = f"{v} - {lit(width, step)}"
    rules = [rule(clear, lit(width, 0), f"{clear} empties the {w.noun}")] if has_clear else []
    if priority == "cancel":
        rules.append(rule(f"{up} && {dn}", v, f"{up} and {dn} together cancel out"))
    if mode == "saturate":
        fits = (f"{amount} <= {lit(width, top)} && {v} <= {lit(width, top)} - {amount}" if amount
                else f"{v} <= {lit(width, top - step)}")
        up_rules = [rule(f"{up} && {fits}", inc, f"{up} {w.up_phrase} by {amount or step}"),
                    rule(up, lit(width, top), f"{up} stops at {top}")]
        inc_at = 0
    else:
        up_rules = [rule(f"{up} && {v} == {lit(width, top)}", lit(width, 0), f"{up} wraps from {top} to zero"),
                    rule(up, inc, f"{up} {w.up_phrase} by one")]
        inc_at = 1
    down_rules = [rule(f"{dn} && {v} >= {lit(width, step)}", dec, f"{dn} {w.down_phrase} by {step}"),
                  rule(dn, lit(width, 0), f"{dn} stops at zero")]
    base = len(rules)
    if priority == "down":
        first_dn, first_up, wrap_at = base, base + 2 + inc_at, base + 2
        rules += down_rules + up_rules
    else:
        first_up, first_dn, wrap_at = base + inc_at, base + 2, base
        rules += up_rules + down_rules
    rules.append(hold(v))
    inputs = [port(up, 1, f"{w.up_phrase.split()[0]} the {w.noun}"),
              port(dn, 1, f"{w.down_phrase.split()[0]} the {w.noun}")]
    if amount:
        inputs.append(port("amount", width, "how much to add"))
        d.params["amount_width"] = width
    if has_clear:
        inputs.append(port(clear, 1, f"empty the {w.noun}"))
    both = {"up": f"{up} wins over {dn}", "down": f"{dn} wins over {up}", "cancel": f"{up} and {dn} together cancel"}
    desc = (f"A {width}-bit {w.noun} register between 0 and {top}. {up} {w.up_phrase} by "
            f"{'the amount input' if amount else step} and {dn} {w.down_phrase} by {step}; "
            + (f"at {top} it stops, " if mode == "saturate" else f"past {top} it wraps to zero, ")
            + f"at zero it stops going down, and {both[priority]}. "
            + (f"{clear} empties it and wins over both. " if has_clear else "")
            + f"Reset sets it to {start}; {w.top_flag} flags {top} and {w.bottom_flag} flags zero.")
    guard_up = f"{up} && !{dn}" if priority != "up" else up
    quiet = [guard_up + (f" && !{clear}" if has_clear else "")]
    add = "amount == " + lit(width, 1) + " && " if amount else ""
    grow = step if not amount else 1
    props = []
    if 2 * grow <= top:
        props.append(sequence_property("t_two_up", f"{v} == {lit(width, 0)} && {add}{quiet[0]}", [add + quiet[0]],
                                       f"{v} == {lit(width, 2 * grow)}",
                                       f"two {up} cycles from zero{' adding one' if amount else ''} "
                                       f"reach {2 * grow}"))
    if not amount and 2 * step < top:
        k = d.int("reach_cycles", 2, min(MAX_REACH, (top - 1) // step))
        props.append(delay_property("t_slow_rise", f"{v} == {lit(width, 0)}", k, f"{v} <= {lit(width, k * step)}",
                                    f"{word(k)} cycles after zero, {v} is at most {k * step}"))
    if mode == "saturate":
        release = " || ".join([dn] + ([clear] if has_clear else []))
        props.append(until_property("t_top_held", w.top_flag, w.top_flag, release,
                                    f"once at {top}, the {w.noun} stays there until {dn}"
                                    + (f" or {clear}" if has_clear else "")))
    over = f"{v} + {amount} + {lit(width, 1)}" if amount else f"{v} + {lit(width, step + 1)}"
    mutants = [guard_mutant(f"{up}_ignored", v, first_up, "1'b0", f"{up} no longer {w.up_phrase} below the bound"),
               value_mutant(f"{up}_overshoots", v, first_up, over, f"{up} {w.up_phrase} by one too many")
               if mode == "saturate" else
               value_mutant(f"{up}_no_wrap", v, wrap_at, lit(width, top),
                            f"{up} at {top} stays there instead of wrapping"),
               value_mutant(f"{dn}_too_far", v, first_dn, f"{v} - {lit(width, step + 1)}",
                            f"{dn} {w.down_phrase} by one too many")]
    return instance(d, category=w.category, kind="register_rules", template=w.template, description=desc,
                    reset=reset_port(d), inputs=inputs,
                    outputs=[port(v, width, f"the {w.noun}"), port(w.top_flag, 1, f"the {w.noun} is {top}"),
                             port(w.bottom_flag, 1, f"the {w.noun} is zero")],
                    registers=[register(v, width, start, rules)],
                    derived=[{"name": w.top_flag, "expr": f"{v} == {lit(width, top)}"},
                             {"name": w.bottom_flag, "expr": f"{v} == {lit(width, 0)}"}],
                    properties=props, mutants=mutants, depth=top // max(1, grow) + 8)


@dataclass
class CounterFlagWords:
    category: str
    template: str
    event: list[str]       # candidate names of the counted event
    restart: list[str]     # candidate names of the restart command
    flag: str              # output name of the flag
    count: str             # output name of the count
    what: str              # "errors", "cycles", ...
    flag_phrase: str       # "the threshold is reached"


def counter_flag(d: Draw, w: CounterFlagWords) -> Instance:
    width = d.int("width", 3, 4)
    limit = d.int("limit", 3, min((1 << width) - 1, 10))
    every_cycle = d.flag("counts_every_cycle", 0.3)
    clear_input = d.flag("separate_release", 0.5)
    flag_on_event = d.flag("flag_needs_event", 0.3) and not every_cycle
    down = d.choice("direction", ["up", "down"]) == "down"
    wrap = d.choice("at_end", ["stop", "wrap"]) == "wrap"
    pause = d.flag("pause_input", 0.4) or (every_cycle and wrap)  # else the hold rule could never apply
    d.params["pause_input"] = pause
    event, restart = d.name(w.event), d.name(w.restart)
    start, end = (limit, 0) if down else (0, limit)
    counted = " && ".join(([] if every_cycle else [event]) + (["!pause"] if pause else [])) or "1'b1"
    what = "each cycle" if every_cycle else f"each {event}"
    count_rules = [rule(restart, lit(width, start), f"{restart} restarts the count at {start}")]
    if wrap:
        count_rules.append(rule(f"{counted} && cnt_q == {lit(width, end)}" if counted != "1'b1"
                                else f"cnt_q == {lit(width, end)}", lit(width, start),
                                f"{what} at {end} starts over at {start}"))
    step_at = len(count_rules)
    step_guard = f"cnt_q != {lit(width, end)}" if counted == "1'b1" else f"{counted} && cnt_q != {lit(width, end)}"
    op = "-" if down else "+"
    count_rules += [rule(step_guard, f"cnt_q {op} {lit(width, 1)}", f"{what} counts toward {end}"), hold("cnt_q")]
    release = "clear_flag" if clear_input else restart
    raise_when = f"cnt_q == {lit(width, end)}" + (f" && {event}" if flag_on_event else "")
    flag_rules = [rule(release, "1'b0", f"{release} lowers the flag"),
                  rule(raise_when, "1'b1", f"the flag rises at {end}" + (f" on a further {event}" if flag_on_event
                                                                          else "")),
                  hold("flag_q")]
    regs = [register("cnt_q", width, start, count_rules), register("flag_q", 1, 0, flag_rules)]
    mirror = {"cnt_q": w.count, "flag_q": w.flag}
    props = mirror_properties(regs, mirror)
    props.append(until_property("t_flag_held", w.flag, w.flag, release, f"{w.flag} stays up until {release}"))
    quiet = " && ".join(([] if every_cycle else [event]) + (["!pause"] if pause else []) + [f"!{restart}"])
    two = start - 2 if down else 2
    props.append(sequence_property("t_two_counted", restart, [quiet, quiet], f"{w.count} == {lit(width, two)}",
                                   f"two counted cycles after {restart} leave the count at {two}"))
    props.append(invariant_property("t_count_in_range", f"{w.count} <= {lit(width, limit)}",
                                    f"{w.count} never exceeds {limit}"))
    k = d.int("reach_cycles", 2, min(MAX_REACH, limit - 1))
    reach = f"{w.count} >= {lit(width, start - k)}" if down else f"{w.count} <= {lit(width, k)}"
    props.append(delay_property("t_count_one_a_cycle", f"{w.count} == {lit(width, start)}", k, reach,
                                f"{word(k)} cycles after {start} the count is "
                                + (f"at least {start - k}" if down else f"at most {k}")))
    # the flag rises within limit + 1 cycles of counting; any cycle that does not count ends the promise
    uncounted = ([] if every_cycle else [f"!{event}"]) + (["pause"] if pause else [])
    stoppers = [restart] + uncounted + (["clear_flag"] if clear_input else [])
    unless = ((["a cycle goes uncounted"] if uncounted else []) + [f"{restart} comes"]
              + (["clear_flag holds it down"] if clear_input else []))
    props.append(window_property("t_flag_in_time", f"!{w.flag}", 0, limit + 1, " || ".join([w.flag] + stoppers),
                                 f"{w.flag} rises within {limit + 1} cycles unless "
                                 + (", ".join(unless[:-1]) + " or " if len(unless) > 1 else "") + unless[-1]))
    inputs = [] if every_cycle else [port(event, 1, f"one of the {w.what}")]
    inputs.append(port(restart, 1, "restart the count"))
    if pause:
        inputs.append(port("pause", 1, "hold the count"))
    if clear_input:
        inputs.append(port("clear_flag", 1, f"lower {w.flag}"))
    desc = (f"Counts {('cycles' if every_cycle else w.what)}{' unless paused' if pause else ''} in a {width}-bit "
            f"counter {'down' if down else 'up'} from {start} to {end}, where it "
            + (f"starts over at {start}" if wrap else "stops") + f"; {restart} starts it over. {w.flag} rises one "
            f"cycle after the count is {end}" + (f" and a further {event} arrives" if flag_on_event else "")
            + f" ({w.flag_phrase}) and stays up until {release}.")
    early = end + 1 if down else end - 1
    mutants = [guard_mutant(f"{restart}_ignored", "cnt_q", 0, "1'b0", f"{restart} never restarts the count"),
               insert_mutant("flag_early", "flag_q", 1, f"cnt_q == {lit(width, early)}", "1'b1",
                             f"{w.flag} rises one count early"),
               value_mutant("count_by_two", "cnt_q", step_at, f"cnt_q {op} {lit(width, 2)}",
                            "the count moves by two")]
    return instance(d, category=w.category, kind="multi_register_rules", template=w.template, description=desc,
                    reset=reset_port(d), inputs=inputs,
                    outputs=[port(w.count, width, f"{w.what} counted"), port(w.flag, 1, w.flag_phrase)],
                    registers=regs, derived=[{"name": w.count, "expr": "cnt_q"}, {"name": w.flag, "expr": "flag_q"}],
                    properties=props, mutants=mutants, depth=limit + 7)


@dataclass
class ChainWords:
    category: str
    template: str
    stage: str             # what a stage is: "bit", "phase", ...
    done: str              # name of the final state and its flag output
    index: str             # output numbering the stage
    advance: list[str]     # per stage: the guard that moves on (an expression over the inputs)
    back: list[str]        # per stage: the guard that falls back (or "" for none)
    back_to: list[int]     # per stage: where it falls back to
    release: str           # guard that leaves the final state
    release_to: int = 0
    inputs: list[dict] = field(default_factory=list)
    sentence: str = ""     # what reaching the end means
    may_dwell: bool = True  # the end may be drawn to show a minimum time (not for a level that must follow)


def chain(d: Draw, w: ChainWords, back_first: bool, description: str) -> Instance:
    n = len(w.advance)
    iw = max(1, n.bit_length())
    dwell = d.int("min_done_cycles", 1, 4) if w.may_dwell else 1  # the end shows at least this long
    names = [f"S{i}" for i in range(n)] + [w.done.upper()]
    first_done = f"{w.done.upper()}_HOLD0" if dwell > 1 else names[n]
    states = []
    for i in range(n):
        fwd = {"when": w.advance[i], "to": names[i + 1] if i + 1 < n else first_done, "note": f"stage {i} moves on"}
        trans = [fwd]
        if w.back[i]:
            bk = {"when": w.back[i], "to": names[w.back_to[i]], "note": f"stage {i} falls back to stage {w.back_to[i]}"}
            trans = [bk, fwd] if back_first else [fwd, bk]
        states.append({"name": names[i], "outputs": {w.index: lit(iw, i), w.done: "1'b0"}, "transitions": trans})
    end_outputs = {w.index: lit(iw, n), w.done: "1'b1"}
    for j in range(dwell - 1):
        nxt = f"{w.done.upper()}_HOLD{j + 1}" if j + 2 < dwell else names[n]
        states.append({"name": f"{w.done.upper()}_HOLD{j}", "outputs": dict(end_outputs),
                       "transitions": [{"when": "1'b1", "to": nxt, "note": f"{w.done} is held {j + 2} cycles"}]})
    states.append({"name": names[n], "outputs": dict(end_outputs),
                   "transitions": [{"when": w.release, "to": names[w.release_to], "note": "released"}]})
    steps = []
    for i in range(n):
        guard = w.advance[i]
        if w.back[i] and back_first:
            guard = f"({guard}) && !({w.back[i]})"
        steps.append(guard)
    props = [sequence_property("t_walk_through", f"{w.index} == {lit(iw, 0)} && !{w.done} && {steps[0]}", steps[1:],
                               w.done, w.sentence or f"{word(n)} stages in a row reach {w.done}")]
    if n >= 3:
        k = d.int("reach_cycles", 2, min(n - 1, MAX_REACH))
        props.append(delay_property("t_one_stage_a_cycle", f"{w.index} == {lit(iw, 0)}", k,
                                    f"{w.index} <= {lit(iw, k)}",
                                    f"from the first {w.stage}, {word(k)} cycles later {w.index} is at most {k}"))
    if dwell > 1:
        props.append(repeat_property("t_done_dwell", f"{w.index} == {lit(iw, n - 1)} && !{w.done} && {steps[-1]}",
                                     w.done, dwell, f"once reached, {w.done} stays up {word(dwell)} cycles at least"))
        description += f" Once {w.done} rises it stays up for at least {word(dwell)} cycles, even if released sooner."
    if w.release != "1'b1":
        props.append(until_property("t_done_held", w.done, w.done, w.release,
                                    f"{w.done} stays up until it is released"))
    last_back = next((i for i in range(n - 1, -1, -1) if w.back[i]), None)
    mutants = [{"id": "end_not_held", "kind": "force_transition", "state": names[n], "to": names[w.release_to],
                "description": f"{w.done} shows for one cycle only"},
               {"id": "first_stage_free", "kind": "replace_transition_guard", "state": names[0],
                "transition": 1 if (w.back[0] and back_first) else 0, "when": "1'b1",
                "description": "the first stage moves on whatever the inputs"}]
    if last_back is not None:
        mutants.append({"id": "no_fall_back", "kind": "drop_transition", "state": names[last_back],
                        "transition": 0 if back_first else 1,
                        "description": f"stage {last_back} no longer falls back"})
    else:
        mutants.append({"id": "skip_stage", "kind": "force_transition", "state": names[max(0, n - 2)],
                        "to": names[n], "description": "a stage is skipped"})
    return instance(d, category=w.category, kind="fsm", template=w.template, description=description,
                    reset=reset_port(d), inputs=w.inputs,
                    outputs=[port(w.index, iw, f"the current {w.stage}"), port(w.done, 1, w.sentence or "the end")],
                    states=states, reset_state=names[0], properties=props, mutants=mutants, depth=n + dwell + 7)
