"""The whole site: load every kind of record, render it into a folder beside the target, move it into place.

Nothing half-written: everything goes to ``.<name>.tmp-<pid>`` next to ``--out`` and replaces
it only when complete; any error removes the temporary folder and leaves ``--out`` as it was.
An existing ``--out`` is replaced only when it is a site this command made (it holds
:data:`MARKER`), so a mistyped folder is never wiped.

Work (pictures, pages, copies) is cut into batches and run by worker processes
(``workers`` of them; 1 runs everything here, in order: the serial baseline of
``benchmarks/site_speed.py``). The output does not depend on the number of workers.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from multiprocessing import get_context
from pathlib import Path

from svafam.files import swap_in

from . import highlight, pictures
from .corpus import SiteError, load_corpus
from .kinds import LOADERS
from .model import Bundle, Copy, Page, Picture
from .render import copy_file, render_page

MARKER = ".svafam-site"
MARKER_TEXT = "A static site of an sva-families dataset, written by `svafam site`; rebuilding replaces this folder.\n"
STATIC = Path(__file__).parent / "static"
BATCH = 16

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class SiteReport:
    out: Path
    pages: dict[str, int]     # per kind of record
    pictures: int             # waveform pictures of traces
    pictures_reused: int      # of them, a debugging task's picture of the same trace, copied
    copies: int               # files copied from the dataset
    files: int                # every file of the site
    bytes: int
    families: int
    seconds: float

    @property
    def page_count(self) -> int:
        return sum(self.pages.values())


def check_out(out: Path, dataset: Path, repo_root: Path | None) -> Path:
    """``out``, resolved, if the site may be written there; else a SiteError saying why."""
    out, dataset = out.resolve(), dataset.resolve()
    protected = {"the dataset": dataset}
    if repo_root is not None:
        protected["the repository root"] = repo_root.resolve()
    for name, path in protected.items():
        if out == path:
            raise SiteError(f"--out {out}: is {name}; choose a folder of its own, e.g. site/")
    for name, path in protected.items():
        if out in path.parents:
            raise SiteError(f"--out {out}: holds {name}, which the site would replace; choose a folder of its own, "
                            "e.g. site/")
    if out.is_relative_to(dataset):
        raise SiteError(f"--out {out}: is inside the dataset {dataset}; choose a folder outside it, e.g. site/")
    if out.exists():
        if not out.is_dir():
            raise SiteError(f"--out {out}: exists and is not a folder")
        if any(out.iterdir()) and not (out / MARKER).is_file():
            raise SiteError(f"--out {out}: a folder that holds other files (no {MARKER} of an earlier site); "
                            "choose an empty or new folder")
    return out


def _units(bundle: Bundle) -> list[Picture | Page | Copy]:
    """Every piece of work, pictures first (the slow ones start early); every target written once."""
    units: list[Picture | Page | Copy] = [*bundle.pictures, *bundle.pages, *bundle.copies]
    targets = Counter(t for u in units for t in _targets(u))
    twice = sorted(t for t, n in targets.items() if n > 1)
    if twice:
        raise RuntimeError(f"site paths written twice: {', '.join(twice[:5])}")  # a loader's bug, not bad input
    return units


def _targets(unit: Picture | Page | Copy) -> list[str]:
    if isinstance(unit, Picture):
        return [unit.target, unit.vcd]
    return [unit.path] if isinstance(unit, Page) else [unit.target]


def _run(batch: list[Picture | Page | Copy], root: Path, cache: bool) -> int:
    for unit in batch:
        if isinstance(unit, Picture):
            pictures.render(unit, root, cache)
        elif isinstance(unit, Page):
            render_page(unit, root)
        else:
            copy_file(unit.source, root / unit.target)
    return len(batch)


def _execute(units: list, root: Path, workers: int, cache: bool, progress: Progress | None) -> None:
    total, done = len(units), 0
    batches = [units[i:i + BATCH] for i in range(0, total, BATCH)]
    if workers <= 1:
        for batch in batches:
            done += _run(batch, root, cache)
            if progress:
                progress(done, total)
        return
    # fork: workers start with everything loaded (a fresh interpreter costs seconds of imports each). With fork
    # the pool starts all of them at the first submit, before any progress callback starts a display thread.
    with ProcessPoolExecutor(max_workers=workers, mp_context=get_context("fork")) as pool:
        futures = [pool.submit(_run, batch, root, cache) for batch in batches]
        try:
            for future in as_completed(futures):
                done += future.result()
                if progress:
                    progress(done, total)
        except BaseException:
            for f in futures:
                f.cancel()
            raise


def _write_static(root: Path, bundle: Bundle, corpus) -> None:
    assets = root / "assets"
    assets.mkdir(parents=True, exist_ok=True)
    for source in sorted(STATIC.iterdir()):
        shutil.copyfile(source, assets / source.name)
    (assets / "pygments.css").write_text(highlight.stylesheet(), encoding="utf-8")
    (root / MARKER).write_text(MARKER_TEXT, encoding="utf-8")
    manifest_bytes = (corpus.dataset / "manifest.json").read_bytes()
    index = {
        "site_version": 1,
        "dataset_manifest_sha256": hashlib.sha256(manifest_bytes).hexdigest(),
        "families": [f.id for f in corpus.families],
        "pages": sorted(p.path for p in bundle.pages),
        "pictures": sorted(p.target for p in bundle.pictures),
    }
    (root / "site.json").write_text(json.dumps(index, indent=1) + "\n", encoding="utf-8")


def _move_into_place(tmp: Path, out: Path) -> None:
    swap_in(tmp, out)


def build_site(dataset: Path, out: Path, split_file: Path | None = None, families: tuple[str, ...] = (),
               workers: int | None = None, cache: bool = True, repo_root: Path | None = None,
               progress: Progress | None = None) -> SiteReport:
    """Write the site of ``dataset`` (all families, or those named) to ``out``."""
    start = time.monotonic()
    out = check_out(Path(out), Path(dataset), repo_root)
    corpus = load_corpus(Path(dataset), split_file, families)
    bundle, pages = Bundle(), {}
    for kind, load in LOADERS.items():
        part = load(corpus)
        pages[kind] = len(part.pages)
        bundle.extend(part)
    units = _units(bundle)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.parent / f".{out.name}.tmp-{os.getpid()}"
    if tmp.exists():
        shutil.rmtree(tmp)
    tmp.mkdir()
    try:
        _execute(units, tmp, workers or os.cpu_count() or 1, cache, progress)
        _write_static(tmp, bundle, corpus)
        files = [p for p in tmp.rglob("*") if p.is_file()]
        size = sum(p.stat().st_size for p in files)
        _move_into_place(tmp, out)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    reused = sum(p.drawn is not None for p in bundle.pictures)
    return SiteReport(out, pages, len(bundle.pictures), reused, len(bundle.copies), len(files), size,
                      len(corpus.families), round(time.monotonic() - start, 2))
