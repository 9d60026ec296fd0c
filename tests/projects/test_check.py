"""``svafam project init`` and ``check`` on projects written by others, and every defect check planted."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from tests.conftest import ROOT

FIXTURES = ROOT / "tests" / "fixtures" / "projects"
needs_icarus = pytest.mark.skipif(shutil.which("iverilog") is None or shutil.which("vvp") is None,
                                  reason="Icarus Verilog (iverilog, vvp) is not installed: apt-get install iverilog")
pytestmark = needs_icarus


def svafam(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "svafam.cli", *args], capture_output=True, text=True, cwd=ROOT,
                          stdin=subprocess.DEVNULL, timeout=600)


def project(tmp_path: Path, name: str) -> Path:
    target = tmp_path / name
    shutil.copytree(FIXTURES / name, target)
    return target


def one_line_error(result: subprocess.CompletedProcess, *expected: str) -> str:
    assert result.returncode == 2, result.stdout + result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.stderr, result.stderr
    for text in expected:
        assert text in lines[0], lines[0]
    return lines[0]


def edit(path: Path, change) -> None:
    doc = yaml.safe_load(path.read_text())
    change(doc)
    path.write_text(yaml.safe_dump(doc))


def test_init_infers_the_rtllm_workaround_and_check_passes(tmp_path):
    p = project(tmp_path, "rtllm_accu")
    result = svafam("project", "init", str(p), "--top", "verified_accu")
    assert result.returncode == 0, result.stderr
    assert "module_name_mismatch" in result.stdout and "clock: clk" in result.stdout
    doc = yaml.safe_load((p / "svafam-project.yaml").read_text())
    assert doc["workarounds"]["rename_module"] == {"from": "verified_accu", "to": "accu"}
    assert doc["reset"] == {"name": "rst_n", "active": "low", "synchronous": False}
    assert doc["testbench"]["dut"] == "uut" and doc["testbench"]["observe"] == "vcd"
    checked = svafam("project", "check", str(p))
    assert checked.returncode == 0, checked.stderr
    assert "cycle model" in checked.stdout and "passes its own checks" in checked.stdout
    assert "module_name_mismatch (worked around)" in checked.stdout
    # without the workaround the defect is named, and nothing runs
    edit(p / "svafam-project.yaml", lambda d: (d.pop("workarounds"), d.update(top="verified_accu")))
    one_line_error(svafam("project", "check", str(p)), "module_name_mismatch", "accu", "verified_accu")


def test_the_cirfix_testbench_the_simulation_command_names(tmp_path):
    p = project(tmp_path, "cirfix_first_counter")
    result = svafam("project", "init", str(p), "--top", "first_counter")
    assert result.returncode == 0, result.stderr
    doc = yaml.safe_load((p / "svafam-project.yaml").read_text())
    assert doc["testbench"]["files"] == ["first_counter_tb_t3.v"]        # the one vcs_sim_command runs
    assert doc["testbench"]["observe"] == "csv" and doc["testbench"]["expected"] == "oracle.txt"
    assert svafam("project", "check", str(p)).returncode == 0
    # plant: the oracle disagrees with the clean design
    oracle = p / "oracle.txt"
    lines = oracle.read_text().splitlines()
    lines[10] = lines[10][:-1] + ("1" if lines[10][-1] == "0" else "0")
    oracle.write_text("\n".join(lines) + "\n")
    one_line_error(svafam("project", "check", str(p)), "clean_fails_testbench", "oracle.txt", "row 11")


def test_a_testbench_relying_on_another_simulator_is_named(tmp_path):
    p = project(tmp_path, "cirfix_decoder_3_to_8")
    assert svafam("project", "init", str(p), "--top", "decoder_3to8").returncode == 0
    one_line_error(svafam("project", "check", str(p)), "simulator_dependent_testbench", "oracle.txt")


def test_init_writes_the_expected_trace_the_clean_design_reproduces(tmp_path):
    # CirFix's mux: oracle.txt is an older testbench's trace; oracle_new.txt is this testbench's
    p = project(tmp_path, "cirfix_mux_4_1")
    result = svafam("project", "init", str(p), "--top", "mux_4to1_case")
    assert result.returncode == 0, result.stderr
    assert "testbench.expected: oracle_new.txt (the clean run reproduces it" in result.stdout
    assert yaml.safe_load((p / "svafam-project.yaml").read_text())["testbench"]["expected"] == "oracle_new.txt"
    assert svafam("project", "check", str(p)).returncode == 0
    # the user's choice of the other trace is refused, naming the one to set (not a half-length prefix of it)
    edit(p / "svafam-project.yaml", lambda d: d["testbench"].update(expected="oracle.txt"))
    one_line_error(svafam("project", "check", str(p)), "wrong_expected_trace", "row 2",
                   "set testbench.expected: oracle_new.txt")
    # plant: no file holds the clean trace (a changed row of oracle_new.txt): the clean design fails its testbench
    new = p / "oracle_new.txt"
    lines = new.read_text().splitlines()
    lines[-1] = lines[-1][:-1] + ("1" if lines[-1][-1] == "0" else "0")
    new.write_text("\n".join(lines) + "\n")
    one_line_error(svafam("project", "check", str(p)), "clean_fails_testbench", "oracle.txt")


def test_no_trace_outside_the_project_is_read_as_the_expected_one(tmp_path):
    # plant: the trace the clean design reproduces lies outside the project, reached by a symbolic link beside
    # oracle.txt; neither init nor check may follow it (a project names nothing outside itself)
    p = project(tmp_path, "cirfix_mux_4_1")
    outside = tmp_path / "outside.txt"
    (p / "oracle_new.txt").rename(outside)
    (p / "oracle_new_half.txt").unlink()
    (p / "oracle_link.txt").symlink_to(outside)
    result = svafam("project", "init", str(p), "--top", "mux_4to1_case")
    assert result.returncode == 0, result.stderr
    assert yaml.safe_load((p / "svafam-project.yaml").read_text())["testbench"]["expected"] == "oracle.txt"
    message = one_line_error(svafam("project", "check", str(p)), "clean_fails_testbench", "oracle.txt")
    assert "oracle_link" not in message


def test_a_testbench_that_never_ends_is_stopped_by_its_watchdog(tmp_path):
    p = project(tmp_path, "cirfix_first_counter")
    tb = p / "first_counter_tb_t3.v"
    tb.write_text(tb.read_text().replace("$finish;", "#1;"))
    assert svafam("project", "init", str(p), "--top", "first_counter").returncode == 0
    edit(p / "svafam-project.yaml", lambda d: d.update(timeouts={"testbench_seconds": 3}))
    one_line_error(svafam("project", "check", str(p)), "testbench_timeout", "3 s")


@pytest.mark.parametrize("planted, expected", [
    ('initial $system("touch /tmp/svafam-pwned");', "$system is not allowed"),
    ('integer f; initial f = $fopen("/tmp/svafam-pwned", "w");', "absolute path"),
    ('reg [7:0] m [0:1]; initial $readmemh("../../../etc/hosts", m);', "leaving the run folder"),
])
def test_hostile_rtl_is_refused_before_any_tool_runs(tmp_path, planted, expected):
    p = project(tmp_path, "rtllm_accu")
    assert svafam("project", "init", str(p), "--top", "verified_accu").returncode == 0
    rtl = p / "verified_accu.v"
    text = rtl.read_text()
    rtl.write_text(text.replace("reg [1:0] count;", f"reg [1:0] count;\n   {planted}"))
    line = text[:text.index("reg [1:0] count;")].count("\n") + 2
    one_line_error(svafam("project", "check", str(p)), f"verified_accu.v:{line}:", expected)
    assert not Path("/tmp/svafam-pwned").exists()


def test_a_testbench_reading_from_its_authors_folder_is_named(tmp_path):
    # CirFix's Reed-Solomon testbench: path = "/home/<author>/.../"; $readmemb({path, "input_RS_blocks"}, ...)
    p = project(tmp_path, "cirfix_first_counter")
    assert svafam("project", "init", str(p), "--top", "first_counter").returncode == 0
    tb = p / "first_counter_tb_t3.v"
    text = tb.read_text()
    anchor = text.index("initial")
    tb.write_text(text[:anchor] + 'reg [8*64:1] path; reg [3:0] mem [0:1];\n'
                  'initial begin path = "/home/author/benchmarks/counter/"; $readmemh({path, "mem.hex"}, mem); end\n'
                  + text[anchor:])
    expected = ("absolute_file_path", f"first_counter_tb_t3.v:{text[:anchor].count(chr(10)) + 2}:",
                '"/home/author/benchmarks/counter/"')
    one_line_error(svafam("project", "check", str(p)), *expected)
    # init's language probe compiles the testbench, so init refuses it too, and writes no project file
    (p / "svafam-project.yaml").unlink()
    one_line_error(svafam("project", "init", str(p), "--top", "first_counter"), *expected)
    assert not (p / "svafam-project.yaml").exists()


def test_a_bad_project_file_names_the_field(tmp_path):
    p = project(tmp_path, "rtllm_accu")
    assert svafam("project", "init", str(p), "--top", "verified_accu").returncode == 0
    edit(p / "svafam-project.yaml", lambda d: d["testbench"].update(observe="wav"))
    one_line_error(svafam("project", "check", str(p)), "svafam-project.yaml", "testbench.observe")
    edit(p / "svafam-project.yaml", lambda d: d["testbench"].update(observe="vcd", dut="nosuch"))
    one_line_error(svafam("project", "check", str(p)), "dut_not_found", "tb_valid_ready.nosuch")
    one_line_error(svafam("project", "init", str(p), "--top", "nosuch", "--force"), "--top nosuch")


def test_unreadable_verilog_names_file_and_line(tmp_path):
    p = project(tmp_path, "rtllm_comparator_3bit")
    assert svafam("project", "init", str(p), "--top", "comparator_3bit").returncode == 0
    rtl = p / "verified_comparator_3bit.v"
    rtl.write_text(rtl.read_text().replace("assign", "always_comb assign", 1))
    one_line_error(svafam("project", "check", str(p)), "verified_comparator_3bit.v:", "Pyverilog cannot read")
