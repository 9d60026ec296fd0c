"""Authored properties in a spec: the version-2 structured forms, and every way one is refused."""

from __future__ import annotations

import pytest
import yaml

from svafam.generators.properties import BOUNDED_RESPONSE, REPETITION, SEQUENCE, UNTIL
from svafam.generators.spec_loader import SpecError, load_spec
from tests.conftest import TIMER_SPEC

WINDOW = {"id": "T_X", "name": "t_x", "form": "implication", "antecedent": "load", "delay": [1, 3],
          "consequent": "tick", "sentence": "x"}


def spec_with(tmp_path, prop: dict, version: int = 2, depth: int | None = None):
    data = yaml.safe_load(TIMER_SPEC.read_text())
    data["spec_version"] = version
    data["properties"] = [dict(p) for p in data.get("properties", []) if p["form"] != "implication"] + [prop]
    if depth is not None:
        data["formal"]["depth"] = depth
    target = tmp_path / "timer_watchdog" / "timer_0007.yaml"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(yaml.safe_dump(data, sort_keys=False))
    return target


@pytest.mark.parametrize("fields,form,window", [
    ({}, BOUNDED_RESPONSE, (1, 3)),
    ({"delay": 1, "then": [{"delay": [1, 2], "expr": "tick"}]}, SEQUENCE, (1, 1)),
    ({"delay": 1, "repeat": 3}, REPETITION, (1, 3)),
    ({"delay": 0, "until": "!load"}, UNTIL, (0, 0)),
])
def test_structured_forms_load_into_the_model(tmp_path, fields, form, window):
    spec = load_spec(spec_with(tmp_path, {**WINDOW, **fields}))
    [prop] = [p for p in spec.authored if p.id == "T_X"]
    assert prop.form == form and prop.window == window


@pytest.mark.parametrize("fields,version,depth,field,reason", [
    ({}, 1, None, "properties[0].form", "new in spec version 2: set spec_version: 2"),
    ({}, 3, None, "spec_version", "not a spec version this tool reads"),
    ({"delay": [1, 13]}, 2, 12, "properties[0]", "looks at 14 cycles"),
    ({"delay": [1, 13]}, 2, 12, "properties[0]", "more than the formal depth 12"),
    ({"consequent": "$past(tick, 12)", "delay": 1}, 2, 12, "properties[0]", "looks at 14 cycles"),
    ({"delay": [3, 2]}, 2, None, "properties[0].delay", "a window [m, n] needs m < n"),
    ({"then": [{"delay": 0, "expr": "tick"}]}, 2, None, "properties[0].then[0].delay", "at least 1 cycle"),
    ({"repeat": 2}, 2, None, "properties[0].delay", "repeat starts at a fixed delay"),
    ({"delay": 2, "until": "tick"}, 2, None, "properties[0].delay", "until starts at delay 0 (|->) or 1 (|=>)"),
    ({"delay": 1, "repeat": 2, "until": "tick"}, 2, None, "properties[0].until", "repeat or until, not both"),
    ({"then": [{"delay": [1, 8], "expr": "tick"}] * 3}, 2, 64, "properties[0]", "can match in 512 ways"),
    ({"consequent": "remaining"}, 2, None, "properties[0].consequent", "must be 1 bit wide"),
    ({"then": [{"delay": 1, "expr": "remaining_r == 3'd1"}]}, 2, None, "properties[0].then[0].expr",
     "'remaining_r' is not an interface signal"),
    ({"delay": 1, "until": "tick", "repeat": 1, "expression": "tick"}, 2, None, "properties[0]", "schema violation"),
])
def test_bad_temporal_properties_are_named(tmp_path, fields, version, depth, field, reason):
    with pytest.raises(SpecError) as info:
        load_spec(spec_with(tmp_path, {**WINDOW, **fields}, version, depth))
    assert info.value.field == field and reason in info.value.reason, str(info.value)
