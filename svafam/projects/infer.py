"""``svafam project init``: a first project file from what the folder shows, every guess said out loud.

From the files' module definitions and instantiations (the lexer of
:mod:`svafam.projects.hostile`, so nothing runs): the RTL files are the top's file and
the files of every module it instantiates; a testbench is a file whose port-less module
instantiates the top; the design's instance in it is the testbench's instance name.
When the testbench instantiates a module no file defines while the top is instantiated by
no testbench, that is RTLLM's *module name mismatch*: the project file gets a rename
workaround, shown to the user. Clock and reset come from the top's port names and their
use in edge events (``posedge clk``; ``negedge rst_n``: active low, asynchronous); the
observation is ``csv`` when the testbench writes files with ``$fwrite``/``$fdisplay``/
``$fmonitor``, ``vcd`` of the top's ports otherwise.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from svafam.errors import SvafamError

from . import hostile
from .check import WrongExpectedTrace, check_loaded, instantiated_names, other_traces
from .config import DEFAULT_TIMEOUTS, Clock, Project, ProjectError, Reset, Testbench, checked_path

VERILOG_SUFFIXES = (".v", ".sv")
_CLOCK_NAMES = ("clk", "clock", "clk_i", "i_clk", "clk_in", "sys_clk", "clkin", "pclk", "hclk", "aclk", "wb_clk_i")
_RESET = re.compile(r"^(n?rst|reset|rst_?n|reset_?n|n_?reset|arst|areset|rst_i|i_rst|rstn_i|wb_rst_i|rst_b|resetb)$",
                    re.IGNORECASE)


@dataclass
class FileInfo:
    rel: str
    modules: dict[str, bool] = field(default_factory=dict)   # name -> has ports
    instantiates: set[str] = field(default_factory=set)
    text: str = ""


@dataclass
class Inference:
    project: Project
    guesses: list[str] = field(default_factory=list)


def _module_headers(text: str) -> dict[str, bool]:
    toks = hostile.tokens(text)
    found = {}
    for i, t in enumerate(toks[:-1]):
        if t.value in ("module", "macromodule") and toks[i + 1].kind == "ident":
            j = i + 2
            if j < len(toks) and toks[j].value == "#":     # parameters first
                depth, j = 0, j + 1
                while j < len(toks):
                    depth += {"(": 1, ")": -1}.get(toks[j].value, 0) if toks[j].kind == "punct" else 0
                    j += 1
                    if depth == 0:
                        break
            has_ports = False
            if j < len(toks) and toks[j].value == "(":
                has_ports = j + 1 < len(toks) and toks[j + 1].value != ")"
            found[toks[i + 1].value] = has_ports
    return found


def scan_folder(root: Path) -> dict[str, FileInfo]:
    infos = {}
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root).as_posix()
        if any(part.startswith(".") for part in Path(rel).parts) or path.is_symlink() or not path.is_file():
            continue
        if path.suffix not in VERILOG_SUFFIXES:
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        infos[rel] = FileInfo(rel, _module_headers(text), instantiated_names(text), text)
    return infos


def _definers(infos: dict[str, FileInfo], module: str) -> list[str]:
    return [rel for rel, f in infos.items() if module in f.modules]


def _pick_file(infos, module: str, hint: str = "", root: Path | None = None) -> str:
    files = _definers(infos, module)
    if not files:
        raise ProjectError(f"no file of the folder defines module {module}")
    if len(files) == 1:
        return files[0]
    named = [f for f in files if Path(f).stem == module or Path(f).stem == f"verified_{module}"]
    if len(named) == 1:
        return named[0]
    scripted = _mentioned(root, files) if root is not None else []
    if len(scripted) == 1:
        return scripted[0]
    raise ProjectError(f"module {module} is defined in several files ({', '.join(files)}): name the design's files "
                       f"with --rtl{hint}")


def rtl_closure(infos: dict[str, FileInfo], top: str, given: list[str] | None, root: Path | None = None) -> list[str]:
    if given:
        return given
    files, todo, seen = [], [top], set()
    while todo:
        module = todo.pop(0)
        if module in seen:
            continue
        seen.add(module)
        rel = _pick_file(infos, module, root=root)
        if rel not in files:
            files.append(rel)
        for other in sorted(infos[rel].instantiates):
            if _definers(infos, other):
                todo.append(other)
    return files


def _mentioned(root: Path, names: list[str]) -> list[str]:
    """Testbench candidates named by a simulation script of the folder (run.sh, makefile, *sim_command*)."""
    scripts = [p for p in root.iterdir() if p.is_file() and (p.name.lower() in ("makefile", "run.sh")
                                                                or "sim_command" in p.name)]
    words = set()
    for p in scripts:
        words |= set(re.findall(r"[\w./-]+", p.read_text(encoding="utf-8", errors="replace")))
    return [n for n in names if n in words or Path(n).name in words]


def infer(root: Path, top: str, *, rtl: list[str] | None = None, includes: list[str] | None = None,
          testbench: str | None = None, clock: str | None = None, reset: str | None = None,
          observe: str = "auto") -> Inference:
    root = root.resolve()
    if not root.is_dir():
        raise ProjectError(f"{root}: no such folder")
    rtl = [checked_path(root, r, "--rtl") for r in rtl] if rtl else None
    includes = [checked_path(root, d, "--include", folder=True) for d in (includes or [])]
    infos = scan_folder(root)
    guesses: list[str] = []
    design_modules = {m for f in infos.values() for m in f.modules}
    if top not in design_modules:
        raise ProjectError(f"--top {top}: no module of that name in {root} (modules: "
                           f"{', '.join(sorted(design_modules)) or 'none'})")
    rtl_files = rtl_closure(infos, top, rtl, root)
    rtl_modules = {m for r in rtl_files for m in infos[r].modules} if all(r in infos for r in rtl_files) else set()
    # testbench: a port-less module that instantiates the top, or a name no file defines
    if testbench:
        tb_files = [checked_path(root, testbench, "--testbench")]
    else:
        candidates = []
        for rel, f in infos.items():
            if rel in rtl_files:
                continue
            portless = [m for m, ports in f.modules.items() if not ports]
            if portless and (top in f.instantiates or f.instantiates - design_modules):
                candidates.append(rel)
        if len(candidates) > 1:
            named = _mentioned(root, candidates)
            if len(named) == 1:
                guesses.append(f"testbench: {named[0]} (the one the folder's simulation script runs; "
                               f"others: {', '.join(c for c in candidates if c != named[0])})")
                candidates = named
        if not candidates:
            raise ProjectError(f"{root}: no testbench found (a module without ports instantiating {top}); "
                               "name it with --testbench")
        if len(candidates) > 1:
            raise ProjectError(f"{root}: several testbenches ({', '.join(candidates)}); choose one with --testbench")
        tb_files = candidates
    tb_info = infos.get(tb_files[0]) or FileInfo(tb_files[0])
    portless = [m for m, ports in tb_info.modules.items() if not ports] or list(tb_info.modules)
    if not portless:
        raise ProjectError(f"{tb_files[0]}: defines no module")
    tb_top = next((m for m in portless if top in _instances_in(tb_info.text, m)), None)
    instantiated = top
    rename = None
    if tb_top is None:
        undefined = sorted(tb_info.instantiates - design_modules)
        if len(undefined) == 1:
            rename = (top, undefined[0])
            instantiated = undefined[0]
            tb_top = next((m for m in portless if instantiated in _instances_in(tb_info.text, m)), portless[0])
            guesses.append(f"module_name_mismatch: {tb_files[0]} instantiates {instantiated}, the RTL defines {top}; "
                           f"workaround: {top} is renamed {instantiated} for every run (workarounds.rename_module)")
        else:
            raise ProjectError(f"{tb_files[0]}: does not instantiate {top} (it instantiates "
                               f"{', '.join(sorted(tb_info.instantiates)) or 'nothing'})")
    inst = _instances_in(tb_info.text, tb_top).get(instantiated, [])
    if not inst:
        raise ProjectError(f"{tb_files[0]}: no instance of {instantiated} in module {tb_top}")
    if len(inst) > 1:
        guesses.append(f"testbench.dut: {inst[0]} (first of {', '.join(inst)})")
    # other modules the testbench uses that the RTL does not define (bus models ...)
    extra_tb = []
    for other in sorted(tb_info.instantiates - rtl_modules - {instantiated}):
        files = [r for r in _definers(infos, other) if r not in rtl_files and tb_top not in infos[r].modules]
        if files and files[0] not in tb_files + extra_tb:
            extra_tb.append(files[0])
    tb_files += extra_tb
    scans = _scans(root, tb_files, includes)
    writes = sorted({w for s in scans.values() for w in s.writes})
    reads = sorted({r for s in scans.values() for r in s.reads})
    data = [checked_path(root, r, "testbench data") for r in reads if (root / r).is_file()]
    missing = [r for r in reads if not (root / r).is_file()]
    if missing:
        guesses.append(f"testbench.data: {', '.join(missing)} read by the testbench but not in the folder")
    mode = observe
    trace: list[str] = []
    if observe == "auto":
        mode = "csv" if writes else "vcd"
    if mode == "csv":
        trace = writes
        if not trace:
            raise ProjectError(f"--observe csv: {', '.join(tb_files)} writes no file")
    guesses.append(f"testbench.observe: {mode}" + (f" ({', '.join(trace)})" if trace else " (the top's ports)"))
    ports, edges = _top_ports(infos, rtl_files, top)
    clk = _clock(clock, ports, edges, guesses)
    rst = _reset(reset, ports, edges, clk, guesses)
    expected = "oracle.txt" if mode == "csv" and (root / "oracle.txt").is_file() else None
    if expected:
        guesses.append("testbench.expected: oracle.txt (the clean design must reproduce it; set null if it is "
                       "another testbench's)")
    strings = " ".join(re.findall(r'"([^"\n]*)"', " ".join(infos[t].text for t in tb_files if t in infos)))
    pass_pattern = "Passed" if re.search(r"\bPassed\b", strings) else None
    fail_words = [w for w in ("Failed", "FAILED", "Error", "ERROR", "Wrong") if re.search(rf"\b{w}\b", strings)]
    fail_pattern = r"\b(" + "|".join(fail_words) + r")\b" if fail_words and pass_pattern else None
    if pass_pattern or fail_pattern:
        guesses.append(f"testbench.pass_pattern / fail_pattern: {pass_pattern!r} / {fail_pattern!r} "
                       "(from the testbench's messages)")
    project = Project(root=root, name=re.sub(r"[^A-Za-z0-9_.-]", "_", root.name)[:64] or "project",
                      top=instantiated, rtl=tuple(rtl_files), include_dirs=tuple(includes),
                      testbench=Testbench(tuple(tb_files), tb_top, inst[0], mode, tuple(data), tuple(trace), expected,
                                          pass_pattern, fail_pattern, ()),
                      clock=clk, reset=rst, timeouts=dict(DEFAULT_TIMEOUTS), rename_module=rename)
    return Inference(project, guesses)


def _scans(root: Path, files: list[str], includes: list[str]) -> dict:
    """The testbench files' hostile scans, preprocessed (svafam.projects.design.scan_files)."""
    from .design import scan_files

    probe = Project(root=root, name="probe", top="probe", rtl=tuple(files), include_dirs=tuple(includes),
                    testbench=Testbench((), "probe", "probe", "vcd"))
    return scan_files(probe, files)


def _instances_in(text: str, module: str) -> dict[str, list[str]]:
    """Within ``module``'s body: instantiated module -> instance names."""
    toks = hostile.tokens(text)
    out: dict[str, list[str]] = {}
    inside = False
    for i, t in enumerate(toks):
        if t.value == "module" and i + 1 < len(toks):
            inside = toks[i + 1].value == module
            continue
        if t.value == "endmodule":
            inside = False
        if not inside or t.kind != "ident" or i + 2 >= len(toks):
            continue
        j = i + 1
        if toks[j].value == "#" and j + 1 < len(toks) and toks[j + 1].value == "(":
            depth = 0
            j += 1
            while j < len(toks):
                depth += {"(": 1, ")": -1}.get(toks[j].value, 0) if toks[j].kind == "punct" else 0
                j += 1
                if depth == 0:
                    break
        if j + 1 < len(toks) and toks[j].kind == "ident" and toks[j + 1].value == "(" and \
                (i == 0 or toks[i - 1].value != "."):
            out.setdefault(t.value, []).append(toks[j].value)
    return out


def _top_ports(infos, rtl_files: list[str], top: str) -> tuple[list[str], dict[str, set[str]]]:
    """The top's input names (ANSI or not) and, for every signal, the edges used on it anywhere in the RTL."""
    text = "\n".join(infos[r].text for r in rtl_files if r in infos)
    toks = hostile.tokens(text)
    inputs, edges = [], {}
    inside = False
    for i, t in enumerate(toks):
        if t.value == "module" and i + 1 < len(toks):
            inside = toks[i + 1].value == top
        elif t.value == "endmodule":
            inside = False
        if t.value in ("posedge", "negedge") and i + 1 < len(toks):
            j = i + 1
            while j < len(toks) and toks[j].value == "(":
                j += 1
            if j < len(toks) and toks[j].kind == "ident":
                edges.setdefault(toks[j].value, set()).add(t.value)
        if inside and t.value == "input":
            j = i + 1
            while j < len(toks) and toks[j].value not in (";", ")") and toks[j].value not in ("input", "output",
                                                                                              "inout"):
                if toks[j].kind == "ident" and toks[j].value not in ("wire", "reg", "signed", "unsigned", "logic"):
                    if toks[j - 1].value != "[" and not (j + 1 < len(toks) and toks[j + 1].value == "]"):
                        inputs.append(toks[j].value)
                elif toks[j].value == "[":
                    while j < len(toks) and toks[j].value != "]":
                        j += 1
                j += 1
    return list(dict.fromkeys(inputs)), edges


def _clock(given: str | None, ports: list[str], edges: dict, guesses: list[str]) -> Clock | None:
    if given:
        if given not in ports:
            raise ProjectError(f"--clock {given}: not an input of the top (inputs: {', '.join(ports)})")
        return Clock(given)
    named = [p for p in ports if p.lower() in _CLOCK_NAMES]
    loose = [p for p in ports if ("clk" in p.lower() or "clock" in p.lower()) and p not in named]
    edged = [p for p in named + loose if p in edges]
    pick = (edged or named or loose or [None])[0]
    if pick is None:
        edged_inputs = [p for p in ports if p in edges and not _RESET.match(p)]
        pick = edged_inputs[0] if edged_inputs else None
    if pick is None:
        guesses.append("clock: none (no clock-like input: the design is taken as combinational)")
        return None
    guesses.append(f"clock: {pick} (rising edge)")
    return Clock(pick)


def _reset(given: str | None, ports: list[str], edges: dict, clock: Clock | None,
           guesses: list[str]) -> Reset | None:
    if given:
        parts = given.split(":")
        name, flags = parts[0], set(parts[1:])
        bad = flags - {"low", "high", "async", "sync"}
        if bad or not name:
            raise ProjectError(f"--reset {given}: expected NAME[:low][:async]")
        if name not in ports:
            raise ProjectError(f"--reset {name}: not an input of the top (inputs: {', '.join(ports)})")
        return Reset(name, "low" not in flags, "async" not in flags)
    found = [p for p in ports if _RESET.match(p) and (clock is None or p != clock.name)]
    if not found:
        guesses.append("reset: none found (the proofs then start from the zero state only)")
        return None
    name = found[0]
    low = name.lower().endswith(("n", "_b", "b")) and not name.lower().endswith("reset") or \
        name.lower().startswith("n") or "negedge" in edges.get(name, set())
    asynchronous = bool(edges.get(name))
    guesses.append(f"reset: {name}, active {'low' if low else 'high'}, "
                   f"{'asynchronous' if asynchronous else 'synchronous'}")
    return Reset(name, not low, not asynchronous)


LANGUAGE_FLAGS = ((), ("-g2012",), ("-g2005-sv",))


def _included(project: Project, texts: dict[str, str]) -> dict[str, str]:
    """The files the design and testbench `include, by project-relative path, as check's runs have them beside the
    rest (without them every compile of the probe below fails, whatever the flags)."""
    from .preprocess import PreprocessError, Preprocessor

    pre = Preprocessor(project.root, list(project.include_dirs), project.defines)
    for rel, text in texts.items():
        try:
            pre.file(rel, text)
        except PreprocessError:   # check names it, with the file and line
            pass
    return pre.sources


def choose_flags(project: Project) -> tuple[tuple[str, ...], str]:
    """The first Icarus language flags the testbench and design compile with (none, -g2012, -g2005-sv),
    and the compiler's complaint when none does."""
    import tempfile

    from . import icarus
    from .design import read_text, working_text, write_tree

    tb = project.testbench
    texts = {rel: working_text(project, rel, read_text(project, rel)) for rel in project.rtl + tb.files}
    texts = {**_included(project, texts), **texts}
    message = ""
    with tempfile.TemporaryDirectory(prefix="svafam-init-") as tmp:
        folder = Path(tmp)
        write_tree(folder, texts)
        for flags in LANGUAGE_FLAGS:
            result = icarus.compile_design(folder, list(tb.files) + list(project.rtl), [tb.top],
                                           include_dirs=project.include_dirs, defines=project.defines, flags=flags,
                                           timeout=project.timeouts["compile_seconds"])
            if result.ok:
                return flags, ""
            if not message:
                text = (result.stderr or result.stdout).strip()
                message = text.splitlines()[0] if text else result.status
    return (), message


def propose(root: Path, top: str, *, testbench_seconds: float | None = None, proof_seconds: float | None = None,
            **given) -> Inference:
    """What ``project init`` writes: :func:`infer`'s project (``given``: its options), with the Icarus language flags
    the testbench compiles with, and the testbench's and a proof's time limits when they are given."""
    import dataclasses

    found = infer(root, top, **given)
    flags, problem = choose_flags(found.project)
    if flags:
        found.guesses.append(f"testbench.flags: {' '.join(flags)} (Icarus compiles the testbench with it only)")
        found.project = dataclasses.replace(found.project, testbench=dataclasses.replace(found.project.testbench,
                                                                                         flags=flags))
    elif problem:
        found.guesses.append(f"Icarus does not compile the testbench with any language flag: {problem[:160]}")
    limits = {key: value for key, value in (("testbench_seconds", testbench_seconds), ("proof_seconds", proof_seconds))
              if value is not None}
    if limits:
        found.project = dataclasses.replace(found.project, timeouts={**found.project.timeouts, **limits})
    _choose_expected(found)
    return found


def _rivals(project: Project) -> list[Path]:
    """The other traces beside the expected one (:func:`svafam.projects.check.other_traces`) at least as large: each
    could be this testbench's trace instead (smaller ones, such as CirFix's oracle_half.txt, are prefixes)."""
    size = (project.root / project.testbench.expected).stat().st_size
    return [f for f in other_traces(project) if f.stat().st_size >= size]


def _choose_expected(found: Inference) -> None:
    """With a rival beside the guessed expected trace (CirFix's mux: oracle.txt and oracle_new.txt), the clean
    design is checked once, and the trace it reproduces is the one written."""
    import dataclasses
    import tempfile

    tb = found.project.testbench
    if not tb.expected or not _rivals(found.project):
        return
    with tempfile.TemporaryDirectory(prefix="svafam-init-") as tmp:
        try:
            check_loaded(found.project, Path(tmp))
        except WrongExpectedTrace as e:
            found.project = dataclasses.replace(found.project, testbench=dataclasses.replace(tb, expected=e.reproduced))
            found.guesses = [g for g in found.guesses if not g.startswith("testbench.expected:")]
            found.guesses.append(f"testbench.expected: {e.reproduced} (the clean run reproduces it; "
                                 f"{tb.expected} is another testbench's trace)")
        except (SvafamError, OSError):   # `project check` names it
            pass
