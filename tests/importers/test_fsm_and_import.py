"""FSM specs, spec-level z3 checks, and EquivSVA import (the five external fixtures pass 17/17)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from svafam.generators.spec_loader import SpecError, load_spec
from svafam.importers.equivsva import convert_file
from tests.conftest import EQUIVSVA, EQUIVSVA_PUBLIC, ROOT

ARBITER = ROOT / "specs" / "arbiter" / "arbiter_0001.yaml"
IDLE1 = """  - name: IDLE1
    description: nobody holds the grant; client 1 wins a tie
    outputs: {grant0: "1'b0", grant1: "1'b0", prio: "1'b1"}
    transitions:
      - {when: "req1", to: GRANT1, note: "client 1 wins, alone or on a tie"}
      - {when: "req0", to: GRANT0, note: "client 0 requests alone"}
"""


def arbiter_variant(tmp_path: Path, old: str, new: str) -> Path:
    text = ARBITER.read_text()
    assert old in text, old
    target = tmp_path / "arbiter" / "arbiter_0001.yaml"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text.replace(old, new, 1))
    return target


@pytest.mark.parametrize("old,new,field,reason", [
    # IDLE1 given IDLE0's outputs and transitions: behaviorally equivalent, nothing can tell them apart
    (IDLE1, IDLE1.replace('prio: "1\'b1"', 'prio: "1\'b0"').replace(
        '{when: "req1", to: GRANT1, note: "client 1 wins, alone or on a tie"}', '{when: "req0", to: GRANT0}').replace(
        '{when: "req0", to: GRANT0, note: "client 0 requests alone"}', '{when: "req1", to: GRANT1}'),
     "states[1]", "state 'IDLE1' behaves exactly like state 'IDLE0'"),
    ('{when: "req1", to: GRANT1, note: "client 1 requests alone"}', '{when: "req1 && req0", to: GRANT1}',
     "states[0].transitions[1].when", "shadowed"),
    ('{when: "req0", to: GRANT0, note: "client 0 requests alone"}', '{when: "req0", to: GRANTED}',
     "states[1].transitions[1].to", "undeclared state 'GRANTED'"),
    ('    when: "req1 && !req0"\n', '    when: "req1 && (req0 || !req0)"\n', "mutants[0]", "does not change the one-step"),
    ("reset_state: IDLE0", "reset_state: BOOT", "reset_state", "undeclared state 'BOOT'"),
    ("    kind: drop_transition\n", "    kind: replace_update_guard\n    rule: 0\n    when: \"1'b0\"\n", "mutants[1]",
     "schema violation"),
])
def test_bad_fsm_specs(tmp_path, old, new, field, reason):
    path = arbiter_variant(tmp_path, old, new)
    with pytest.raises(SpecError) as info:
        load_spec(path)
    assert field in str(info.value) and reason in str(info.value), str(info.value)


def test_shadowed_update_rule_is_rejected(tmp_path):
    text = (ROOT / "specs" / "timer_watchdog" / "timer_0007.yaml").read_text()
    target = tmp_path / "timer_watchdog" / "timer_0007.yaml"
    target.parent.mkdir(parents=True)
    target.write_text(text.replace('{when: "tick && remaining', '{when: "load && tick && remaining'))
    with pytest.raises(SpecError, match=r"registers\[0\]\.rules\[1\]\.when: .*shadowed"):
        load_spec(target)


def test_register_mutant_that_changes_nothing_is_rejected(tmp_path):
    """The second mutant keeps the tick rule's guard as it is (the first one still changes behavior)."""
    text = (ROOT / "specs" / "timer_watchdog" / "timer_0007.yaml").read_text()
    mutant = text[text.index("  - id: ignore_tick"):]
    mutant = mutant[:mutant.index("    description:")]
    assert "when: \"1'b0\"" in mutant
    target = tmp_path / "timer_watchdog" / "timer_0007.yaml"
    target.parent.mkdir(parents=True)
    target.write_text(text.replace(mutant, mutant.replace("when: \"1'b0\"", "when: \"tick && remaining != 3'd0\"")))
    with pytest.raises(SpecError, match=r"mutants\[1\]: .*does not change the one-step"):
        load_spec(target)


def test_release_port_is_renamed_and_recorded():
    spec, text = convert_file(EQUIVSVA / "arbiter_0006" / "spec.json")
    assert [p["name"] for p in spec["inputs"]] == ["req0", "req1", "release_i"]
    assert spec["provenance"]["renamed_identifiers"] == "release -> release_i"
    assert "release_i" in text and " release " not in text.replace("release_i", "")
    assert all("release)" not in p.get("antecedent", "") for p in spec["properties"])


def test_early_spec_without_synchronous_or_variants_imports():
    spec, _ = convert_file(EQUIVSVA / "handshake_0001" / "spec.json")
    assert spec["reset"]["synchronous"] is True and spec["kind"] == "fsm"


def test_bad_equivsva_file_is_exit_2(tmp_path):
    bad = tmp_path / "spec.json"
    bad.write_text('{"design_id": "x_0001", "category": "x", "inputs": [], "outputs": [], "clock": {}, '
                   '"reset": {}, "model_type": "petri_net"}')
    out = subprocess.run([sys.executable, "-m", "svafam.cli", "import-equivsva", str(bad), "--specs",
                          str(tmp_path / "specs")], capture_output=True, text=True, stdin=subprocess.DEVNULL)
    assert out.returncode == 2 and "model_type" in out.stderr and "unknown model type" in out.stderr
    assert not (tmp_path / "specs").exists()


def test_the_equivsva_specs_import_build_and_pass_17_of_17(tmp_path):
    specs = tmp_path / "specs"
    dataset = tmp_path / "dataset"
    # the five public specs, and ours in their format: two states that share outputs, the reset state not first
    dirs = [EQUIVSVA / name for name in EQUIVSVA_PUBLIC] + [EQUIVSVA / "retry_0002"]
    cli = [sys.executable, "-m", "svafam.cli"]
    imp = subprocess.run(cli + ["import-equivsva", *map(str, dirs), "--specs", str(specs)],
                         capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=300)
    assert imp.returncode == 0, imp.stderr
    # the pools are not what this test is about (tests/test_mutation_*.py are)
    build = subprocess.run(cli + ["build", "--specs", str(specs), "--dataset", str(dataset), "--no-mutation"],
                           capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=1200,
                           env={**__import__("os").environ, "COLUMNS": "200"})
    assert build.returncode == 0, build.stdout + build.stderr
    assert f"{len(dirs)} admitted, 0 rejected" in build.stdout
    import json
    for d in dirs:
        fam = json.loads((dataset / d.name / "family.json").read_text())
        ev = json.loads((dataset / d.name / "evidence" / "evidence.json").read_text())
        assert ev["admitted"] and ev["summary"]["as_expected"] == 17 and ev["summary"]["conformance"] == "PASS", d.name
        if fam["kind"] == "fsm":
            onehot = [j for j in ev["jobs"] if j["job"] == "equivalence_v1"]
            assert onehot[0]["status"] == "PASS", "binary vs one-hot equivalence is proved, not UNKNOWN"
    shutil.rmtree(dataset)


@pytest.mark.parametrize("old,new,field", [
    ("{name: req0, width: 1", "{name: state, width: 1", "inputs[0].name"),
    ("  - name: GRANT1\n", "  - name: in_IDLE0\n", "states[3].name"),
])
def test_names_the_generators_use_internally_are_refused(tmp_path, old, new, field):
    text = ARBITER.read_text()
    if new.startswith("  - name: in_"):
        text = text.replace("to: GRANT1", "to: in_IDLE0").replace("state: GRANT1", "state: in_IDLE0").replace(old, new, 1)
    else:
        text = text.replace("req0", "state")
    target = tmp_path / "arbiter" / "arbiter_0001.yaml"
    target.parent.mkdir(parents=True)
    target.write_text(text)
    with pytest.raises(SpecError) as info:
        load_spec(target)
    assert f"{field}: " in str(info.value) and "use internally" in str(info.value)
