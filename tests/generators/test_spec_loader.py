from pathlib import Path

import pytest

from svafam.generators.spec_loader import SpecError, load_spec
from tests.conftest import TIMER_SPEC


def write_variant(tmp_path: Path, old: str, new: str, count: int = 1) -> Path:
    text = TIMER_SPEC.read_text()
    assert text.count(old) >= count, old
    target = tmp_path / "timer_watchdog" / "timer_0007.yaml"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text.replace(old, new, count))
    return target


def test_timer_spec_loads():
    spec = load_spec(TIMER_SPEC)
    assert spec.id == "timer_0007" and spec.kind == "register_rules"
    [reg] = spec.registers
    assert (reg.name, reg.width, len(reg.rules)) == ("remaining", 3, 3)
    assert [m.id for m in spec.mutants] == ["ignore_load", "ignore_tick", "count_without_tick"]


@pytest.mark.parametrize("old,new,field,reason", [
    ("kind: register_rules", "kind: [register_rules", "line", "malformed YAML"),
    ("width: 3\n    reset", "width: three\n    reset", "registers[0].width", "schema violation"),
    ('{when: "tick && remaining', '{when: "tik && remaining', "registers[0].rules[1].when", "undeclared identifier 'tik'"),
    ("{name: load, width: 1", "{name: release, width: 1", "inputs[0].name", "reserved Verilog-2005 keyword"),
    ("{name: tick, width: 1", "{name: logic, width: 1", "inputs[1].name", "reserved SystemVerilog-2017 keyword"),
    ('value: "3\'d7"', 'value: "4\'d9"', "registers[0].rules[0].value", "wider than register"),
    ('      - {when: "1\'b1", value: "remaining", note: otherwise the count holds}\n', "", "registers[0].rules",
     "missing hold rule"),
    ('{when: "load",', '{when: "remaining",', "registers[0].rules[0].when", "must be 1 bit wide"),
    ("reset: \"3'd0\"", "reset: \"3'd9\"", "registers[0].reset", "does not fit"),
    ("    rule: 0\n", "    rule: 2\n", "mutants[0].rule", "hold rule"),
    ("id: timer_0007", "id: timer_0008", "id", "must match the file name"),
    ("derived:\n  - {name: expired, expr: \"remaining == 3'd0\"}\n", "", "outputs[1]", "neither a register nor derived"),
])
def test_bad_specs_name_file_field_and_reason(tmp_path, old, new, field, reason):
    path = write_variant(tmp_path, old, new)
    with pytest.raises(SpecError) as info:
        load_spec(path)
    message = str(info.value)
    assert message.startswith(str(path) + ": ")
    assert field in message
    assert reason in message


def test_duplicate_yaml_keys_are_refused(tmp_path):
    path = write_variant(tmp_path, "template: countdown_timer", "template: countdown_timer\ntemplate: other")
    with pytest.raises(SpecError, match="duplicate key 'template'"):
        load_spec(path)


def test_comma_in_an_unquoted_flow_string_gets_a_hint(tmp_path):
    path = write_variant(tmp_path, "description: restart the countdown at seven}",
                         "description: restart, then count}")
    with pytest.raises(SpecError, match="put the text in quotes"):
        load_spec(path)
