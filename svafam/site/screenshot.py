"""A picture of a family page, taken by headless chromium: the README's ``docs/site-family.png``.

    python -m svafam.site.screenshot [--family timer_0007] [--out docs/site-family.png]

builds the site of that family into a temporary folder, opens its page in Debian's
``chromium`` driven by Playwright (``pip install -e '.[test]'``, ``apt-get install chromium``)
and saves a screenshot of the top of the page. Also used by the browser tests.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

VIEWPORT = {"width": 1600, "height": 1100}


class NoBrowser(RuntimeError):
    """Playwright or a chromium binary is not installed."""


def chromium_path() -> str:
    path = shutil.which("chromium") or shutil.which("chromium-browser")
    if path is None:
        raise NoBrowser("no chromium on PATH (Debian: apt-get install -y --no-install-recommends chromium)")
    return path


def launch(playwright):
    """Headless chromium: the system's binary, not a Playwright download (offline, one browser to keep current)."""
    return playwright.chromium.launch(executable_path=chromium_path(), headless=True)


def sync_playwright():
    try:
        from playwright.sync_api import sync_playwright as start
    except ImportError:
        raise NoBrowser("the playwright package is not installed (pip install -e '.[test]')") from None
    return start()


def take(page_file: Path, target: Path, viewport: dict = VIEWPORT) -> None:
    """Screenshot of the top of ``page_file`` (one viewport) into ``target`` (PNG)."""
    with sync_playwright() as p:
        browser = launch(p)
        try:
            page = browser.new_page(viewport=viewport)
            page.goto(page_file.resolve().as_uri())
            page.wait_for_load_state("load")
            target.parent.mkdir(parents=True, exist_ok=True)
            partial = target.with_name(f".{target.name}.tmp-{os.getpid()}.png")
            page.screenshot(path=str(partial), full_page=False)
            os.replace(partial, target)  # the committed picture is never half-written
        finally:
            browser.close()


def main(argv: list[str] | None = None) -> int:
    from svafam.paths import project_root
    from svafam.site import SiteError, build_site

    root = project_root()
    parser = argparse.ArgumentParser(prog="python -m svafam.site.screenshot", description=__doc__.splitlines()[0])
    parser.add_argument("--family", default="timer_0007")
    parser.add_argument("--dataset", type=Path, default=root / "dataset")
    parser.add_argument("--out", type=Path, default=root / "docs" / "site-family.png")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="svafam-site-shot-") as tmp:
        site = Path(tmp) / "site"
        try:
            build_site(args.dataset, site, root / "splits" / "splits_v1.json", (args.family,), workers=1)
            take(site / "families" / f"{args.family}.html", args.out)
        except (SiteError, NoBrowser) as e:
            sys.stderr.write(f"error: {e}\n")
            return 2
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
