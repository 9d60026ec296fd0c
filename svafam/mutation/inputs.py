"""What a family's pool is a function of: the options, the candidates (remembered in the cache
folder), and the marker that says a pool on disk is what its inputs produced."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from svafam.cache import ContentCache
from svafam.formal.family import load_interface
from svafam.formal.plan import MONITOR_FILE

from .candidates import FamilyCandidates, build_candidates
from .enumerate import DEFAULT_SEED
from .pool import POOL_DIR
from .retention import DEFAULT_BATCH
from .temporal import family_controlled_kills

# candidates per family in the committed pool (None: every opportunity). The whole corpus has
# ~38,000 opportunities; see the README for what classifying all of them costs.
POOL_BUDGET: int | None = 24


@dataclass
class Options:
    seed: int = DEFAULT_SEED
    budget: int | None = POOL_BUDGET
    operators: Sequence[str] | None = None
    batch_size: int = DEFAULT_BATCH
    reuse: bool = True


@dataclass
class FamilyRun:
    family: str
    candidates: int
    ran: dict[str, int] = field(default_factory=dict)      # phase -> jobs run
    reused: dict[str, int] = field(default_factory=dict)   # section -> verdicts reused
    classified: int = 0                                    # retention verdicts obtained by running jobs
    seconds: float = 0.0
    summary: dict = field(default_factory=dict)
    contradictions: list[str] = field(default_factory=list)  # "equivalent" mutants a gold property kills


def _code_digest() -> bytes:
    digest = hashlib.sha256()
    for path in sorted(p for p in Path(__file__).resolve().parent.rglob("*") if p.suffix in (".py", ".json")):
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.digest()


def family_candidates(family_dir: Path, options: Options) -> FamilyCandidates:
    """The family's candidates, remembered in the cache folder under a hash of everything they are a
    function of (the mutation code, the options, family.json and the RTL), as the oracle's Verilog is."""
    import pickle


    iface = load_interface(family_dir)
    digest = hashlib.sha256(_code_digest())
    digest.update(json.dumps([options.seed, options.budget, sorted(options.operators or ())]).encode())
    for path in [family_dir / "family.json"] + [family_dir / v.file for v in iface.variants]:
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    cache = ContentCache("mutation-candidates", ".pickle")
    key = digest.hexdigest()
    try:
        saved = cache.get_bytes(key)
        if saved is not None:
            return pickle.loads(saved)
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError):
        pass
    fc = build_candidates(iface.family, family_dir, iface.variants, seed=options.seed, budget=options.budget,
                          operators=options.operators)
    try:
        cache.put(key, pickle.dumps(fc))
    except OSError:
        pass  # no cache: only the next run misses out
    return fc


def pool_key(family_dir: Path, options: Options, versions: dict) -> str:
    """Everything a family's pool is a function of: the mutation code, the options, the RTL
    variants, the gold monitor and the tool versions. When the pool on disk is what this input
    produced last time (a marker in the cache folder says so), it is left as it is."""
    iface = load_interface(family_dir)
    parts = [_code_digest()]
    parts += [(family_dir / v.file).read_bytes() for v in iface.variants]
    parts += [(family_dir / MONITOR_FILE).read_bytes(), (family_dir / "family.json").read_bytes()]
    parts.append(json.dumps(family_controlled_kills(family_dir), sort_keys=True).encode())  # the kill matrix has them
    parts.append(json.dumps([options.seed, options.budget, sorted(options.operators or ()), sorted(versions.items())])
                 .encode())
    digest = hashlib.sha256()
    for part in parts:
        digest.update(hashlib.sha256(part).digest())
    return digest.hexdigest()


def _files_digest(pool: Path) -> str:
    digest = hashlib.sha256()
    for path in sorted(p for p in pool.rglob("*") if p.is_file()):
        digest.update(path.relative_to(pool).as_posix().encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


def _marker(family_dir: Path, options: Options, versions: dict) -> Path:
    """Where the cache folder remembers which pool files this exact input produced."""
    from svafam.cache import cache_dir

    return cache_dir() / "mutation-pools" / pool_key(family_dir, options, versions)


def remember(family_dir: Path, options: Options, versions: dict) -> None:
    marker = _marker(family_dir, options, versions)
    try:
        marker.parent.mkdir(parents=True, exist_ok=True)
        marker.write_text(_files_digest(family_dir / POOL_DIR), encoding="utf-8")
    except OSError:
        pass


def unchanged_pool(family_dir: Path, options: Options, versions: dict) -> FamilyRun | None:
    """The family's run when its inputs produced exactly the pool it has (nothing to do), else None."""
    pool = family_dir / POOL_DIR
    summary = pool / "summary.json"
    marker = _marker(family_dir, options, versions)
    if not summary.is_file() or not marker.is_file() or marker.read_text(encoding="utf-8") != _files_digest(pool):
        return None
    run = FamilyRun(family_dir.name, sum(c["candidates"] for c in json.loads(summary.read_text())["operators"]
                                         .values()), reused={"pool": 1})
    run.summary = json.loads(summary.read_text(encoding="utf-8"))
    return run
