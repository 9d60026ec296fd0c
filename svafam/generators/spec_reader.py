"""Read a YAML spec strictly and check it against the JSON Schema.

Every problem is a :class:`SpecError` naming the file, the field path
(``registers[0].rules[1].when``) and the reason, so a user can go straight to
the line to fix.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from svafam.errors import SvafamError

SCHEMA_DIR = Path(__file__).resolve().parent / "schemas"
SPEC_VERSIONS = (1, 2)  # version 2 adds temporal properties; each version has its own schema


class SpecError(SvafamError, Exception):
    """A spec that cannot be used, with where and why."""

    def __init__(self, path: str | Path, field: str, reason: str):
        self.path = str(path)
        self.field = field
        self.reason = reason
        super().__init__(f"{self.path}: {field}: {reason}" if field else f"{self.path}: {reason}")


def schema_path(version: int) -> Path:
    return SCHEMA_DIR / f"spec-v{version}.schema.json"


@lru_cache(maxsize=None)
def schema(version: int = SPEC_VERSIONS[-1]) -> dict[str, Any]:
    with open(schema_path(version), encoding="utf-8") as f:
        return json.load(f)


class _StrictLoader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):  # libyaml's parser when available
    """Safe loader that refuses duplicate mapping keys instead of keeping the last."""


def _mapping_no_duplicates(loader: yaml.SafeLoader, node: yaml.MappingNode, deep: bool = False):
    seen: set[Any] = set()
    for key_node, _ in node.value:
        key = loader.construct_object(key_node, deep=deep)
        if key in seen:
            raise yaml.constructor.ConstructorError(
                None, None, f"duplicate key {key!r}", key_node.start_mark)
        seen.add(key)
    return loader.construct_mapping(node, deep=deep)


_StrictLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping_no_duplicates)


def field_path(parts: Any) -> str:
    out = ""
    for p in parts:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out or "(top level)"


def read_yaml(path: Path) -> Any:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SpecError(path, "", "file not found") from None
    except (OSError, UnicodeDecodeError) as err:
        raise SpecError(path, "", f"cannot read: {err}") from None
    try:
        return yaml.load(text, Loader=_StrictLoader)
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else "(yaml)"
        problem = getattr(err, "problem", None) or str(err)
        raise SpecError(path, where, f"malformed YAML: {problem}") from None


@lru_cache(maxsize=None)
def _validator(version: int):  # -> jsonschema.Draft202012Validator
    import jsonschema  # ~0.1 s to import: only commands that read specs pay it

    return jsonschema.Draft202012Validator(schema(version))


def _version(path: Path, data: dict[str, Any]) -> int:
    version = data.get("spec_version")
    if version not in SPEC_VERSIONS or isinstance(version, bool):
        raise SpecError(path, "spec_version", f"{version!r} is not a spec version this tool reads "
                                              f"({', '.join(map(str, SPEC_VERSIONS))})")
    if version == 1:
        for i, p in enumerate(data.get("properties") or []):
            if isinstance(p, dict) and p.get("form") == "implication":
                raise SpecError(path, f"properties[{i}].form", "temporal properties (form: implication) are new in "
                                                               "spec version 2: set spec_version: 2")
    return version


def check_schema(path: Path, data: Any) -> None:
    version = _version(path, data)
    validator = _validator(version)
    errors = sorted(validator.iter_errors(data), key=lambda e: (list(map(str, e.absolute_path)), e.message))
    if not errors:
        return
    from jsonschema.exceptions import best_match

    err = best_match(errors)
    message = err.message
    if err.validator == "additionalProperties":
        extra = [k for k in err.instance if k not in err.schema.get("properties", {})] \
            if isinstance(err.instance, dict) else []
        if any(isinstance(k, str) and " " in k for k in extra):
            message += (" -- a comma inside an unquoted string of a {...} mapping splits it into a new field;"
                        " put the text in quotes")
        else:
            message = f"{message} (see {schema_path(version)} for the allowed fields)"
    raise SpecError(path, field_path(err.absolute_path), f"schema violation: {message}")
