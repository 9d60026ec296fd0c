"""What a drawn candidate must not repeat, decided before anything is built.

A draw that would only make a clone is drawn again. It repeats

* an earlier candidate's behavior parameters;
* an earlier candidate's reference RTL up to names (the audit's token signature): templates that
  dress one behavior shape in two categories' words give that with different parameters;
* a curated family's reference RTL closely (similarity ``NEAR`` or more): a near duplicate of the
  benchmark is removed after its build anyway, as a leak;
* the behavior, under random simulation, of an earlier candidate or a curated family with the same
  interface shape (:mod:`svafam.quality.behavior_prints`): such a pair goes to a miter proof after the build,
  and mostly it is a clone (15 of the 19 families removed at ``--count 1000 --seed 1`` in synth 1.4,
  each after its 17 jobs). The few pairs that only simulation cannot separate are redrawn as well.

The clone checks after the build stay the authority (:mod:`svafam.synth.dedup`); this only keeps the run from
building what they would remove.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from svafam.generators.model import FamilySpec
from svafam.generators.spec_loader import load_spec
from svafam.quality.audit import similarity
from svafam.quality.behavior_prints import deep_fingerprint, quick_fingerprint

from .dedup import ByLength, load_family

Shape = tuple


def spec_shape(spec: FamilySpec) -> Shape:
    """The audit's interface shape (input and output widths by position, reset polarity) of a spec."""
    return (tuple(p.width for p in spec.inputs), tuple(p.width for p in spec.outputs), spec.reset.active_high)


class Novelty:
    """The draws accepted so far (and the curated corpus); :meth:`repeats` asks, :meth:`add` records."""

    def __init__(self, curated: Mapping[Path, str] | None = None) -> None:
        self.keys: set[tuple] = set()
        self.signatures: set[tuple[str, ...]] = set()
        self._alike: dict[tuple, list[FamilySpec]] = {}  # (shape, quick print) -> specs seen
        self._curated = ByLength()  # the clone checks' own index of signatures by length
        for path, split in sorted((curated or {}).items()):
            fam = load_family(path, split)
            self._curated.add(fam)
            spec = load_spec(path / "spec.yaml", check_location=False, semantics=False)
            self._remember(spec, fam.shape)

    def repeats(self, key: tuple, built: tuple[FamilySpec, tuple[str, ...]] | None) -> bool:
        """Whether a draw with behavior parameters ``key`` and (spec model, reference signature)
        ``built`` repeats anything above. A spec that cannot be built repeats nothing here: the spec
        checks say what is wrong with it."""
        if key in self.keys:
            return True
        if built is None:
            return False
        spec, sig = built
        if sig in self.signatures or self._near_curated(sig):
            return True
        # the prints are remembered by spec value: the kept draw's are not computed again in add()
        return any(deep_fingerprint(other) == deep_fingerprint(spec)
                   for other in self._alike.get((spec_shape(spec), quick_fingerprint(spec)), []))

    def add(self, key: tuple, built: tuple[FamilySpec, tuple[str, ...]] | None) -> None:
        """Remember the draw a slot keeps."""
        self.keys.add(key)
        if built is not None:
            spec, sig = built
            self.signatures.add(sig)
            self._remember(spec, spec_shape(spec))

    def _remember(self, spec: FamilySpec, shape: Shape) -> None:
        self._alike.setdefault((shape, quick_fingerprint(spec)), []).append(spec)

    def _near_curated(self, sig: tuple[str, ...]) -> bool:
        return any(similarity(sig, fam.sig) is not None for fam in self._curated.near(len(sig)))
