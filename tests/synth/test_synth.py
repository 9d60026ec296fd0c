"""The family synthesizer: determinism, spec checks of every template, bad input, the leak check,
resume after an interruption, and the committed sample (synthetic_sample/)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from svafam.generators.spec_loader import load_spec
from svafam.synth.registry import CATEGORIES, draw
from svafam.synth.run import Recipe, candidates, curated_families
from svafam.synth.writer import spec_text
from svafam.tasks.stimuli import STIMULI_FILE

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "synthetic_sample"


def test_draws_are_deterministic_and_extend():
    a = candidates(Recipe(3, 40, ()))
    b = candidates(Recipe(3, 40, ()))
    assert [c.text for c in a] == [c.text for c in b]
    shorter = candidates(Recipe(3, 13, ()))
    assert [c.text for c in shorter] == [c.text for c in a[:13]]  # a longer run extends a shorter one
    other = candidates(Recipe(4, 40, ()))
    assert sum(x.text != y.text for x, y in zip(a, other, strict=True)) > 30  # another seed, other families


def test_a_repeated_behavior_is_drawn_again():
    """Slot after slot of one category exhausts its small templates (32 lock machines: withdrawal
    priority, idle wait, reset polarity, and 1-4 cycles of grant): every candidate
    still has behavior parameters of its own, and a redrawn one says which draw it is."""
    from svafam.synth.registry import draw

    cands = candidates(Recipe(1, 120, ("arbiter",)))
    assert len({c.key for c in cands}) == len(cands)
    redrawn = [c for c in cands if ", draw " in c.text.splitlines()[0]]
    assert len(redrawn) >= 10
    assert {c.template for c in cands if c.template == "lock_acquire"}  # the small template is still drawn
    assert sum(c.template == "lock_acquire" for c in cands) <= 32      # but never beyond its 32 behaviors
    for c in redrawn[:3]:
        attempt = int(c.text.splitlines()[0].split(", draw ")[1].split(")")[0])
        inst = draw(1, c.index, "arbiter", attempt)
        assert inst.key == c.key and spec_text(inst, 1, c.index) == c.text


def test_a_repeated_rtl_is_drawn_again():
    """Two templates can dress one behavior in two categories' words: slot 122 (fifo) first draws
    parameters of its own whose RTL is, up to names, that of slot 121 (counter). It is drawn again,
    before anything is built, and no two candidates share a reference RTL signature."""
    from svafam.synth.signature import reference_model

    def signature(text: str, rel: str):
        return reference_model(text, rel)[1]

    cands = {c.family: c for c in candidates(Recipe(1, 130, ()))}
    first = draw(1, 122, "fifo_control", 0)
    assert first.key not in {c.key for c in cands.values()}  # new parameters: the key check alone keeps it
    assert signature(spec_text(first, 1, 122), "a.yaml") == signature(cands["syn_counter_0121"].text, "b.yaml")
    assert "(seed 1, index 122, draw 1)" in cands["syn_fifo_0122"].text.splitlines()[0]
    signatures = [signature(c.text, f"{c.family}.yaml") for c in cands.values()]
    assert len(set(signatures)) == len(signatures)


def test_libyamls_spec_text_is_the_pure_python_emitters():
    """Spec text is written by libyaml's emitter, for speed; it must be byte for byte what PyYAML's own
    emitter writes (the recipe promises the same specs wherever they are drawn)."""
    from svafam.synth import writer

    assert writer._FastDumper.__mro__[1] is not writer._Dumper.__mro__[1]  # libyaml is in use here
    cats = sorted(CATEGORIES)
    for i in range(360):  # every template about ten times
        data = draw(4, i, cats[i % 12]).data
        assert writer.dump(data) == writer.dump(data, writer._Dumper), (i, cats[i % 12])


def test_every_category_and_path_is_drawn():
    cands = candidates(Recipe(0, 36, ()))
    assert {c.category for c in cands} == set(CATEGORIES)
    assert {(c.category, c.kind) for c in cands} == {(cat, k) for cat in CATEGORIES
                                                     for k in ("fsm", "register_rules", "multi_register_rules")}


def test_every_template_passes_the_spec_checks(tmp_path):
    """Three draws of each of the 36 templates load with every spec check (schema, names, z3, mutants)."""
    for i in range(108):
        cat = sorted(CATEGORIES)[i % 12]
        inst = draw(11, i, cat)
        path = tmp_path / cat / f"{inst.data['id']}.yaml"
        path.parent.mkdir(exist_ok=True)
        path.write_text(spec_text(inst, 11, i), encoding="utf-8")
        spec = load_spec(path)
        assert len(spec.mutants) == 3
        assert spec.description and "{" not in spec.description


def test_spec_checks_on_worker_processes_give_the_same_specs_and_errors(tmp_path, monkeypatch):
    """The parallel spec checks return what checking one by one returns, in order, a planted bad spec's
    error included (field and reason)."""
    import svafam.synth.spec_checks as checks

    paths = sorted((SAMPLE / "specs").glob("*/*.yaml"))[:9]
    for path in paths:
        (tmp_path / path.parent.name).mkdir(exist_ok=True)
        shutil.copyfile(path, tmp_path / path.parent.name / path.name)
    paths = sorted(tmp_path.glob("*/*.yaml"))
    bad = paths[4]
    bad.write_text(bad.read_text(encoding="utf-8").replace("\nid: ", "\nid: Not_An_Id_", 1), encoding="utf-8")
    one_by_one = checks.check_specs(paths, workers=1)
    monkeypatch.setattr(checks, "PARALLEL_FROM", 2)
    parallel = checks.check_specs(paths, workers=2)
    assert [repr(x) for x in parallel] == [repr(x) for x in one_by_one]
    assert isinstance(parallel[4], checks.SpecError) and parallel[4].field == one_by_one[4].field == "id"
    assert sum(isinstance(x, checks.SpecError) for x in parallel) == 1


def test_descriptions_follow_the_parameters():
    """The text says what the instance does: two instances of one template with other numbers read differently."""
    texts = {draw(5, i, "timer_watchdog").data["description"] for i in range(0, 12 * 3 * 6, 36)}
    assert len(texts) >= 5


def _synth(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "svafam", "synth", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=120)


@pytest.mark.parametrize("args, reason", [
    (["--count", "-1", "--seed", "0"], "--count: '-1' is not a non-negative integer"),
    (["--count", "ten", "--seed", "0"], "--count: 'ten' is not a non-negative integer"),
    (["--count", "3", "--seed", "1.5"], "--seed: '1.5' is not a non-negative integer"),
    (["--count", "3", "--seed", "0", "--category", "dragons"], "--category: unknown category 'dragons'"),
])
def test_bad_numbers_and_categories(tmp_path, args, reason):
    out = tmp_path / "corpus"
    res = _synth(*args, "--out", str(out), cwd=tmp_path)
    assert res.returncode == 2
    assert res.stderr.startswith(f"error: {reason}") and res.stderr.count("\n") == 1
    assert not out.exists()


@pytest.mark.parametrize("target", ["dataset", "dataset/sub", "."])
def test_out_may_not_be_the_curated_dataset(tmp_path, target):
    before = sorted(p.name for p in (ROOT / "dataset").iterdir())
    res = _synth("--count", "2", "--seed", "0", "--out", str(ROOT / target), cwd=tmp_path)
    assert res.returncode == 2
    assert "--out:" in res.stderr and "curated dataset" in res.stderr
    assert sorted(p.name for p in (ROOT / "dataset").iterdir()) == before
    assert not (ROOT / "dataset" / "sub").exists()


def test_out_may_not_be_a_folder_of_other_files(tmp_path):
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "notes.txt").write_text("keep me")
    res = _synth("--count", "2", "--seed", "0", "--out", str(tmp_path / "mine"), cwd=tmp_path)
    assert res.returncode == 2 and "holds no synthetic corpus" in res.stderr
    assert [p.name for p in (tmp_path / "mine").iterdir()] == ["notes.txt"]


def _curated_test_family() -> tuple[str, Path]:
    doc = json.loads((ROOT / "splits" / "splits_v1.json").read_text(encoding="utf-8"))
    fam = doc["splits"]["test"][0]
    return fam, ROOT / "dataset" / fam


def test_planted_clone_of_a_curated_test_family_is_removed(tmp_path):
    """Leak check: a curated test family passed off as a synthesized one (renamed folder) is found and removed;
    a synthesized family of the sample is not."""
    from svafam.synth.dedup import find_clones
    from svafam.synth.run import curated_families

    fam, src = _curated_test_family()
    planted = tmp_path / "syn_planted_0001"
    shutil.copytree(src, planted)
    genuine = sorted(p for p in (SAMPLE / "dataset").iterdir() if (p / "family.json").is_file())[0]
    curated = curated_families(ROOT)
    assert curated[src] == "test"
    clones = find_clones([genuine, planted], curated, executor=None)
    assert [(c.family, c.of, c.curated_split) for c in clones] == [("syn_planted_0001", fam, "test")]
    assert clones[0].reason == "clone (exact) of a curated test family"


def test_length_window_finds_exactly_the_pairs_that_could_be_near():
    """Clone removal compares a family only with those whose signature length allows similarity NEAR;
    the window must hold every such family (a missed one could be a leaked clone) and only those."""
    import random

    from svafam.quality.audit import NEAR
    from svafam.synth.dedup import ByLength, Fam

    rng = random.Random(5)
    index = ByLength()
    added = []
    for i in range(400):
        f = Fam(f"f{i}", Path("."), None, ("t",) * rng.randint(50, 400), None)
        index.add(f)
        added.append(f)
    for length in list(range(45, 420, 7)) + [len(added[0].sig), 100, 97, 103]:
        could = [f for f in added if 2 * min(length, len(f.sig)) >= NEAR * (length + len(f.sig))]
        assert index.near(length) == could


def test_clone_among_synthesized_families_keeps_the_first(tmp_path):
    from svafam.synth.dedup import find_clones

    dirs = sorted(p for p in (SAMPLE / "dataset").iterdir() if (p / "family.json").is_file())[:2]
    copy = tmp_path / "syn_copy_9999"
    shutil.copytree(dirs[0], copy)
    clones = find_clones([*dirs, copy], {}, executor=None)
    assert [(c.family, c.of, c.how) for c in clones] == [("syn_copy_9999", dirs[0].name, "exact")]


def test_sample_regenerates_byte_for_byte():
    """The committed sample's specs are what its recipe draws today, and its manifest carries the recipe."""
    manifest = json.loads((SAMPLE / "dataset" / "manifest.json").read_text(encoding="utf-8"))
    recipe = manifest["recipe"]
    cands = candidates(Recipe(recipe["seed"], recipe["count"], tuple(recipe["categories"])), curated_families(ROOT))
    for c in cands:
        assert (SAMPLE / c.rel).read_text(encoding="utf-8") == c.text, c.rel
    assert len(list((SAMPLE / "specs").glob("*/*.yaml"))) == len(cands)
    admitted = {f["family"] for f in manifest["families"]}
    report = json.loads((SAMPLE / "synthesis_report.json").read_text(encoding="utf-8"))
    assert report["totals"]["admitted"] == len(admitted)
    assert report["totals"]["candidates"] == recipe["count"]


def test_sample_files_are_what_the_code_generates():
    """`svafam build --check` on the sample: every generated file, the evidence hashes, manifest and card."""
    res = subprocess.run([sys.executable, "-m", "svafam", "build", "--check", "--specs", str(SAMPLE / "specs"),
                          "--dataset", str(SAMPLE / "dataset")], capture_output=True, text=True, timeout=600)
    assert res.returncode == 0, res.stdout[-2000:]


def test_sample_loads_as_a_synthetic_corpus():
    from svafam.dataset.loading import DatasetError, load_split

    tasks = load_split("train", corpus="synthetic", path=SAMPLE)
    assert tasks and all(t.family_id.startswith("syn") for t in tasks)
    assert all(t.reference_properties and len(t.mutant_ids) == 3 for t in tasks)
    with pytest.raises(DatasetError, match="needs its folder"):
        load_split("train", corpus="synthetic")
    with pytest.raises(DatasetError, match="unknown corpus"):
        load_split("train", corpus="other", path=SAMPLE)


def test_sample_loads_with_hugging_face_datasets():
    datasets = pytest.importorskip("datasets")
    files = {s: str(SAMPLE / "dataset" / "export" / f"tasks_{s}.parquet") for s in ("train", "dev", "test")}
    ds = datasets.load_dataset("parquet", data_files=files)
    assert ds["train"].num_rows == len(json.loads((SAMPLE / "splits" / "splits_v1.json").read_text())["splits"]
                                       ["train"]) * 4


def test_resume_after_interruption(tmp_path, monkeypatch):
    """A run stopped after its first batch is resumed by the same call: the admitted family is reused
    (no job of it runs again, its task files are written) and the rest is built."""
    import svafam.synth.run as run
    from svafam.cli._common import open_jobs_executor

    monkeypatch.setattr(run, "BATCH", 1)
    recipe = Recipe(2, 2, ("counter",))
    out = tmp_path / "corpus"

    class Stop(Exception):
        pass

    def stop_after_first(o):
        if o.verdict == "admitted" and not o.reused:
            raise Stop

    with open_jobs_executor("local", None, 120, 2) as ex:
        with pytest.raises(Stop):
            run.synthesize(out, recipe, ex, curated={}, on_family=stop_after_first)
        first = candidates(recipe)[0].family
        assert (out / "dataset" / first / "evidence" / "evidence.json").is_file()
        assert (out / "dataset" / "recipe.json").is_file()
        assert not (out / "dataset" / first / "tasks").exists()  # task files are written once, at the end
        from svafam.cli.synth import _check_out

        _check_out(out)  # `svafam synth` accepts the killed run's folder again (no error)
        ran: list[str] = []
        result = run.synthesize(out, recipe, ex, curated={},
                                on_job=lambda fam, job, rec: ran.append(fam) if not rec.get("cached") else None)
    by = {o.family: o for o in result.outcomes}
    assert by[first].reused and by[first].verdict == "admitted"
    assert first not in ran
    assert (out / "dataset" / first / STIMULI_FILE).is_file()  # the resumed run wrote the reused one's
    second = candidates(recipe)[1].family
    assert by[second].verdict in ("admitted", "rejected") and not by[second].reused
    assert json.loads((out / ".synth" / "ledger.json").read_text())[first]["verdict"] == "admitted"


def test_a_family_that_cannot_be_generated_is_rejected_and_its_batch_built(tmp_path, monkeypatch):
    """Batches are generated ahead of their build; a generation error there is traced to its family
    (the batch is then built one family at a time), and no staging folder is left behind."""
    import svafam.pipeline.build as build_module
    import svafam.synth.run as run
    from svafam.cli._common import open_jobs_executor

    monkeypatch.setattr(run, "BATCH", 2)
    recipe = Recipe(3, 3, ("counter",))
    bad = candidates(recipe)[0].family
    real = build_module.family_files

    def failing(item):
        if item.spec.id == bad:
            raise ValueError("planted generation failure")
        return real(item)

    monkeypatch.setattr(build_module, "family_files", failing)
    out = tmp_path / "corpus"
    with open_jobs_executor("local", None, 120, 2) as ex:
        result = run.synthesize(out, recipe, ex, curated={})
    by = {o.family: o for o in result.outcomes}
    assert by[bad].verdict == "rejected" and by[bad].reason == "generation error"
    assert "planted generation failure" in by[bad].detail
    assert [o.verdict for f, o in sorted(by.items()) if f != bad] == ["admitted", "admitted"]
    assert not (out / "dataset" / ".staging").exists()


def test_grouped_split_keeps_near_duplicates_together():
    from svafam.dataset.splits import assign, assign_grouped

    fams = [{"family": f"a_{i:04d}", "category": "a"} for i in range(10)] + \
           [{"family": f"b_{i:04d}", "category": "b"} for i in range(5)]
    manifest = {"families": fams}
    singletons = [[f["family"]] for f in fams]
    assert assign_grouped(manifest, 7, singletons) == assign(manifest, 7)  # no near duplicates: the plain policy
    group = ["a_0001", "a_0002", "a_0003", "b_0004"]
    groups = [group] + [[f["family"]] for f in fams if f["family"] not in group]
    for seed in range(20):
        out = assign_grouped(manifest, seed, groups)
        where = {fam: s for c in out.values() for s, members in c.items() for fam in members}
        assert len(where) == 15
        assert len({where[f] for f in group}) == 1, seed  # the group shares one split


def test_near_duplicate_of_a_curated_test_family_is_removed(tmp_path):
    """A curated test family with one constant of its reference RTL changed is no exact copy, but near: removed."""
    import re

    from svafam.formal.family import load_interface
    from svafam.synth.dedup import find_clones
    from svafam.synth.run import curated_families

    fam, src = _curated_test_family()
    planted = tmp_path / "syn_nearly_0001"
    shutil.copytree(src, planted)
    ref = planted / load_interface(planted).reference.file
    text = ref.read_text()
    changed = re.sub(r"(\d+)'d(\d+)", lambda m: f"{m.group(1)}'d{(int(m.group(2)) + 1) % 2}", text, count=1)
    assert changed != text
    ref.write_text(changed)
    clones = find_clones([planted], curated_families(ROOT), executor=None)
    assert [(c.of, c.how, c.curated_split) for c in clones] == [(fam, "near", "test")]


def test_sample_splits_check_and_a_split_group_is_caught():
    """The sample's split file passes `splits --check`; moving one family of a near-duplicate group (or any
    family) to another split is reported."""
    from svafam.dataset.splits import SPLITS, check_splits, near_groups

    doc = json.loads((SAMPLE / "splits" / "splits_v1.json").read_text(encoding="utf-8"))
    assert doc["grouping"] == "near_duplicates"
    assert check_splits(doc, SAMPLE / "dataset") == []
    assert all(doc["splits"][s] for s in SPLITS)  # three families a category: one in each split
    groups = [g for g in near_groups(SAMPLE / "dataset", [f for s in SPLITS for f in doc["splits"][s]]) if len(g) > 1]
    fam = groups[0][0] if groups else doc["splits"]["test"][0]
    moved = json.loads(json.dumps(doc))
    where = next(s for s in SPLITS if fam in moved["splits"][s])
    other = "train" if where != "train" else "dev"
    moved["splits"][where].remove(fam)
    moved["splits"][other].append(fam)
    problems = check_splits(moved, SAMPLE / "dataset")
    assert problems and any(fam in p for p in problems)


def test_the_sample_has_the_curated_temporal_forms():
    """Every shape states behavior over time, not only next-cycle rules: the sample's families carry
    fixed delays, bounded responses, repetition, sequences and until, like the curated corpus."""
    report = json.loads((SAMPLE / "synthesis_report.json").read_text())
    forms = report["diversity"]["synthetic"]["per_category_path"]["all/all"]["property_forms"]
    for form in ("fixed_delay", "bounded_response", "repetition", "sequence_implication", "until", "invariant"):
        assert forms.get(form, 0) >= 3, (form, forms)


def _tightened(prop: dict) -> dict:
    """The property asking one cycle more than the behavior gives."""
    if prop["form"] == "bounded_response":
        return {**prop, "delay_max": prop["delay_max"] - 1}
    if prop["form"] == "repetition":
        return {**prop, "repeat": prop["repeat"] + 1}
    return {**prop, "delay": prop["delay"] + 1}  # fixed delay: one cycle more of movement


@pytest.mark.parametrize("prop_id", ["T_FLAG_IN_TIME", "T_COUNT_ONE_A_CYCLE", "T_SLOW_RISE", "T_ONE_STAGE_A_CYCLE",
                                     "T_DONE_DWELL"])
def test_synthesized_temporal_bounds_are_tight(tmp_path, prop_id):
    """The drawn bounds are the behavior's own: the sample proves them, and the same property one cycle
    tighter fails the gold proof (so they are not loose enough to say nothing)."""
    from svafam.engine import discover
    from tests.conftest import run_jobs

    source = next(p.parent.parent for p in sorted((SAMPLE / "dataset").glob("syn_*/properties/properties.json"))
                  if f'"{prop_id}"' in p.read_text())
    family = tmp_path / source.name
    shutil.copytree(source, family)
    path = family / "properties" / "properties.json"
    doc = json.loads(path.read_text())
    doc["properties"] = [_tightened(p) if p["id"] == prop_id else p for p in doc["properties"]]
    path.write_text(json.dumps(doc, indent=2))
    rec = run_jobs(family, discover(), {"gold_proof_v0"})["gold_proof_v0"]
    assert rec["status"] == "FAIL" and not rec["as_expected"], rec
    assert set(rec["failed_properties"]) <= {prop_id}
