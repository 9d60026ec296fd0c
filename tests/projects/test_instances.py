"""The port nets of a module's instances in the flattened top: all of them, or the module gets no entry."""

from __future__ import annotations

from svafam.mutation.source import SourceFile
from svafam.projects.instances import PORT_MARK, instance_ports, module_of_scope

ENC = SourceFile.read("module enc(input [3:0] hot, output [1:0] code);\n  assign code = hot[1:0];\nendmodule\n",
                      "enc.v")
OLD_STYLE = SourceFile.read("module enc(hot, code);\n  input [3:0] hot;\n  output [1:0] code;\n"
                            "  assign code = hot[1:0];\nendmodule\n", "enc.v")


def _scope(module: str, hdlname: str | None = None) -> dict:
    attributes = {"module": module, **({"hdlname": hdlname} if hdlname else {})}
    return {"type": "$scopeinfo", "parameters": {"TYPE": "module"}, "attributes": attributes}


def _nets(*names: str, width: int = 2) -> dict:
    """Port nets as the elaboration leaves them: their path and port in ``hdlname``, marked as ports."""
    return {n: {"bits": list(range(width)), "attributes": {"hdlname": n.replace(".", " "), PORT_MARK: "1"}}
            for n in names}


def test_every_instance_and_port_in_order_with_widths():
    top = {"cells": {"u.e2": _scope("enc", "u e2"), "e1": _scope("enc")},
           "netnames": {**_nets("e1.hot", "e1.code", "u.e2.hot", "u.e2.code"), "other": {"bits": [0]}}}
    assert instance_ports(top, {"enc": ENC}) == {
        "enc": (("e1.hot", 2), ("e1.code", 2), ("u.e2.hot", 2), ("u.e2.code", 2))}
    assert instance_ports(top, {"enc": OLD_STYLE}) == instance_ports(top, {"enc": ENC})


def test_a_parameterized_instance_is_its_module():
    assert module_of_scope(_scope("$paramod\\enc\\W=s32'00000000000000000000000000000100")) == "enc"
    assert module_of_scope(_scope("$paramod$3f2a1c\\enc")) == "enc"
    assert module_of_scope({"type": "$scopeinfo", "parameters": {"TYPE": "blackbox"}, "attributes": {}}) is None


def test_a_missing_net_an_instance_left_whole_or_a_glob_name_gives_no_entry():
    nets = _nets("e1.hot", "e1.code", "e2.hot", "e2.code")
    missing = {"cells": {"e1": _scope("enc"), "e2": _scope("enc")}, "netnames": {**nets}}
    del missing["netnames"]["e2.code"]
    assert instance_ports(missing, {"enc": ENC}) == {}
    whole = {"cells": {"e1": _scope("enc"), "e2": {"type": "enc"}}, "netnames": nets}
    assert instance_ports(whole, {"enc": ENC}) == {}
    generated = {"cells": {"g[0].e": _scope("enc")}, "netnames": _nets("g[0].e.hot", "g[0].e.code")}
    assert instance_ports(generated, {"enc": ENC}) == {}   # [0] would be a character class to a Yosys selection


def test_a_name_that_would_break_out_of_the_job_script_gives_no_entry():
    """Instance names come from the user's Verilog (an escaped identifier may hold any character): a net name goes
    into the job's Yosys script (``expose w:<net>``) and its harness only if it is a plain hierarchical name."""
    for hostile in ("e1; shell rm -rf x", "e1\nexpose", "e1 w:*", "e1\\x"):
        top = {"cells": {hostile: _scope("enc")}, "netnames": _nets(f"{hostile}.hot", f"{hostile}.code")}
        assert instance_ports(top, {"enc": ENC}) == {}


# ---- from Yosys's own elaboration ----------------------------------------------------------

ENC_V = """module enc(input a, output q
`ifdef EXTRA
  , output f
`endif
);
  assign q = ~a;
`ifdef EXTRA
  assign f = a;
`endif
endmodule
"""
TOP_V = """module top(input clk, input a, input b, output o, output p);
  wire OWN = b;
  enc e1(.a(a), .q(o));
  assign p = OWN ;
endmodule
"""
TB_V = """module tb; reg clk = 0, a = 0, b = 0; wire o, p;
  top dut(.clk(clk), .a(a), .b(b), .o(o), .p(p));
  initial #10 $finish;
endmodule
"""


def _elaborated(tmp_path, own_wire: str = "r", extra: str = "EXTRA") -> dict:
    from svafam.projects import config
    from svafam.projects.design import elaborate, parse
    from tests.projects.test_check import svafam

    (tmp_path / "enc.v").write_text(ENC_V.replace("EXTRA", extra))
    (tmp_path / "top.v").write_text(TOP_V.replace("OWN", own_wire))
    (tmp_path / "tb.v").write_text(TB_V)
    assert svafam("project", "init", str(tmp_path), "--top", "top", "--rtl", "top.v", "--rtl", "enc.v",
                  "--testbench", "tb.v", "--observe", "vcd").returncode == 0
    design = parse(config.load(tmp_path))
    elaborate(design)
    return design.instance_ports


def test_the_ports_yosys_elaborates_are_found(tmp_path):
    assert _elaborated(tmp_path) == {"enc": (("e1.a", 1), ("e1.q", 1))}


def test_a_wire_of_the_user_named_like_a_port_net_gives_no_entry(tmp_path):
    """``wire \\e1.q`` in the parent takes the name ``<instance>.<port>``; flatten then renames the port's net
    (``e1.q_1``), and a local proof exposing ``e1.q`` would compare the user's wire, not the port (a mutant that
    changes ``q`` would pass it)."""
    assert _elaborated(tmp_path, own_wire="\\e1.q ") == {}


def test_a_port_only_yosys_reads_gives_no_entry(tmp_path):
    """Yosys reads the design with ``-formal`` (FORMAL defined), the Verilog parser without: a port under
    `` `ifdef FORMAL`` would be left out of the comparison."""
    assert _elaborated(tmp_path, extra="FORMAL") == {}


def test_a_wire_the_user_marks_as_a_port_gives_no_entry():
    """Attributes are the user's to write too: ``(* hdlname = "e1 code", svafam_port = 0 *) wire \\e1.code`` makes
    two nets claim the port (flatten renames the real one), and neither is taken."""
    nets = _nets("e1.hot", "e1.code_1")
    nets["e1.code_1"]["attributes"]["hdlname"] = "e1 code"
    nets["e1.code"] = {"bits": [0, 1], "attributes": {"hdlname": "e1 code", PORT_MARK: "0"}}
    assert instance_ports({"cells": {"e1": _scope("enc")}, "netnames": nets}, {"enc": ENC}) == {}
