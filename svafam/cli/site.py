"""The dataset browser command: ``svafam site --out DIR`` (the site itself: :mod:`svafam.site`)."""

from __future__ import annotations

from contextlib import ExitStack
from pathlib import Path

import click
from rich.table import Table

from ._common import PROJECT_ROOT, UserError, _progress, corpus_options, out


class _Progress:
    """The build's progress callback: a bar (or log lines) opened at the first report, when the total is known."""

    def __init__(self, stack: ExitStack):
        self.stack, self.bar, self.task, self.done = stack, None, None, 0

    def __call__(self, done: int, total: int) -> None:
        if self.bar is None:
            self.bar = self.stack.enter_context(_progress(total, "site", "files"))
            self.task = self.bar.add_task("", total=total)
        self.bar.update(self.task, advance=done - self.done)
        self.done = done


@click.command()
@click.option("--out", "out_dir", type=click.Path(path_type=Path), required=True,
              help="Folder to write the site to (replaced whole; not the dataset or the repository root).")
@click.option("--dataset", type=click.Path(path_type=Path), default=None, help="Dataset folder (default: dataset/).")
@click.option("--splits", "splits_file", type=click.Path(path_type=Path), default=None,
              help="Split file (default: splits/splits_v1.json; without one, families show as unsplit).")
@click.option("--family", "families", multiple=True, help="Only these families (repeatable; default: all).")
@click.option("--jobs", "-j", "workers", type=click.IntRange(min=1), default=None,
              help="Worker processes drawing pictures and pages (default: CPU count; 1: all in this process).")
@click.option("--no-cache", is_flag=True, help="Draw every waveform again instead of reusing cached pictures.")
@corpus_options
def site(out_dir: Path, dataset: Path | None, splits_file: Path | None, families: tuple[str, ...],
         workers: int | None, no_cache: bool) -> None:
    """Write a static, offline site of the dataset: every family, proof and counterexample as pages."""
    from svafam.site import SiteError, build_site

    try:
        with ExitStack() as stack:
            report = build_site(dataset, out_dir, splits_file, families, workers=workers, cache=not no_cache,
                                repo_root=PROJECT_ROOT, progress=_Progress(stack))
    except SiteError as e:
        raise UserError(str(e)) from None
    table = Table(title=f"site of {report.families} families: {report.out}", title_justify="left")
    table.add_column("what")
    table.add_column("count", justify="right")
    for kind, n in report.pages.items():
        table.add_row(f"pages: {kind}", str(n))
    table.add_row("waveform pictures of traces (VCD beside each)", str(report.pictures))
    table.add_row("  of them a debugging task's picture, copied", str(report.pictures_reused))
    table.add_row("files copied from the dataset", str(report.copies))
    table.add_row("files in the site", str(report.files))
    table.add_row("size", f"{report.bytes / 1e6:.1f} MB")
    out.print(table)
    out.print(f"{report.page_count} pages in {report.seconds:.1f} s; open {report.out / 'index.html'} "
              f"(list of pages: {report.out / 'site.json'})", markup=False)


COMMANDS = (site,)
