"""Export task and family records per split, as JSONL and Parquet, validated against their schemas.

dataset/export/tasks_<split>.{jsonl,parquet}: one record per RTL variant.
dataset/export/families_<split>.{jsonl,parquet}: one record per family.
dataset/export/debug_<split>.{jsonl,parquet}: one record per debugging task (a buggy module to fix).
dataset/export/refmodel_<split>.{jsonl,parquet}: one record per reference-model task (an RTL variant).
dataset/export/rtl_<split>.{jsonl,parquet}: one record per RTL-generation task (a family, or a composite).
dataset/export/mutation_<split>.{jsonl,parquet}: the retained mutants of the mutation pool
(dataset/<family>/mutation/manifest.jsonl, verdict distinguishable) of the split's families.
dataset/export/export_info.json: the manifest and split-file hashes the export was made
from, so loading can refuse an export older than the dataset.
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from pathlib import Path

from svafam.family_folder import EVIDENCE_JSON, PROPERTIES_SVA, read_family_json
from svafam.files import folder_aside
from svafam.records import RecordValidator
from svafam.tasks.files import tasks_sha256
from svafam.tasks.kinds import task_kinds

from . import bundle
from .manifest import MANIFEST, evidence_fingerprint
from .splits import SPLITS, family_split, manifest_sha256

EXPORT_DIR = "export"
INFO_FILE = "export_info.json"
SCHEMA_DIR = Path(__file__).resolve().parent / "schemas"


@lru_cache(maxsize=None)
def schema(kind: str) -> dict:
    return json.loads((SCHEMA_DIR / f"{kind}-record.schema.json").read_text(encoding="utf-8"))


def task_kind_records(dataset: Path, split_doc: dict) -> dict[str, list[dict]]:
    """The records of every registered task kind, of every family in the split file, by export name."""
    where = family_split(split_doc)
    kinds = task_kinds().values()
    out: dict[str, list[dict]] = {kind.export_name: [] for kind in kinds}
    for fam in sorted(where):
        fdir = dataset / fam
        meta = read_family_json(fdir)
        for kind in kinds:
            if kind.corpus_records is None:
                out[kind.export_name] += kind.records(fdir, meta, where[fam])
    for kind in kinds:
        if kind.corpus_records is not None:  # made from the dataset as a whole, with every family's split
            out[kind.export_name] += kind.corpus_records(dataset, where)
    return out


def family_records(dataset: Path, split_doc: dict) -> list[dict]:
    where = family_split(split_doc)
    families = []
    for fam in sorted(where):
        fdir = dataset / fam
        meta = read_family_json(fdir)
        props = json.loads((fdir / meta["properties"]).read_text(encoding="utf-8"))["properties"]
        sva = (fdir / PROPERTIES_SVA).read_text(encoding="utf-8")
        ev = json.loads((fdir / EVIDENCE_JSON).read_text(encoding="utf-8"))
        families.append({
            "family_id": fam, "category": meta["category"], "kind": meta["kind"], "split": where[fam],
            "template": meta["template"], "description": meta["description"],
            "variants": [{"id": v["id"], "style": v["style"], "module": v["module"], "rtl_path": f"{fam}/{v['file']}"}
                         for v in meta["variants"]],
            "reference_sva": sva, "properties": len(props),
            "mutants": [{"id": m["id"], "name": m["name"], "kind": m["kind"], "description": m["description"],
                         "rtl_path": f"{fam}/{m['file']}"} for m in meta["mutants"]],
            "evidence_fingerprint": evidence_fingerprint(ev),
            "admitted": bool(ev.get("admitted")),
        })
    return families


def mutant_records(dataset: Path, split_doc: dict) -> list[dict]:
    """The pool's retained mutants, each with its family's split (family-safe like everything else)."""
    from svafam.mutation.pool import schema_text

    validator = RecordValidator(json.loads(schema_text()))
    where = family_split(split_doc)
    out = []
    for fam in sorted(where):
        path = dataset / fam / "mutation" / "manifest.jsonl"
        if not path.is_file():
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            rec = json.loads(line)
            err = validator.first_error(rec)
            if err is not None:
                raise ValueError(f"{path}: mutant {rec.get('id')}: {'/'.join(map(str, err.absolute_path))}: "
                                 f"{err.message}")
            if rec["verdict"] == "distinguishable":
                out.append(dict(rec, split=where[fam]))
    return out


@lru_cache(maxsize=None)
def record_validator(kind: str) -> RecordValidator:
    return RecordValidator(schema(kind))


def validate_records(records: list[dict], kind: str) -> None:
    validator = record_validator(kind)
    for rec in records:
        err = validator.first_error(rec)
        if err is not None:
            key = rec.get("task_id") or rec.get("family_id")
            raise ValueError(f"{kind} record {key}: {'/'.join(map(str, err.absolute_path))}: {err.message}")


def _write_jsonl(path: Path, records: list[dict]) -> None:
    path.write_text("".join(json.dumps(r, sort_keys=False) + "\n" for r in records), encoding="utf-8")


def _write_parquet(path: Path, records: list[dict], schema) -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq

    table = pa.Table.from_pylist(records, schema=schema)
    # no timestamps or writer-dependent statistics: the same records give the same bytes
    pq.write_table(table, path, compression="zstd", write_statistics=False, store_schema=True)


def export(dataset: Path, split_doc: dict, splits_file: Path) -> dict[str, dict[str, int]]:
    import pyarrow as pa

    families = family_records(dataset, split_doc)
    mutants = mutant_records(dataset, split_doc)
    validate_records(families, "family")
    kinds = task_kind_records(dataset, split_doc)
    for kind in task_kinds().values():
        validate_records(kinds[kind.export_name], kind.schema)
    # one schema per record kind, from all splits: a column empty in one split keeps its type there
    schemas = {name: pa.Table.from_pylist(records).schema
               for name, records in (*kinds.items(), ("families", families), ("mutation", mutants))}
    bundles = bundle.bundle_records(dataset, family_split(split_doc))
    with folder_aside(dataset / EXPORT_DIR) as tmp:
        counts: dict[str, dict[str, int]] = {}
        for split in SPLITS:
            f = [r for r in families if r["split"] == split]
            by_kind = {name: [r for r in records if r["split"] == split] for name, records in kinds.items()}
            for name, recs in (*by_kind.items(), ("families", f)):
                _write_jsonl(tmp / f"{name}_{split}.jsonl", recs)
                _write_parquet(tmp / f"{name}_{split}.parquet", recs, schemas[name])
            m = [r for r in mutants if r["split"] == split]
            _write_jsonl(tmp / f"mutation_{split}.jsonl", m)
            if m:
                _write_parquet(tmp / f"mutation_{split}.parquet", m, schemas["mutation"])
            counts[split] = {"families": len(f), **{k: len(v) for k, v in by_kind.items()}, "mutation": len(m)}
            _write_jsonl(tmp / bundle.BUNDLE_FILE.format(split=split), [b for b in bundles if b["split"] == split])
        (tmp / bundle.CORPUS_FILE).write_text(json.dumps(bundle.corpus_doc(dataset, splits_file), indent=1) + "\n",
                                              encoding="utf-8")
        info = {"manifest_sha256": manifest_sha256(dataset),
                "splits_sha256": hashlib.sha256(splits_file.read_bytes()).hexdigest(),
                "tasks_sha256": tasks_sha256(dataset),
                "counts": counts}
        (tmp / INFO_FILE).write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
    return counts


def export_is_current(dataset: Path, splits_file: Path) -> str | None:
    """None when the export matches the dataset and split file, else why not."""
    info_path = dataset / EXPORT_DIR / INFO_FILE
    if not info_path.is_file():
        return f"no export in {dataset / EXPORT_DIR}; run `svafam export`"
    info = json.loads(info_path.read_text(encoding="utf-8"))
    if not (dataset / MANIFEST).is_file() or info.get("manifest_sha256") != manifest_sha256(dataset):
        return "the export is older than the dataset it came from; run `svafam export`"
    if not splits_file.is_file() or info.get("splits_sha256") != hashlib.sha256(splits_file.read_bytes()).hexdigest():
        return "the export was made from another split file; run `svafam export`"
    # a corpus made from an export folder (evaluate* --records) holds what the checkers read, not every task file
    if info.get("tasks_sha256") != tasks_sha256(dataset) and not bundle.is_materialized(dataset / EXPORT_DIR):
        return "the export is older than the dataset's task files; run `svafam export`"
    return None
