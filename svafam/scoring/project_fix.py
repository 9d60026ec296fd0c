"""The fix checker for debugging tasks of a user's project: the fixed file, proved equivalent to the clean design.

A project task's answer is the whole buggy *file* corrected (a file of a hierarchical
design may hold several modules). Before any tool reads it, the answer is checked as the
project's own files are (:mod:`svafam.projects.hostile`: system tasks from the fixed
list, no file opened, directives only through the project's preprocessor, which keeps
``include`` inside the task's design folder), then with no assertion, assumption, cover
or attribute (it must not make the proof vacuous), then read by Pyverilog: it must define
exactly the modules of the clean file, each with the clean module's port names and
directions. Then one unbounded proof (ABC's PDR) of the project miter
(:mod:`svafam.projects.miter`) in the task's time model: the clean design against the
design with the fixed file, from reset; a counterexample comes back as a waveform.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from svafam.design import DesignUnderTest
from svafam.projects import hostile, miter
from svafam.projects.design import write_tree
from svafam.projects.taskdesign import miter_design

from .extract import extract

MAX_CHARS = 100_000
LABEL = "fix"
_FORMAL_WORDS = re.compile(r"\b(assert|assume|cover|restrict|property|sequence|checker|bind)\b")


@dataclass
class ProjectFit:
    code: str
    reason: str = ""
    problem: str = ""
    notes: tuple[str, ...] = ()
    formal_text: str = ""   # a fit fix as Yosys reads it (svafam.projects.yosys_compat), made once here

    @property
    def ok(self) -> bool:
        return not self.reason


def _ports(src) -> list[tuple[str, str]]:
    from svafam.mutation.scope import module_scope

    scope = module_scope(src.module)
    return sorted((name, sig.kind if sig.kind in ("input", "output", "inout") else "?")
                  for name, sig in scope.signals.items() if sig.kind in ("input", "output", "inout"))


def _preprocessor(source: DesignUnderTest, rel: str):
    """A preprocessor over the project's own texts, with the macros a simulator has when it reads ``rel``."""
    from svafam.projects.preprocess import Preprocessor

    pre = Preprocessor(None, list(source.include_dirs), dict(source.defines), texts=source.files)
    for earlier in source.read_order[:source.read_order.index(rel)]:
        pre.file(earlier)
    return pre


def fit(response: str, source: DesignUnderTest, rel: str) -> ProjectFit:
    """Is the answer a file fit to prove in place of ``rel``? ``source``: the design as the project has it (the
    task folder's ``design`` copy, :func:`svafam.projects.taskdesign.task_design`)."""
    from svafam.mutation.source import SourceError, SourceFile
    from svafam.projects.compat import for_pyverilog
    from svafam.projects.preprocess import PreprocessError
    from svafam.projects.yosys_compat import yosys_text

    if len(response) > MAX_CHARS:
        return ProjectFit("", "too_long", f"the response is {len(response)} characters (limit {MAX_CHARS})")
    extraction = extract(response)
    code = extraction.text
    notes = tuple(extraction.notes)
    if not code.strip():
        return ProjectFit("", "no_code", "no Verilog in the response", notes)
    scan = hostile.scan(code, "fix.v")
    if scan.problems:
        return ProjectFit(code, "forbidden", scan.problems[0], notes)
    if scan.reads or scan.writes:
        return ProjectFit(code, "forbidden", "a fix opens no file", notes)
    for t in hostile.tokens(code):
        if t.kind == "ident" and _FORMAL_WORDS.fullmatch(t.value):
            return ProjectFit(code, "forbidden", f"{t.value}: assertions, assumptions and covers are not allowed "
                                                 "in a fix", notes)
    bare = re.sub(r'"(?:\\.|[^"\\\n])*"|//[^\n]*|/\*.*?\*/', " ", code, flags=re.DOTALL)
    if re.search(r"\(\*(?!\s*\))", bare):
        return ProjectFit(code, "forbidden", "attributes (* ... *) are not allowed in a fix", notes)
    try:
        pre = _preprocessor(source, rel)
        before = dict(pre.macros)
        clean_views = SourceFile.read_all(for_pyverilog(pre.file(rel)).text, rel)
        pre.macros = before
        fixed_pp = for_pyverilog(pre.file(rel, code))
        fixed_views = SourceFile.read_all(fixed_pp.text, rel)
    except PreprocessError as e:
        return ProjectFit(code, "syntax", str(e)[:300], notes)
    except SourceError as e:
        return ProjectFit(code, "syntax", str(e)[:300], notes)
    clean = {v.module.name: v for v in clean_views}
    fixed = {v.module.name: v for v in fixed_views}
    if set(clean) != set(fixed):
        missing, extra = sorted(set(clean) - set(fixed)), sorted(set(fixed) - set(clean))
        return ProjectFit(code, "module_missing" if missing else "interface",
                          "modules differ from the file's:" + (f" missing {', '.join(missing)}" if missing else "")
                          + (f" unexpected {', '.join(extra)}" if extra else ""), notes)
    for name, view in clean.items():
        if _ports(view) != _ports(fixed[name]):
            return ProjectFit(code, "interface", f"module {name}: its ports differ from the file's "
                                                 "(names or directions)", notes)
    try:
        formal_text = yosys_text(code, fixed_pp, fixed_views)
    except ValueError:
        formal_text = code
    return ProjectFit(code, notes=notes, formal_text=formal_text)


def build_job(jdir: Path, key: str, formal: DesignUnderTest, rel: str, fit: ProjectFit, model: str, title: str):
    """The proof job (one unbounded proof of the project miter) of a fit fix of ``rel`` in ``jdir``, as a JobSpec.
    ``formal``: the design as Yosys reads it (the task folder's ``formal`` copy)."""
    from svafam.engine import JobSpec

    design = miter_design(formal, model, jdir)
    text = fit.formal_text
    member = miter.Member(LABEL, rel)
    top = "mutation_assert"
    write_tree(jdir, {miter.clean_path(r): t for r, t in design.yosys_texts().items()})
    write_tree(jdir, {member.path: text, miter.CHECKS: miter.checks_text(),
                      "fix_harness.v": miter.harness(design, top, [member], check="assert", model=model)})
    files = [miter.CHECKS] + [miter.clean_path(r) for r in design.yosys_texts()] + [member.path, "fix_harness.v"]
    script = miter.script(design, [member], "fix_harness.v", top)
    write_tree(jdir, {"fix.sby": miter.sby_text(title, "prove", 20, model, files, script)})
    return JobSpec(key, jdir, "fix.sby", tuple(files))


def counterexample(outcome, formal: DesignUnderTest, model: str, title: str, stem: str,
                   trace_dir: Path | None) -> dict | None:
    """The clean design against the fix, as a table (and files), from a failed proof's trace."""
    from svafam.projects.witness import read_batch_trace, view
    from svafam.tasks import waveform as wf

    if outcome.trace_source is None or not outcome.trace_source.is_file():
        return None
    try:
        w = read_batch_trace(outcome.trace_source, miter_design(formal, model, Path(".")), LABEL, model)
        picture = view(w, formal.clock)
    except (ValueError, OSError, wf.WaveformError) as e:
        return {"problem": f"the counterexample trace could not be read: {e}"}
    out = {"cycles": picture.cycles, "first_divergence": picture.marker, "table": wf.to_table(picture)}
    if trace_dir is not None:
        clock = formal.clock or "clk"
        trace_dir.mkdir(parents=True, exist_ok=True)
        files = {"vcd": wf.to_vcd(picture, clock=clock), "txt": out["table"], "svg": wf.to_svg(picture, title, clock)}
        for ext, text in files.items():
            (trace_dir / f"{stem}.{ext}").write_text(text, encoding="utf-8")
        out["files"] = {ext: f"{stem}.{ext}" for ext in files}
    return out
