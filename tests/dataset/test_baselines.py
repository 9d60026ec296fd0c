"""The baseline tables of the card and the site, generated from baselines.json."""

from __future__ import annotations

import json
from types import SimpleNamespace

from svafam.dataset.baselines import card_section, markdown_tables, read_baselines
from svafam.dataset.card import card_text, export_info
from svafam.dataset.manifest import build_manifest
from svafam.site import baselines as site_baselines
from svafam.site.render import render_page
from tests.conftest import ROOT


def _sva(sound: int, sensitive: int) -> dict:
    return {"responses": 4, "interface_only": 10, "sound": sound, "unsound": 10 - sound, "unknown": 0, "trivial": 1,
            "vacuous": 0, "good": sound - 1, "good_killing": 2, "gold_properties": 8, "gold_implied": 2,
            "gold_coverage": 0.25, "mutation_score": 0.5, "mutants_killed": 1, "mutants_in_pools": 3, "passes": 2,
            "passes_secondary": 3, "pass@1": 0.5, "pass@1_secondary": 0.75,
            "robustness": {"families": 1, "variant_sensitive_families": sensitive, "max_range": 2,
                           "interface_only_properties": 10, "sound_properties": sound,
                           "sound_count_range_per_family": {"f": [1, 3]}}}


def _task(passed: int) -> dict:
    return {"scored": 8, "pass": passed, "fail": 8 - passed, "refused": 0, "error": 0, "timeout": 0, "unknown": 0,
            "pass_rate": passed / 8}


REPORT = {"command": "python benchmarks/baselines.py", "date": "2026-12-02", "cores": 2, "wall_seconds": 61.0,
          "splits": {"test": {"sva": {"gold": _sva(10, 0), "empty": _sva(0, 0), "mined": _sva(7, 1)},
                              "debug": {"repair": _task(3), "trivial": _task(0)}}}}


def test_tables_come_from_the_json_in_a_fixed_order():
    text = markdown_tables(REPORT)
    sva = [line for line in text.splitlines() if line.startswith("| test |") and "/ 10" in line]
    assert [line.split(" | ")[1] for line in sva] == ["empty answer", "assertion mining", "gold"]
    assert "| test | assertion mining | 7 / 10 | 1 | 0 | 6 | 25.0% | 50.0% | 50.0% | 1 of 1 | 2 |" in text
    assert "| test | trivial answer (the buggy module unchanged) | 8 | 0 (0.0%) | 8 |" in text
    assert "| test | repair by mutation | 8 | 3 (37.5%) |" in text
    assert "Reference models" not in text      # no rows, no table


def test_the_card_has_the_section_only_with_results(tmp_path):
    manifest = build_manifest(ROOT / "dataset")
    info = export_info(ROOT / "dataset")
    plain = card_text(manifest, info)
    assert "## Baselines" not in plain and plain == card_text(manifest, info, None)
    with_results = card_text(manifest, info, REPORT)
    assert "## Baselines" in with_results and "`python benchmarks/baselines.py` on 2026-12-02" in with_results
    assert card_section(REPORT) in with_results
    (tmp_path / "baselines.json").write_text(json.dumps(REPORT))
    assert read_baselines(tmp_path) == REPORT and read_baselines(tmp_path / "none") is None


def test_the_site_page_has_the_same_tables(tmp_path):
    (tmp_path / "baselines.json").write_text(json.dumps(REPORT))
    [page] = site_baselines.load(SimpleNamespace(dataset=tmp_path)).pages
    titles = [t for t, _h, _r in page.context["tables"]]
    assert len(titles) == 2 and titles[0].startswith("SVA") and titles[1].startswith("Debugging")
    [empty] = site_baselines.load(SimpleNamespace(dataset=tmp_path / "none")).pages
    assert empty.context["report"] is None and empty.context["tables"] == []


def test_figures_measured_on_other_tasks_are_marked_as_old_on_the_card_and_the_site(tmp_path):
    """A run on an earlier corpus (families added since) is said to be one, not shown as the corpus's figures."""
    report = json.loads(json.dumps(REPORT))
    report["splits"]["test"]["sva"]["gold"]["tasks"] = 96
    report["splits"]["test"]["debug"]["repair"]["tasks"] = 239
    info = {"counts": {"test": {"tasks": 148, "debug": 239}}}
    section = card_section(report, info)
    assert "predate the corpus" in section and "test sva: 96 tasks then, 148 now" in section
    assert "test debug" not in section        # measured on exactly the debugging tasks there are
    info["counts"]["test"]["tasks"] = 96
    assert "predate" not in card_section(report, info)
    (tmp_path / "baselines.json").write_text(json.dumps(report))
    (tmp_path / "export").mkdir()
    (tmp_path / "export" / "export_info.json").write_text(json.dumps({"counts": {"test": {"tasks": 148}}}))
    [page] = site_baselines.load(SimpleNamespace(dataset=tmp_path)).pages
    assert page.context["stale"] == ["test sva: 96 tasks then, 148 now"]
    render_page(page, tmp_path / "site")
    html = (tmp_path / "site" / "baselines.html").read_text()
    assert '<p class="warning"><strong>These figures predate the corpus' in html
    assert "test sva: 96 tasks then, 148 now" in html and "<code>python benchmarks/baselines.py</code>" in html
