"""The stimuli a reference model is co-simulated on, one file per family.

``dataset/<family>/tasks/refmodel/stimuli.json``: every stimulus is a list of cycles,
each the values of the reset input and the data inputs (in the order of ``inputs``),
applied as in :mod:`svafam.oracle.reference` (cycle ``i`` applies ``cycles[i]``; every model
starts in its reset state).

* **directed**: the inputs of each trace the family's evidence keeps (the distinguishing
  witnesses and the gold-on-mutant counterexamples: the corners where a mutant goes
  wrong), played twice with one reset cycle between, so reset is also asserted mid-run;
* **random**: ``RANDOM_STIMULI`` stimuli of ``RANDOM_CYCLES`` cycles, seeded by the family
  id (``SEED``): reset in cycle 0 and again for one or two cycles somewhere in the middle;
  1-bit inputs high with probability 0.2, 0.5 or 0.8 (by stimulus); wider inputs uniform,
  or 0, 1 or all ones one time in three.

Reset is asserted and released in every stimulus, so a model with the wrong reset
polarity or one that ignores reset fails.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

from . import waveform as wf

STIMULI_FILE = "tasks/refmodel/stimuli.json"
SEED = "sva-families refmodel stimuli v1"
RANDOM_STIMULI = 8
RANDOM_CYCLES = 40
_DENSITIES = (0.2, 0.5, 0.8)


def _rng(family: str) -> random.Random:
    return random.Random(int.from_bytes(hashlib.sha256(f"{SEED}:{family}".encode()).digest()[:8], "big"))


def _random_stimulus(rng: random.Random, k: int, widths: list[int], reset_on: int) -> list[list[int]]:
    density = _DENSITIES[k % len(_DENSITIES)]
    mid = rng.randrange(RANDOM_CYCLES // 4, 3 * RANDOM_CYCLES // 4)
    length = rng.choice((1, 2))
    cycles = []
    for c in range(RANDOM_CYCLES):
        reset = reset_on if c == 0 or mid <= c < mid + length else 1 - reset_on
        row = [reset]
        for w in widths:
            if w == 1:
                row.append(int(rng.random() < density))
            elif rng.random() < 1 / 3:
                row.append(rng.choice((0, 1, (1 << w) - 1)))
            else:
                row.append(rng.getrandbits(w))
        cycles.append(row)
    return cycles


def _directed(family_dir: Path, meta: dict, names: list[str], reset_on: int) -> list[dict]:
    evidence = json.loads((family_dir / "evidence" / "evidence.json").read_text(encoding="utf-8"))
    out = []
    for job in evidence["jobs"]:
        if not job.get("trace"):
            continue
        wave = wf.read_vcd(family_dir / job["trace"], names, clock=meta["clock"]["name"])
        rows = [[0 if s.values[k] is None else s.values[k] for s in wave.signals] for k in range(wave.cycles)]
        rows[0][0] = reset_on  # every harness assumes reset in its first cycle
        between = [reset_on] + [0] * (len(names) - 1)
        out.append({"name": f"trace {job['job']}", "cycles": rows + [between] + rows})
    return out


def stimuli(family_dir: Path, meta: dict) -> dict:
    names = [meta["reset"]["name"]] + [p["name"] for p in meta["inputs"]]
    widths = [p["width"] for p in meta["inputs"]]
    reset_on = 1 if meta["reset"]["active"] == "high" else 0
    rng = _rng(meta["family"])
    directed = _directed(family_dir, meta, names, reset_on)
    randoms = [{"name": f"random {k}", "cycles": _random_stimulus(rng, k, widths, reset_on)}
               for k in range(RANDOM_STIMULI)]
    return {"family_id": meta["family"], "inputs": names, "seed": SEED, "stimuli": directed + randoms}


def stimuli_text(doc: dict) -> str:
    """One stimulus a line: small in the repository, easy to read in a diff."""
    head = [f" {json.dumps(k)}: {json.dumps(v)}," for k, v in doc.items() if k != "stimuli"]
    lines = [json.dumps(s, separators=(",", ":")) for s in doc["stimuli"]]
    return "{\n" + "\n".join(head) + '\n "stimuli": [\n  ' + ",\n  ".join(lines) + "\n ]\n}\n"


def as_dicts(doc: dict, stimulus: dict) -> list[dict[str, int]]:
    """A stimulus's cycles as ``{input: value}`` dicts, the form models and simulators take."""
    return [dict(zip(doc["inputs"], row, strict=True)) for row in stimulus["cycles"]]
