"""The diversity audit is clean on the corpus and catches a planted clone."""

from __future__ import annotations

import shutil
import subprocess
import sys

from svafam.quality.audit import signature
from tests.conftest import ROOT, generate_into


def run_audit(dataset) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "svafam.cli", "audit", "--dataset", str(dataset)],
                          capture_output=True, text=True, cwd=ROOT, stdin=subprocess.DEVNULL, timeout=900)


def test_signature_ignores_names_but_not_constants():
    a = "module m(input wire x, output wire y); assign y = !x; // note\nendmodule"
    b = "module k(input wire p, output wire q); assign q = !p;\nendmodule"
    c = "module k(input wire p, output wire q); assign q = p;\nendmodule"
    assert signature(a) == signature(b) != signature(c)


def test_committed_dataset_has_no_clones():
    result = run_audit(ROOT / "dataset")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "audit clean" in result.stdout


def test_planted_clone_with_renamed_ports_is_caught(tmp_path):
    dataset = tmp_path / "dataset"
    shutil.copytree(ROOT / "dataset" / "timer_0007", dataset / "timer_0007")
    text = (ROOT / "specs" / "timer_watchdog" / "timer_0007.yaml").read_text()
    for old, new in (("timer_0007", "timer_0099"), ("load", "restart"), ("tick", "strobe"),
                     ("remaining", "left"), ("expired", "done")):
        text = text.replace(old, new)
    spec = tmp_path / "specs" / "timer_watchdog" / "timer_0099.yaml"
    spec.parent.mkdir(parents=True)
    spec.write_text(text)
    generate_into(spec, dataset)
    result = run_audit(dataset)
    assert result.returncode == 1, result.stdout
    assert "timer_0007 ~ timer_0099" in result.stdout
    assert "CLONE (same code up to names)" in result.stdout


def test_behavioral_clone_with_different_code_is_proved(tmp_path):
    """Same behavior, different spec text: only the semantic check can see it."""
    dataset = tmp_path / "dataset"
    shutil.copytree(ROOT / "dataset" / "timer_0007", dataset / "timer_0007")
    text = (ROOT / "specs" / "timer_watchdog" / "timer_0007.yaml").read_text()
    text = text.replace("timer_0007", "timer_0098").replace("load", "restart")
    text = text.replace('{when: "tick && remaining != 3\'d0"', '{when: "remaining != 3\'d0 && tick"')
    spec = tmp_path / "specs" / "timer_watchdog" / "timer_0098.yaml"
    spec.parent.mkdir(parents=True)
    spec.write_text(text)
    generate_into(spec, dataset)
    result = run_audit(dataset)
    assert result.returncode == 1, result.stdout
    assert "CLONE (same behavior up to port renaming, proved): timer_0007 ~ timer_0098" in result.stdout


def test_similarity_is_difflibs_ratio_with_its_bounds():
    """The cached counts and matcher change nothing: every pair of 60 signatures, most of them
    near one another (small edits of one token sequence), gets difflib's own answer."""
    import difflib
    import random
    from itertools import combinations

    from svafam.quality.token_similarity import NEAR, Signature, similarity

    rng = random.Random(7)
    base = [rng.choice(["=", ";", "(", ")", "if", "else", "<="] + [f"n{i}" for i in range(30)]) for _ in range(150)]
    sigs = []
    for _ in range(60):
        tokens = list(base)
        for _edit in range(rng.randrange(0, 12)):
            i = rng.randrange(len(tokens))
            if rng.random() < 0.5:
                tokens[i] = rng.choice(["x", "y", "z", "+"])
            else:
                tokens.insert(i, rng.choice(["x", "y"]))
        sigs.append(Signature(tokens))
    near = 0
    for a, b in combinations(sigs, 2):
        plain = difflib.SequenceMatcher(None, tuple(a), tuple(b), autojunk=False).ratio()
        want = 1.0 if tuple(a) == tuple(b) else round(plain, 4) if plain >= NEAR else None
        assert similarity(a, b) == want
        assert similarity(tuple(a), tuple(b)) == want  # plain tuples as well
        near += want is not None
    assert 50 < near < 1770  # both answers occur


def test_near_pairs_in_the_length_window_are_all_the_pairs(tmp_path):
    """The corpus-wide comparison only pairs signatures whose lengths allow NEAR; it must report exactly
    what comparing every pair reports (exact copies, near copies of many lengths, and the rest)."""
    import json
    import random
    from itertools import combinations

    from svafam.quality.audit import similarity, syntactic_pairs

    rng = random.Random(7)
    words = ["assign", "always", "if", "else", "begin", "end", "<=", "=", "+", "1", "0", ";", "(", ")"]
    texts = []
    for i in range(40):
        base = [rng.choice(words) for _ in range(rng.randint(60, 260))]
        texts.append(" ".join(base))
        if i % 3 == 0:  # an exact copy, and a near one a little longer or shorter
            texts.append(" ".join(base))
            near = list(base)
            near[rng.randrange(len(near))] = "else"
            texts.append(" ".join(near + ["end"] * rng.randint(0, 3)))
    meta = json.loads((ROOT / "dataset" / "timer_0007" / "family.json").read_text())
    for i, text in enumerate(texts):
        fam = tmp_path / f"fam_{i:03d}"
        (fam / "rtl").mkdir(parents=True)
        meta["variants"][0]["file"] = "rtl/ref.v"  # the reference variant is all the comparison reads
        (fam / "family.json").write_text(json.dumps(meta))
        (fam / "rtl" / "ref.v").write_text(text)
    sigs = {f"fam_{i:03d}": signature(t) for i, t in enumerate(texts)}
    every = [(x, y, similarity(sigs[x], sigs[y])) for x, y in combinations(sorted(sigs), 2)]
    exact, near = syntactic_pairs(tmp_path)
    assert exact == [(x, y) for x, y, r in every if r == 1.0] and exact
    assert near == [(x, y, r) for x, y, r in every if r is not None and r != 1.0] and near
