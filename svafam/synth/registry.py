"""Which template makes family ``i`` of a run, and with which random stream.

Instance ``i`` is a pure function of (seed, i, synthesizer version): categories go round
robin (so every prefix of a run is stratified), the generator path cycles within each
category, and the parameters come from a stream seeded by ``sha256(seed:i)``. A longer
run therefore extends a shorter one with the same seed instead of replacing it.

An instance whose behavior parameters, or whose reference RTL up to names, an earlier
instance of the run already has would be a clone, so the run draws that slot again
(:func:`draw_fresh`, with the run's test of what is new): attempt ``a`` seeds its
stream with ``sha256(seed:i:a)``, first on the slot's own template, then -- once a small
template's parameter space is used up -- on the category's other templates in turn.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable

from .draw import Draw, Instance
from .templates import (
    arbiter,
    counter,
    fifo,
    handshake,
    interrupt,
    mode,
    protocol,
    pulse,
    rate_limiter,
    saturating,
    sequence,
    timer,
)

# category -> (id prefix, templates): the prefixes are the curated corpus's, after "syn_"
CATEGORIES: dict[str, tuple[str, list[Callable[[Draw], Instance]]]] = {
    "arbiter": ("arbiter", arbiter.TEMPLATES),
    "counter": ("counter", counter.TEMPLATES),
    "fifo_control": ("fifo", fifo.TEMPLATES),
    "handshake": ("handshake", handshake.TEMPLATES),
    "interrupt_control": ("interrupt", interrupt.TEMPLATES),
    "mode_controller": ("mode_controller", mode.TEMPLATES),
    "protocol_controller": ("protocol_controller", protocol.TEMPLATES),
    "pulse_event": ("pulse_event", pulse.TEMPLATES),
    "rate_limiter": ("rate_limiter", rate_limiter.TEMPLATES),
    "saturating_arithmetic": ("saturating_arithmetic", saturating.TEMPLATES),
    "sequence_detector": ("sequence_detector", sequence.TEMPLATES),
    "timer_watchdog": ("timer", timer.TEMPLATES),
}


def family_id(category: str, index: int) -> str:
    """``syn_<prefix>_<NNNN>``; past 10,000 the block number joins the prefix (ids end in four digits)."""
    prefix = CATEGORIES[category][0]
    block = index // 10000
    return f"syn{block if block else ''}_{prefix}_{index % 10000:04d}"


def slots(count: int, categories: list[str] | None = None) -> list[tuple[int, str]]:
    """(index, category) of the ``count`` families of a run, categories round robin."""
    cats = sorted(categories or CATEGORIES)
    return [(i, cats[i % len(cats)]) for i in range(count)]


REDRAWS_PER_TEMPLATE = 8  # fresh draws tried on one template before the category's next one


def draw(seed: int, index: int, category: str, attempt: int = 0) -> Instance:
    """Instance ``index`` of the run; ``attempt`` > 0 is a redraw of the slot (see :func:`draw_fresh`)."""
    templates = CATEGORIES[category][1]
    cats = len(CATEGORIES)
    template = templates[(index // cats + attempt // REDRAWS_PER_TEMPLATE) % len(templates)]
    digest = hashlib.sha256((f"{seed}:{index}" if attempt == 0 else f"{seed}:{index}:{attempt}").encode()).digest()
    inst = template(Draw(random.Random(int.from_bytes(digest[:8], "big"))))
    inst.data["id"] = family_id(category, index)
    inst.attempt = attempt
    return inst


def draw_fresh(seed: int, index: int, category: str, fresh: Callable[[Instance], bool]) -> Instance:
    """The slot's first draw that ``fresh`` accepts (not a repeat of an earlier instance); when every
    attempt on every template of the category is refused, the last one (the run records it as a clone)."""
    attempts = REDRAWS_PER_TEMPLATE * len(CATEGORIES[category][1])
    for attempt in range(attempts):
        inst = draw(seed, index, category, attempt)
        if fresh(inst):
            return inst
    return inst
