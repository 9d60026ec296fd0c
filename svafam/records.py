"""Schema checks of many records at a time (export records, family.json files).

The export checks every record it writes against its JSON Schema. jsonschema
walks the schema anew for each record: at 981 families (11,772 records) that
was 19 of the export's 29 seconds. fastjsonschema compiles a schema once into
Python code and answers the same question in under a second. It implements
draft 7, whose keywords cover everything the record schemas use (``type``,
``properties``, ``required``, ``enum``, ``const``, ``pattern``, ``if``/
``then``/``else``, ...), so it decides validity; jsonschema, the reference for
the schemas' 2020-12 dialect, still words the error of a record found invalid
(and has the last word on it). ``tests/test_record_validator.py`` holds the two
to the same verdicts on every committed record and on planted faults.
"""

from __future__ import annotations

import fastjsonschema
import jsonschema


def field_path(error: jsonschema.ValidationError) -> str:
    """Where in the record the error is, as ``variants[0].file`` (``(top level)`` for the record itself)."""
    out = ""
    for part in error.absolute_path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "(top level)"


class RecordValidator:
    def __init__(self, schema: dict) -> None:
        self.schema = schema
        self._valid = fastjsonschema.compile(schema)
        self._reference: jsonschema.Draft202012Validator | None = None

    def first_error(self, record: dict) -> jsonschema.ValidationError | None:
        """The reference validator's first error for ``record``; None when it is valid."""
        try:
            self._valid(record)
            return None
        except fastjsonschema.JsonSchemaException:
            if self._reference is None:
                self._reference = jsonschema.Draft202012Validator(self.schema)
            return next(iter(self._reference.iter_errors(record)), None)
