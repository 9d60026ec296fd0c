"""The scalar reward of a scored SVA response, from the scorer's record (:class:`~svafam.scoring.records.LineRecord`).

The reward is 0, with the reason, when the response

* could not be scored, was refused (``include``, macros, ...) or is over a limit;
* checks no property (none read, or none supported, or none over interface signals only);
* has a property that is **unsound** (fails on the task's design) or whose soundness is **undecided**
  (a tool failure or the formal time limit: a policy must not gain by making the checks time out);
* has no **good** property: every sound property is trivial (true with no design at all) or vacuous
  (its check is never live on the design) -- tautologies and never-firing implications say nothing.

Otherwise::

    reward = 0.2 * good_fraction + 0.4 * mutation_score + 0.4 * gold_coverage

``good_fraction``  good properties / properties checked: padding a good answer with tautologies or
                   duplicates of nothing lowers it;
``mutation_score`` the family's mutants killed by a good property / mutants in its whole pool (controlled and pool);
``gold_coverage``  the task's gold properties implied by the response's sound properties / gold properties.

The gold answer of a task scores 1.0. The components (all in [0, 1]) also give ``soundness`` (sound /
checked), ``non_triviality`` and ``non_vacuity`` (over the sound properties) for logging.
"""

from __future__ import annotations

from svafam.scoring.records import LineRecord

WEIGHTS = {"good_fraction": 0.2, "mutation_score": 0.4, "gold_coverage": 0.4}


def components(rec: LineRecord) -> dict[str, float]:
    props = rec.properties
    sound = [p for p in props if p.soundness == "sound"]
    n, s = len(props), len(sound)
    return {
        "soundness": s / n if n else 0.0,
        "non_triviality": sum(p.trivial is False for p in sound) / s if s else 0.0,
        "non_vacuity": sum(p.vacuous is False for p in sound) / s if s else 0.0,
        "good_fraction": sum(p.good for p in props) / n if n else 0.0,
        "mutation_score": rec.mutation_score or 0.0,
        "gold_coverage": rec.gold_coverage or 0.0,
    }


def why_zero(rec: LineRecord) -> str | None:
    """The reason the reward of ``rec`` is 0, or None."""
    if rec.problem:
        return f"not scored: {rec.problem}"
    if rec.error:
        return rec.error
    if rec.refused:
        return "refused: " + "; ".join(rec.refused)
    if rec.limits_exceeded and not rec.read:
        return "over a limit: " + "; ".join(rec.limits_exceeded)
    if not rec.properties:
        if rec.not_interface:
            return "no property over interface signals only"
        return "no supported property" if rec.unsupported else "no property"
    unsound = [p.id for p in rec.properties if p.soundness == "unsound"]
    if unsound:
        return f"unsound: {', '.join(unsound[:5])} fail{'s' if len(unsound) == 1 else ''} on the design"
    undecided = [p.id for p in rec.properties if p.soundness != "sound"]
    if undecided:
        return f"soundness undecided for {', '.join(undecided[:5])} (" + \
            ("; ".join(rec.limits_exceeded) or "a tool did not finish") + ")"
    if not any(p.good for p in rec.properties):
        return "no good property: every property is trivial or vacuous (or undecided)"
    return None


def sva_reward(rec: LineRecord) -> tuple[float, dict[str, float], str | None]:
    """(reward, components, reason for a zero)."""
    parts = components(rec)
    reason = why_zero(rec)
    if reason is not None:
        return 0.0, parts, reason
    return round(sum(w * parts[k] for k, w in WEIGHTS.items()), 6), parts, None
