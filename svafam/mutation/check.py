"""``build --check`` of a family's pool: regenerated without a tool, compared with the files,
every verdict's key recomputed from the committed inputs."""

from __future__ import annotations

from pathlib import Path

from svafam.formal.family import load_interface
from svafam.formal.plan import MONITOR_FILE

from . import evidence as ev
from .harness import mutant_module
from .inputs import Options, family_candidates
from .kill import kill_depth
from .pool import EVIDENCE, POOL_DIR, TRACES, render
from .retention import DISTINGUISHABLE, EQUIVALENT, cover_depth, model_of
from .temporal import family_controlled_kills


def gold_checked(rec: dict) -> bool:
    """Mutants the gold properties run on: the retained ones, and those proved equivalent (a cross-check)."""
    return rec["status"] in (DISTINGUISHABLE, EQUIVALENT) or (rec.get("message") or "").startswith("contradiction")


def check_pool(family_dir: Path) -> list[str]:
    """What ``build --check`` says of a family's pool: regenerated without a tool and compared
    with the files; every verdict's key recomputed from the committed inputs."""
    fam = family_dir.name
    pool = family_dir / POOL_DIR
    doc = ev.read(pool / EVIDENCE)
    if not doc:
        return [f"{fam}/{POOL_DIR}: no mutation pool evidence (run `svafam mutate --family {fam}`)"]
    iface = load_interface(family_dir)
    fc = family_candidates(family_dir, Options())
    problems = []
    expected = render(fc, doc, family_controlled_kills(family_dir))
    for rel, text in sorted(expected.items()):
        path = family_dir / rel
        if not path.is_file() or path.read_bytes() != text.encode("utf-8"):
            problems.append(f"{fam}/{rel}: differs from what the candidates and the evidence give (stale)")
    versions = doc.get("tool_versions", {})
    monitor = (family_dir / MONITOR_FILE).read_text(encoding="utf-8")
    live = [c for c in fc.candidates if c.compiled and not c.duplicate_of]
    wanted_traces = set()
    for c in live:
        module = mutant_module(c.module, c.id)
        if doc["compile"].get(c.id, {}).get("key") != ev.compile_key(module, fc.renamed(c, module), versions):
            problems.append(f"{fam}/{POOL_DIR}/{EVIDENCE}: {c.id}: no Yosys compile verdict on this mutant (stale)")
            continue
        if doc["compile"][c.id]["error"]:
            continue
        model = model_of(c)
        rec = doc["retention"].get(c.id, {})
        if rec.get("key") != ev.retention_key(model, cover_depth(iface, model), fc.clean_texts[c.variant], c.text,
                                              versions):
            problems.append(f"{fam}/{POOL_DIR}/{EVIDENCE}: {c.id}: no retention verdict on these inputs (stale)")
            continue
        if rec["status"] == DISTINGUISHABLE:
            wanted_traces.add(f"{c.id}.vcd")
        kill = ev.kill_key(kill_depth(iface, model), c.text, monitor, versions)
        if gold_checked(rec) and doc["kill"].get(c.id, {}).get("key") != kill:
            problems.append(f"{fam}/{POOL_DIR}/{EVIDENCE}: {c.id}: no kill verdict on these inputs and gold "
                            "properties (stale)")
    present = {p.name for p in (pool / TRACES).glob("*")} if (pool / TRACES).is_dir() else set()
    problems += [f"{fam}/{POOL_DIR}/{TRACES}/{n}: missing" for n in sorted(wanted_traces - present)]
    problems += [f"{fam}/{POOL_DIR}/{TRACES}/{n}: not a retained mutant's trace (stale)"
                 for n in sorted(present - wanted_traces)]
    known = set(expected) | {f"{POOL_DIR}/{EVIDENCE}"}
    for path in sorted(pool.iterdir()):
        rel = f"{POOL_DIR}/{path.name}"
        if path.is_file() and rel not in known:
            problems.append(f"{fam}/{rel}: not written by the current code (stale file)")
    return problems
