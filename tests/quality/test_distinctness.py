"""Structural distinctness of the four RTL variants (svafam.distinctness)."""

from __future__ import annotations

import random
import re

import pytest

from svafam.quality.distinctness import MIN_DISTANCE, check_distinct, distance, lcs_length, node_type_sequence, pairwise
from tests.conftest import ROOT

FAMILY = ROOT / "dataset" / "timer_0007"
VARIANTS = {p.stem: p.read_text() for p in sorted((FAMILY / "rtl").glob("*.v"))}
MUTANTS = {p.stem: p.read_text() for p in sorted((FAMILY / "mutants").glob("*.v"))}


def _keywords() -> set[str]:
    from pyverilog.vparser.lexer import VerilogLexer
    return set(VerilogLexer.reserved)


def rename_all(text: str) -> str:
    """Every identifier (module, ports, signals, functions) replaced by a fresh name."""
    keywords = _keywords()
    names: dict[str, str] = {}

    def fresh(m: re.Match) -> str:
        word = m.group(0)
        if word in keywords:
            return word
        return names.setdefault(word, f"id{len(names)}_x")

    text = re.sub(r"//[^\n]*", "", text)
    # not after ' (3'd7), a word character or $ ($past)
    return re.sub(r"(?<!['\w$])[A-Za-z_]\w*", fresh, text)


def _dp_lcs(a, b) -> int:
    row = [0] * (len(b) + 1)
    for x in a:
        prev_diag, row[0] = 0, 0
        for j, y in enumerate(b, 1):
            prev_diag, row[j] = row[j], prev_diag + 1 if x == y else max(row[j], row[j - 1])
    return row[-1]


def test_lcs_is_exact():
    rng = random.Random(7)
    for _ in range(500):
        a = [rng.choice("abcde") for _ in range(rng.randint(0, 30))]
        b = [rng.choice("abcdef") for _ in range(rng.randint(0, 30))]
        assert lcs_length(a, b) == lcs_length(b, a) == _dp_lcs(a, b)


def test_distance_bounds_and_symmetry():
    a, b = list("xyzzy"), list("zyx")
    assert distance(a, a) == 0.0
    assert distance([], []) == 0.0
    assert distance(list("aaa"), list("bbb")) == 1.0
    assert distance(a, b) == distance(b, a)
    assert 0.0 < distance(a, b) < 1.0


def test_sequences_hold_no_names_values_or_widths():
    seq = node_type_sequence(VARIANTS["canonical_next"])
    assert seq[0] == "ModuleDef"
    assert "Identifier" in seq and "IntConst" in seq and "Sens:posedge" in seq and "Sens:all" in seq
    assert "Width" not in seq
    assert not any("remaining" in s or "3'd" in s for s in seq)


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_a_renamed_copy_has_distance_zero_and_is_flagged(name):
    original = VARIANTS[name]
    renamed = rename_all(original)
    assert renamed != original and "remaining" not in renamed
    assert distance(node_type_sequence(original), node_type_sequence(renamed)) == 0.0
    problems = check_distinct({name: original, "renamed_copy": renamed})
    assert len(problems) == 1 and "too close" in problems[0]


def test_cosmetic_edits_do_not_count():
    """Reordered module items, extra begin/end, other constant spellings, split declarations."""
    text = VARIANTS["canonical_next"]
    assign = "    assign expired = remaining == 3'd0;\n"
    decl = "    reg [2:0] remaining_next;\n"
    assert assign in text and decl in text
    edited = text.replace(assign, "").replace(decl, decl + assign)          # reordered items
    edited = edited.replace("remaining_next = 3'd7;", "begin remaining_next = 3'b111; end")
    edited = edited.replace("always @*", "always @(*)")
    assert edited != text
    assert distance(node_type_sequence(text), node_type_sequence(edited)) == 0.0
    ternary = VARIANTS["ternary_next"]
    split = ternary.replace("    wire [2:0] remaining_d = rst",
                            "    wire [2:0] remaining_d;\n    assign remaining_d = rst")
    assert split != ternary
    assert distance(node_type_sequence(ternary), node_type_sequence(split)) == 0.0
    assert check_distinct({"a": text, "b": edited})


def test_a_few_local_rewrites_stay_below_the_threshold():
    text = VARIANTS["canonical_next"]
    edited = (text.replace("remaining != 3'd0", "!(remaining == 3'd0)")
                  .replace("    assign expired = remaining == 3'd0;",
                           "    wire is_zero = remaining == 3'd0;\n    assign expired = is_zero;"))
    assert edited != text
    d = distance(node_type_sequence(text), node_type_sequence(edited))
    assert 0.0 < d < MIN_DISTANCE


def test_the_real_variants_are_distinct_with_margin():
    assert len(VARIANTS) == 4
    distances = pairwise(VARIANTS)
    assert len(distances) == 6
    assert min(distances.values()) >= MIN_DISTANCE + 0.1, distances
    assert check_distinct(VARIANTS) == []


def test_a_mutant_is_not_a_new_style():
    """A mutant is one edit away from the style it was made from: it would be flagged."""
    bases = [node_type_sequence(t) for t in VARIANTS.values()]
    assert len(MUTANTS) == 3
    for name, text in MUTANTS.items():
        mutant = node_type_sequence(text)
        assert min(distance(base, mutant) for base in bases) < MIN_DISTANCE, name


def test_an_unparsable_variant_is_a_problem():
    variants = dict(VARIANTS, broken="module broken(input wire a);\n    wire x = a &;\nendmodule\n")
    problems = check_distinct(variants)
    assert len(problems) == 1 and problems[0].startswith("broken: Pyverilog cannot parse it")
