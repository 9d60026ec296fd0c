"""specs/ -> dataset/: generate each family in a staging folder, validate it there,
and move it into the dataset only when it is complete and admitted."""

from __future__ import annotations

import json
import os
import shutil
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from svafam.engine import Executor
from svafam.family_folder import FAMILY_JSON
from svafam.files import write_atomic
from svafam.formal.evidence import EVIDENCE_FILE, TIMINGS_FILE, TRACE_DIR
from svafam.formal.plan import Job, Plan
from svafam.generators.family import generate_family
from svafam.generators.model import FamilySpec
from svafam.generators.spec_loader import SpecError, load_spec

from .validation import FamilyResult, prepare, validate_families

STAGING = ".staging"


@dataclass(frozen=True)
class LoadedSpec:
    spec: FamilySpec
    path: Path
    text: str
    source: str  # path as recorded in generated files: relative to the project root


def spec_files(specs_dir: Path) -> list[Path]:
    return sorted(p for p in specs_dir.glob("*/*.yaml"))


def select_specs(specs_dir: Path, families: list[str] | None) -> list[Path]:
    files = spec_files(specs_dir)
    if not families:
        return files
    by_id = {p.stem: p for p in files}
    missing = [f for f in families if f not in by_id]
    if missing:
        known = ", ".join(sorted(by_id)) or "none"
        raise SpecError(specs_dir, "", f"no spec for family {missing[0]!r} (specs found: {known})")
    return [by_id[f] for f in families]


def load_specs(paths: list[Path], project_root: Path) -> list[LoadedSpec]:
    """Load and check every spec before anything is written: one bad spec stops the build."""
    loaded = []
    seen: dict[str, Path] = {}
    for path in paths:
        spec = load_spec(path)
        if spec.id in seen:
            raise SpecError(path, "id", f"family {spec.id!r} is also defined in {seen[spec.id]}")
        seen[spec.id] = path
        try:
            source = path.resolve().relative_to(project_root.resolve()).as_posix()
        except ValueError:
            source = f"{path.parent.name}/{path.name}"
        loaded.append(LoadedSpec(spec, path, path.read_text(encoding="utf-8"), source))
    return loaded


def write_files(target: Path, files: dict[str, str]) -> None:
    for rel, text in sorted(files.items()):
        path = target / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def family_files(item: LoadedSpec) -> dict[str, str]:
    """Everything generated from the spec: the generators' files and the oracle's Verilog."""
    from svafam.generators.family import ORACLE_FILE

    files = generate_family(item.spec, item.text, item.source)
    files[ORACLE_FILE] = cached_oracle_verilog(item.spec)
    return files


def cached_oracle_verilog(spec: FamilySpec) -> str:
    """The oracle's Verilog, converted once per spec model and Amaranth release.

    The conversion runs a native Yosys process (~0.09 s a family); the result is a pure
    function of the spec model, the oracle code, Amaranth and Yosys, which key the cache.
    """
    import hashlib
    import importlib.metadata

    import svafam.oracle.amaranth_model as model
    from svafam.cache import ContentCache

    cache = ContentCache("oracle", ".v")
    key = hashlib.sha256("\n".join([
        repr(spec), Path(model.__file__).read_text(encoding="utf-8"),
        importlib.metadata.version("amaranth"), importlib.metadata.version("pyosys"),
    ]).encode()).hexdigest()
    text = cache.get_text(key)
    if text is None:
        text = model.oracle_verilog(spec)
        cache.put(key, text)
    return text


def stage_family(item: LoadedSpec, staging: Path, dataset_dir: Path) -> Path:
    """Generate one family into the staging area, carrying over its evidence for reuse."""
    target = staging / item.spec.id
    write_files(target, family_files(item))
    current = dataset_dir / item.spec.id
    if (current / EVIDENCE_FILE).exists():
        (target / EVIDENCE_FILE).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(current / EVIDENCE_FILE, target / EVIDENCE_FILE)
        if (current / TIMINGS_FILE).exists():  # the cached jobs keep their wall times
            shutil.copyfile(current / TIMINGS_FILE, target / TIMINGS_FILE)
        if (current / TRACE_DIR).is_dir():
            shutil.copytree(current / TRACE_DIR, target / TRACE_DIR, dirs_exist_ok=True)
    return target


def install_family(staged: Path, dataset_dir: Path) -> None:
    """Swap the staged family in, with renames on one file system."""
    final = dataset_dir / staged.name
    old = staged.parent / f"{staged.name}.previous"
    if final.exists():
        os.replace(final, old)
    os.replace(staged, final)
    if (old / "mutation").is_dir():  # the pool moves over (a rename); the build then reuses what is unchanged
        os.replace(old / "mutation", final / "mutation")
    shutil.rmtree(old, ignore_errors=True)


def stale_families(dataset_dir: Path, known: set[str]) -> list[Path]:
    """Family folders of ``dataset_dir`` whose spec is gone from specs/."""
    if not dataset_dir.is_dir():
        return []
    return sorted(p for p in dataset_dir.iterdir()
                  if p.is_dir() and not p.name.startswith(".") and (p / FAMILY_JSON).is_file() and p.name not in known)


def remove_stale_families(dataset_dir: Path, known: set[str]) -> list[str]:
    """Delete the families whose spec was removed: dataset/ is what specs/ gives, so a whole build
    leaves nothing a spec no longer describes (the manifest, splits and tasks would otherwise keep it)."""
    gone = stale_families(dataset_dir, known)
    for fdir in gone:
        shutil.rmtree(fdir)
    return [p.name for p in gone]


def write_index(dataset_dir: Path) -> None:
    """Refresh manifest.json and the dataset card from what dataset/ now holds."""
    from svafam.dataset.card import write_card
    from svafam.dataset.manifest import MANIFEST, build_manifest

    manifest = build_manifest(dataset_dir)
    write_atomic(dataset_dir / MANIFEST, json.dumps(manifest, indent=2) + "\n")
    write_card(dataset_dir, manifest)
    from svafam.mutation.pool import SCHEMA_FILE, schema_text

    (dataset_dir / SCHEMA_FILE).write_text(schema_text(), encoding="utf-8")


def refresh_index(dataset_dir: Path, changed: list[Path], force: bool = False) -> bool:
    """:func:`write_index` after ``changed`` families were re-validated, unless the
    manifest already holds exactly their entries (the usual case: same verdicts on
    the same inputs), in which case neither it nor the card can differ. True if written."""
    from svafam.dataset.manifest import MANIFEST, family_entry

    if force:
        write_index(dataset_dir)
        return True
    try:
        listed = json.loads((dataset_dir / MANIFEST).read_text(encoding="utf-8"))["families"]
        by_family = {entry["family"]: entry for entry in listed}
        if all(by_family.get(entry["family"]) == entry for entry in map(family_entry, changed)):
            return False
    except (OSError, ValueError, KeyError, TypeError):
        pass  # no usable manifest: write one
    write_index(dataset_dir)
    return True


@dataclass
class BuildReport:
    results: list[FamilyResult]

    @property
    def admitted(self) -> list[str]:
        return [r.family for r in self.results if r.admitted]

    @property
    def rejected(self) -> list[str]:
        return [r.family for r in self.results if not r.admitted]


@dataclass
class StagedBatch:
    """Families generated into a staging folder, with their plans' files written: ready to validate."""

    staging: Path
    families: list[Path]
    plans: dict[Path, Plan]

    def discard(self) -> None:
        shutil.rmtree(self.staging, ignore_errors=True)


def stage_batch(specs: list[LoadedSpec], dataset_dir: Path) -> StagedBatch:
    """Generate ``specs`` and their formal files in a staging folder of ``dataset_dir``. Nothing in the
    dataset changes, so a caller may stage the next batch while the jobs of this one run."""
    staging = dataset_dir / STAGING / uuid.uuid4().hex[:12]
    staging.mkdir(parents=True)
    try:
        families = [stage_family(item, staging, dataset_dir) for item in specs]
        return StagedBatch(staging, families, {fdir: prepare(fdir) for fdir in families})
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


def build(specs: list[LoadedSpec] | StagedBatch, dataset_dir: Path, executor: Executor, *, use_cache: bool,
          on_job: Callable[[str, Job, dict], None] | None = None, mutation: bool = True,
          index: bool = True, tasks: bool = True) -> BuildReport:
    """Stage (unless ``specs`` is a :class:`StagedBatch` already), validate and install ``specs``.
    ``index=False`` and ``tasks=False`` leave the manifest and card, and the admitted families' task files,
    to the caller (a synthesis run builds in many batches and writes them once at the end, the task files
    on every core)."""
    dataset_dir.mkdir(parents=True, exist_ok=True)
    batch = specs if isinstance(specs, StagedBatch) else stage_batch(specs, dataset_dir)
    try:
        results = validate_families(batch.families, executor, use_cache=use_cache, on_job=on_job,
                                    plans=batch.plans)
        for res in results:
            if res.admitted:
                install_family(res.family_dir, dataset_dir)
                res.family_dir = dataset_dir / res.family
        admitted = [res for res in results if res.admitted]
        if mutation:  # the pools of the admitted families; verdicts on unchanged inputs are reused
            from svafam.mutation.pipeline import Options, mutate_families

            runs = mutate_families([res.family_dir for res in admitted], executor, Options(reuse=use_cache))
            for res, run in zip(admitted, runs):
                res.mutation = run
        # the tasks come from the RTL, the evidence traces and the pools: written once all are in place
        if tasks:
            from .pool_tasks import refresh_tasks

            refresh_tasks(dataset_dir, [res.family_dir for res in admitted])
        if index:
            write_index(dataset_dir)
        return BuildReport(results)
    finally:
        batch.discard()
        try:
            (dataset_dir / STAGING).rmdir()
        except OSError:
            pass
