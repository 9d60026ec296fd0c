"""``project mutate`` and ``project tasks`` hold proofs to the project file's ``timeouts.proof_seconds`` unless
``--timeout`` is given: the field ``init`` writes for the user to edit must not be ignored. ``init`` writes the
testbench's and a proof's limits the user gives (a project's own watchdog) and refuses one that is no length of time
or past the project file's bound (an hour)."""

from __future__ import annotations

import pytest
import yaml
from click.testing import CliRunner

from svafam.cli import command_group
from svafam.cli import projects as cli_projects
from svafam.cli._common import UserError
from svafam.projects.config import DEFAULT_TIMEOUTS, PROJECT_FILE
from tests.projects.test_formal_batches import BENCH, DESIGN


def _init(tmp_path, *options: str):
    """The wrap design and its bench in a folder, and what ``project init`` of it with ``options`` did."""
    p = tmp_path / "wrap"
    p.mkdir()
    (p / "wrap.v").write_text(DESIGN)
    (p / "tb.v").write_text(BENCH)
    return p, CliRunner().invoke(command_group(), ["project", "init", str(p), "--top", "wrap", "--testbench", "tb.v",
                                                   *options])


@pytest.fixture
def wrap(tmp_path):
    p, result = _init(tmp_path, "--observe", "vcd")
    assert result.exit_code == 0, result.output
    doc = yaml.safe_load((p / PROJECT_FILE).read_text())
    doc["timeouts"]["proof_seconds"] = 7.5
    (p / PROJECT_FILE).write_text(yaml.safe_dump(doc))
    return p


@pytest.mark.parametrize("command", ["mutate", "tasks"])
@pytest.mark.parametrize("given,expected", [([], 7.5), (["--timeout", "3"], 3.0)])
def test_the_proof_limit_is_the_project_files_unless_given(wrap, tmp_path, monkeypatch, command, given, expected):
    seen = []

    def executor(name, address, timeout, workers, chain=None):
        seen.append(timeout)
        raise UserError("stopped here: the test reads the limit only")

    monkeypatch.setattr(cli_projects, "open_jobs_executor", executor)
    args = ["project", command, str(wrap), "--out", str(tmp_path / "out"), *given]
    result = CliRunner().invoke(command_group(), args)
    assert result.exit_code == 2 and "stopped here" in result.output, result.output
    assert seen == [expected]



@pytest.mark.parametrize("option, field", [("--testbench-seconds", "testbench_seconds"),
                                           ("--proof-seconds", "proof_seconds")])
def test_init_writes_the_limit_given(tmp_path, option, field):
    p, result = _init(tmp_path, option, "20")
    assert result.exit_code == 0, result.output
    limits = yaml.safe_load((p / PROJECT_FILE).read_text())["timeouts"]
    assert limits[field] == 20.0
    assert all(value == DEFAULT_TIMEOUTS[key] for key, value in limits.items() if key != field)


@pytest.mark.parametrize("option", ["--testbench-seconds", "--proof-seconds"])
@pytest.mark.parametrize("value", ["0", "-5", "soon", "7200"])
def test_init_refuses_a_limit_that_is_no_time(tmp_path, option, value):
    p, result = _init(tmp_path, option, value)
    assert result.exit_code == 2 and option in result.output, result.output
    assert not (p / PROJECT_FILE).exists()
