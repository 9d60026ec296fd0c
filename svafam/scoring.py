"""Formal verdicts for predicted properties: sound / unsound / unknown, vacuity, mutant detection.

Per task (one RTL variant), for the properties that are supported and interface-only:

1. BMC of all of them on the variant (``smtbmc --keep-going``): every property that fails
   within the depth is unsound, with its counterexample trace;
2. an unbounded proof of the rest (``abc pdr`` racing k-induction); if it does not
   pass, each remaining property is proved on its own so the verdict is per property;
3. covers of every sound property's antecedent (an invariant is vacuous when z3 shows it
   holds whatever the signals are);
4. BMC of the sound properties on each of the family's three mutants: the properties
   that fail there detect that mutant.

Every job is a stock ``.sby`` file from ``sby_templates/``; verdicts are cached by the
hash of the job's files and the tool versions.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from dataclasses import dataclass, field, replace
from pathlib import Path

from engine import Executor, cache_dir, scratch_folder
from formal import lower
from formal.family import FamilyInterface, load_interface
from formal.plan import (CHECKS_FILE, COVERS_FILE, GOLD_ON_MUTANT, GOLD_PROOF, MONITOR_FILE, REACHABILITY, Job,
                         monitored_job)
from generators import expr as ex
from generators.properties import INVARIANT, Property


@dataclass
class PropertyVerdict:
    id: str
    soundness: str = "unknown"        # sound | unsound | unknown
    reason: str = ""
    vacuous: bool | None = None
    detects: list[str] = field(default_factory=list)   # mutant ids
    trace: str | None = None


def _is_tautology(p: Property, widths: dict[str, int]) -> bool:
    """An invariant true for every value of the signals it reads (``$past`` terms are free too)."""
    import z3

    from generators.z3check import term

    assert p.expression is not None
    free: dict[str, z3.BitVecRef] = {}
    past_width: dict[str, int] = {}

    def leaf(node: ex.Expr) -> ex.Expr:
        if isinstance(node, ex.Call):
            name = f"__past{node.depth}_{ex.to_verilog(node.arg)}"
            past_width[name] = ex.self_width(node.arg, widths)
            return ex.Ident(name)
        return node

    body = ex.map_leaves(lower._expand_sampled(p.expression), leaf)
    all_widths = dict(widths, **past_width)
    for n in ex.identifiers(body):
        free[n] = z3.BitVec(n, all_widths[n])
    solver = z3.Solver()
    solver.add(term(body, all_widths, free) == 0)
    return solver.check() == z3.unsat


class TaskScorer:
    """Runs the formal checks of one batch of (family, variant, properties) requests."""

    def __init__(self, executor: Executor, use_cache: bool = True):
        self.executor = executor
        self.use_cache = use_cache
        self.versions = json.dumps(executor.tool_versions(), sort_keys=True)
        self.cache = cache_dir() / "eval"

    # --- job construction -------------------------------------------------------------
    def _job_dir(self, root: Path, family_dir: Path, iface: FamilyInterface, key: str, kind: str,
                 design_file: str, props: list[Property]) -> tuple[Job, Path]:
        jdir = root / key
        design = next(d for d in iface.variants + iface.mutants if d.file == design_file)
        if kind == REACHABILITY:
            monitor_file, module = COVERS_FILE, f"{iface.family}_covers"
            monitor_text = lower.cover_monitor(iface, props)
        else:
            monitor_file, module = MONITOR_FILE, f"{iface.family}_monitor"
            monitor_text = lower.assertion_monitor(iface, props)
        name = f"eval_{kind}"
        depth = iface.depth + 1 if kind != GOLD_PROOF else iface.depth
        template = {"bmc": GOLD_ON_MUTANT, GOLD_PROOF: GOLD_PROOF, REACHABILITY: REACHABILITY}[kind]
        job, files = monitored_job(iface, name, template, design, monitor_file, module, depth,
                                   title=f"{iface.family}: evaluation ({kind})", what="evaluation",
                                   target=design.id, expected="-")
        files.update({CHECKS_FILE: lower.CHECKS_FILE_TEXT, monitor_file: monitor_text})
        for rel, text in files.items():
            (jdir / rel).parent.mkdir(parents=True, exist_ok=True)
            (jdir / rel).write_text(text)
        (jdir / design_file).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(family_dir / design_file, jdir / design_file)
        return replace(job, kind=kind), jdir

    def _key(self, jdir: Path, job: Job) -> str:
        h = hashlib.sha256(self.versions.encode())
        for rel in job.all_inputs:
            h.update(rel.encode())
            h.update((jdir / rel).read_bytes())
        return h.hexdigest()

    def run(self, batch: list[tuple[Path, FamilyInterface, str, str, list[Property]]]) -> list[dict]:
        """batch: (family dir, interface, kind, design file, properties) -> outcome dicts, in order."""
        results: list[dict | None] = [None] * len(batch)
        with scratch_folder("svafam-eval-") as root:
            pending: dict[str, tuple[int, str]] = {}
            specs = []
            for i, (fdir, iface, kind, design_file, props) in enumerate(batch):
                job, jdir = self._job_dir(root, fdir, iface, f"j{i}", kind, design_file, props)
                key = self._key(jdir, job)
                cached = self.cache / f"{key}.json"
                if self.use_cache and cached.is_file():
                    results[i] = json.loads(cached.read_text())
                    continue
                spec = job.spec(jdir)
                pending[spec.key] = (i, key)
                specs.append(spec)
            outcomes = self.executor.run(specs, root / "work")
            for spec_key, (outcome, _w) in outcomes.items():
                i, key = pending[spec_key]
                rec = {"status": outcome.status, "failed": sorted(outcome.failed_properties),
                       "reached": sorted(outcome.reached_covers), "unreached": sorted(outcome.unreached_covers),
                       "message": outcome.message, "engine": outcome.engine}
                if outcome.trace_source is not None:
                    rec["trace_text"] = outcome.trace_source.read_text(errors="replace")
                results[i] = rec
                if outcome.status in ("PASS", "FAIL"):
                    self.cache.mkdir(parents=True, exist_ok=True)
                    (self.cache / f"{key}.json").write_text(json.dumps(rec))
        return [r if r is not None else {"status": "ERROR", "failed": [], "reached": [], "unreached": []}
                for r in results]


@dataclass
class TaskRequest:
    task_id: str
    family_dir: Path
    variant_file: str
    properties: list[Property]


def score_tasks(requests: list[TaskRequest], scorer: TaskScorer, trace_dir: Path | None = None
                ) -> dict[str, list[PropertyVerdict]]:
    """Verdicts per property for every request (batched so jobs of all tasks run in parallel)."""
    ifaces = {str(r.family_dir): load_interface(r.family_dir) for r in requests}
    verdicts = {r.task_id: {p.id: PropertyVerdict(p.id) for p in r.properties} for r in requests}
    live = [r for r in requests if r.properties]

    def iface(r: TaskRequest) -> FamilyInterface:
        return ifaces[str(r.family_dir)]

    # 1. bounded falsification
    bmc = scorer.run([(r.family_dir, iface(r), "bmc", r.variant_file, r.properties) for r in live])
    remaining: dict[str, list[Property]] = {}
    for r, res in zip(live, bmc):
        if res["status"] == "FAIL":
            for pid in res["failed"]:
                if pid in verdicts[r.task_id]:
                    v = verdicts[r.task_id][pid]
                    v.soundness, v.reason = "unsound", "fails within the bound (counterexample)"
                    if trace_dir is not None and res.get("trace_text"):
                        trace_dir.mkdir(parents=True, exist_ok=True)
                        path = trace_dir / f"{r.task_id.replace('/', '_')}_{pid}.vcd"
                        path.write_text(res["trace_text"])
                        v.trace = str(path)
        elif res["status"] not in ("PASS",):
            for v in verdicts[r.task_id].values():
                v.reason = f"bounded check {res['status']}: {res.get('message', '')}"
        remaining[r.task_id] = [p for p in r.properties if verdicts[r.task_id][p.id].soundness == "unknown"]
    # 2. unbounded proof of what is left, then one by one where the group does not pass
    group = [r for r in live if remaining[r.task_id]]
    proofs = scorer.run([(r.family_dir, iface(r), GOLD_PROOF, r.variant_file, remaining[r.task_id]) for r in group])
    singles = []
    for r, res in zip(group, proofs):
        if res["status"] == "PASS":
            for p in remaining[r.task_id]:
                verdicts[r.task_id][p.id].soundness = "sound"
        else:
            singles += [(r, p) for p in remaining[r.task_id]]
    one = scorer.run([(r.family_dir, iface(r), GOLD_PROOF, r.variant_file, [p]) for r, p in singles])
    for (r, p), res in zip(singles, one):
        v = verdicts[r.task_id][p.id]
        if res["status"] == "PASS":
            v.soundness = "sound"
        elif res["status"] == "FAIL":
            v.soundness, v.reason = "unsound", "fails beyond the bound (unbounded proof)"
        else:
            v.reason = f"proof {res['status']}"
    sound = {r.task_id: [p for p in r.properties if verdicts[r.task_id][p.id].soundness == "sound"] for r in live}
    # 3. vacuity
    with_covers = []
    for r in live:
        for p in sound[r.task_id]:
            if p.form == INVARIANT:
                widths = {s.name: s.width for s in iface(r).ports}
                verdicts[r.task_id][p.id].vacuous = _is_tautology(p, widths)
        implications = [p for p in sound[r.task_id] if p.form != INVARIANT]
        if implications:
            with_covers.append((r, implications))
    covers = scorer.run([(r.family_dir, iface(r), REACHABILITY, r.variant_file, ps) for r, ps in with_covers])
    for (r, ps), res in zip(with_covers, covers):
        reached = set(res["reached"])
        for p in ps:
            if res["status"] in ("PASS", "FAIL"):
                verdicts[r.task_id][p.id].vacuous = f"C_{p.id}_ANTECEDENT" not in reached
    # 4. mutant detection
    mut_batch, keys = [], []
    for r in live:
        if sound[r.task_id]:
            for m in iface(r).mutants:
                mut_batch.append((r.family_dir, iface(r), "bmc", m.file, sound[r.task_id]))
                keys.append((r, m.id))
    for (r, mid), res in zip(keys, scorer.run(mut_batch)):
        for pid in res["failed"]:
            if pid in verdicts[r.task_id]:
                verdicts[r.task_id][pid].detects.append(mid)
    return {tid: list(v.values()) for tid, v in verdicts.items()}


def rename_ids(props: list[Property]) -> list[Property]:
    """Unique, Verilog-safe instance names for the checks (labels may repeat or be missing)."""
    out, seen = [], set()
    for i, p in enumerate(props):
        base = "".join(c if c.isalnum() or c == "_" else "_" for c in p.id) or f"A{i + 1}"
        if not base[0].isalpha():
            base = f"A_{base}"
        pid = base
        k = 2
        while pid in seen:
            pid, k = f"{base}_{k}", k + 1
        seen.add(pid)
        out.append(replace(p, id=pid))
    return out
