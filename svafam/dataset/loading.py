"""Load exported splits as typed objects, for training and evaluation pipelines.

    from svafam.dataset import load_split, load_debug_split, load_refmodel_split
    for task in load_split("train"):
        task.prompt, task.rtl, task.reference_sva, task.rtl_path
    for task in load_debug_split("test"):      # fix a buggy module (ground truth kept apart)
        task.prompt_one_shot, task.fixed_rtl, task.svg_path
    for task in load_refmodel_split("test"):   # write a Python model of an RTL variant
        task.prompt_rtl, task.prompt_spec

Refuses, with a clear message, an unknown split, a missing dataset or export, and an
export older than the dataset or split file it came from: never silently stale data.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from svafam.errors import SvafamError
from svafam.paths import project_root

from .export import EXPORT_DIR, export_is_current
from .splits import SPLIT_FILE, SPLITS

DEFAULT_ROOT = project_root()


class DatasetError(SvafamError, RuntimeError):
    """The dataset, split file or export cannot be used as asked; the message says what to run."""


@dataclass(frozen=True)
class Port:
    name: str
    direction: str
    width: int


@dataclass(frozen=True)
class ReferenceProperty:
    """A gold property as data; ``then``, ``delay``..``delay_max``, ``repeat`` and ``until`` give an implication's
    timing (see the README: the antecedent sequence, then the consequent checked at a delay, in a window, for
    ``repeat`` cycles in a row, or until ``until`` holds)."""

    id: str
    sva_name: str
    form: str
    sentence: str
    antecedent: str | None
    then: tuple[dict, ...]
    consequent: str | None
    expression: str | None
    delay: int | None
    delay_max: int | None
    repeat: int | None
    until: str | None
    disable: str | None


@dataclass(frozen=True)
class Task:
    task_id: str
    family_id: str
    category: str
    kind: str
    split: str
    variant: str
    style: str
    module: str
    rtl_path: Path
    rtl: str
    clock: str
    reset: str
    reset_active: str
    reset_synchronous: bool
    ports: tuple[Port, ...]
    prompt: str
    reference_sva: str
    reference_properties: tuple[ReferenceProperty, ...]
    mutant_ids: tuple[str, ...]


@dataclass(frozen=True)
class MutantRef:
    id: str
    name: str
    kind: str
    description: str
    rtl_path: Path


@dataclass(frozen=True)
class Family:
    family_id: str
    category: str
    kind: str
    split: str
    template: str
    description: str
    path: Path
    variant_paths: tuple[Path, ...]
    reference_sva: str
    properties: int
    mutants: tuple[MutantRef, ...]


CORPORA = ("curated", "synthetic")


def corpus_paths(corpus: str, path: Path | None) -> tuple[Path | None, Path | None]:
    """(dataset, split file) of a corpus: the curated one of this project, or a synthetic one made by
    ``svafam synth --out path`` (its dataset/ and splits/ folders)."""
    if corpus not in CORPORA:
        raise DatasetError(f"unknown corpus {corpus!r}; choose one of {', '.join(CORPORA)}")
    if corpus == "curated":
        return (Path(path) / "dataset", Path(path) / "splits" / SPLIT_FILE) if path else (None, None)
    if path is None:
        raise DatasetError("a synthetic corpus needs its folder: path=<the --out of svafam synth>")
    return Path(path) / "dataset", Path(path) / "splits" / SPLIT_FILE


def _paths(dataset: Path | None, splits_file: Path | None) -> tuple[Path, Path]:
    dataset = Path(dataset) if dataset else DEFAULT_ROOT / "dataset"
    splits_file = Path(splits_file) if splits_file else DEFAULT_ROOT / "splits" / SPLIT_FILE
    return dataset, splits_file


def _records(kind: str, split: str, dataset: Path | None, splits_file: Path | None) -> tuple[Path, list[dict]]:
    if split not in SPLITS:
        raise DatasetError(f"unknown split {split!r}; choose one of {', '.join(SPLITS)}")
    dataset, splits_file = _paths(dataset, splits_file)
    if not (dataset / "manifest.json").is_file():
        raise DatasetError(f"no dataset at {dataset} (expected {dataset / 'manifest.json'}); run `svafam build`")
    stale = export_is_current(dataset, splits_file)
    if stale:
        raise DatasetError(f"{dataset / EXPORT_DIR}: {stale}")
    path = dataset / EXPORT_DIR / f"{kind}_{split}.jsonl"
    with open(path, encoding="utf-8") as f:
        return dataset, [json.loads(line) for line in f if line.strip()]


def load_split(split: str, dataset: Path | None = None, splits_file: Path | None = None, *,
               corpus: str = "curated", path: Path | None = None) -> list[Task]:
    """The tasks (one per RTL variant) of one split; ``corpus="synthetic", path=DIR`` reads a corpus
    made by ``svafam synth --out DIR``."""
    if corpus != "curated" or path is not None:
        dataset, splits_file = corpus_paths(corpus, path)
    root, records = _records("tasks", split, dataset, splits_file)
    out = []
    for r in records:
        iface = r["interface"]
        out.append(Task(
            task_id=r["task_id"], family_id=r["family_id"], category=r["category"], kind=r["kind"],
            split=r["split"], variant=r["variant"], style=r["style"], module=r["module"],
            rtl_path=root / r["rtl_path"], rtl=r["rtl"], clock=iface["clock"]["name"],
            reset=iface["reset"]["name"], reset_active=iface["reset"]["active"],
            reset_synchronous=iface["reset"]["synchronous"],
            ports=tuple(Port(**p) for p in iface["ports"]), prompt=r["prompt"], reference_sva=r["reference_sva"],
            reference_properties=tuple(ReferenceProperty(**dict(p, then=tuple(p["then"])))
                                       for p in r["reference_properties"]),
            mutant_ids=tuple(r["mutant_ids"])))
    return out


def load_families(split: str, dataset: Path | None = None, splits_file: Path | None = None) -> list[Family]:
    """The families of one split, with the paths of their files."""
    root, records = _records("families", split, dataset, splits_file)
    return [Family(
        family_id=r["family_id"], category=r["category"], kind=r["kind"], split=r["split"], template=r["template"],
        description=r["description"], path=root / r["family_id"],
        variant_paths=tuple(root / v["rtl_path"] for v in r["variants"]), reference_sva=r["reference_sva"],
        properties=r["properties"],
        mutants=tuple(MutantRef(m["id"], m["name"], m["kind"], m["description"], root / m["rtl_path"])
                      for m in r["mutants"])) for r in records]


@dataclass(frozen=True)
class DebugTask:
    """A buggy module to fix. ``prompt_one_shot`` adds the waveform table to ``prompt_zero_shot``;
    the ground truth (``fixed_rtl``, ``bug_lines``, ``diff``, ``bug_description``) is not in either prompt."""

    task_id: str
    family_id: str
    category: str
    split: str
    bug_kind: str
    mutant_kind: str
    source: str          # controlled (a spec-level mutant) or pool (a source-level one, issue 16)
    operator: str | None  # pool: the source-level operator
    model: str           # cycle, or edge: the waveform has a row per clock edge, the fix is proved clock-accurately
    module: str
    description: str
    ports: tuple[Port, ...]
    buggy_rtl: str
    prompt_zero_shot: str
    prompt_one_shot: str
    waveform_table: str
    wavedrom: str
    vcd_path: Path
    svg_path: Path
    first_divergence: int
    fixed_rtl: str
    bug_lines: tuple[int, ...]
    diff: str
    bug_description: str
    location: dict | None  # pool: mutant id, variant file, line, AST node path, change


@dataclass(frozen=True)
class RefModelTask:
    """An RTL variant to model in Python; ``prompt_rtl`` shows the Verilog, ``prompt_spec`` only the description."""

    task_id: str
    family_id: str
    category: str
    split: str
    variant: str
    module: str
    rtl_path: Path
    rtl: str
    description: str
    ports: tuple[Port, ...]
    prompt_rtl: str
    prompt_spec: str
    stimuli_path: Path


def load_debug_split(split: str, dataset: Path | None = None, splits_file: Path | None = None) -> list[DebugTask]:
    """The debugging tasks of one split: one per controlled mutant, and the pool's sample."""
    root, records = _records("debug", split, dataset, splits_file)
    return [DebugTask(
        task_id=r["task_id"], family_id=r["family_id"], category=r["category"], split=r["split"],
        bug_kind=r["bug_kind"], mutant_kind=r["mutant_kind"], source=r["source"], operator=r["operator"],
        model=r["model"], module=r["module"],
        description=r["description"], ports=tuple(Port(**p) for p in r["interface"]["ports"]),
        buggy_rtl=r["buggy_rtl"], prompt_zero_shot=r["prompt_zero_shot"], prompt_one_shot=r["prompt_one_shot"],
        waveform_table=r["waveform"]["table"], wavedrom=r["waveform"]["wavedrom"],
        vcd_path=root / r["waveform"]["vcd_path"], svg_path=root / r["waveform"]["svg_path"],
        first_divergence=r["waveform"]["first_divergence"], fixed_rtl=r["ground_truth"]["fixed_rtl"],
        bug_lines=tuple(r["ground_truth"]["lines"]), diff=r["ground_truth"]["diff"],
        bug_description=r["ground_truth"]["description"], location=r["ground_truth"]["location"]) for r in records]


def load_refmodel_split(split: str, dataset: Path | None = None, splits_file: Path | None = None
                        ) -> list[RefModelTask]:
    """The reference-model tasks (one per RTL variant) of one split."""
    root, records = _records("refmodel", split, dataset, splits_file)
    return [RefModelTask(
        task_id=r["task_id"], family_id=r["family_id"], category=r["category"], split=r["split"],
        variant=r["variant"], module=r["module"], rtl_path=root / r["rtl_path"], rtl=r["rtl"],
        description=r["description"], ports=tuple(Port(**p) for p in r["interface"]["ports"]),
        prompt_rtl=r["prompt_rtl"], prompt_spec=r["prompt_spec"], stimuli_path=root / r["stimuli_path"])
        for r in records]
