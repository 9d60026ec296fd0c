import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from svafam.generators import expr as ex


def test_parse_and_print_keep_meaning():
    e = ex.parse("!load && tick && (remaining > 3'd0)")
    assert ex.to_verilog(e) == "!load && tick && remaining > 3'd0"
    assert ex.parse(ex.to_verilog(e)) == e


def test_literals_are_sized_and_checked():
    assert ex.parse("4'b1010") == ex.Const(4, 10, "b")
    assert ex.parse("8'hff") == ex.Const(8, 255, "h")
    with pytest.raises(ex.ExprError, match="does not fit"):
        ex.parse("3'd9")
    with pytest.raises(ex.ExprError, match="unsized"):
        ex.parse("count + 1")
    with pytest.raises(ex.ExprError, match="x/z"):
        ex.parse("2'bx1")


def test_precedence_follows_verilog():
    e = ex.parse("a | b & c")
    assert e == ex.Binary("|", ex.Ident("a"), ex.Binary("&", ex.Ident("b"), ex.Ident("c")))
    e = ex.parse("a - b - c")
    assert e == ex.Binary("-", ex.Binary("-", ex.Ident("a"), ex.Ident("b")), ex.Ident("c"))
    assert ex.to_verilog(ex.parse("a - (b - c)")) == "a - (b - c)"


def test_rejects_garbage_with_column():
    with pytest.raises(ex.ExprError, match="column 6"):
        ex.parse("a && && b")
    with pytest.raises(ex.ExprError):
        ex.parse("")
    with pytest.raises(ex.ExprError, match="not supported"):
        ex.parse("$countbits(a, 1'b1)")


def test_past_is_pushed_to_signals():
    e = ex.past(ex.parse("remaining - 3'd1"))
    assert ex.to_verilog(e) == "$past(remaining) - 3'd1"
    assert ex.to_verilog(ex.past(ex.parse("$past(x) + y"))) == "$past(x, 2) + $past(y)"
    assert ex.max_past_depth(ex.parse("$past(x, 2) == y")) == 2


def test_rename_walks_the_tree():
    e = ex.rename(ex.parse("{a[1], b[2:0]} == 4'd3 ? a : c"), {"a": "x", "c": "z"})
    assert ex.to_verilog(e) == "({x[1], b[2:0]} == 4'd3) ? x : z"
    assert ex.identifiers(e) == ["x", "b", "z"]


def test_widths_and_context_determined_evaluation():
    widths = {"a": 3, "b": 3, "w": 4}
    look = {"a": 7, "b": 1, "w": 0}
    lookup = lambda n, ago: look[n]  # noqa: E731
    assert ex.self_width(ex.parse("a + b"), widths) == 3
    assert ex.self_width(ex.parse("a == b"), widths) == 1
    assert ex.self_width(ex.parse("{a, b}"), widths) == 6
    # 3-bit context: wraps; 4-bit context (comparison with a 4-bit literal): does not
    assert ex.evaluate(ex.parse("a + b"), widths, lookup) == 0
    assert ex.evaluate(ex.parse("a + b"), widths, lookup, width=4) == 8
    assert ex.evaluate(ex.parse("a + b == 4'd8"), widths, lookup) == 1
    assert ex.evaluate(ex.parse("a + b == 3'd0"), widths, lookup) == 1
    assert ex.evaluate(ex.parse("&a"), widths, lookup) == 1
    assert ex.evaluate(ex.parse("~b"), widths, lookup) == 6


names = st.sampled_from(["a", "b", "c"])
leaves = st.one_of(names.map(ex.Ident), st.integers(0, 7).map(lambda v: ex.Const(3, v, "d")))
unary = st.sampled_from(["!", "~", "-", "&", "|", "^"])
binary = st.sampled_from(["+", "-", "&", "|", "^", "==", "!=", "<", ">=", "&&", "||", "<<", "*"])


def _extend(children):
    return st.one_of(
        st.builds(ex.Unary, unary, children),
        st.builds(ex.Binary, binary, children, children),
        st.builds(ex.Ternary, children, children, children),
        st.lists(children, min_size=1, max_size=3).map(lambda xs: ex.Concat(tuple(xs))),
    )


expressions = st.recursive(leaves, _extend, max_leaves=12)


@settings(max_examples=300, deadline=None)
@given(expressions)
def test_printing_round_trips(e):
    assert ex.parse(ex.to_verilog(e)) == e


def test_past_of_a_compound_expression_lowers_to_signal_history():
    from svafam.formal.lower import PastRegisters
    past = PastRegisters({"valid": 1, "ready": 1, "n": 3})
    e = past.rewrite(ex.parse("$past(valid && !ready) || $past($past(n) + 3'd1) == 3'd2"))
    assert ex.to_verilog(e) == "(past1_valid && !past1_ready) || past2_n + 3'd1 == 3'd2"
    assert past.depth == {"valid": 1, "ready": 1, "n": 2}
