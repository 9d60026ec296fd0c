"""The structural screen for combinational loops."""

from __future__ import annotations

import json

import pytest

from svafam.harness.baselines.loops import has_loop
from svafam.mutation.source import parse_module
from tests.conftest import ROOT


def _module(body: str):
    return parse_module(f"module m (input wire clk, input wire a, input wire c, output reg y);\n{body}\nendmodule\n")[0]


@pytest.mark.parametrize("body", [
    "reg x; always @* x = !x; always @* y = x;",
    "wire p, q; assign p = q & a; assign q = p | c; always @* y = p;",
    "reg x; always @* begin if (c) x = a; y = x; end always @* if (y) x = 1'b0;",   # x not written on every path
    "reg [1:0] x; always @* begin x[0] = a; x[1] = x[0]; end always @* y = x[1];",   # a part select is not whole
])
def test_loops_are_found(body):
    assert has_loop(_module(body))


@pytest.mark.parametrize("body", [
    "reg x; always @* begin x = a; if (c) x = !x; y = x; end",   # reads the x it just wrote
    "reg x; always @(posedge clk) x <= !x; always @* y = x;",    # through a flip-flop: no loop
    "reg x; always @* begin case (a) 1'b0: x = c; default: x = !c; endcase y = x && a; end",
])
def test_no_loop_where_there_is_none(body):
    assert not has_loop(_module(body))


def test_no_variant_of_the_corpus_has_one():
    """So leaving out what the screen reports never leaves out a correct repair (one family a category)."""
    seen = set()
    for path in sorted((ROOT / "dataset").glob("*/family.json")):
        meta = json.loads(path.read_text())
        if meta["category"] in seen:
            continue
        seen.add(meta["category"])
        for v in meta["variants"]:
            assert not has_loop(parse_module((path.parent / v["file"]).read_text())[0]), (meta["family"], v["id"])
    assert len(seen) >= 10
