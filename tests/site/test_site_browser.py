"""The dataset browser as a person sees it: pages opened in headless chromium (Playwright).

Skipped, with the reason shown (``-rs``), when Playwright or a ``chromium`` binary is missing;
CI installs chromium with apt (.ci/run).
"""

from __future__ import annotations

import shutil
from collections import deque
from pathlib import Path
from urllib.parse import unquote, urldefrag

import pytest

from svafam.site import build_site
from svafam.site.screenshot import NoBrowser, launch, sync_playwright
from svafam.tasks.kinds import task_kinds
from tests.site_helpers import DATASET, FAMILIES, ROOT, SPLITS, blank


@pytest.fixture(scope="module")
def browser():
    try:
        manager = sync_playwright()
        playwright = manager.__enter__()
    except NoBrowser as e:
        pytest.skip(f"browser tests need Playwright and chromium: {e}")
    try:
        try:
            browser = launch(playwright)
        except NoBrowser as e:
            pytest.skip(f"browser tests need Playwright and chromium: {e}")
        yield browser
        browser.close()
    finally:
        manager.__exit__(None, None, None)


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("browser") / "site"
    build_site(DATASET, out, SPLITS, FAMILIES, workers=2, repo_root=ROOT)
    return out


@pytest.fixture
def page(browser):
    page = browser.new_page(viewport={"width": 1600, "height": 1100})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    yield page
    page.close()
    assert errors == [], f"script errors on the page: {errors}"


def _visible_families(page) -> list[str]:
    return page.eval_on_selector_all("#families tbody tr", "rows => rows.filter(r => !r.hidden && "
                                     "r.getBoundingClientRect().height > 0).map(r => r.dataset.name)")


def test_index_filters_and_search_really_filter(page, site):
    page.goto((site / "index.html").as_uri())
    assert sorted(_visible_families(page)) == sorted(FAMILIES)
    rows = {r[0]: r[1:] for r in page.eval_on_selector_all(
        "#families tbody tr", "rows => rows.map(r => [r.dataset.name, r.dataset.category, r.dataset.split, "
        "r.dataset.path])")}
    for index, name in enumerate(("category", "split", "path")):
        for value in sorted({v[index] for v in rows.values()}):
            page.select_option(f"select[name={name}]", value)
            shown = _visible_families(page)
            assert sorted(shown) == sorted(f for f, v in rows.items() if v[index] == value), (name, value)
            assert page.inner_text("#shown") == str(len(shown))
        page.select_option(f"select[name={name}]", "")
    page.fill("input[name=search]", "timer")
    assert _visible_families(page) == ["timer_0007"]
    page.select_option("select[name=category]", "arbiter")
    assert _visible_families(page) == []  # filters and search combine
    assert page.inner_text("#shown") == "0"


def test_family_page_shows_four_variants_and_a_rendered_waveform(page, site):
    page.goto((site / "families" / "timer_0007.html").as_uri())
    variants = page.locator("section.variant")
    assert variants.count() == 4
    for k in range(4):
        box = variants.nth(k).bounding_box()
        assert box and box["width"] > 100 and box["height"] > 100
        assert "module timer_0007_" in variants.nth(k).inner_text()
    tops = {round(variants.nth(k).bounding_box()["y"]) for k in range(4)}
    assert len(tops) == 1, "the four variants sit side by side"
    picture = page.locator("#trace-gold_on_m0 img")
    picture.scroll_into_view_if_needed()
    page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=picture.element_handle())
    box = picture.bounding_box()
    assert box["width"] > 100 and box["height"] > 100
    # the picture itself, opened: an SVG drawn at a real size with the trace's signal names
    page.goto(page.evaluate("img => img.src", picture.element_handle()))
    svg = page.locator("svg").first
    size = svg.bounding_box()
    assert size["width"] > 100 and size["height"] > 100
    names = set(page.eval_on_selector_all("text", "ts => ts.map(t => t.textContent.trim())"))
    assert {"rst", "load", "tick", "remaining", "expired", "P2_RULE"} <= names


def crawl(page, start: str) -> tuple[dict[str, set[str]], list[tuple[str, str, str]], list[str]]:
    """Open every page reachable from ``start``: the ids of each page, the #anchor links, and the problems --
    a page that does not load, a picture, VCD or stylesheet that is missing, a link off the site, an anchor
    that is no element of its page."""
    from playwright.sync_api import Error as PlaywrightError

    ids: dict[str, set[str]] = {}
    queue, anchors, problems = deque([start]), [], []
    while queue:
        url = queue.popleft()
        if url in ids:
            continue
        response = None
        # a navigation that fails leaves chromium on its error page, which interrupts the next one: look first
        if Path(unquote(url.removeprefix("file://"))).is_file():
            try:
                response = page.goto(url)
            except PlaywrightError:
                page.goto("about:blank")
        if response is None or not response.ok:
            problems.append(f"{url}: did not load")
            ids[url] = set()
            continue
        ids[url] = set(page.eval_on_selector_all("[id]", "els => els.map(e => e.id)"))
        links = page.eval_on_selector_all("a[href], img[src], link[href]", "els => els.map(e => e.href || e.src)")
        for link in links:
            target, anchor = urldefrag(link)
            if not target.startswith("file://"):
                problems.append(f"{url}: {link} leaves the site")
            elif target.endswith(".html"):
                queue.append(target)
                if anchor:
                    anchors.append((url, target, anchor))
            elif not Path(unquote(target.removeprefix("file://"))).is_file():
                problems.append(f"{url}: {target} is missing")
    problems += [f"{url}: {target}#{anchor}: no such element" for url, target, anchor in anchors
                 if anchor not in ids.get(target, set())]
    return ids, anchors, problems


def test_every_link_resolves_in_the_browser(page, site):
    ids, anchors, problems = crawl(page, (site / "index.html").as_uri())
    assert problems == []
    # index, pool and debug overviews, temporal, a page per task kind; 3 pages per family
    assert len(ids) == 4 + len(task_kinds()) + 3 * len(FAMILIES)
    assert len(anchors) > 50


def test_crawl_catches_broken_links(page, site, tmp_path):
    """Negative test of the crawl: a missing page, a missing picture, a bad anchor and an outside link."""
    copy = tmp_path / "site"
    shutil.copytree(site, copy)
    index = copy / "index.html"
    index.write_text(index.read_text().replace("</main>", '<a href="gone.html">a</a><img src="gone.svg" alt="">'
                                               '<a href="temporal.html#no_such_id">b</a>'
                                               '<a href="https://example.com/">c</a></main>'))
    _, _, problems = crawl(page, index.as_uri())
    assert len(problems) == 4, problems
    for expected in ("gone.html: did not load", "gone.svg is missing", "no_such_id: no such element",
                     "leaves the site"):
        assert any(expected in p for p in problems), expected


def test_family_page_screenshot_is_not_blank(page, site, tmp_path):
    page.goto((site / "families" / "timer_0007.html").as_uri())
    shot = tmp_path / "family.png"
    page.screenshot(path=str(shot))
    assert not blank(shot)


def test_blank_check_catches_a_blank_page(page, tmp_path):
    """Negative test of the screenshot check: an empty page and a one-color page are blank."""
    empty = tmp_path / "empty.html"
    empty.write_text("<!DOCTYPE html><html><body style='background:#fff'></body></html>")
    for html in (empty, tmp_path / "flat.html"):
        if not html.exists():
            html.write_text("<!DOCTYPE html><html><body style='background:#3a6'><p style='color:#3a6'>x</p></body></html>")
        page.goto(html.as_uri())
        shot = tmp_path / f"{html.stem}.png"
        page.screenshot(path=str(shot))
        assert blank(shot), html.name
