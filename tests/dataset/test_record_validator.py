"""The export's fast record check gives jsonschema's verdicts: on every committed record and on planted faults."""

from __future__ import annotations

import json
import random
from pathlib import Path

import jsonschema
import pytest

from svafam.dataset.export import record_validator, schema, validate_records
from svafam.mutation.pool import schema_text
from svafam.records import RecordValidator

ROOT = Path(__file__).resolve().parents[2]
EXPORTS = (ROOT / "dataset" / "export", ROOT / "synthetic_sample" / "dataset" / "export")
KINDS = {"tasks": "task", "families": "family", "debug": "debug", "refmodel": "refmodel", "mutation": "mutation"}


def _schema(kind: str) -> dict:
    return json.loads(schema_text()) if kind == "mutation" else schema(kind)


def _records(kind: str) -> list[dict]:
    prefix = next(name for name, k in KINDS.items() if k == kind)
    out = []
    for folder in EXPORTS:
        for path in sorted(folder.glob(f"{prefix}_*.jsonl")):
            out += [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    if kind == "mutation":  # the pool's records as checked, before the export adds their split
        out = [{k: v for k, v in rec.items() if k != "split"} for rec in out]
    return out


def _reference_valid(validator: jsonschema.Draft202012Validator, record: dict) -> bool:
    return next(iter(validator.iter_errors(record)), None) is None


def _planted(record: dict, rng: random.Random) -> list[dict]:
    """The record with one field dropped, of another type, emptied, or nested one level down likewise."""
    out = []
    for key, value in record.items():
        out.append({k: v for k, v in record.items() if k != key})
        out.append(dict(record, **{key: 5 if isinstance(value, (list, str, dict)) else []}))
        out.append(dict(record, **{key: "" if not isinstance(value, str) else ("" if value else "x")}))
        out.append(dict(record, **{key: None}))
        if isinstance(value, dict) and value:
            inner = rng.choice(sorted(value))
            out.append(dict(record, **{key: {k: v for k, v in value.items() if k != inner}}))
            out.append(dict(record, **{key: dict(value, **{inner: -1})}))
    return out


@pytest.mark.parametrize("kind", sorted(set(KINDS.values())))
def test_fast_check_gives_jsonschemas_verdicts(kind):
    records = _records(kind)
    assert records, f"no committed {kind} records"
    fast = RecordValidator(_schema(kind))
    reference = jsonschema.Draft202012Validator(_schema(kind))
    for rec in records:  # every committed record: valid both ways
        assert fast.first_error(rec) is None
        assert _reference_valid(reference, rec)
    rng = random.Random(0)
    invalid = 0
    for rec in rng.sample(records, min(25, len(records))):
        for planted in _planted(rec, rng):
            verdict = _reference_valid(reference, planted)
            found = fast.first_error(planted)
            assert (found is None) == verdict, (kind, planted)
            if found is not None:  # and the error is the reference's own
                assert found.message == next(iter(reference.iter_errors(planted))).message
            invalid += not verdict
    assert invalid > 50  # the faults were caught, not merely agreed on


def test_an_invalid_record_is_refused_with_the_field_named():
    record = _records("task")[0]
    validate_records([record], "task")
    with pytest.raises(ValueError, match="family_id"):
        validate_records([{k: v for k, v in record.items() if k != "family_id"}], "task")
    assert record_validator("task") is record_validator("task")  # compiled once
