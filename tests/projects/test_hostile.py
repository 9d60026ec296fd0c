"""What a user project may ask of the simulator: the scan plants each forbidden request and sees it refused."""

from __future__ import annotations

import pytest

from svafam.projects.hostile import scan


@pytest.mark.parametrize("code, message", [
    ('initial $system("rm -rf /");', "$system is not allowed"),
    ('initial f = $fopen("/etc/passwd", "r");', "absolute path"),
    ('initial f = $fopen("../../x.txt", "w");', "leaving the run folder"),
    ('initial $readmemh("~/.ssh/id_rsa", m);', "absolute path"),
    ('initial $dumpfile("/tmp/x.vcd");', "absolute path"),
    ('initial $readmemb({path, "data"}, m);', "must be a string literal"),
    ('initial f = $fopen(name, "w");', "must be a string literal"),
    ('initial f = $fopen("out.txt", mode);', "mode must be a string literal"),
    ("initial $shm_open(\"waves\");", "$shm_open is not allowed"),
    ("initial $fopen(\"a\\\\b\");", "backslash"),
])
def test_forbidden_requests_are_refused_with_file_and_line(code, message):
    result = scan(f"module tb;\ninteger f; reg [7:0] m [0:3];\n{code}\nendmodule\n", "tb.v")
    assert result.problems and message in result.problems[0]
    assert result.problems[0].startswith("tb.v:3:")


@pytest.mark.parametrize("code, defect", [
    # published testbenches name their data by a folder of their author's machine (CirFix's RS decoder)
    ('reg [8*64:1] path;\ninitial begin path = "/home/someone/bench/"; $readmemb({path, "data"}, m); end',
     "absolute_file_path"),
    ('initial $readmemh("/home/someone/bench/data", m);', "absolute_file_path"),
    ('initial $readmemb({path, "data"}, m);', ""),      # computed, but from no absolute path: no named defect
    ('initial $system("ls");', ""),
])
def test_a_file_named_by_another_machines_folder_is_a_named_defect(code, defect):
    result = scan(f"module tb;\ninteger f; reg [7:0] m [0:3];\n{code}\nendmodule\n", "tb.v")
    assert result.problems and result.defect == defect
    if defect and "{" in code:
        assert result.problems[0].startswith("tb.v:4: $readmemb") and '"/home/someone/bench/" at tb.v:4' in \
            result.problems[0]


def test_allowed_files_and_tasks_are_recorded_not_refused():
    text = ('module tb; integer f, g; reg [7:0] m [0:3];\n'
            'initial begin f = $fopen("out.txt"); g = $fopen("ref.dat", "r"); $readmemh("mem.hex", m);\n'
            '$fwrite(f, "%d\\n", $time); $display("done"); $finish; end\nendmodule\n')
    result = scan(text, "tb.v")
    assert result.problems == []
    assert result.writes == {"out.txt"} and result.reads == {"ref.dat", "mem.hex"}


def test_names_in_comments_strings_and_escaped_identifiers_are_not_calls():
    text = ('module tb;\n// $system("x")\n/* $system */\ninitial $display("$system is not called");\n'
            "wire \\$system ;\nendmodule\n")
    assert scan(text, "tb.v").problems == []
