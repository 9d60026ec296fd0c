"""The command's folder: a copy of the caller's files in, what it leaves there back out, nothing through links."""

from __future__ import annotations

from svafam.sandbox import MIB, Limits, python_argv, python_runtime, run, run_python, tool_runtime

from .conftest import needs_kernel

pytestmark = needs_kernel


def test_inputs_in_and_outputs_back(tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / "in.txt").write_text("hello")
    (tmp_path / "sub" / "deep.txt").write_text("deep")
    r = run_python("import os\nprint(sorted(os.listdir('.')), open('sub/deep.txt').read())\n"
                   "open('out.txt', 'w').write(open('in.txt').read().upper())\nos.makedirs('made/here')\n"
                   "open('made/here/x', 'w').write('x')\n", workdir=tmp_path)
    assert r.ok, r.stderr
    assert b"['in.txt', 'sub'] deep" in r.stdout
    assert (tmp_path / "out.txt").read_text() == "HELLO" and (tmp_path / "made/here/x").read_text() == "x"


def test_links_and_special_files_do_not_come_back(tmp_path):
    secret = tmp_path.parent / f"{tmp_path.name}-outside.txt"
    secret.write_text("keep me")
    work = tmp_path / "work"
    work.mkdir()
    r = run_python(f"import os\nos.symlink({str(secret)!r}, 'link')\nos.mkfifo('fifo')\n"
                   "os.symlink('/etc', 'etc')\nopen('plain', 'w').write('p')\n", workdir=work)
    assert r.ok, r.stderr
    assert sorted(p.name for p in work.iterdir()) == ["plain"]
    assert secret.read_text() == "keep me"


def test_a_run_without_a_folder_starts_empty(tmp_path):
    r = run_python("import os\nprint(os.listdir('.'), os.getcwd() == os.environ['HOME'])\n")
    assert r.stdout.strip() == b"[] True"


def test_programs_of_the_folder_run_only_when_allowed(tmp_path):
    script = tmp_path / "tool.sh"
    script.write_text("#!/bin/sh\necho ran\n")
    script.chmod(0o755)
    code = "import subprocess\nprint(subprocess.run(['./tool.sh'], capture_output=True).stdout)\n"
    denied = run_python(code, workdir=tmp_path, runtime=python_runtime())
    assert b"PermissionError" in denied.stderr
    allowed = run(python_argv(code), workdir=tmp_path, exec_in_workdir=True,
                  runtime=python_runtime() + tool_runtime("/bin/sh"))
    assert b"ran" in allowed.stdout, allowed.stderr
    assert script.stat().st_mode & 0o111  # copied back as it was


def test_the_disk_quota_holds_inputs_too(tmp_path):
    (tmp_path / "big").write_bytes(b"x" * (2 * MIB))
    r = run_python("import os\nprint(os.path.getsize('big'))\n", workdir=tmp_path, limits=Limits(disk_bytes=4 * MIB))
    assert r.stdout.strip() == str(2 * MIB).encode()
