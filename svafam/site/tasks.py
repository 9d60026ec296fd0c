"""Loader: a page per registered task kind (:mod:`svafam.tasks.kinds`): every task of the families shown,
with its split and prompt forms, and each form's prompt for the family's first task as an example.

Any kind registered joins the site here without a loader of its own; a kind may have richer pages
too (the debugging tasks' waveforms: :mod:`svafam.site.debug`)."""

from __future__ import annotations

from svafam.errors import SvafamError
from svafam.tasks.kinds import TaskKind, task_kinds

from .corpus import Corpus, SiteError
from .model import Bundle, Page


def page_path(kind: str) -> str:
    return f"tasks/{kind}.html"


def kind_page(corpus: Corpus, kind: TaskKind) -> Page:
    rows, examples = [], []
    for family in corpus.families:
        try:
            records = kind.records(family.dir, family.meta, family.split)
        except (OSError, KeyError, SvafamError) as e:
            raise SiteError(f"{family.dir}: the {kind.name} tasks cannot be made from it ({e}); run `svafam build`") \
                from None
        rows += [{"task_id": r["task_id"], "family": family.id, "split": family.split,
                  "module": r.get("module", "")} for r in records]
        if records:
            examples.append({"family": family.id, "task_id": records[0]["task_id"],
                             "prompts": [(form, records[0][field]) for form, field in kind.prompt_forms.items()]})
    about = {"title": kind.title, "export_name": kind.export_name, "evaluate_command": kind.evaluate_command,
             "gold_command": kind.gold_command}
    context = {"kind": about, "rows": rows, "forms": list(kind.prompt_forms), "examples": examples[:3],
               "whole": corpus.whole}
    return Page(page_path(kind.name), "task_kind.html", f"{kind.title} tasks", context)


def load(corpus: Corpus) -> Bundle:
    return Bundle(pages=[kind_page(corpus, kind) for kind in task_kinds().values()])
