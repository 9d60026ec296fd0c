"""The scoring bundle: what the checkers read of a corpus, in the export, so the records alone can be scored.

The task records say what a model is asked; a checker also needs what it is checked
against: a family's variants and mutants, its gold properties, a task's reference, the
stimuli of a reference-model task, the proof depth (``family.json``). The export writes
those files, verbatim, as one record per family (and composite) and split
(``scoring_<split>.jsonl``: ``{"family_id", "split", "folder", "files": [{"path", "text"}]}``),
plus ``corpus.json`` (the manifest and the split file, verbatim). :func:`materialize` turns an
export folder (this checkout's ``dataset/export/``, or a copy of it from anywhere) back into a
corpus folder the checkers run on as on a checkout: ``evaluate* --records DIR``.

A bundle from elsewhere is input like any other: every path is checked to stay in its
family folder (no absolute path, no ``..``, no link), every family name is a plain name,
and a malformed record is a :class:`BundleError` naming the file, the line and the field.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable
from pathlib import Path

from svafam.errors import SvafamError
from svafam.files import folder_aside

from .manifest import MANIFEST
from .splits import SPLIT_FILE, SPLITS

BUNDLE_FILE = "scoring_{split}.jsonl"
CORPUS_FILE = "corpus.json"
MARKER = "from_records.json"   # in a materialized corpus's export folder: the export it was made from
COMPOSITES = "composites"
# what the checkers read of a family (or composite) folder, relative to it (tests/dataset/test_bundle.py proves
# each checker gives the checkout's verdicts from these alone)
PATTERNS = ("family.json", "rtl/*.v", "mutants/*.v", "properties/properties.json", "properties/properties.sva",
            "tasks/debug/*/task.json", "tasks/debug/*/*.v", "tasks/rtl/task.json", "tasks/rtl/*.v",
            "tasks/refmodel/task.json", "tasks/refmodel/stimuli.json",
            # the SVA scorer's whole pool: the retained pool mutants (diffs of the variants) and what the gold kills
            "mutation/manifest.jsonl", "mutation/kill_matrix.json")
_NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.-]*$")


class BundleError(SvafamError, ValueError):
    """An export folder that cannot be made into a corpus: names the file, the line, the field and the reason."""


def folder_files(folder: Path) -> list[dict]:
    """The files of one family folder the checkers read, as ``{"path", "text"}`` (sorted by path)."""
    found = {p for pattern in PATTERNS for p in folder.glob(pattern) if p.is_file() and not p.is_symlink()}
    return [{"path": p.relative_to(folder).as_posix(), "text": p.read_text(encoding="utf-8")} for p in sorted(found)]


def bundle_records(dataset: Path, split_of: dict[str, str]) -> list[dict]:
    """One record per family and composite folder of a split (``split_of``: folder name -> split)."""
    out = []
    for folder in sorted([*dataset.glob("*/family.json"), *dataset.glob(f"{COMPOSITES}/*/family.json")]):
        fdir = folder.parent
        split = split_of.get(fdir.name) or _own_split(fdir)
        if split is None:
            continue
        where = fdir.relative_to(dataset).as_posix()
        out.append({"family_id": fdir.name, "split": split, "folder": where, "files": folder_files(fdir)})
    return out


def _own_split(fdir: Path) -> str | None:
    """A composite's split is its own RTL task's (it is in the split of every family it uses)."""
    task = fdir / "tasks" / "rtl" / "task.json"
    if task.is_file():
        return json.loads(task.read_text(encoding="utf-8")).get("split")
    return None


def corpus_doc(dataset: Path, splits_file: Path) -> dict:
    return {"manifest": (dataset / MANIFEST).read_text(encoding="utf-8"),
            "splits_file": f"splits/{SPLIT_FILE}", "splits": splits_file.read_text(encoding="utf-8")}


def _relative(path: object, where: str) -> str:
    if not isinstance(path, str) or not path:
        raise BundleError(f"{where}: field path: not a path")
    parts = path.split("/")
    if path.startswith("/") or "\\" in path or "\0" in path or any(p in ("", ".", "..") for p in parts):
        raise BundleError(f"{where}: field path: {path!r} leaves its folder (plain relative paths only)")
    return path


def _read_jsonl(path: Path) -> Iterable[tuple[int, dict]]:
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                doc = json.loads(line)
            except json.JSONDecodeError as e:
                raise BundleError(f"{path}: line {n}: not valid JSON ({e.msg})") from None
            if not isinstance(doc, dict):
                raise BundleError(f"{path}: line {n}: a record is an object")
            yield n, doc


def records_hash(records: Path) -> str:
    """One hash of an export folder's files (what a materialized corpus was made from)."""
    h = hashlib.sha256()
    for p in sorted(records.iterdir()):
        if p.is_file() and p.name != MARKER:
            h.update(p.name.encode() + b"\0" + p.read_bytes() + b"\0")
    return h.hexdigest()


def materialize(records: Path, out: Path) -> Path:
    """The corpus folder (``out``, holding ``dataset/`` and ``splits/``) an export folder describes; built
    aside and swapped in whole. Returns ``out``."""
    records = Path(records)
    corpus_path = records / CORPUS_FILE
    if not corpus_path.is_file():
        raise BundleError(f"{records}: no {CORPUS_FILE}: not an export with its scoring bundle (run `svafam export` "
                          "with this version, or point --records at a dataset/export folder)")
    try:
        corpus = json.loads(corpus_path.read_text(encoding="utf-8"))
        manifest, splits, splits_rel = corpus["manifest"], corpus["splits"], corpus["splits_file"]
    except (ValueError, KeyError, TypeError) as e:
        raise BundleError(f"{corpus_path}: field {e}: missing or malformed") from None
    if not all(isinstance(v, str) for v in (manifest, splits, splits_rel)):
        raise BundleError(f"{corpus_path}: fields manifest, splits, splits_file: must be text")
    splits_rel = _relative(splits_rel, str(corpus_path))
    bundles = [records / BUNDLE_FILE.format(split=s) for s in SPLITS if (records / BUNDLE_FILE.format(split=s)).is_file()]
    if not bundles:
        raise BundleError(f"{records}: no {BUNDLE_FILE.format(split='<split>')}: the export has no scoring bundle")
    with folder_aside(out) as tmp:
        dataset = tmp / "dataset"
        dataset.mkdir()
        (dataset / MANIFEST).write_text(manifest, encoding="utf-8")
        (tmp / splits_rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp / splits_rel).write_text(splits, encoding="utf-8")
        for bundle in bundles:
            for n, doc in _read_jsonl(bundle):
                where = f"{bundle}: line {n}"
                folder = _relative(doc.get("folder"), where)
                if not all(_NAME.match(part) for part in folder.split("/")) or folder.count("/") > 1:
                    raise BundleError(f"{where}: field folder: {folder!r} is not a family folder name")
                files = doc.get("files")
                if not isinstance(files, list):
                    raise BundleError(f"{where}: field files: not a list")
                for i, entry in enumerate(files):
                    if not isinstance(entry, dict) or not isinstance(entry.get("text"), str):
                        raise BundleError(f"{where}: field files[{i}]: not a {{path, text}} object")
                    rel = _relative(entry.get("path"), f"{where}: files[{i}]")
                    target = dataset / folder / rel
                    target.parent.mkdir(parents=True, exist_ok=True)
                    target.write_text(entry["text"], encoding="utf-8")
        export = dataset / "export"
        export.mkdir()
        for p in sorted(records.iterdir()):
            if p.is_file() and p.name != MARKER:
                (export / p.name).write_bytes(p.read_bytes())
        (export / MARKER).write_text(json.dumps({"records_sha256": records_hash(records)}) + "\n", encoding="utf-8")
    return out


def is_materialized(export: Path) -> bool:
    """Whether ``export`` is the export folder of a corpus :func:`materialize` made, unchanged since."""
    marker = export / MARKER
    if not marker.is_file():
        return False
    try:
        return json.loads(marker.read_text(encoding="utf-8")).get("records_sha256") == records_hash(export)
    except (ValueError, AttributeError):
        return False
