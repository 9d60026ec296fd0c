"""The port nets of a module's instances in the flattened top: all of them, or the module gets no entry."""

from __future__ import annotations

from svafam.mutation.source import SourceFile
from svafam.projects.instances import instance_ports, module_of_scope

ENC = SourceFile.read("module enc(input [3:0] hot, output [1:0] code);\n  assign code = hot[1:0];\nendmodule\n",
                      "enc.v")
OLD_STYLE = SourceFile.read("module enc(hot, code);\n  input [3:0] hot;\n  output [1:0] code;\n"
                            "  assign code = hot[1:0];\nendmodule\n", "enc.v")


def _scope(module: str) -> dict:
    return {"type": "$scopeinfo", "parameters": {"TYPE": "module"}, "attributes": {"module": module}}


def _nets(*names: str, width: int = 2) -> dict:
    return {n: {"bits": list(range(width))} for n in names}


def test_every_instance_and_port_in_order_with_widths():
    top = {"cells": {"u.e2": _scope("enc"), "e1": _scope("enc")},
           "netnames": _nets("e1.hot", "e1.code", "u.e2.hot", "u.e2.code", "other")}
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
