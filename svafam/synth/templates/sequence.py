"""sequence_detector: a history shift register, a symbol-error monitor, a pattern-matching machine."""

from __future__ import annotations

from ..draw import Draw, Instance
from ..parts import guard_mutant, hold, instance, port, register, reset_port, rule, sequence_property, value_mutant
from ..shapes import ChainWords, CounterFlagWords, chain, counter_flag

CATEGORY = "sequence_detector"


def _pattern(d: Draw, low: int, high: int) -> list[int]:
    n = d.int("pattern_length", low, high)
    value = d.int("pattern", 1, (1 << n) - 2)  # not all zeros nor all ones
    return [(value >> (n - 1 - i)) & 1 for i in range(n)]


def history(d: Draw) -> Instance:
    pat = _pattern(d, 3, 5)
    n = len(pat)
    gated = True  # an ungated history has no hold rule; the enable is part of the shape
    h = d.name(["hist", "window", "shift"])
    shift = f"{{{h}[{n - 2}:0], din}}"
    rules = [rule("en" if gated else "1'b1", shift, "a sampled bit enters the history")]
    if gated:
        rules.append(hold(h))
    value = "".join(map(str, pat))
    cond = (lambda b: f"en && din == 1'b{b}") if gated else (lambda b: f"din == 1'b{b}")
    props = [sequence_property("t_pattern_seen", cond(pat[0]), [cond(b) for b in pat[1:]], "match",
                               f"the bits {value} in a row are flagged")]
    mutants = [value_mutant("inverted_bit", h, 0, f"{{{h}[{n - 2}:0], !din}}", "the incoming bit is inverted"),
               value_mutant("wrong_direction", h, 0, f"{{din, {h}[{n - 1}:1]}}", "bits shift in at the wrong end")]
    mutants.append(guard_mutant("enable_ignored", h, 0, "1'b1", "bits are sampled even without enable") if gated
                   else value_mutant("stale_bit", h, 0, f"{{{h}[{n - 2}:0], {h}[0]}}", "the newest bit is repeated"))
    desc = (f"Keeps the last {n} {'enabled ' if gated else ''}bits of din (newest in bit 0) and flags match while "
            f"they read {value}, oldest first.")
    return instance(d, category=CATEGORY, kind="register_rules", template="history_pattern_match", description=desc,
                    reset=reset_port(d), inputs=[port("din", 1, "serial input")] + ([port("en", 1, "sample din")]
                                                                                    if gated else []),
                    outputs=[port(h, n, "recent bits"), port("match", 1, f"the history reads {value}")],
                    registers=[register(h, n, 0, rules)], derived=[{"name": "match", "expr": f"{h} == {n}'b{value}"}],
                    properties=props, mutants=mutants, depth=n + 6)


def symbol_errors(d: Draw) -> Instance:
    return counter_flag(d, CounterFlagWords(CATEGORY, "symbol_error_monitor", ["bad_symbol", "code_err"],
                                            ["resync", "align"], "out_of_sync", "bad_cnt", "bad symbols",
                                            "too many bad symbols: the link is out of sync"))


def fallback(pat: list[int], i: int) -> int:
    """Where a pattern matcher that has matched ``pat[:i]`` goes when the next bit is not ``pat[i]``."""
    seen = pat[:i] + [1 - pat[i]]
    for k in range(i, 0, -1):
        if seen[-k:] == pat[:k]:
            return k
    return 0


def matcher(d: Draw) -> Instance:
    pat = _pattern(d, 3, 5)
    n = len(pat)
    back_first = d.flag("mismatch_listed_first")
    value = "".join(map(str, pat))
    adv = [f"din == 1'b{b}" for b in pat]
    back = [""] + [f"din != 1'b{b}" for b in pat[1:]]
    targets = [0] + [fallback(pat, i) for i in range(1, n)]
    for i in range(1, n):  # a fall-back onto the same stage is a stay: no transition
        if targets[i] == i:
            back[i] = ""
    w = ChainWords(CATEGORY, "overlapping_pattern_fsm", "matched prefix", "found", "matched",
                   adv, back, targets, "clear_found", 0,
                   [port("din", 1, "serial input"), port("clear_found", 1, "acknowledge a detection")],
                   f"the bits {value} in a row are detected")
    desc = (f"Detects the serial pattern {value} on din, overlaps included: the matched output counts how much of "
            "the pattern has been seen, a wrong bit falls back to the longest prefix still matched, and found stays "
            "up until clear_found.")
    d.params["pattern_bits"] = value
    return chain(d, w, back_first, desc)


TEMPLATES = [history, symbol_errors, matcher]
