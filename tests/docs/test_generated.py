"""The documentation's tables of registered kinds are made from the registries (docs/_hooks/generated.py)."""

from __future__ import annotations

import dataclasses
import re

import pytest

from ._load import ROOT, hook

HOOK = hook()
PAGES = sorted((ROOT / "docs").rglob("*.md"))


def _asked() -> set[str]:
    return {m for p in PAGES for m in HOOK.MARK.findall(p.read_text(encoding="utf-8"))}


def test_every_block_a_page_asks_for_exists_and_every_generator_is_used():
    asked = _asked()
    assert asked <= set(HOOK.GENERATORS), f"unknown generated blocks: {sorted(asked - set(HOOK.GENERATORS))}"
    assert set(HOOK.GENERATORS) <= asked, f"generators no page uses: {sorted(set(HOOK.GENERATORS) - asked)}"


@pytest.mark.parametrize("name", sorted(HOOK.GENERATORS))
def test_every_generator_makes_its_block(name):
    out = HOOK.render(name, "test")
    assert out.strip() and "<!-- generated:" not in out


def test_an_unknown_block_stops_the_build():
    with pytest.raises(HOOK.GeneratedError, match=r"page\.md: unknown generated block 'no-such-table'"):
        HOOK.expand("text\n<!-- generated: no-such-table -->\n", "page.md")


def _names_in_first_column(table: str) -> set[str]:
    return {m for m in re.findall(r"^\| `(?:--executor )?([^`]+)` \|", table, re.M)}


def test_the_tables_list_every_registered_kind():
    from svafam.engine.executors import EXECUTORS
    from svafam.formal.jobs import JOB_KINDS, suite_size
    from svafam.generators.properties.forms import PROPERTY_FORMS
    from svafam.mutation.operators import OPERATORS
    from svafam.tasks.kinds import task_kinds

    assert _names_in_first_column(HOOK.task_kinds()) == set(task_kinds())
    assert _names_in_first_column(HOOK.property_forms()) == {f.name for f in PROPERTY_FORMS}
    jobs = HOOK.job_kinds()
    assert _names_in_first_column(jobs) == set(JOB_KINDS)
    assert f"| **{suite_size(4, 3)}** |" in jobs
    assert _names_in_first_column(HOOK.executors()) == set(EXECUTORS)
    assert _names_in_first_column(HOOK.mutation_operators()) == {op.name for op in OPERATORS}


def test_a_newly_registered_task_kind_appears_without_editing_a_page(monkeypatch):
    import svafam.tasks.kinds as kinds

    extra = dataclasses.replace(kinds.task_kind("debug"), name="planted_kind", title="a planted kind")
    monkeypatch.setattr(kinds, "task_kinds", lambda: {**kinds._discover(), "planted_kind": extra})
    assert "planted_kind" in _names_in_first_column(HOOK.task_kinds())


def test_the_cli_reference_lists_every_command():
    from svafam.cli import command_group

    page = HOOK.cli()
    assert set(re.findall(r"^### `svafam ([\w-]+)`", page, re.M)) == set(command_group().commands)


def test_the_dataset_card_is_shown_as_committed():
    body = HOOK.dataset_card()
    card = (ROOT / "dataset" / "README.md").read_text(encoding="utf-8")
    assert "config_name: tasks" in body and "](" not in body.split("```", 2)[2]  # links outside the docs as text
    for line in card.splitlines():
        if line.startswith("| ") and "](" not in line:  # every table row of the card, as committed
            assert line in body


def test_the_floors_are_the_layer_tests_floors():
    from tests.test_layers import FLOORS

    table = HOOK.floors()
    for i, names in enumerate(FLOORS):
        for name in names - {"<root>", "__main__"}:
            assert re.search(rf"^\| {i} \| (`svafam/{name}(/|\.py)`|`{name}`) \|", table, re.M), name


def test_every_task_kind_has_its_section_on_the_task_kinds_page():
    from svafam.tasks.kinds import task_kinds

    page = (ROOT / "docs" / "reference" / "task-kinds.md").read_text(encoding="utf-8")
    sections = set(re.findall(r"^### `([\w-]+)`$", page, re.M))
    assert set(task_kinds()) <= sections, f"kinds without a section: {sorted(set(task_kinds()) - sections)}"


def test_the_export_table_names_every_kinds_files_and_a_missing_schema_is_caught(monkeypatch):
    from svafam.tasks.kinds import task_kinds

    table = HOOK.export_files()
    for k in task_kinds().values():
        assert f"`{k.export_name}_<split>`" in table
    monkeypatch.setattr(HOOK, "ROOT", ROOT / "no-such-checkout")
    with pytest.raises(HOOK.GeneratedError, match="record schema"):
        HOOK.export_files()
