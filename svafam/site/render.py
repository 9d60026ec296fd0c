"""Pages from Jinja2 templates; links between pages relative, so the site opens from disk anywhere."""

from __future__ import annotations

import posixpath
import shutil
from functools import cache
from pathlib import Path

from jinja2 import Environment, PackageLoader, StrictUndefined, pass_context, select_autoescape

from svafam.tasks.kinds import task_kinds

from . import highlight
from .corpus import SiteError
from .model import Page


@pass_context
def _url(context, target: str) -> str:
    """``target`` (a site path, optionally with ``#anchor``) relative to the page being rendered."""
    path, _, anchor = target.partition("#")
    here = posixpath.dirname(context["page_path"]) or "."
    rel = posixpath.relpath(path, here) if path else ""
    return rel + (f"#{anchor}" if anchor else "")


def _seconds(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


def _distance(value: float | None) -> str:
    return "" if value is None else f"{value:.3f}"


@cache
def environment() -> Environment:
    env = Environment(loader=PackageLoader("svafam.site", "templates"), autoescape=select_autoescape(["html"]),
                      undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)
    env.filters.update(url=_url, seconds=_seconds, distance=_distance,
                       verilog=lambda text: highlight.code(text, "verilog", lines=True),
                       sva=lambda text: highlight.code(text, "sva"),
                       diff=lambda text: highlight.code(text, "diff"))
    env.globals["task_kinds"] = [(kind.name, kind.title) for kind in task_kinds().values()]  # the menu
    return env


def render_page(page: Page, root: Path) -> None:
    html = environment().get_template(page.template).render(page_path=page.path, title=page.title, **page.context)
    target = root / page.path
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(html, encoding="utf-8")


def copy_file(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        shutil.copyfile(source, target)
    except FileNotFoundError:
        raise SiteError(f"{source}: missing (run `svafam build` to regenerate it)") from None
