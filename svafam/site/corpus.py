"""The dataset as the site reads it: the manifest, the split file, and the families chosen.

Every file is read through :func:`read_json`, which checks it against the fields the site
uses (:mod:`svafam.site.schemas`); anything unreadable is a :class:`SiteError` naming the file,
the field and the reason.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

import jsonschema

from svafam.errors import SvafamError
from svafam.family_folder import EVIDENCE_JSON, FamilyFormatError, family_dirs, read_family_json
from svafam.formal.evidence import with_timings

from . import schemas


class SiteError(SvafamError, ValueError):
    """Bad input: a dataset file the site cannot be made from, or an unusable output folder."""


def _field(path) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "(top level)"


def check(doc, schema: dict, where: str):
    """``doc`` if it has what ``schema`` asks; else SiteError with ``where`` (a file, a line) and the field."""
    error = jsonschema.exceptions.best_match(jsonschema.Draft202012Validator(schema).iter_errors(doc))
    if error is not None:
        raise SiteError(f"{where}: field {_field(error.absolute_path)}: {error.message}")
    return doc


def read_json(path: Path, schema: dict):
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SiteError(f"{path}: missing (run `svafam build` to make the dataset)") from None
    except (OSError, UnicodeDecodeError) as e:
        raise SiteError(f"{path}: cannot read ({e})") from None
    except json.JSONDecodeError as e:
        raise SiteError(f"{path}: line {e.lineno}: not valid JSON ({e.msg})") from None
    return check(doc, schema, str(path))


def read_text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SiteError(f"{path}: missing (run `svafam build` to regenerate the family)") from None
    except (OSError, UnicodeDecodeError) as e:
        raise SiteError(f"{path}: cannot read ({e})") from None


@dataclass
class Family:
    """One family folder; its files are read when first asked for."""

    dir: Path
    split: str          # train, dev, test, or "unsplit" when the split file does not list it

    @property
    def id(self) -> str:
        return self.dir.name

    @cached_property
    def meta(self) -> dict:
        try:
            return read_family_json(self.dir)
        except FamilyFormatError as e:
            raise SiteError(str(e)) from None

    @cached_property
    def properties(self) -> list[dict]:
        return read_json(self.dir / self.meta["properties"], schemas.PROPERTIES)["properties"]

    @cached_property
    def evidence(self) -> dict | None:
        path = self.dir / EVIDENCE_JSON
        # wall times, which are not committed, show where this machine ran the jobs
        return with_timings(read_json(path, schemas.EVIDENCE), self.dir) if path.exists() else None

    @cached_property
    def pool_records(self) -> list[dict]:
        """Every candidate of the family's mutation pool (``mutation/manifest.jsonl``), in file order."""
        path = self.dir / "mutation" / "manifest.jsonl"
        if not path.exists():
            return []
        out = []
        for number, line in enumerate(read_text(path).splitlines(), 1):
            where = f"{path}: line {number}"
            try:
                record = json.loads(line)
            except json.JSONDecodeError as e:
                raise SiteError(f"{where}: not valid JSON ({e.msg})") from None
            out.append(check(record, schemas.POOL_RECORD, where))
        return out

    @cached_property
    def pool_killed_by(self) -> dict[str, list[str]]:
        """Pool mutant id -> the gold properties that kill it (``mutation/kill_matrix.json``)."""
        path = self.dir / "mutation" / "kill_matrix.json"
        return read_json(path, schemas.KILL_MATRIX)["killed_by"] if path.exists() else {}

    @cached_property
    def debug_tasks(self) -> list[dict]:
        """The family's debugging tasks (``tasks/debug/<bug>/task.json``), by bug id."""
        folder = self.dir / "tasks" / "debug"
        return [read_json(path, schemas.DEBUG_TASK) for path in sorted(folder.glob("*/task.json"))]

    def task_picture(self, trace: str) -> Path | None:
        """The debugging task's picture of ``trace`` (a VCD of the family, relative), if a task draws that trace:
        the same trace drawn the same way, so the site copies it rather than drawing it again."""
        for task in self.debug_tasks:
            if task["waveform"]["trace"] == trace:
                return self.dir / task["files"]["waveform.svg"]
        return None

    def text(self, relative: str) -> str:
        return read_text(self.dir / relative)

    @property
    def interface(self) -> dict:
        return {k: self.meta[k] for k in ("clock", "reset", "inputs", "outputs")}

    def controlled_kills(self) -> dict[str, list[str]]:
        """Controlled mutant id -> the gold properties its gold-on-mutant run failed."""
        return {job["target"].split()[0]: sorted(job["failed_properties"])
                for job in (self.evidence or {}).get("jobs", []) if job["kind"] == "gold_on_mutant"}


@dataclass
class Corpus:
    dataset: Path
    manifest: dict
    families: list[Family]                       # the ones the site is built for, by id
    manifest_entries: dict[str, dict]            # the manifest's families, by id

    @property
    def whole(self) -> bool:
        """Whether the site shows every family of the dataset (else the pages say how many)."""
        return len(self.families) == len(self.manifest_entries)


def load_corpus(dataset: Path, split_file: Path | None, family_ids: tuple[str, ...] = ()) -> Corpus:
    """The dataset's manifest and families (all of them, or those named), with their splits."""
    dataset = Path(dataset)
    if not dataset.is_dir():
        raise SiteError(f"{dataset}: no dataset folder (run `svafam build` first, or pass --dataset)")
    manifest = read_json(dataset / "manifest.json", schemas.MANIFEST)
    entries = {e["family"]: e for e in manifest["families"]}
    splits: dict[str, str] = {}
    if split_file is not None and split_file.exists():  # no split file yet: every family shows as unsplit
        doc = read_json(split_file, schemas.SPLITS)
        splits = {fam: name for name, members in doc["splits"].items() for fam in members}
    known = [d.name for d in family_dirs(dataset)]
    for fam in family_ids:
        if fam not in known:
            raise SiteError(f"--family {fam}: no family {fam!r} in {dataset} "
                            f"({len(known)} families, e.g. {', '.join(known[:3]) or 'none'})")
    missing = sorted(set(entries) - set(known))
    if missing:
        raise SiteError(f"{dataset / 'manifest.json'}: field families: lists {missing[0]}, which has no "
                        f"{missing[0]}/family.json (run `svafam build` to make the dataset whole)")
    chosen = sorted(set(family_ids)) if family_ids else known
    return Corpus(dataset, manifest, [Family(dataset / f, splits.get(f, "unsplit")) for f in chosen], entries)
