"""The project preprocessor: macros, includes, conditionals, the way back to the source, and what it refuses."""

from __future__ import annotations

import pytest

from svafam.projects.compat import for_pyverilog
from svafam.projects.preprocess import PreprocessError, Preprocessor


def _write(tmp_path, files: dict[str, str]):
    for rel, text in files.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)


def test_macros_includes_and_conditionals(tmp_path):
    _write(tmp_path, {
        "inc/defs.vh": "`define W 4\n`define HI(x) ((x) + 1)\n",
        "top.v": '`timescale 1ns/1ps\n`include "defs.vh"\n`ifdef NOPE\nbroken here\n`else\n'
                 "module top(input [`W-1:0] a, output [`W-1:0] y);\n  assign y = `HI(a);\nendmodule\n`endif\n",
    })
    pp = Preprocessor(tmp_path, ["inc"]).file("top.v")
    assert "broken" not in pp.text and "`" not in pp.text
    assert "input [4-1:0] a" in pp.text and "((a) + 1)" in pp.text
    assert pp.includes == ["inc/defs.vh"] and pp.timescale == "1ns/1ps"
    pre_sources = {"top.v": (tmp_path / "top.v").read_text(), "inc/defs.vh": (tmp_path / "inc/defs.vh").read_text()}
    assert pp.where(pp.text.index("module top"), pre_sources) == ("top.v", 6)     # the source's line, includes inlined
    assert pp.where_line(pp.text[:pp.text.index("assign")].count("\n") + 1, pre_sources) == ("top.v", 7)


def test_edits_map_back_only_where_the_text_is_the_source(tmp_path):
    source = "`define ONE 1\nmodule m(input a, output y);\n  assign y = a & `ONE;\nendmodule\n"
    _write(tmp_path, {"m.v": source})
    pp = Preprocessor(tmp_path, []).file("m.v")
    at = pp.text.index("a & ")
    assert pp.to_origin(at, at + 1) == ("m.v", source.index("a & "), source.index("a & ") + 1)
    macro = pp.text.index("& 1") + 2
    assert pp.to_origin(macro, macro + 1) is None              # a macro expansion has no place in the source
    blanked = pp.text.index("module") - 3
    assert pp.to_origin(blanked, blanked + 1) is None          # a directive line, blanked


def test_compat_rewrites_are_not_verbatim(tmp_path):
    _write(tmp_path, {"m.v": "module m(input clk, output a, b);\n  assign a = clk, b = !clk;\n"
                             "  reg r; always @(posedge(clk)) r <= 1;\nendmodule\n"})
    pp = for_pyverilog(Preprocessor(tmp_path, []).file("m.v"))
    assert "assign a = clk; assign b = !clk;" in pp.text and "posedge clk " in pp.text
    i = pp.text.index("; assign b")
    assert pp.to_origin(i, i + 1) is None
    j = pp.text.index("!clk")
    assert pp.to_origin(j, j + 4)[0] == "m.v"


@pytest.mark.parametrize("text, message", [
    ('`include "/etc/passwd"\n', "only paths relative to the project"),
    ('`include "../secret.v"\n', "may not leave the project"),
    ("`define P(a) a``b\n", "token pasting"),
    ("assign y = `UNKNOWN;\n", "macro `UNKNOWN is not defined"),
    ("`define A `A\nassign y = `A;\n", "nested more than"),
    ("`ifdef X\nmodule m; endmodule\n", "not closed"),
])
def test_refusals_name_the_file_and_line(tmp_path, text, message):
    _write(tmp_path, {"sub/m.v": text})
    with pytest.raises(PreprocessError) as e:
        Preprocessor(tmp_path / "sub", []).file("m.v")
    assert message in str(e.value) and "m.v" in str(e.value)


def test_a_symlinked_include_is_not_followed(tmp_path):
    (tmp_path / "outside.vh").write_text("`define X 1\n")
    proj = tmp_path / "p"
    proj.mkdir()
    (proj / "x.vh").symlink_to(tmp_path / "outside.vh")
    (proj / "m.v").write_text('`include "x.vh"\n')
    with pytest.raises(PreprocessError, match="symbolic link"):
        Preprocessor(proj, []).file("m.v")


def test_a_macro_bomb_stops(tmp_path, monkeypatch):
    import svafam.projects.preprocess as pre

    monkeypatch.setattr(pre, "MAX_OUTPUT", 10_000)
    defs = "`define A0 x\n" + "".join(f"`define A{i} `A{i - 1} `A{i - 1}\n" for i in range(1, 20))
    (tmp_path / "m.v").write_text(defs + "assign y = `A19;\n")
    with pytest.raises(PreprocessError, match="characters"):
        Preprocessor(tmp_path, []).file("m.v")
