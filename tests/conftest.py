from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from svafam.engine import discover, open_executor
from svafam.generators.spec_loader import load_spec
from svafam.pipeline.build import write_files
from svafam.pipeline.validation import validate_families

ROOT = Path(__file__).resolve().parent.parent
TIMER_SPEC = ROOT / "specs" / "timer_watchdog" / "timer_0007.yaml"
# the five public EquivSVA specs, copied into the repository with their source and license (README there)
EQUIVSVA_PUBLIC = ("arbiter_0006", "fifo_0006", "handshake_0001", "sequence_detector_0002", "timer_0007")
EQUIVSVA = ROOT / "tests" / "fixtures" / "equivsva"


@pytest.fixture(scope="session")
def toolchain():
    return discover()


def generate_into(spec_path: Path, target_parent: Path) -> Path:
    """Everything `build` generates for the spec (without validating it)."""
    from svafam.pipeline.build import LoadedSpec, family_files
    spec = load_spec(spec_path)
    target = target_parent / spec.id
    source = f"specs/{spec.category}/{spec_path.name}"
    write_files(target, family_files(LoadedSpec(spec, spec_path, spec_path.read_text(), source)))
    return target


@pytest.fixture
def timer_family(tmp_path: Path) -> Path:
    return generate_into(TIMER_SPEC, tmp_path)


def run_jobs(family_dir: Path, toolchain, names: set[str], timeout: float = 120, executor: str = "local",
             **options) -> dict[str, dict]:
    """The evidence records of the named jobs of a family, run now with the named executor."""
    with open_executor(executor, toolchain, timeout=timeout, **options) as ex:
        [result] = validate_families([family_dir], ex, use_cache=False, only=names)
    extra = [result.conformance] if result.conformance else []
    return {r["job"]: r for r in result.records + extra}


@pytest.fixture
def specs_tree(tmp_path: Path) -> Path:
    """A private specs/ folder holding a copy of timer_0007, for tests that edit specs."""
    target = tmp_path / "specs" / "timer_watchdog"
    target.mkdir(parents=True)
    shutil.copyfile(TIMER_SPEC, target / "timer_0007.yaml")
    return tmp_path / "specs"
