"""The 19 operators (no tool runs): each finds its opportunities, changes what it says it
changes, and the checkers catch an operator that changes nothing or leaves a declared range."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from svafam.mutation.candidates import build_candidates
from svafam.mutation.checks import OperatorFault, check_mutant, out_of_range_selects
from svafam.mutation.edit import Edit, apply
from svafam.mutation.enumerate import opportunities, select
from svafam.mutation.normalize import normal_hash
from svafam.mutation.operators import BY_NAME, OPERATORS, Choice
from svafam.mutation.operators.partselect_update import PartselectUpdate
from svafam.mutation.pool import render
from svafam.mutation.source import SourceFile, span

ROOT = Path(__file__).resolve().parents[2]
DATASET = ROOT / "dataset"

# every construct the operators look for, in one module
SAMPLE = """module sample (
    input  wire       clk,
    input  wire       rst,
    input  wire       en,
    input  wire [3:0] din,
    output reg  [3:0] q,
    output wire       flag
);
    reg [3:0] q_next;
    always @* begin
        q_next = q;
        if (en && din != 4'd0)
            q_next = {din[2:0], q[3]};
    end
    always @(posedge clk or posedge rst) begin
        if (rst) begin
            q <= 4'd0;
        end else begin
            q <= q_next + 4'd1;
        end
    end
    reg seen;
    always @(posedge clk) begin
        if (rst)
            seen <= 1'b0;
        else
            seen <= seen | en;
    end
    assign flag = q[1] ^ (q[3:2] == 2'b01) ^ seen;
endmodule
"""


def sample_opportunities():
    src = SourceFile.read(SAMPLE, "rtl/sample.v")
    return src, opportunities(src, "fam", "v0", "rtl/sample.v")


def test_every_operator_has_an_opportunity_in_the_sample():
    _, found = sample_opportunities()
    assert {o.operator for o in found} == set(BY_NAME)


def test_every_choice_of_every_operator_changes_the_module():
    src, found = sample_opportunities()
    clean = normal_hash(src.module)
    for o in found:
        for choice in o.choices:
            text = apply(SAMPLE, choice.edits)
            if choice.label == "output q -> input":
                continue  # `input reg` is not Verilog: Pyverilog rejects it (a compile failure, recorded as such)
            mutant = SourceFile.read(text, "rtl/sample.v")
            check_mutant(o.operator, o.path, clean, normal_hash(mutant.module), mutant)


@pytest.mark.parametrize("operator, before, after", [
    ("ExprUpdate", "en && din", "en || din"),
    ("ExprDelete", "if (en)\n", None),
    ("PartselectUpdate", "din[2:0]", "din[3:1]"),
    ("PointerUpdate", "q[1] ^", "q[0] ^"),
    ("EdgeFlip", "@(posedge clk or", "@(negedge clk or"),
    ("EdgeDelete", "@(posedge clk or posedge rst)", "@(posedge clk)"),
    ("AssignN2B", "q <= 4'd0;", "q = 4'd0;"),
    ("IOFlip", "input  wire       en", "output  wire       en"),
])
def test_operators_make_the_change_they_name(operator, before, after):
    _, found = sample_opportunities()
    texts = [apply(SAMPLE, c.edits) for o in found if o.operator == operator for c in o.choices]
    assert texts
    if after is None:
        assert any(before in t and t.count("if (") == SAMPLE.count("if (") for t in texts)
    else:
        assert any(after in t and before not in t for t in texts), texts


def test_edge_insert_makes_a_synchronous_reset_asynchronous():
    text = SAMPLE.replace("always @(posedge clk or posedge rst)", "always @(posedge clk)")
    src = SourceFile.read(text, "x.v")
    found = [o for o in opportunities(src, "f", "v0", "x.v") if o.operator == "EdgeInsert"]
    counts = [apply(text, c.edits).count("@(posedge clk or posedge rst)") for o in found for c in o.choices]
    assert counts and all(n == 1 for n in counts)


class Unchanged:
    """A planted fault: an operator that writes its node back as it was."""

    name, group, paper_share, timing = "ExprUpdate", "Expression", 0.0, False

    def match(self, src, site, ctx):
        return type(site.node).__name__ == "Land"

    def guard(self, src, site, ctx):
        return True

    def transform(self, src, site, ctx):
        start, end = span(site.node)
        return [Choice("nothing", (Edit(start, end, src.text[start:end]),))]


def test_an_operator_that_returns_its_input_unchanged_is_caught():
    src = SourceFile.read(SAMPLE, "rtl/sample.v")
    found = opportunities(src, "fam", "v0", "rtl/sample.v", [Unchanged()])
    assert found
    text = apply(SAMPLE, found[0].choices[0].edits)
    mutant = SourceFile.read(text, "rtl/sample.v")
    with pytest.raises(OperatorFault, match="returned its input unchanged"):
        check_mutant("ExprUpdate", found[0].path, normal_hash(src.module), normal_hash(mutant.module), mutant)


class Unguarded(PartselectUpdate):
    """A planted fault: PartselectUpdate without its range guard, shifting by two."""

    @staticmethod
    def _shifts(site, ctx):
        node = site.node
        return [(int(node.msb.value) + 2, int(node.lsb.value) + 2)]

    def guard(self, src, site, ctx):
        return True


def test_a_mutant_outside_its_operators_guard_is_caught():
    src = SourceFile.read(SAMPLE, "rtl/sample.v")
    found = [o for o in opportunities(src, "fam", "v0", "rtl/sample.v", [Unguarded()])
             if "din[4:2]" in apply(SAMPLE, o.choices[0].edits)]
    text = apply(SAMPLE, found[0].choices[0].edits)
    mutant = SourceFile.read(text, "rtl/sample.v")
    assert out_of_range_selects(mutant) == ["din[4:2] at line 13 is outside din[3:0]"]
    with pytest.raises(OperatorFault, match="left a declared range"):
        check_mutant("PartselectUpdate", found[0].path, normal_hash(src.module), normal_hash(mutant.module), mutant)


def test_the_real_part_select_operator_stays_in_range():
    _, found = sample_opportunities()
    for o in found:
        if o.operator in ("PartselectUpdate", "PartselectInsert", "PointerUpdate", "PointerInsert"):
            for c in o.choices:
                assert out_of_range_selects(SourceFile.read(apply(SAMPLE, c.edits), "x.v")) == []


def test_budget_spreads_over_operators_and_the_policy_is_seeded():
    _, found = sample_opportunities()
    picks = select(found, seed=7, budget=len(OPERATORS))
    assert {p.opportunity.operator for p in picks} == set(BY_NAME)
    assert [p.id for p in picks] == [p.id for p in select(found, seed=7, budget=len(OPERATORS))]
    assert [p.id for p in select(found, seed=7)] != [p.id for p in select(found, seed=8)] or len(found) < 2


def test_the_pool_files_are_deterministic_for_a_family():
    from svafam.formal.family import load_interface

    fdir = DATASET / "timer_0007"
    iface = load_interface(fdir)
    a = build_candidates(iface.family, fdir, iface.variants, budget=40)
    b = build_candidates(iface.family, fdir, iface.variants, budget=40)
    assert [(c.id, c.diff, c.normal, c.compile_error) for c in a.candidates] == \
        [(c.id, c.diff, c.normal, c.compile_error) for c in b.candidates]
    assert render(a, {}, {}) == render(b, {}, {})
    rec = json.loads(render(a, {}, {})["mutation/manifest.jsonl"].splitlines()[0])
    assert rec["diff"].startswith("--- a/rtl/") and rec["line"] >= 1 and rec["node_path"].startswith("ModuleDef")


def test_a_mutant_is_its_diff_applied_to_the_clean_variant(tmp_path):
    from svafam.formal.family import load_interface
    from svafam.mutation.load import mutant_text

    fdir = DATASET / "timer_0007"
    iface = load_interface(fdir)
    fc = build_candidates(iface.family, fdir, iface.variants, budget=30)
    recs = [json.loads(line) for line in render(fc, {}, {})["mutation/manifest.jsonl"].splitlines()]
    for cand, rec in zip(fc.candidates, recs):
        assert mutant_text(fdir, rec) == cand.text


def test_build_check_covers_the_committed_pool_and_catches_hand_edits(tmp_path):
    import shutil

    from svafam.mutation.check import check_pool

    family = tmp_path / "timer_0007"
    shutil.copytree(DATASET / "timer_0007", family)
    assert check_pool(family) == []
    manifest = family / "mutation" / "manifest.jsonl"
    lines = manifest.read_text().splitlines(keepends=True)
    manifest.write_text("".join(lines[1:]))
    assert any("manifest.jsonl: differs" in p for p in check_pool(family))
    manifest.write_text("".join(lines))
    evidence = family / "mutation" / "evidence.json"
    doc = json.loads(evidence.read_text())
    mid = next(m for m, rec in doc["retention"].items() if rec["status"] == "distinguishable")
    doc["retention"][mid]["key"] = "0" * 64
    evidence.write_text(json.dumps(doc))
    assert any(f"{mid}: no retention verdict on these inputs" in p for p in check_pool(family))
    shutil.copyfile(DATASET / "timer_0007" / "mutation" / "evidence.json", evidence)
    (family / "mutation" / "traces" / f"{mid}.vcd").unlink()
    assert check_pool(family) == [f"timer_0007/mutation/traces/{mid}.vcd: missing"]
