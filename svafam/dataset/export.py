"""Export task and family records per split, as JSONL and Parquet, validated against their schemas.

dataset/export/tasks_<split>.{jsonl,parquet}: one record per RTL variant.
dataset/export/families_<split>.{jsonl,parquet}: one record per family.
dataset/export/debug_<split>.{jsonl,parquet}: one record per debugging task (a buggy module to fix).
dataset/export/refmodel_<split>.{jsonl,parquet}: one record per reference-model task (an RTL variant).
dataset/export/mutation_<split>.{jsonl,parquet}: the retained mutants of the mutation pool
(dataset/<family>/mutation/manifest.jsonl, verdict distinguishable) of the split's families.
dataset/export/export_info.json: the manifest and split-file hashes the export was made
from, so loading can refuse an export older than the dataset.
"""

from __future__ import annotations

import hashlib
import json
import os
from functools import lru_cache
from pathlib import Path

from svafam.tasks.files import tasks_sha256
from svafam.tasks.interface import ports as family_ports
from svafam.tasks.records import debug_records, refmodel_records

from .manifest import MANIFEST, evidence_fingerprint
from .record_validator import RecordValidator
from .splits import SPLITS, family_split, manifest_sha256

EXPORT_DIR = "export"
INFO_FILE = "export_info.json"
SCHEMA_DIR = Path(__file__).resolve().parent / "schemas"


@lru_cache(maxsize=None)
def schema(kind: str) -> dict:
    return json.loads((SCHEMA_DIR / f"{kind}-record.schema.json").read_text(encoding="utf-8"))


def prompt(family: dict, module: str, rtl: str, ports: list[dict]) -> str:
    reset = family["reset"]
    port_list = ", ".join(f"{p['direction']} {p['name']}" + (f"[{p['width'] - 1}:0]" if p["width"] > 1 else "")
                          for p in ports)
    sync = "synchronous" if reset["synchronous"] else "asynchronous"
    return (
        f"Here is the Verilog module {module}. Write SystemVerilog Assertions that specify its behavior, "
        f"using only its ports ({port_list}); do not refer to any internal signal.\n"
        f"Clock: {family['clock']['name']} (posedge). Reset: {reset['name']}, active {reset['active']}, {sync}; "
        f"disable the properties while reset is applied (disable iff).\n"
        "Write each property as `property <name>; @(posedge clk) disable iff (...) <body>; endproperty` "
        "followed by `<label>: assert property (<name>);`. Use invariants and implications (|-> and |=>) with "
        "sequence antecedents (a ##1 b, a ##[1:3] b), delays (|-> ##2 c), windows (|-> ##[1:4] c), "
        "repetition (|=> c[*3]) and until (|=> c until d), over $past, $rose, $fell, $stable, $changed, "
        "$onehot, $onehot0.\n\n"
        f"```verilog\n{rtl}```\n"
    )


def reference_property(p: dict) -> dict:
    """A gold property with every field present (null where its form has none): one record shape for all forms."""
    implication = p["form"] != "invariant"
    return {"id": p["id"], "sva_name": p["sva_name"], "form": p["form"], "sentence": p["sentence"],
            "antecedent": p.get("antecedent"),
            "then": [{"delay": s["delay"], "delay_max": s.get("delay_max", s["delay"]), "expr": s["expr"]}
                     for s in p.get("then", [])],
            "consequent": p.get("consequent"), "expression": p.get("expression"),
            "delay": p["delay"] if implication else None,
            "delay_max": p.get("delay_max", p["delay"]) if implication else None,
            "repeat": p.get("repeat", 1) if implication else None, "until": p.get("until"),
            "disable": p.get("disable")}


def task_kind_records(dataset: Path, split_doc: dict) -> dict[str, list[dict]]:
    """The debugging and reference-model task records of every family in the split file."""
    where = family_split(split_doc)
    out: dict[str, list[dict]] = {"debug": [], "refmodel": []}
    for fam in sorted(where):
        fdir = dataset / fam
        meta = json.loads((fdir / "family.json").read_text(encoding="utf-8"))
        out["debug"] += debug_records(fdir, meta, where[fam])
        out["refmodel"] += refmodel_records(fdir, meta, where[fam])
    return out


def family_records(dataset: Path, split_doc: dict) -> tuple[list[dict], list[dict]]:
    where = family_split(split_doc)
    tasks, families = [], []
    for fam in sorted(where):
        fdir = dataset / fam
        meta = json.loads((fdir / "family.json").read_text(encoding="utf-8"))
        props = json.loads((fdir / meta["properties"]).read_text(encoding="utf-8"))["properties"]
        sva = (fdir / "properties" / "properties.sva").read_text(encoding="utf-8")
        evidence = fdir / "evidence" / "evidence.json"
        ev = json.loads(evidence.read_text(encoding="utf-8"))
        ports = family_ports(meta)
        reference = [reference_property(p) for p in props]
        for v in meta["variants"]:
            rtl = (fdir / v["file"]).read_text(encoding="utf-8")
            tasks.append({
                "task_id": f"{fam}/{v['id']}", "family_id": fam, "category": meta["category"], "kind": meta["kind"],
                "split": where[fam], "variant": v["id"], "style": v["style"], "module": v["module"],
                "rtl_path": f"{fam}/{v['file']}", "rtl": rtl,
                "interface": {"clock": meta["clock"], "reset": meta["reset"], "ports": ports},
                "prompt": prompt(meta, v["module"], rtl, ports),
                "reference_sva": sva, "reference_properties": reference,
                "mutant_ids": [m["id"] for m in meta["mutants"]],
            })
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
    return tasks, families


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

    tasks, families = family_records(dataset, split_doc)
    mutants = mutant_records(dataset, split_doc)
    validate_records(tasks, "task")
    validate_records(families, "family")
    kinds = task_kind_records(dataset, split_doc)
    for kind, records in kinds.items():
        validate_records(records, kind)
    out = dataset / EXPORT_DIR
    tmp = dataset / f".{EXPORT_DIR}.tmp"
    if tmp.exists():
        import shutil
        shutil.rmtree(tmp)
    tmp.mkdir()
    # one schema per record kind, from all splits: a column empty in one split keeps its type there
    schemas = {name: pa.Table.from_pylist(records).schema
               for name, records in (("tasks", tasks), ("families", families), ("mutation", mutants), *kinds.items())}
    counts: dict[str, dict[str, int]] = {}
    for split in SPLITS:
        t = [r for r in tasks if r["split"] == split]
        f = [r for r in families if r["split"] == split]
        by_kind = {kind: [r for r in records if r["split"] == split] for kind, records in kinds.items()}
        for name, recs in (("tasks", t), ("families", f), *by_kind.items()):
            _write_jsonl(tmp / f"{name}_{split}.jsonl", recs)
            _write_parquet(tmp / f"{name}_{split}.parquet", recs, schemas[name])
        m = [r for r in mutants if r["split"] == split]
        _write_jsonl(tmp / f"mutation_{split}.jsonl", m)
        if m:
            _write_parquet(tmp / f"mutation_{split}.parquet", m, schemas["mutation"])
        counts[split] = {"families": len(f), "tasks": len(t), **{k: len(v) for k, v in by_kind.items()},
                         "mutation": len(m)}
    info = {"manifest_sha256": manifest_sha256(dataset),
            "splits_sha256": hashlib.sha256(splits_file.read_bytes()).hexdigest(),
            "tasks_sha256": tasks_sha256(dataset),
            "counts": counts}
    (tmp / INFO_FILE).write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
    if out.exists():
        old = dataset / f".{EXPORT_DIR}.old"
        os.replace(out, old)
        os.replace(tmp, out)
        import shutil
        shutil.rmtree(old)
    else:
        os.replace(tmp, out)
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
    if info.get("tasks_sha256") != tasks_sha256(dataset):
        return "the export is older than the dataset's task files; run `svafam export`"
    return None
