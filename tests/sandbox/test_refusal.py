"""Where a protection is missing the sandbox refuses to run the command; an unsafe run names what was missing."""

from __future__ import annotations

import pytest

from svafam.sandbox import REQUIRED, SandboxUnavailable, names, probe, run_python
from svafam.sandbox.launch import WITHOUT_ENV

from .conftest import needs_kernel

pytestmark = needs_kernel
WRITES = "open('ran', 'w').write('the command ran')\n"


def test_every_protection_is_in_force_on_this_kernel():
    r = run_python("pass")
    assert r.ok and r.missing == {}
    assert set(r.protections) == set(names.ALL)


@pytest.mark.parametrize("missing", sorted(REQUIRED))
def test_a_missing_required_protection_refuses_before_the_command_runs(monkeypatch, tmp_path, missing):
    monkeypatch.setenv(WITHOUT_ENV, missing)
    with pytest.raises(SandboxUnavailable) as refused:
        run_python(WRITES, workdir=tmp_path)
    assert missing in refused.value.missing and "--unsafe-no-sandbox" in str(refused.value)
    assert not (tmp_path / "ran").exists()


def test_an_unsafe_run_goes_on_and_names_what_was_missing(monkeypatch, tmp_path):
    monkeypatch.setenv(WITHOUT_ENV, f"{names.LANDLOCK_FS},{names.SECCOMP}")
    r = run_python(WRITES, workdir=tmp_path, unsafe=True)
    assert r.ok and (tmp_path / "ran").read_text() == "the command ran"
    assert {names.LANDLOCK_FS, names.SECCOMP} <= set(r.missing)
    assert names.LANDLOCK_FS not in r.protections and names.PID_NS in r.protections


def test_the_probe_refuses_alike(monkeypatch):
    monkeypatch.setenv(WITHOUT_ENV, names.PID_NS)
    monkeypatch.setattr("svafam.sandbox._PROBED", {})
    with pytest.raises(SandboxUnavailable):
        probe()
    assert names.PID_NS in probe(unsafe=True).missing
