"""What the site reads of each dataset file, as JSON Schemas: a file that lacks a field, or has one of
the wrong type, is refused with its path and the field (``jobs[3].wall_seconds``), not a traceback.

Only the fields the pages use are required; the dataset's own schemas (svafam/schemas,
mutation/schemas) say the rest.
"""

from __future__ import annotations

_STR = {"type": "string"}
_INT = {"type": "integer"}
_NUM = {"type": "number"}
_STRS = {"type": "array", "items": _STR}
_OPT_STR = {"type": ["string", "null"]}
_OPT_INT = {"type": ["integer", "null"]}


def _object(required: dict, optional: dict | None = None) -> dict:
    return {"type": "object", "required": sorted(required), "properties": {**required, **(optional or {})}}


_PORT = _object({"name": _STR, "width": {"type": "integer", "minimum": 1}})
_PORTS = {"type": "array", "items": _PORT}

MANIFEST = _object({
    "summary": {"type": "object"},
    "families": {"type": "array", "items": _object({"family": _STR, "category": _STR, "kind": _STR})},
}, {"mutation": {"type": "object"}, "debug": {"type": "object"}})

SPLITS = _object({"splits": {"type": "object", "additionalProperties": _STRS}})

# family.json is read with its own schema (svafam/schemas/family.schema.json, svafam.family_folder)

PROPERTIES = _object({"properties": {"type": "array", "items": _object(
    {"id": _STR, "sva_name": _STR, "role": _STR, "form": _STR, "sentence": _STR})}})

_JOB = _object({
    "job": _STR, "kind": _STR, "target": _STR, "mode": _STR, "expected": _STR, "status": _STR,
    "as_expected": {"type": "boolean"}, "engine": _OPT_STR, "depth": _OPT_INT, "step": _OPT_INT,
    "failed_properties": _STRS, "trace": _OPT_STR,
}, {"wall_seconds": _NUM})

EVIDENCE = _object({
    "admitted": {"type": "boolean"},
    "summary": _object({"jobs": _INT, "as_expected": _INT}),
    "tool_versions": {"type": "object", "additionalProperties": _STR},
    "jobs": {"type": "array", "items": _JOB},
}, {"conformance": {"anyOf": [{"type": "null"}, _JOB]},
    "distinctness": _object({"metric": _STR, "min_distance": _NUM,
                             "pairs": {"type": "object", "additionalProperties": _NUM}})})

POOL_RECORD = _object({
    "id": _STR, "variant": _STR, "file": _STR, "operator": _STR, "group": _STR, "line": _INT, "change": _STR,
    "diff": _STR, "verdict": _STR, "model": _STR, "step": _OPT_INT, "trace": _OPT_STR, "gold": _OPT_STR,
    "killed_by": {"type": ["array", "null"], "items": _STR},
    "compile_error": _OPT_STR, "duplicate_of": _OPT_STR,
})

KILL_MATRIX = _object({"killed_by": {"type": "object", "additionalProperties": _STRS}})

DEBUG_TASK = _object({
    "task_id": _STR, "bug": _STR, "source": _STR, "bug_kind": _STR, "mutant_kind": _STR,
    "operator": _OPT_STR, "model": _STR,
    "files": _object({"buggy.v": _STR, "waveform.vcd": _STR, "waveform.svg": _STR, "waveform.txt": _STR}),
    "waveform": _object({"cycles": _INT, "first_divergence": _OPT_INT, "unit": _STR, "trace": _STR}),
    "ground_truth": _object({"description": _STR, "clean_variant": _STR, "diff": _STR}),
})
