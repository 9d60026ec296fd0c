"""From response text to properties: the screen, the limits, the compile and the form readers."""

from __future__ import annotations

import pytest

from generators.properties import INVARIANT, NEXT_CYCLE, SAME_CYCLE
from scoring.extract import extract
from scoring.limits import Limits
from scoring.reading import read_response
from scoring.screen import screen

from .scoring_helpers import TASK, one_family_dataset


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
        cover property (@(posedge clk) kick);
        NEG: assert property (@(negedge clk) kick);
        INTERNAL: assert property (@(posedge clk) cnt == since_kick);
        """, task, Limits())
    assert r.read and r.syntax_valid, r.syntax_errors
    assert [(p.id, p.form) for p in r.properties] == [("KICK", NEXT_CYCLE), ("A2", NEXT_CYCLE), ("A3", SAME_CYCLE),
                                                      ("WIN", INVARIANT)]
    assert [(u["id"], u["construct"][:12]) for u in r.unsupported] == [
        ("LATER", "sequence ##["), ("#6", "CoverPropert"), ("NEG", "clocking eve")]
    assert r.not_interface == [{"id": "INTERNAL", "names": ["cnt"]}] and r.extracted == 8


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
