"""The export's scoring bundle (svafam.dataset.bundle): what it holds, and an export from elsewhere read as hostile."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from svafam.dataset import bundle
from svafam.dataset.export import export_is_current

ROOT = Path(__file__).resolve().parents[2]
EXPORT = ROOT / "dataset" / "export"


def _copy(tmp_path: Path) -> Path:
    records = tmp_path / "records"
    shutil.copytree(EXPORT, records)
    return records


def test_the_bundle_holds_every_family_of_each_split_with_what_the_checkers_read():
    families = {json.loads(line)["family_id"]: json.loads(line)["split"]
                for split in ("train", "dev", "test") for line in (EXPORT / f"families_{split}.jsonl").open()}
    bundled = {}
    for split in ("train", "dev", "test"):
        for line in (EXPORT / bundle.BUNDLE_FILE.format(split=split)).open():
            doc = json.loads(line)
            bundled[doc["family_id"]] = (doc["split"], {f["path"] for f in doc["files"]})
    assert {f: s for f, (s, _) in bundled.items() if f in families} == families
    split, paths = bundled["arbiter_0001"]
    fam = json.loads((ROOT / "dataset" / "arbiter_0001" / "family.json").read_text())
    assert {"family.json", "properties/properties.json", "tasks/refmodel/stimuli.json", "tasks/rtl/gold.v"} <= paths
    assert {v["file"] for v in fam["variants"]} | {m["file"] for m in fam["mutants"]} <= paths
    assert not any(p.startswith(("evidence/", "formal/")) or p.endswith((".svg", ".vcd")) for p in paths)
    assert any(f.startswith("comp_") for f in bundled)  # the composites' RTL tasks too


def test_a_materialized_corpus_is_current_and_its_files_are_the_checkouts(tmp_path):
    corpus = bundle.materialize(_copy(tmp_path), tmp_path / "corpus")
    dataset = corpus / "dataset"
    assert export_is_current(dataset, corpus / "splits" / "splits_v1.json") is None
    for rel in ("arbiter_0001/family.json", "arbiter_0001/rtl/canonical_case.v", "manifest.json"):
        assert (dataset / rel).read_bytes() == (ROOT / "dataset" / rel).read_bytes()
    (dataset / "export" / "tasks_test.jsonl").write_text("")   # changed after it was made: no longer trusted
    assert export_is_current(dataset, corpus / "splits" / "splits_v1.json") is not None


def _plant(records: Path, doc: dict) -> None:
    (records / "scoring_test.jsonl").write_text(json.dumps(doc) + "\n")


@pytest.mark.parametrize("path", ["../outside.v", "/etc/owned", "rtl/../../up.v", "a//b.v", ""])
def test_a_file_leaving_its_folder_is_refused_and_nothing_is_written(tmp_path, path):
    records = _copy(tmp_path)
    _plant(records, {"family_id": "x", "split": "test", "folder": "x", "files": [{"path": path, "text": "y"}]})
    with pytest.raises(bundle.BundleError, match=r"scoring_test.jsonl: line 1: files\[0\]: field path"):
        bundle.materialize(records, tmp_path / "corpus")
    assert not (tmp_path / "corpus").exists() and not (tmp_path / "outside.v").exists()
    assert not list(tmp_path.glob("*.aside*")) and not list(tmp_path.glob(".corpus*"))


@pytest.mark.parametrize("folder", ["..", "a/b/c", "/abs", "x y"])
def test_a_folder_that_is_not_a_family_name_is_refused(tmp_path, folder):
    records = _copy(tmp_path)
    _plant(records, {"family_id": "x", "split": "test", "folder": folder, "files": []})
    with pytest.raises(bundle.BundleError, match="field (folder|path)"):
        bundle.materialize(records, tmp_path / "corpus")


def test_a_malformed_line_names_the_file_and_the_line(tmp_path):
    records = _copy(tmp_path)
    (records / "scoring_test.jsonl").write_text('{"folder": "x", "files": []}\n{not json\n')
    with pytest.raises(bundle.BundleError, match=r"scoring_test.jsonl: line 2: not valid JSON"):
        bundle.materialize(records, tmp_path / "corpus")


def test_an_export_without_its_bundle_says_what_to_do(tmp_path):
    records = _copy(tmp_path)
    (records / bundle.CORPUS_FILE).unlink()
    with pytest.raises(bundle.BundleError, match="run `svafam export`"):
        bundle.materialize(records, tmp_path / "corpus")
