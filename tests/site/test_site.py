"""The dataset browser without a browser: what the pages hold, determinism, bad input."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from svafam.site import SiteError, build_site
from svafam.site.corpus import Family
from svafam.site.families import trace_picture
from svafam.site.model import Picture
from svafam.site.pictures import view
from svafam.tasks import waveform as wf
from svafam.tasks.kinds import task_kinds
from tests.cli.test_cli_bad_input import svafam
from tests.site_helpers import DATASET, FAMILIES, ROOT, SPLITS, broken_links, parse, small_dataset, tree_digest


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("site") / "site"
    build_site(DATASET, out, SPLITS, FAMILIES, workers=2, repo_root=ROOT)
    return out


def test_pages_of_every_kind_are_written(site):
    index = json.loads((site / "site.json").read_text())
    expected = {"index.html", "temporal.html", "pool/index.html", "debug/index.html"}
    expected |= {f"tasks/{kind}.html" for kind in task_kinds()}  # one page per registered task kind
    for fam in FAMILIES:
        expected |= {f"families/{fam}.html", f"pool/{fam}.html", f"debug/{fam}.html"}
    assert set(index["pages"]) == expected
    assert all((site / p).is_file() for p in expected)
    assert index["families"] == sorted(FAMILIES)


def test_family_page_holds_variants_properties_mutants_and_evidence(site):
    html = (site / "families" / "timer_0007.html").read_text()
    meta = json.loads((DATASET / "timer_0007" / "family.json").read_text())
    assert len(re.findall(r'<section class="variant"', html)) == 4
    for variant in meta["variants"]:
        assert f'data-variant="{variant["id"]}"' in html and variant["style"] in html
    evidence = json.loads((DATASET / "timer_0007" / "evidence" / "evidence.json").read_text())
    for job in evidence["jobs"]:
        assert f"<code>{job['job']}</code>" in html
    for pair, distance in evidence["distinctness"]["pairs"].items():
        assert f"{distance:.3f}" in html, pair
    ids = parse(site / "families" / "timer_0007.html").ids
    assert {"m0", "m1", "m2", "trace-distinguish_m0", "trace-gold_on_m2"} <= ids
    # m0 (ignore_load) is caught by P2_RULE: the evidence's failing properties appear as its catchers
    m0 = html[html.index('id="m0"'):html.index('id="m1"')]
    for prop in next(j for j in evidence["jobs"] if j["job"] == "gold_on_m0")["failed_properties"]:
        assert f'href="#{prop}"' in m0


def test_property_sva_on_the_page_is_the_published_sva(site):
    """Each property block the site prints (from the property model) is in the family's properties.sva."""
    from svafam.site.properties import property_rows

    published = re.sub(r"\s+", " ", (DATASET / "timer_0007" / "properties" / "properties.sva").read_text())
    rows = property_rows(Family(DATASET / "timer_0007", "dev"))
    assert rows and any(r["temporal"] for r in rows)
    for row in rows:
        assert re.sub(r"\s+", " ", row["sva"]).strip() in published, row["id"]


def test_every_link_resolves(site):
    assert broken_links(site) == []


def test_link_checker_catches_a_broken_link_and_anchor(site, tmp_path):
    """Negative test of the checker: plant a missing file, a missing anchor and an outside link."""
    copy = tmp_path / "site"
    shutil.copytree(site, copy)
    page = copy / "families" / "timer_0007.html"
    page.write_text(page.read_text().replace(
        "</main>", '<a href="nowhere.html">x</a><a href="#no_such_id">y</a><a href="https://example.com/">z</a></main>'))
    problems = broken_links(copy)
    assert len(problems) == 3, problems
    assert any("no such file" in p for p in problems) and any("no_such_id" in p for p in problems)
    assert any("leaves the site" in p for p in problems)


def test_copied_task_pictures_are_what_drawing_gives():
    """A trace a debugging task draws is copied, not drawn again: it must be the same picture."""
    family = Family(DATASET / "timer_0007", "dev")
    job = next(j for j in family.evidence["jobs"] if j["job"] == "distinguish_m1")
    picture = trace_picture(family, job)
    assert picture.drawn is not None
    svg = wf.to_svg(view(picture), picture.title, "clk")
    assert svg == picture.drawn.read_text(encoding="utf-8")


def test_gold_on_mutant_picture_marks_the_first_failing_cycle():
    family = Family(DATASET / "timer_0007", "dev")
    job = next(j for j in family.evidence["jobs"] if j["job"] == "gold_on_m0")
    wave = view(trace_picture(family, job))
    failing = [s for s in wave.signals if s.group == "failing"]
    assert failing and {s.name for s in failing} <= set(job["failed_properties"])
    first = min(k for s in failing for k, v in enumerate(s.values) if v == 1)
    assert wave.marker == first
    assert "inputs.load" in {s.label for s in wave.signals}


def test_gold_on_mutant_picture_refuses_a_property_that_never_fails():
    """Planted fault: evidence that names a failing property the trace does not show is refused."""
    family = Family(DATASET / "timer_0007", "dev")
    job = next(j for j in family.evidence["jobs"] if j["job"] == "gold_on_m0")
    picture = trace_picture(family, job)
    planted = Picture(**{**picture.__dict__, "failing": ("P1_RESET",)})
    with pytest.raises(SiteError, match="P1_RESET fails in the trace"):
        view(planted)


def test_two_builds_are_byte_identical(site, tmp_path):
    """Serial, drawing every picture afresh, against the parallel, cached build of the fixture."""
    again = tmp_path / "again"
    build_site(DATASET, again, SPLITS, FAMILIES, workers=1, cache=False, repo_root=ROOT)
    assert tree_digest(again) == tree_digest(site)


def test_command_prints_the_page_count_and_replaces_an_earlier_site(tmp_path):
    out = tmp_path / "site"
    for _ in range(2):
        result = svafam("site", "--out", str(out), "--family", "timer_0007")
        assert result.returncode == 0, result.stderr
        assert f"{7 + len(task_kinds())} pages in " in result.stdout and "pages: families" in result.stdout
    assert (out / "families" / "timer_0007.html").is_file()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]  # no temporary or old folder left


# ---------------------------------------------------------------- bad input


def _nothing_written(parent: Path) -> bool:
    return not any(p.name.startswith(".site.tmp") or p.name == "site" for p in parent.iterdir())


@pytest.mark.parametrize("where", ["dataset", "repo", "inside"])
def test_out_that_is_the_dataset_or_the_repo_is_refused(where):
    out = {"dataset": DATASET, "repo": ROOT, "inside": DATASET / "site"}[where]
    before = sorted(p.name for p in DATASET.iterdir())
    result = svafam("site", "--out", str(out), "--family", "timer_0007")
    assert result.returncode == 2, result.stderr
    assert result.stderr.startswith("error: --out ") and len(result.stderr.strip().splitlines()) == 1
    assert sorted(p.name for p in DATASET.iterdir()) == before


def test_out_that_holds_other_files_is_refused_and_kept(tmp_path):
    out = tmp_path / "mine"
    out.mkdir()
    (out / "notes.txt").write_text("keep me")
    result = svafam("site", "--out", str(out), "--family", "timer_0007")
    assert result.returncode == 2 and "holds other files" in result.stderr
    assert [p.name for p in out.iterdir()] == ["notes.txt"]


def test_unknown_family_is_refused(tmp_path):
    result = svafam("site", "--out", str(tmp_path / "site"), "--family", "timer_9999")
    assert result.returncode == 2 and "--family timer_9999" in result.stderr
    assert _nothing_written(tmp_path)


def test_a_bad_field_names_the_file_and_field_and_writes_nothing(tmp_path):
    data = small_dataset(tmp_path / "data")
    evidence = data / "timer_0007" / "evidence" / "evidence.json"
    doc = json.loads(evidence.read_text())
    doc["jobs"][3]["wall_seconds"] = "fast"
    evidence.write_text(json.dumps(doc))
    result = svafam("site", "--dataset", str(data), "--out", str(tmp_path / "site"))
    assert result.returncode == 2, result.stderr
    line = result.stderr.strip()
    assert str(evidence) in line and "jobs[3].wall_seconds" in line and "'fast' is not of type 'number'" in line
    assert _nothing_written(tmp_path)


def test_malformed_json_and_a_missing_trace_are_refused(tmp_path):
    data = small_dataset(tmp_path / "data")
    family = data / "timer_0007" / "family.json"
    family.write_text(family.read_text()[:-20])
    result = svafam("site", "--dataset", str(data), "--out", str(tmp_path / "site"))
    assert result.returncode == 2 and str(family) in result.stderr and "not valid JSON" in result.stderr
    shutil.copyfile(DATASET / "timer_0007" / "family.json", family)
    trace = data / "timer_0007" / "evidence" / "traces" / "gold_on_m2.vcd"
    trace.unlink()
    result = svafam("site", "--dataset", str(data), "--out", str(tmp_path / "site"))
    assert result.returncode == 2 and str(trace) in result.stderr, result.stderr
    assert _nothing_written(tmp_path)


def test_a_failed_rebuild_leaves_the_previous_site_as_it_was(tmp_path):
    data = small_dataset(tmp_path / "data")
    out = tmp_path / "site"
    build_site(data, out, SPLITS, workers=1, repo_root=ROOT)
    before = tree_digest(out)
    (data / "timer_0007" / "mutation" / "kill_matrix.json").write_text("{}")
    with pytest.raises(SiteError, match=r"kill_matrix.json: field \(top level\): 'killed_by' is a required property"):
        build_site(data, out, SPLITS, workers=1, repo_root=ROOT)
    assert tree_digest(out) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data", "site"]


@pytest.mark.slow
def test_whole_corpus_site(tmp_path):
    """The whole corpus: a page per family and kind, every link resolving (4 min at load average 7.7: the
    build, then every page parsed)."""
    report = build_site(DATASET, tmp_path / "site", SPLITS, repo_root=ROOT)
    families = [p.name for p in DATASET.iterdir() if (p / "family.json").is_file()]
    assert report.families == len(families)
    assert report.page_count == 4 + 3 * len(families)
    assert broken_links(tmp_path / "site") == []
