"""Random-simulation fingerprints separate only real differences, and the deep print reaches what the
quick one cannot."""

from __future__ import annotations

import shutil
from pathlib import Path

from svafam.engine import open_executor
from svafam.formal.family import load_interface
from svafam.generators.spec_loader import load_spec
from svafam.quality.audit import audit, interface_shape, prove_same_pairs
from svafam.quality.behavior_prints import BehaviorPrints, deep_fingerprint, quick_fingerprint
from tests.conftest import ROOT, generate_into

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "behavior_prints"
# two synthesized 3-bit ring counters (synth 1.4, seed 1) that differ only in how many stages the ring
# has: uniform random en/clr (clr wins half the cycles) never lets them count far enough to differ
DEEP_ONLY = ("syn_counter_0061", "syn_counter_0085")


def _spec(name: str):
    return load_spec(FIXTURES / f"{name}.yaml", check_location=False, semantics=False)


def _generated(tmp_path: Path, names) -> Path:
    dataset = tmp_path / "dataset"
    for name in names:
        spec = tmp_path / "specs" / "counter" / f"{name}.yaml"
        spec.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(FIXTURES / f"{name}.yaml", spec)
        generate_into(spec, dataset)
    return dataset


def test_the_deep_print_separates_what_the_quick_one_cannot():
    a, b = (_spec(n) for n in DEEP_ONLY)
    assert quick_fingerprint(a) == quick_fingerprint(b)
    assert deep_fingerprint(a) != deep_fingerprint(b)
    prints = BehaviorPrints({n: _spec(n) for n in DEEP_ONLY}.__getitem__)
    assert not prints.alike(*DEEP_ONLY)


def test_a_pair_the_deep_print_separates_is_proved_different(tmp_path, toolchain):
    """The prints are only a shortcut for the proof: on the pair above the miter fails as well."""
    dataset = _generated(tmp_path, DEEP_ONLY)
    ifaces = {n: load_interface(dataset / n) for n in DEEP_ONLY}
    assert interface_shape(ifaces[DEEP_ONLY[0]]) == interface_shape(ifaces[DEEP_ONLY[1]])
    with open_executor("local", toolchain) as executor:
        statuses = prove_same_pairs({n: dataset / n for n in DEEP_ONLY}, ifaces, [DEEP_ONLY], executor)
    assert statuses == {DEEP_ONLY: "FAIL"}


def test_the_audit_needs_no_proof_for_a_pair_the_deep_print_separates(tmp_path):
    report = audit(_generated(tmp_path, DEEP_ONLY), executor=None)  # no executor: a proof would be undecided
    assert report.same_shape_pairs == 1
    assert report.separated_by_simulation == 1
    assert not report.undecided and report.clean


def test_a_renamed_behavioral_copy_is_alike_under_both_prints(tmp_path):
    """The prints must never separate true clones: inputs and outputs are compared by position."""
    text = (ROOT / "specs" / "timer_watchdog" / "timer_0007.yaml").read_text()
    copy = text.replace("timer_0007", "timer_0098").replace("load", "restart").replace("remaining", "left")
    copy = copy.replace('{when: "tick && left != 3\'d0"', '{when: "left != 3\'d0 && tick"')
    assert "left != 3'd0 && tick" in copy and "restart" in copy
    specs = {"timer_0007": _spec_text(tmp_path, "timer_0007", text), "timer_0098": _spec_text(tmp_path, "timer_0098", copy)}
    prints = BehaviorPrints(specs.__getitem__)
    assert prints.alike("timer_0007", "timer_0098")


def test_the_deep_print_is_taken_only_when_the_quick_one_is_equal():
    asked: list[str] = []
    specs = {"a": _spec(DEEP_ONLY[0]), "timer": load_spec(ROOT / "specs" / "timer_watchdog" / "timer_0007.yaml")}

    def spec_of(name: str):
        asked.append(name)
        return specs[name]

    prints = BehaviorPrints(spec_of)
    assert not prints.alike("a", "timer")
    assert sorted(asked) == ["a", "timer"]  # one quick print each, no deep print
    assert prints.alike("a", "a") and sorted(asked) == ["a", "a", "timer"]  # now the deep one, once


def _spec_text(tmp_path: Path, name: str, text: str):
    path = tmp_path / f"{name}.yaml"
    path.write_text(text)
    return load_spec(path, check_location=False, semantics=False)
