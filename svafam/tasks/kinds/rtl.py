"""RTL generation: write a module from its description and interface; one task per family, and the composites.

A family's task comes from its folder (``tasks/rtl/``); the composites' (``dataset/composites/``,
each a top over two or three families' modules) from the dataset as a whole. The export makes
every record at once with the split of every family (:attr:`TaskKind.corpus_records`): the worked
example of a prompt comes from the train split, and a composite is exported in the split of the
families it uses. Two prompt forms: ``spec`` and ``example`` (the same after a worked example
of a train family of the same category, or of a train composite).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

from .. import composite_rtl, rtl
from ..composite_spec import COMPOSITES_DIR, INDEX_FILE
from ..sources import TaskSourceError
from . import TaskKind
from ._records import Port, interface, typed_ports


def _family_record(fdir: Path, meta: dict, split: str, example: str | None) -> dict:
    fam = meta["family"]
    path = fdir / rtl.TASK_FILE
    if not path.is_file():
        raise TaskSourceError(f"{path}: missing; run `svafam build`")
    doc = json.loads(path.read_text(encoding="utf-8"))
    spec = rtl.prompt(meta, "spec")
    if example is not None:
        ex_dir = fdir.parent / example
        ex_meta = json.loads((ex_dir / "family.json").read_text(encoding="utf-8"))
        shown = rtl.prompt(meta, "example", (ex_meta, rtl.example_answer(ex_dir, ex_meta)))
    else:
        shown = spec
    return {
        "task_id": doc["task_id"], "source": "family", "family_id": fam, "families": [fam],
        "category": meta["category"], "part_categories": [meta["category"]], "kind": meta["kind"], "split": split,
        "module": doc["module"], "description": meta["description"], "interface": interface(meta),
        "prompt_spec": spec, "prompt_example": shown, "example_id": rtl.task_id(example) if example else None,
        "library": "",
        "reference": {"variant": doc["reference"]["variant"], "module": doc["reference"]["module"],
                      "rtl_path": f"{fam}/{doc['reference']['file']}"},
        "gold_rtl": (fdir / doc["gold"]["file"]).read_text(encoding="utf-8"), "gold_path": f"{fam}/{doc['gold']['file']}",
    }


STANDARD_SPLIT_FILE = ("splits", "splits_v1.json")  # beside a dataset folder: what `svafam splits` writes


def records(fdir: Path, meta: dict, split: str) -> list[dict]:
    """The family's record alone (the export makes every record at once, :func:`corpus_records`); its example is
    chosen from the train split of the split file beside the dataset (``<dataset>/../splits/splits_v1.json``).
    A dataset with no split file yet (a family just built) has no train split: its example prompt is the spec's."""
    path = fdir.parent.parent.joinpath(*STANDARD_SPLIT_FILE)
    if not path.is_file():
        return [_family_record(fdir, meta, split, None)]
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise TaskSourceError(f"{path}: the RTL task's example needs a readable split file ({e}); "
                              "run `svafam splits`") from None
    split_of = {fam: s for s, members in _members(doc).items() for fam in members}
    return [_family_record(fdir, meta, split, _example(fdir.parent, meta, split_of))]


def _members(split_doc: dict) -> dict[str, list[str]]:
    """split -> its families, from a split file (``splits`` maps each split to its families)."""
    return {s: list(v) for s, v in split_doc["splits"].items()}


def _example(dataset: Path, meta: dict, split_of: dict[str, str]) -> str | None:
    train = {}
    for fam, s in split_of.items():
        if s == "train" and (dataset / fam / "family.json").is_file():
            train[fam] = json.loads((dataset / fam / "family.json").read_text(encoding="utf-8"))["category"]
    return rtl.example_family(meta["family"], meta["category"], train)


def _composite_record(folder: Path, metas: dict[str, dict], split: str, example: Path | None) -> dict:
    meta = json.loads((folder / "family.json").read_text(encoding="utf-8"))
    doc = json.loads((folder / rtl.TASK_FILE).read_text(encoding="utf-8"))
    library = (folder / doc["library"]).read_text(encoding="utf-8")
    spec = composite_rtl.prompt(meta, doc["parts"], metas, library)
    shown = spec
    if example is not None:
        ex_meta = json.loads((example / "family.json").read_text(encoding="utf-8"))
        ex_doc = json.loads((example / rtl.TASK_FILE).read_text(encoding="utf-8"))
        ex_prompt = composite_rtl.prompt(ex_meta, ex_doc["parts"], metas,
                                         (example / ex_doc["library"]).read_text(encoding="utf-8"))
        ex_gold = (example / ex_doc["gold"]["file"]).read_text(encoding="utf-8")
        shown = (f"Here is an example of a task and its answer.\n\n{ex_prompt}\nAnswer:\n\n```verilog\n"
                 f"{ex_gold.rstrip()}\n```\n\nNow the task.\n\n{spec}")
    cid = meta["family"]
    where = f"{COMPOSITES_DIR}/{cid}"
    return {
        "task_id": doc["task_id"], "source": "composite", "family_id": cid, "families": list(doc["families"]),
        "category": "composite", "part_categories": [p["category"] for p in doc["parts"]], "kind": "composite",
        "split": split, "module": doc["module"], "description": meta["description"], "interface": interface(meta),
        "prompt_spec": spec, "prompt_example": shown,
        "example_id": f"{example.name}/rtl" if example is not None else None, "library": library,
        "reference": {"variant": doc["reference"]["variant"], "module": doc["reference"]["module"],
                      "rtl_path": f"{where}/{doc['reference']['file']}"},
        "gold_rtl": (folder / doc["gold"]["file"]).read_text(encoding="utf-8"),
        "gold_path": f"{where}/{doc['gold']['file']}",
    }


def corpus_records(dataset: Path, split_of: dict[str, str]) -> list[dict]:
    """Every record of the kind, with every family's split known: one per family of ``split_of`` (its example a
    train family of its category), then the composites whose families are all in one split (the others are left
    out: a composite is in the split of every family it uses, or in none; its example a train composite)."""
    metas = {d.name: json.loads((d / "family.json").read_text(encoding="utf-8"))
             for d in sorted(dataset.iterdir()) if (d / "family.json").is_file()}
    train = {f: metas[f]["category"] for f, s in split_of.items() if s == "train" and f in metas}
    out = [_family_record(dataset / fam, metas[fam], split_of[fam],
                          rtl.example_family(fam, metas[fam]["category"], train))
           for fam in sorted(split_of) if fam in metas]
    index = dataset / COMPOSITES_DIR / INDEX_FILE
    if not index.is_file():
        return out
    admitted = [c["id"] for c in json.loads(index.read_text(encoding="utf-8"))["candidates"] if c["status"] == "admitted"]
    placed: dict[str, str] = {}
    for cid in admitted:
        doc = json.loads((dataset / COMPOSITES_DIR / cid / rtl.TASK_FILE).read_text(encoding="utf-8"))
        splits = {split_of.get(fam) for fam in doc["families"]}
        if len(splits) == 1 and None not in splits:
            placed[cid] = splits.pop()
    train_composites = sorted(c for c, s in placed.items() if s == "train")
    for cid, split in placed.items():
        others = [c for c in train_composites if c != cid]
        example = min(others, key=lambda c: hashlib.sha256(f"{rtl.EXAMPLE_SEED}:{cid}:{c}".encode()).hexdigest(),
                      default=None)
        out.append(_composite_record(dataset / COMPOSITES_DIR / cid, metas, split,
                                     dataset / COMPOSITES_DIR / example if example else None))
    return out


@dataclass(frozen=True)
class RtlTask:
    """A module to write. ``prompt_spec`` states the behavior and the interface; ``prompt_example`` puts a worked
    example first. A composite's prompt gives its sub-modules (``library``, compiled with the answer). The
    ground truth (``gold_rtl``) and the reference the answer is proved against are in neither prompt."""

    task_id: str
    source: str            # family | composite
    family_id: str         # the family, or the composite's id
    families: tuple[str, ...]
    category: str          # the family's category, or "composite"
    part_categories: tuple[str, ...]
    split: str
    module: str            # the module name the answer must have
    description: str
    ports: tuple[Port, ...]
    prompt_spec: str
    prompt_example: str
    example_id: str | None
    library: str
    reference_path: Path
    gold_rtl: str
    gold_path: Path


def load(r: dict, root: Path) -> RtlTask:
    return RtlTask(
        task_id=r["task_id"], source=r["source"], family_id=r["family_id"], families=tuple(r["families"]),
        category=r["category"], part_categories=tuple(r["part_categories"]), split=r["split"], module=r["module"],
        description=r["description"], ports=typed_ports(r), prompt_spec=r["prompt_spec"],
        prompt_example=r["prompt_example"], example_id=r["example_id"], library=r["library"],
        reference_path=root / r["reference"]["rtl_path"], gold_rtl=r["gold_rtl"], gold_path=root / r["gold_path"])


def card_paragraph(manifest: dict) -> str:
    return f"""- **RTL generation** (config `rtl`, {manifest['summary']['families']} family tasks and the composites):
  write a module from its description and interface, named after the family; a composite's
  answer is a top over two or three families' modules, which its prompt gives. Two prompt
  forms: `spec`, and `example` (after a worked example of a train family). Judged by an
  unbounded equivalence proof against the family's `v0` from reset (`svafam evaluate-rtl`);
  the control answers are each family's `v1` (`svafam gold-rtl`)."""


KIND = TaskKind(
    name="rtl", title="RTL generation", export_name="rtl", schema="rtl",
    prompt_forms={"spec": "prompt_spec", "example": "prompt_example"}, records=records, load=load,
    evaluate_command="evaluate-rtl", gold_command="gold-rtl", card_paragraph=card_paragraph, order=30,
    corpus_records=corpus_records,
)
