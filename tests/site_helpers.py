"""Helpers of the site tests: a small dataset copy, a link checker, a blank-picture check."""

from __future__ import annotations

import hashlib
import json
import shutil
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
DATASET = ROOT / "dataset"
SPLITS = ROOT / "splits" / "splits_v1.json"
# three families that differ in category, split and generator path (the index filters need all three)
FAMILIES = ("arbiter_0001", "fifo_0001", "timer_0007")


def small_dataset(target: Path, families: tuple[str, ...] = ("timer_0007",)) -> Path:
    """A dataset folder with only ``families`` (copied) and a manifest that lists only them."""
    target.mkdir(parents=True)
    manifest = json.loads((DATASET / "manifest.json").read_text(encoding="utf-8"))
    manifest["families"] = [f for f in manifest["families"] if f["family"] in families]
    (target / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    for fam in families:
        shutil.copytree(DATASET / fam, target / fam)
    return target


def tree_digest(root: Path) -> dict[str, str]:
    """Every file under ``root`` (relative path) with the sha256 of its bytes."""
    return {p.relative_to(root).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


class _Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links: list[str] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self.ids.add(a["id"])
        for key in ("href", "src"):
            if a.get(key):
                self.links.append(a[key])


def parse(page: Path) -> _Links:
    parser = _Links()
    parser.feed(page.read_text(encoding="utf-8"))
    return parser


def broken_links(site: Path) -> list[str]:
    """Every link or asset of every HTML page of ``site`` that does not resolve: a missing file, a missing
    ``#anchor`` in its page, or anything outside the site (the site must work offline, from disk)."""
    site = site.resolve()
    parsed = {p: parse(p) for p in sorted(site.rglob("*.html"))}
    problems = []
    for page, info in parsed.items():
        for link in info.links:
            parts = urlsplit(link)
            where = f"{page.relative_to(site)}: {link}"
            if parts.scheme or parts.netloc:
                problems.append(f"{where}: leaves the site")
                continue
            target = (page.parent / unquote(parts.path)).resolve() if parts.path else page
            if not target.is_relative_to(site):
                problems.append(f"{where}: points outside the site")
            elif not target.is_file():
                problems.append(f"{where}: no such file")
            elif parts.fragment and target.suffix == ".html":
                ids = parsed[target].ids if target in parsed else parse(target).ids
                if parts.fragment not in ids:
                    problems.append(f"{where}: no element with id {parts.fragment!r}")
    return problems


def blank(png: Path, min_stddev: float = 8.0, min_colors: int = 16) -> bool:
    """True when a screenshot is (nearly) one flat color: little pixel variance or few distinct colors."""
    from PIL import Image, ImageStat

    with Image.open(png) as image:
        rgb = image.convert("RGB")
        spread = max(ImageStat.Stat(rgb).stddev)
        colors = rgb.getcolors(maxcolors=1 << 16)
        distinct = len(colors) if colors is not None else 1 << 16
    return spread < min_stddev or distinct < min_colors
