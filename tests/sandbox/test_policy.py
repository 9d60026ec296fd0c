"""What a sandboxed command may read: the runtime's files, never a forbidden folder (no kernel needed)."""

from __future__ import annotations

import os

from svafam.paths import IMPORT_ROOT
from svafam.sandbox import Runtime, expand, python_runtime
from svafam.sandbox.policy import python_package_folders
from tests.sandbox.conftest import needs_kernel


def test_a_forbidden_folder_inside_an_allowed_one_is_masked(tmp_path):
    (tmp_path / "lib" / "site-packages" / "pkg").mkdir(parents=True)
    (tmp_path / "lib" / "os.py").write_text("")
    allowed = expand(Runtime(read=(str(tmp_path / "lib"),)), forbidden=[str(tmp_path / "lib" / "site-packages")])
    assert allowed.read == (str(tmp_path / "lib"),)
    assert str(tmp_path / "lib" / "site-packages") in allowed.masks


def test_a_forbidden_path_is_dropped_and_links_are_resolved(tmp_path):
    (tmp_path / "data").mkdir()
    (tmp_path / "alias").symlink_to(tmp_path / "data")
    allowed = expand(Runtime(read=(str(tmp_path / "alias"),)), forbidden=[str(tmp_path / "data")])
    assert allowed.read == () and allowed.dropped == (str(tmp_path / "data"),)


def test_an_allowed_path_inside_a_mask_is_revealed_not_refused(tmp_path):
    (tmp_path / "home" / "python" / "lib").mkdir(parents=True)
    allowed = expand(Runtime(read=(str(tmp_path), str(tmp_path / "home" / "python" / "lib")),
                             run=(str(tmp_path / "home" / "python"),)), forbidden=[str(tmp_path / "home")])
    assert str(tmp_path / "home") in allowed.masks
    assert str(tmp_path / "home" / "python") in allowed.reveals   # its lib comes with it
    assert str(tmp_path / "home" / "python" / "lib") not in allowed.reveals


def test_the_python_runtime_reveals_no_package_and_not_the_project():
    allowed = expand(python_runtime())
    visible = allowed.read + allowed.run
    packages = [os.path.realpath(p) for p in python_package_folders()]
    for path in visible:
        assert not any(path == p or path.startswith(p + "/") for p in packages), path
        assert not str(IMPORT_ROOT).startswith(path + "/") and not path.startswith(str(IMPORT_ROOT))
    for p in packages:  # each package folder under an allowed one is masked
        if any(p.startswith(v + "/") for v in visible):
            assert any(p == m or p.startswith(m + "/") for m in allowed.masks), p


def test_a_folder_others_may_not_pass_on_the_way_to_an_allowed_path_is_masked(tmp_path):
    """A cache inside a 0700 folder (pytest's own temporary folders are): the command, whose real uid is nobody
    when the checker is root, could not reach the allowed path through it; masked, the path is revealed."""
    closed = tmp_path / "closed"
    (closed / "cache" / "tools").mkdir(parents=True)
    closed.chmod(0o700)
    allowed = expand(Runtime(read=(str(closed / "cache" / "tools"),)), forbidden=[])
    assert any(str(closed) == m or str(closed).startswith(m + "/") for m in allowed.masks)
    assert allowed.reveals == (str(closed / "cache" / "tools"),)


@needs_kernel
def test_the_closed_folder_is_readable_through_its_mask(tmp_path):
    from svafam.sandbox import run_python

    closed = tmp_path / "closed"
    (closed / "tools").mkdir(parents=True)
    (closed / "tools" / "share.txt").write_text("the tool's share file")
    closed.chmod(0o700)
    result = run_python(f"import os; print(os.access({str(closed / 'tools' / 'share.txt')!r}, os.R_OK), "
                        f"open({str(closed / 'tools' / 'share.txt')!r}).read())",
                        runtime=python_runtime() + Runtime(read=(str(closed / "tools"),)))
    assert result.ok and result.stdout.decode().strip() == "True the tool's share file", result.stderr


@needs_kernel
def test_a_file_of_the_commands_own_folder_passes_access(tmp_path):
    """access(2) checks the real uid, nobody when the checker is root; Yosys asks it before it reads a file, so the
    command's own folder (a tmpfs) must let that uid look paths up (it was 0700: ``File not found``)."""
    from svafam.sandbox import run_python

    (tmp_path / "a.v").write_text("module a; endmodule\n")
    result = run_python("import os; print(os.access('a.v', os.R_OK), os.access(os.path.abspath('a.v'), os.R_OK))",
                        workdir=tmp_path)
    assert result.ok and result.stdout.decode().split() == ["True", "True"], result.stderr
