"""Candidates of a family: each picked opportunity written out, checked by Pyverilog and pyslang,
deduplicated by normal form, and its Yosys compile check (a tool run, kept as evidence).

Everything here but the Yosys check is a pure function of the family's RTL and the code,
so ``svafam build --check`` can regenerate it without running a tool.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from svafam.formal.family import Design

from .checks import check_mutant
from .edit import apply, unified_diff
from .enumerate import DEFAULT_SEED, Opportunity, Pick, opportunities, select
from .normalize import normal_hash
from .operators import BY_NAME, OPERATORS
from .source import SourceError, SourceFile

PYVERILOG, SLANG, YOSYS = "pyverilog", "pyslang", "yosys"


@dataclass
class Candidate:
    id: str
    family: str
    variant: str
    file: str
    module: str       # the clean variant's module (the mutant keeps the name)
    operator: str
    path: str
    line: int
    change: str
    text: str         # the mutant's full text (not stored: the diff is)
    diff: str
    normal: str = ""  # sha256 of the normal form
    compile_error: str = ""
    compile_stage: str = ""
    duplicate_of: str | None = None

    @property
    def timing(self) -> bool:
        return BY_NAME[self.operator].timing

    @property
    def compiled(self) -> bool:
        return not self.compile_error


@dataclass
class FamilyCandidates:
    family: str
    opportunities: list[Opportunity]
    candidates: list[Candidate]
    clean_texts: dict[str, str] = field(default_factory=dict)  # variant id -> text
    name_spans: dict[str, tuple[int, int]] = field(default_factory=dict)  # variant id -> module name span

    def renamed(self, cand: Candidate, module: str) -> str:
        """The mutant with its module renamed, so it can sit in one design beside the clean variant
        (no operator edits the module header before the name: the name is where it is in the clean file)."""
        start, end = self.name_spans[cand.variant]
        return cand.text[:start] + module + cand.text[end:]


def build_candidates(family: str, family_dir: Path, variants: Sequence[Design], *, seed: int = DEFAULT_SEED,
                     budget: int | None = None, operators: Sequence[str] | None = None) -> FamilyCandidates:
    from svafam.frontends import slang_problems

    chosen_ops = [op for op in OPERATORS if operators is None or op.name in operators]
    sources: dict[str, tuple[Design, SourceFile]] = {}
    found: list[Opportunity] = []
    for var in variants:
        text = (family_dir / var.file).read_text(encoding="utf-8")
        src = SourceFile.read(text, var.file)
        sources[var.id] = (var, src)
        found += opportunities(src, family, var.id, var.file, chosen_ops)
    picks: list[Pick] = select(found, seed, budget)
    clean_normal = {vid: normal_hash(src.module) for vid, (_, src) in sources.items()}
    seen: dict[tuple[str, str], str] = {}
    out = []
    for p in picks:
        o = p.opportunity
        var, src = sources[o.variant]
        text = apply(src.text, p.edits)
        cand = Candidate(p.id, family, o.variant, o.file, var.module, o.operator, o.path, o.line, p.choice.label,
                         text, unified_diff(src.text, text, o.file))
        try:
            mutant = SourceFile.read(text, o.file)
        except SourceError as exc:
            cand.compile_error, cand.compile_stage = str(exc), PYVERILOG
            out.append(cand)
            continue
        cand.normal = normal_hash(mutant.module)
        check_mutant(o.operator, o.path, clean_normal[o.variant], cand.normal, mutant)
        first = seen.setdefault((o.variant, cand.normal), cand.id)
        if first != cand.id:
            cand.duplicate_of = first
        else:
            problems = slang_problems([text], top=var.module, names=[o.file])
            if problems:
                cand.compile_error, cand.compile_stage = problems[0][:400], SLANG
        out.append(cand)
    spans = {vid: (src.module_name_token().start, src.module_name_token().end) for vid, (_, src) in sources.items()}
    return FamilyCandidates(family, found, out, {vid: src.text for vid, (_, src) in sources.items()}, spans)


_ANSWER_BYTES = 1 << 20   # the longest answer line read from the worker


class YosysChecker:
    """The Yosys compile check of :mod:`svafam.engine.yosys_check_worker`, one worker process for many files;
    ``sandboxed``: the files are hostile (a user's project), and the worker runs in the sandbox, on a copy of the
    folder made when it starts (:func:`svafam.engine.sandboxed_yosys.open_check_worker`)."""

    def __init__(self, folder: Path, sandboxed: bool = False) -> None:
        self.folder = folder  # files are named relative to it, so messages name no temporary folder
        self.sandboxed = sandboxed
        self.proc: subprocess.Popen | None = None
        self.session = None   # the sandboxed worker (svafam.sandbox.Session)

    def start(self) -> None:
        """Start the worker now (else the first check does), so that a check's time is Yosys's alone."""
        if self.sandboxed:
            from svafam.engine.sandboxed_yosys import open_check_worker

            if self.session is None:
                self.session = open_check_worker(self.folder)
        elif self.proc is None or self.proc.poll() is not None:
            self.proc = subprocess.Popen([sys.executable, "-m", "svafam.engine.yosys_check_worker"],
                                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=self.folder)

    def _ask(self, request: dict) -> dict:
        line = json.dumps(request) + "\n"
        self.start()
        if self.sandboxed:
            answer = self.session.read_line(_ANSWER_BYTES) if self.session.send(line.encode()) else None
            if answer is None:
                raise OSError(f"the sandboxed Yosys compile worker stopped ({self.session.result().summary()})")
            return json.loads(answer)
        self.proc.stdin.write(line)
        self.proc.stdin.flush()
        answer = self.proc.stdout.readline()
        if not answer:
            raise OSError("the Yosys compile worker stopped")
        return json.loads(answer)

    def check(self, name: str, top: str, timeout: int | None = None) -> str:
        """'' when Yosys accepts the file ``name`` (in the folder), else its reason (a crash of the worker is one)."""
        request = {"file": name, "top": top} | ({"timeout": int(timeout)} if timeout else {})
        try:
            answer = self._ask(request)
        except (OSError, ValueError) as exc:
            self.close()
            return f"yosys: the check did not run ({exc})"
        return "" if answer["ok"] else answer["error"]

    def close(self) -> None:
        if self.proc is not None:
            if self.proc.stdin:
                self.proc.stdin.close()
            self.proc.wait()
            self.proc = None
        if self.session is not None:
            self.session.result()
            self.session = None
