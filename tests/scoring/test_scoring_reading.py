"""From response text to properties: the screen, the limits, the compile and the form readers."""

from __future__ import annotations

import pytest

from svafam.generators.properties import BOUNDED_RESPONSE, INVARIANT, NEXT_CYCLE, SAME_CYCLE, gold_properties, sva_text
from svafam.generators.spec_loader import load_spec
from svafam.scoring.compile import compile_response, outline
from svafam.scoring.extract import extract
from svafam.scoring.limits import Limits
from svafam.scoring.reader import read_properties
from svafam.scoring.reading import read_response
from svafam.scoring.screen import screen
from tests.conftest import ROOT
from tests.scoring_helpers import TASK, one_family_dataset


@pytest.fixture(scope="module")
def task(tmp_path_factory):
    return one_family_dataset(tmp_path_factory.mktemp("reading"))[2][TASK]


def test_the_screen_refuses_directives_macros_and_file_tasks_wherever_the_lexer_sees_code():
    s = screen('// `include "a.v" in a comment\n/* `define in a block comment */\n'
               '`timescale 1ns/1ps\n`default_nettype none\n'
               '`include "/etc/passwd"\n`define X 1\nassert property (@(posedge clk) `X);\n'
               'initial $readmemh("f.hex", m);\ninitial $system("rm -rf /");\n'
               'always @* $display("$fopen `include are text here");\n')
    assert [line.split(" refused")[0] for line in s.refused] == [
        "line 5: compiler directive `include", "line 6: compiler directive `define", "line 7: macro `X",
        "line 8: system task $readmemh", "line 9: system task $system"]


def test_forms_are_read_from_the_tree(task):
    r = read_response("""
        property p_kick; @(posedge clk) disable iff (rst) kick |=> (since_kick == 4'd0); endproperty
        KICK: assert property (p_kick);
        assert property (@(posedge clk) disable iff (rst) kick |-> ##1 since_kick == 0);
        assert property (@(posedge clk) $rose(wd_fault) |-> !window_open || kick);
        WIN: assert property (@(posedge clk) disable iff (rst) window_open == (since_kick >= 3 && since_kick < 8));
        LATER: assert property (@(posedge clk) kick |-> ##[1:3] wd_fault);
        EVER: assert property (@(posedge clk) kick |-> ##[1:$] wd_fault);
        LONG: assert property (@(posedge clk) disable iff (rst) kick |-> ##[1:20] wd_fault);
        cover property (@(posedge clk) kick);
        NEG: assert property (@(negedge clk) kick);
        INTERNAL: assert property (@(posedge clk) cnt == since_kick);
        """, task, Limits())
    assert r.read and r.syntax_valid, r.syntax_errors
    assert [(p.id, p.form) for p in r.properties] == [("KICK", NEXT_CYCLE), ("A2", NEXT_CYCLE), ("A3", SAME_CYCLE),
                                                      ("WIN", INVARIANT), ("LATER", BOUNDED_RESPONSE)]
    assert [(u["id"], u["construct"][:12]) for u in r.unsupported] == [
        ("EVER", "delay $: onl"), ("#8", "CoverPropert"), ("NEG", "clocking eve"), ("LONG", "the property")]
    # a window longer than the family's depth could not be checked completely: both numbers are named
    too_long = r.unsupported[-1]["construct"]
    assert "looks at 21 cycles" in too_long and "formal depth 14" in too_long
    assert r.not_interface == [{"id": "INTERNAL", "names": ["cnt"]}] and r.extracted == 10


@pytest.mark.parametrize("text,limit", [
    ("assert property (@(posedge clk) " + "(" * 40 + "kick" + ")" * 40 + ");", "expression nesting depth 41 > 32"),
    # a boolean sits in a property and a sequence node: 39 operators, 40 names, 2 wrappers
    ("assert property (@(posedge clk) " + " && ".join(["kick"] * 40) + ");", "expression nesting depth 42 > 32"),
    ("assert property (@(posedge clk) kick);\n" * 65, "properties 65 > 64"),
    ("// " + "x" * 20_000, "characters 20003 > 20000"),
])
def test_limits_are_named_and_nothing_beyond_them_is_read(task, text, limit):
    r = read_response(text, task, Limits())
    assert not r.read and not r.properties and [str(x) for x in r.limits_exceeded] == [f"limit exceeded: {limit}"]


def test_the_deepest_nesting_allowed_is_read_without_exhausting_the_stack(task):
    text = "assert property (@(posedge clk) " + "(" * 44 + "kick" + ")" * 44 + " |=> since_kick == 0);"   # depth 48
    r = read_response(text, task, Limits(depth=48))
    assert r.read and len(r.properties) == 1
    with pytest.raises(ValueError):
        Limits(depth=49)


def test_extraction():
    e = extract("<|im_start|>assistant\nHere you go:\n```sva\nassert property (@(posedge clk) a);\n```<|im_end|>")
    assert e.text.strip() == "assert property (@(posedge clk) a);" and not e.format_ok
    assert extract("assert property (@(posedge clk) a);").format_ok


TEMPORAL_SPECS = [ROOT / "specs" / path for path in (
    "timer_watchdog/timer_0004.yaml", "handshake/handshake_0002.yaml", "arbiter/arbiter_0003.yaml",
    "counter/counter_0001.yaml", "fifo_control/fifo_0001.yaml", "timer_watchdog/timer_0007.yaml")]


def read_text(text: str, clock: str, ports: list[tuple[str, str, int]]):
    """The properties read from ``text`` and the unsupported ones (syntax errors are another check's)."""
    tree, _errors = compile_response(text, "module unused; endmodule\n", ports)
    return read_properties(outline(tree.root), clock)


@pytest.mark.parametrize("spec_path", TEMPORAL_SPECS, ids=[p.stem for p in TEMPORAL_SPECS])
def test_gold_sva_of_every_form_reads_back_into_the_same_model(spec_path):
    """The scorer reads every form the generator prints back into the model it was printed from."""
    spec = load_spec(spec_path)
    gold = gold_properties(spec)
    ports = [(spec.clock.name, "input", 1), (spec.reset.name, "input", 1)]
    ports += [(p.name, "input", p.width) for p in spec.inputs] + [(p.name, "output", p.width) for p in spec.outputs]
    props, unsupported = read_text(sva_text(spec, gold, "x"), spec.clock.name, ports)
    assert not unsupported

    def timing(p):
        return (p.form, p.antecedent, p.then, p.consequent, p.expression, p.disable, p.delay, p.delay_max, p.repeat,
                p.until)

    assert [timing(p) for p in props] == [timing(p) for p in gold]


@pytest.mark.parametrize("body,construct", [
    ("a |=> b throughout ##[1:2] c", "ThroughoutSequenceExpr"),
    ("a |=> b until_with c", "UntilWithPropertyExpr"),
    ("a |=> b[->2]", "only consecutive repetition"),
    ("a |=> b[*2:3]", "only consecutive repetition"),
    ("a ##0 b |=> c", "##0 (fusion)"),
    ("a |-> ##[2:1] b", "needs its first cycle before its last"),
    ("(a ##1 b)[*2] |=> c", "repetition of a sequence"),
    ("a |=> s_eventually b", "UnaryPropertyExpr in the consequent: s_eventually b"),
])
def test_temporal_constructs_outside_the_language_are_named(body, construct):
    ports = [(n, "input", 1) for n in ("clk", "rst", "a", "b", "c")]
    props, unsupported = read_text(f"X: assert property (@(posedge clk) {body});\n", "clk", ports)
    assert not props and construct in unsupported[0].construct, unsupported
