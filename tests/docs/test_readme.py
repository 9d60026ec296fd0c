"""The README: short, the two set-up commands first (CI runs the second one byte for byte), every link valid."""

from __future__ import annotations

import re

from ._load import ROOT

README = (ROOT / "README.md").read_text(encoding="utf-8")
SETUP = "python -m pip install -e . && python validate.py --family timer_0007"
TESTS = "python -m pip install -e '.[test]' && python -m pytest"


def test_the_readme_is_short():
    assert len(README.splitlines()) <= 250


def test_the_two_setup_commands_come_first_and_ci_runs_the_second():
    blocks = re.findall(r"```bash\n(.*?)\n```", README, re.S)
    assert blocks[:2] == [SETUP, TESTS]
    assert README.index(TESTS) < README.index("## ")  # before any section
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert TESTS in ci, ".ci/run must run the README's test command exactly"


def _links(text: str) -> list[str]:
    return [t for t in re.findall(r"\]\(([^)\s]+)\)", text) if not re.match(r"[a-z]+:", t)]


def test_every_relative_link_of_the_readme_and_the_card_exists():
    for source in (ROOT / "README.md", ROOT / "dataset" / "README.md"):
        for target in _links(source.read_text(encoding="utf-8")):
            path = (source.parent / target.split("#", 1)[0]).resolve()
            assert path.exists(), f"{source.relative_to(ROOT)}: link to {target}: no such file"


def test_the_link_check_catches_a_broken_link():
    assert _links("see [the docs](docs/nowhere.md) and [a site](https://example.org)") == ["docs/nowhere.md"]
    assert not (ROOT / "docs" / "nowhere.md").exists()
