"""timer_watchdog: a countdown timer, a watchdog with a latched bark, a staged timeout FSM."""

from __future__ import annotations

from ..draw import Draw, Instance
from ..parts import (
    guard_mutant,
    hold,
    insert_mutant,
    instance,
    lit,
    mirror_properties,
    port,
    register,
    reset_port,
    rule,
    sequence_property,
    until_property,
    value_mutant,
    word,
)

CATEGORY = "timer_watchdog"


def countdown(d: Draw) -> Instance:
    w = d.int("width", 3, 5)
    reload = d.int("reload", 3, min((1 << w) - 1, 12))
    ticked = d.flag("tick_input", 0.7)
    pause = d.flag("pause_input", 0.3) or not ticked  # the count needs a condition to step on
    d.params["pause_input"] = pause
    at_zero = d.choice("at_zero", ["stop", "reload"])
    start_loaded = d.flag("reset_loaded", 0.3)
    cnt = d.name(["remaining", "count", "timer"])
    load, tick = d.name(["load", "start", "restart"]), d.name(["tick", "step"])
    adv = " && ".join([tick] * ticked + ["!pause"] * pause)
    rules = [rule(load, lit(w, reload), f"{load} restarts the count at {reload}"),
             rule(f"{adv} && {cnt} != {lit(w, 0)}",
                  f"{cnt} - {lit(w, 1)}", "a nonzero count decrements")]
    if at_zero == "reload":
        rules.append(rule(adv, lit(w, reload), f"at zero a step reloads {reload}"))
    rules.append(hold(cnt))
    inputs = [port(load, 1, f"restart the countdown at {reload}")]
    if ticked:
        inputs.append(port(tick, 1, "one time unit has elapsed"))
    if pause:
        inputs.append(port("pause", 1, "freeze the count"))
    step = (f"on every {tick}" if ticked else "every cycle") + (" while not paused" if pause else "")
    zero = ("stays there until the next load" if at_zero == "stop"
            else f"then reloads {reload} on its next step, so it runs periodically")
    desc = (f"A {w}-bit countdown timer. Asserting {load} sets the count to {reload}; otherwise it decrements "
            f"{step} until it reaches zero, and {zero}. The expired flag "
            f"is high exactly when the count is zero. Reset sets the count to {reload if start_loaded else 0}.")
    seq_step = " && ".join(([tick] if ticked else []) + (["!pause"] if pause else []) + [f"!{load}"])
    k = 2 if reload > 2 else 1
    props = [sequence_property("t_after_steps", load, [seq_step] * k, f"{cnt} == {lit(w, reload - k)}",
                               f"{word(k)} steps after a load leave {reload - k}")]
    if at_zero == "stop":
        props.append(until_property("t_expired_until_load", "expired", "expired", load,
                                    "once expired, the timer stays expired until a load"))
    mutants = [guard_mutant("ignore_load", cnt, 0, "1'b0", f"{load} is ignored, so the timer never restarts"),
               value_mutant("short_reload", cnt, 0, lit(w, reload - 1), f"a load restarts the count at {reload - 1}"),
               value_mutant("double_step", cnt, 1, f"{cnt} - {lit(w, 2)}", "the count drops by two per step")]
    return instance(d, category=CATEGORY, kind="register_rules", template="countdown_timer", description=desc,
                    reset=reset_port(d), inputs=inputs,
                    outputs=[port(cnt, w, "time units left"), port("expired", 1, "the count is zero")],
                    registers=[register(cnt, w, reload if start_loaded else 0, rules)],
                    derived=[{"name": "expired", "expr": f"{cnt} == {lit(w, 0)}"}],
                    properties=props, mutants=mutants, depth=reload + 6)


def watchdog(d: Draw) -> Instance:
    w = d.int("width", 3, 4)
    limit = d.int("limit", 3, min((1 << w) - 1, 10))
    clear_input = d.flag("clear_input", 0.5)
    kick = d.name(["kick", "pet", "feed"])
    reset = reset_port(d)
    cnt = [rule(kick, lit(w, 0), f"{kick} restarts the count"),
           rule(f"cnt_q != {lit(w, limit)}", f"cnt_q + {lit(w, 1)}", f"the count rises to {limit}"),
           hold("cnt_q")]
    bark_rules = ([rule("bark_clear", "1'b0", "software clears the bark")] if clear_input
                  else [rule(kick, "1'b0", f"{kick} clears the bark")])
    bark_rules += [rule(f"cnt_q == {lit(w, limit)}", "1'b1", f"the count at {limit} raises the bark"), hold("bark_q")]
    regs = [register("cnt_q", w, 0, cnt), register("bark_q", 1, 0, bark_rules)]
    mirror = {"cnt_q": "wd_count", "bark_q": "bark"}
    release = "bark_clear" if clear_input else kick
    props = mirror_properties(regs, mirror)
    props.append(until_property("t_bark_latched", "bark", "bark", release,
                                f"the bark stays up until {'it is cleared' if clear_input else 'a ' + kick}"))
    props.append(sequence_property("t_two_after_kick", kick, [f"!{kick}", f"!{kick}"], f"wd_count == {lit(w, 2)}",
                                   f"two cycles after a {kick} the count is two"))
    inputs = [port(kick, 1, "restart the watchdog")]
    if clear_input:
        inputs.append(port("bark_clear", 1, "acknowledge and clear the bark"))
    desc = (f"A watchdog with a {w}-bit counter that rises every cycle and is restarted by {kick}. When the count "
            f"reaches {limit} it stops there and the bark flag is raised one cycle later; the bark stays up "
            + ("until software clears it with bark_clear." if clear_input else f"until the next {kick}."))
    mutants = [guard_mutant("kick_ignored", "cnt_q", 0, "1'b0", f"{kick} never restarts the count"),
               guard_mutant("late_bark", "bark_q", 1, f"cnt_q == {lit(w, limit)} && {kick}",
                            f"the bark is raised only if a {kick} arrives at the limit"),
               value_mutant("count_by_two", "cnt_q", 1, f"cnt_q + {lit(w, 2)}", "the count rises by two")]
    if limit % 2 == 0:
        mutants[2] = insert_mutant("early_bark", "bark_q", 1, f"cnt_q == {lit(w, limit - 1)}", "1'b1",
                                   "the bark is raised one count early")
    return instance(d, category=CATEGORY, kind="multi_register_rules", template="watchdog_bark", description=desc,
                    reset=reset, inputs=inputs,
                    outputs=[port("wd_count", w, "cycles since the last kick"), port("bark", 1, "timeout seen")],
                    registers=regs, derived=[{"name": "wd_count", "expr": "cnt_q"}, {"name": "bark", "expr": "bark_q"}],
                    properties=props, mutants=mutants, depth=limit + 6)


def staged_timeout(d: Draw) -> Instance:
    stages = d.int("stages", 2, 5)
    tick_first = d.flag("tick_has_priority")
    ack_input = d.flag("ack_input", 0.6)
    sw = max(1, (stages).bit_length())
    names = [f"WAIT{i}" for i in range(stages)] + ["TIMEOUT"]
    states = []
    for i in range(stages):
        nxt = names[i + 1]
        advance = {"when": "tick", "to": nxt, "note": f"a tick moves on to {nxt.lower()}"}
        back = {"when": "kick", "to": "WAIT0", "note": "a kick starts over"}
        if i == 0:
            trans = [{"when": "tick && !kick", "to": nxt, "note": "an unkicked tick starts the countdown"}]
        else:
            trans = [advance, back] if tick_first else [back, advance]
        states.append({"name": names[i], "outputs": {"stage": lit(sw, i), "timed_out": "1'b0"}, "transitions": trans})
    leave = "ack" if ack_input else "kick"
    states.append({"name": "TIMEOUT", "outputs": {"stage": lit(sw, stages), "timed_out": "1'b1"},
                   "transitions": [{"when": leave, "to": "WAIT0", "note": f"{leave} leaves the timeout"}]})
    inputs = [port("tick", 1, "a time unit passes"), port("kick", 1, "restart the countdown")]
    if ack_input:
        inputs.append(port("ack", 1, "acknowledge the timeout"))
    order = "a tick wins over a kick" if tick_first else "a kick wins over a tick"
    desc = (f"A timeout supervisor with {stages} waiting stages. Each tick without a kick moves one stage on; a kick "
            f"returns to the first stage ({order} in the later stages). After the last stage it enters the timeout "
            f"state and raises timed_out until {'ack' if ack_input else 'a kick'} arrives. The stage output numbers "
            "the current stage.")
    last = names[stages - 1]
    mutants = [{"id": "skip_last_kick", "kind": "drop_transition", "state": last,
                "transition": 1 if tick_first else 0, "description": f"a kick in stage {stages - 1} is ignored"},
               {"id": "timeout_not_latched", "kind": "force_transition", "state": "TIMEOUT", "to": "WAIT0",
                "description": "the timeout shows for one cycle only"},
               {"id": "count_without_tick", "kind": "replace_transition_guard", "state": "WAIT0", "transition": 0,
                "when": "!kick", "description": "the countdown starts without a tick"}]
    props = [sequence_property("t_ticks_to_timeout", "stage == " + lit(sw, 0) + " && !timed_out && tick && !kick",
                               ["tick && !kick"] * (stages - 1), "timed_out",
                               f"{word(stages)} unkicked ticks from the first stage reach the timeout")]
    return instance(d, category=CATEGORY, kind="fsm", template="staged_timeout", description=desc,
                    reset=reset_port(d), inputs=inputs,
                    outputs=[port("stage", sw, "the current stage"), port("timed_out", 1, "the timeout is active")],
                    states=states, reset_state="WAIT0", properties=props, mutants=mutants, depth=stages + 8)


TEMPLATES = [countdown, watchdog, staged_timeout]
