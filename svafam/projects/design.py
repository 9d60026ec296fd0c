"""A project's design as the tool sees it: working texts, parsed modules, the top's ports, its registers.

* **working text** of each file: the project's file with the project file's workarounds
  applied (a module renamed to what the testbench instantiates); every tool reads these,
  and mutants are edits of them.
* **parsed**: each RTL file preprocessed (:mod:`svafam.projects.preprocess`), rewritten
  where Pyverilog's grammar falls short (:mod:`svafam.projects.compat`), and read by the
  mutation package's span parser, one :class:`svafam.mutation.source.SourceFile` per module.
* **elaborated**: Yosys reads the design (``hierarchy -top``, ``proc``, ``flatten``) and
  says the top's ports with their widths (parameters resolved) and every register with
  no initial value -- the state the proof starts at zero and a directed stimulus phase
  deposits as zero, so both start from the same state (simulation would start it at x).
"""

from __future__ import annotations

import json
import re
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from svafam.design import Port  # noqa: F401 - the top's ports: the design interface's (re-exported)
from svafam.mutation.source import SourceError, SourceFile

from . import hostile
from .compat import for_pyverilog
from .config import Project, ProjectDefect, ProjectError
from .instances import KEEP_PORTS, PORT_MARK, instance_ports
from .preprocess import Preprocessed, PreprocessError, Preprocessor

FF_CELLS = {"$dff", "$dffe", "$adff", "$adffe", "$sdff", "$sdffe", "$sdffce", "$dffsr", "$dffsre", "$aldff",
            "$aldffe", "$dlatch", "$adlatch", "$dlatchsr", "$ff"}


@dataclass(frozen=True)
class Register:
    """State of the elaborated design with no initial value: a path below the top, as simulators name it."""

    path: str
    width: int
    words: int = 0     # a memory: its number of words (0: a plain register)
    offset: int = 0


@dataclass
class RtlFile:
    rel: str
    original: str
    working: str
    pp: Preprocessed
    modules: list[SourceFile] = field(default_factory=list)
    macros_before: dict = field(default_factory=dict)    # the macros defined when the file is read


@dataclass
class Design:
    project: Project
    files: dict[str, RtlFile]
    module_file: dict[str, str]           # module name -> file defining it
    used_modules: list[str]               # modules the top instantiates (itself included), in file order
    ports: list[Port] = field(default_factory=list)
    registers: list[Register] = field(default_factory=list)
    sources: dict[str, str] = field(default_factory=dict)   # every file read (includes too), working text
    model: str = "cycle"     # the proofs' time model (svafam.projects.miter): cycle, edge or comb
    model_reason: str = ""
    # module -> the nets of its instances' ports in the flattened top (svafam.projects.instances)
    instance_ports: dict[str, tuple[tuple[str, int], ...]] = field(default_factory=dict)

    @property
    def inputs(self) -> list[Port]:
        return [p for p in self.ports if p.direction == "input"]

    @property
    def stimulus_inputs(self) -> list[Port]:
        """The inputs a stimulus drives (every input but the clock, which the time model drives)."""
        clock = self.project.clock.name if self.project.clock else None
        return [p for p in self.inputs if p.name != clock]

    @property
    def outputs(self) -> list[Port]:
        return [p for p in self.ports if p.direction != "input"]

    def working_texts(self) -> dict[str, str]:
        """Every design file the tools read (RTL and included files), by project-relative path."""
        return dict(self.sources)

    def yosys_texts(self) -> dict[str, str]:
        """What Yosys reads: the working texts with :mod:`svafam.projects.yosys_compat`'s rewrite."""
        from .yosys_compat import yosys_text

        if getattr(self, "yosys_cache", None) is not None:
            return dict(self.yosys_cache)
        texts = dict(self.sources)
        for rel, f in self.files.items():
            texts[rel] = yosys_text(f.working, f.pp, f.modules)
        return texts


def reparse(design: Design, rel: str, text: str) -> tuple[Preprocessed, list[SourceFile]]:
    """A variant of one RTL file read as :func:`parse` reads it (same macros); SourceError otherwise."""
    project = design.project
    pre = Preprocessor(project.root, list(project.include_dirs))
    pre.macros = dict(design.files[rel].macros_before)
    try:
        pp = for_pyverilog(pre.file(rel, text))
    except PreprocessError as e:
        raise SourceError(str(e)) from None
    return pp, SourceFile.read_all(pp.text, rel)


def rename_edits(text: str, old: str, new: str) -> list[tuple[int, int, str]]:
    """Edits renaming the definition ``module old`` (only the name in the header)."""
    toks = hostile.tokens(text)
    return [(toks[i + 1].start, toks[i + 1].start + len(old), new) for i in range(len(toks) - 1)
            if toks[i].value in ("module", "macromodule") and toks[i + 1].value == old]


def apply_edits(text: str, edits: list[tuple[int, int, str]]) -> str:
    out, pos = [], 0
    for start, end, new in sorted(edits):
        out.append(text[pos:start])
        out.append(new)
        pos = end
    return "".join(out) + text[pos:]


def working_text(project: Project, rel: str, original: str) -> str:
    if project.rename_module is None:
        return original
    return apply_edits(original, rename_edits(original, *project.rename_module))


def read_text(project: Project, rel: str) -> str:
    path = project.root / rel
    data = path.read_bytes()
    if b"\x00" in data:
        raise ProjectError(f"{rel}: a binary file, not Verilog")
    return data.decode("utf-8", errors="replace")


def scan_files(project: Project, rels) -> dict[str, hostile.Scan]:
    """The hostile scan of files (testbench and RTL, in the order a simulator reads them), each as the
    preprocessor gives it: inactive `ifdef branches say nothing, a macro's file name is its string;
    the first problem ends the check, naming the source file and line."""
    found = {}
    pre = Preprocessor(project.root, list(project.include_dirs), project.defines)
    for rel in rels:
        try:
            pp = pre.file(rel, working_text(project, rel, read_text(project, rel)))
        except PreprocessError as e:
            raise ProjectError(str(e)) from None

        def where_of(offset: int, pp=pp) -> str:
            file, line = pp.where(offset, pre.sources)
            return f"{file}:{line}"

        result = hostile.scan(pp.text, rel, where_of)
        if result.problems and result.defect:
            raise ProjectDefect(result.defect, result.problems[0])
        if result.problems:
            raise ProjectError(result.problems[0])
        found[rel] = result
    return found


def _pyverilog_error(exc: SourceError, pp: Preprocessed, sources: dict[str, str]) -> str:
    message = str(exc)
    m = re.search(r"line:(\d+)", message)
    if m:
        file, line = pp.where_line(int(m.group(1)), sources)
        detail = message.split(":", 1)[-1].strip()
        detail = re.sub(r"^\S*line:\d+:?\s*", "", detail)
        return f"{file}:{line}: Pyverilog cannot read this construct ({detail}); the design must be Verilog-2005"
    return f"{message} (Pyverilog; the design must be Verilog-2005)"


def parse(project: Project) -> Design:
    """Preprocess and parse every RTL file; ProjectError (file, line, construct) when one cannot be read."""
    pre = Preprocessor(project.root, list(project.include_dirs), project.defines)
    files: dict[str, RtlFile] = {}
    module_file: dict[str, str] = {}
    for rel in project.rtl:
        original = read_text(project, rel)
        working = working_text(project, rel, original)
        macros_before = dict(pre.macros)
        try:
            pp = for_pyverilog(pre.file(rel, working))
        except PreprocessError as e:
            raise ProjectError(str(e)) from None
        try:
            modules = SourceFile.read_all(pp.text, rel)
        except SourceError as e:
            raise ProjectError(_pyverilog_error(e, pp, pre.sources)) from None
        files[rel] = RtlFile(rel, original, working, pp, modules, macros_before)
        for src in modules:
            if src.module.name in module_file:
                raise ProjectError(f"{rel}: module {src.module.name} is also defined in {module_file[src.module.name]}")
            module_file[src.module.name] = rel
    top = project.top
    if top not in module_file:
        names = ", ".join(sorted(module_file)) or "none"
        raise ProjectError(f"{project.file}: top: no module {top} in the RTL files (modules: {names})")
    used = _instantiated(files, module_file, top)
    sources = dict(pre.sources)
    for rel, f in files.items():
        sources[rel] = f.working
    return Design(project, files, module_file, [m for m in module_file if m in used], sources=sources)


def modules_by_name(files: dict[str, RtlFile]) -> dict[str, SourceFile]:
    """Every parsed module of the RTL files, by its name."""
    return {src.module.name: src for f in files.values() for src in f.modules}


def _instantiated(files: dict[str, RtlFile], module_file: dict[str, str], top: str) -> set[str]:
    from pyverilog.vparser import ast as vast

    by_name = modules_by_name(files)
    seen, todo = set(), [top]
    while todo:
        name = todo.pop()
        if name in seen or name not in by_name:
            continue
        seen.add(name)
        for site in by_name[name].sites:
            if isinstance(site.node, vast.InstanceList) and site.node.module in by_name:
                todo.append(site.node.module)
    return seen


# ---- Yosys: ports and registers ------------------------------------------------------------------

def yosys_read_script(project: Project, files: list[str], top: str, *, formal: bool = True) -> list[str]:
    defines = " ".join(f"-D{k}={v}" if v != "" else f"-D{k}" for k, v in sorted(project.defines.items()))
    includes = " ".join(f"-I{d}" for d in project.include_dirs)
    opts = " ".join(x for x in ("-formal" if formal else "", defines, includes) if x)
    return [f"read_verilog {opts} {f}".replace("  ", " ") for f in files] + [f"hierarchy -check -top {top}"]


def write_tree(folder: Path, texts: dict[str, str]) -> None:
    for rel, text in texts.items():
        path = folder / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def elaborate(design: Design, timeout: float = 120) -> None:
    """Fill ``design.ports``, ``registers``, ``model`` and ``instance_ports`` from Yosys; ProjectError with its message
    otherwise."""
    from svafam.oracle.native_yosys import YosysScriptError, run_script

    project = design.project
    with tempfile.TemporaryDirectory(prefix="svafam-elab-") as tmp:
        work = Path(tmp)
        write_tree(work, design.yosys_texts())
        script = yosys_read_script(project, list(project.rtl), project.top)
        # of the cells, what is read here (registers, memories, scopes, instances left whole) and nothing else:
        # cryptographic logic wrote 280 MB of JSON (cirfix's pairing), every cell of its combinational logic
        keep = " ".join(f"t:{t}" for t in sorted(FF_CELLS | {"$mem", "$mem_v2", "$scopeinfo", "$paramod*"}))
        script += ["proc", f"setattr -set keep 1 {KEEP_PORTS}", f"setattr -set {PORT_MARK} 1 {KEEP_PORTS}", "flatten",
                   "memory_collect", "opt_clean", f"select -set svafam_read {keep}", "delete t:$* @svafam_read %d",
                   "write_json design.json"]
        try:
            run_script(work, "\n".join(script) + "\n", f"Yosys reading {project.name}", timeout, untrusted=True)
        except YosysScriptError as e:
            lines = [ln for ln in str(e).splitlines() if "ERROR" in ln] or str(e).splitlines()[-1:]
            raise ProjectError(f"{project.name}: Yosys cannot read the design: {lines[0].strip()[:300]}") from None
        doc = json.loads((work / "design.json").read_text())
    module = doc["modules"].get(project.top)
    if module is None:
        raise ProjectError(f"{project.name}: Yosys found no module {project.top}")
    design.ports = [Port(name, p["direction"], len(p["bits"])) for name, p in module["ports"].items()]
    names = {p.name for p in design.ports}
    for what, sig in (("clock", project.clock), ("reset", project.reset)):
        if sig is not None and (sig.name not in names or next(p for p in design.ports if p.name == sig.name).direction
                                != "input"):
            raise ProjectError(f"{project.file}: {what}: {sig.name} is not an input port of {project.top} "
                               f"(inputs: {', '.join(p.name for p in design.inputs)})")
    clashes = sorted(n for n in names if n.startswith("svafam_"))
    if clashes:
        raise ProjectError(f"{project.name}: port {clashes[0]}: names starting with svafam_ are the tool's own")
    design.registers = [r for r in registers(module) if _declared_reg(design, r.path)]
    design.model, design.model_reason = time_model(module, project)
    design.instance_ports = instance_ports(module, modules_by_name(design.files))


def _reg_names(src: SourceFile) -> set[str]:
    from pyverilog.vparser import ast as vast

    return {site.node.name for site in src.sites if isinstance(site.node, (vast.Reg, vast.Integer))
            and not any(isinstance(p, (vast.Function, vast.Task)) for p in site.parents)}


def _scopes(design: Design) -> dict[str, str]:
    """Instance path below the top -> module name (instances outside generate blocks)."""
    from pyverilog.vparser import ast as vast

    by_name = modules_by_name(design.files)
    found, todo = {"": design.project.top}, [("", design.project.top)]
    while todo:
        prefix, name = todo.pop()
        src = by_name.get(name)
        if src is None:
            continue
        for site in src.sites:
            if isinstance(site.node, vast.InstanceList) and site.node.module in by_name:
                for inst in site.node.instances:
                    path = f"{prefix}.{inst.name}" if prefix else inst.name
                    if path not in found:
                        found[path] = site.node.module
                        todo.append((path, site.node.module))
    return found


def _declared_reg(design: Design, path: str) -> bool:
    """Is the register a ``reg``/``integer`` variable (a deposit may assign it), not a wire aliasing one?"""
    if not hasattr(design, "_regs"):
        by_name = {src.module.name: _reg_names(src) for f in design.files.values() for src in f.modules}
        design._regs = (by_name, _scopes(design), set().union(*by_name.values()) if by_name else set())
    by_name, scopes, everything = design._regs
    prefix, _, leaf = re.sub(r"\[\d+\]$", "", path).rpartition(".")
    module = scopes.get(prefix)
    return leaf in (by_name.get(module, set()) if module else everything)


def time_model(module: dict, project: Project) -> tuple[str, str]:
    """Which time model the proofs need (svafam.projects.miter), and why."""
    ffs = [c for c in module["cells"].values() if c["type"] in FF_CELLS]
    if project.clock is None:
        if ffs:
            raise ProjectError(f"{project.file}: clock: the design has registers but no clock is named "
                               "(set clock.name)")
        return "comb", "no clock, no registers"
    clock_bits = module["ports"][project.clock.name]["bits"]
    for cell in ffs:
        kind = cell["type"]
        where = cell.get("attributes", {}).get("src", "")
        if "latch" in kind:
            return "edge", f"a latch ({where})"
        clk = cell["connections"].get("CLK")
        if clk is None:
            continue
        polarity = _int(cell["parameters"].get("CLK_POLARITY", "1"))
        if clk != clock_bits or polarity != 1:
            return "edge", f"a register not clocked by posedge {project.clock.name} ({where})"
    return "cycle", f"every register on posedge {project.clock.name}"


def registers(module: dict) -> list[Register]:
    """Registers (flip-flops, latches, memory words) with no initial value, by their paths below the top."""
    state_bits: set[int] = set()
    for cell in module["cells"].values():
        if cell["type"] in FF_CELLS:
            state_bits.update(b for b in cell["connections"].get("Q", []) if isinstance(b, int))
    ports = set(module["ports"])
    found: dict[str, Register] = {}
    for name, net in module["netnames"].items():
        if net.get("hide_name") or not net["bits"] or name.startswith("$"):
            continue
        bits = [b for b in net["bits"] if isinstance(b, int)]
        if len(bits) != len(net["bits"]) or not set(bits) <= state_bits:
            continue
        if "init" in net.get("attributes", {}):
            continue
        path = " ".join(net["attributes"]["hdlname"].split()) if "hdlname" in net.get("attributes", {}) else name
        path = ".".join(path.split(" "))
        if name in ports:
            path = name
        found.setdefault(path, Register(path, len(bits)))
    for cell in module["cells"].values():
        if cell["type"] in ("$mem", "$mem_v2"):
            params = cell["parameters"]
            init = str(params.get("INIT", ""))
            if set(init) - {"x", "X"}:
                continue
            memid = params["MEMID"].lstrip("\\")
            hdl = cell.get("attributes", {}).get("hdlname")
            path = ".".join(hdl.split()) if hdl else memid
            found[path] = Register(path, _int(params["WIDTH"]), words=_int(params["SIZE"]),
                                   offset=_int(params["OFFSET"]))
    return [found[k] for k in sorted(found)]


def _int(value) -> int:
    if isinstance(value, int):
        return value
    text = str(value)
    return int(text, 2) if set(text) <= {"0", "1"} and len(text) > 1 else int(text)
