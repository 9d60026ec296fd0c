"""The typed reader of a family folder: every committed family.json matches its schema; a malformed one is
refused naming the file, the field and the reason."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from svafam.family_folder import FamilyFormatError, family_dirs, read_family, read_family_json

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("dataset", [ROOT / "dataset", ROOT / "synthetic_sample" / "dataset"])
def test_every_committed_family_reads(dataset):
    dirs = family_dirs(dataset)
    assert dirs
    for fdir in dirs:
        meta = read_family(fdir)
        assert meta.family == fdir.name and len(meta.variants) == 4 and len(meta.mutants) == 3
        assert all((fdir / d.file).is_file() for d in meta.variants + meta.mutants)


@pytest.mark.parametrize("edit,field,reason", [
    (lambda m: m["variants"][1].pop("module"), "variants[1]", "'module' is a required property"),
    (lambda m: m["reset"].update(active="sideways"), "reset.active", "is not one of"),
    (lambda m: m["variants"][0].update(file="../../etc/passwd"), "variants[0].file", "does not match"),
    (lambda m: m["formal"].update(depth="12"), "formal.depth", "is not of type 'integer'"),
    (lambda m: m.update(surprise=1), "(top level)", "Additional properties are not allowed"),
])
def test_a_malformed_family_json_names_file_field_and_reason(tmp_path, edit, field, reason):
    fdir = tmp_path / "timer_0007"
    fdir.mkdir()
    meta = json.loads((ROOT / "dataset" / "timer_0007" / "family.json").read_text())
    edit(meta)
    (fdir / "family.json").write_text(json.dumps(meta))
    with pytest.raises(FamilyFormatError) as info:
        read_family_json(fdir)
    message = str(info.value)
    assert message.startswith(f"{fdir / 'family.json'}: field {field}: ") and reason in message


def test_a_missing_or_broken_file_says_what_to_do(tmp_path):
    with pytest.raises(FamilyFormatError, match="missing family.json; run `svafam build`"):
        read_family(tmp_path)
    shutil.copytree(ROOT / "dataset" / "timer_0007", tmp_path / "f", ignore=shutil.ignore_patterns("mutation"))
    (tmp_path / "f" / "family.json").write_text('{"family": ')
    with pytest.raises(FamilyFormatError, match=r"family.json: line 1: not valid JSON"):
        read_family(tmp_path / "f")
