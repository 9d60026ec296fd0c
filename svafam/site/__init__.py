"""The dataset browser: a static, offline site of the whole corpus (``svafam site --out DIR``).

It only reads the dataset (``manifest.json``, each family's ``family.json``, properties,
evidence, mutation pool and task folders, and the split file) and turns it into pages:

    corpus.py      the dataset as the site reads it: families, splits, manifest; bad input -> SiteError
    families.py    loader: the index (family table) and one page per family
    pool.py        loader: the mutation pool, an overview and a page per family
    debug.py       loader: the debugging tasks, an overview and a page per family
    temporal.py    loader: every temporal property of the corpus on one page
    kinds.py       the loaders the site is made of (a new kind of record: a loader and its template)
    pictures.py    counterexample traces -> WaveDrom SVG (svafam.tasks.waveform), rendered in worker processes
    highlight.py   Pygments: Verilog, SVA and diffs as HTML
    render.py      the Jinja2 environment and the writing of pages and files
    build.py       the whole build: into a folder beside the target, moved into place when complete
    screenshot.py  docs/site-family.png, taken by headless chromium

Every loader returns a :class:`svafam.site.model.Bundle` (pages, pictures, files to copy); the
build renders them all, in parallel, into a temporary folder. The output is a pure function
of the dataset: the same dataset gives byte-identical sites.
"""

from .build import SiteError, SiteReport, build_site

__all__ = ["SiteError", "SiteReport", "build_site"]
