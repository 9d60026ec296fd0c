"""Read generated Verilog with three independent front ends: Pyverilog, slang and Yosys.

Each function returns a list of problems, one line each (empty = read cleanly);
none of them raises on bad Verilog.

* :func:`pyverilog_problems` -- Pyverilog's PLY parser (Verilog-2005 only) on one text.
  Pyverilog's own ``parse()`` runs Icarus (``iverilog -E``) to preprocess, so the
  parser class is used on the text directly (generated files use no directives).
  Building the parser makes PLY compute its LALR tables (~1.5 s); one instance is built
  per process and reused, and the tables are pickled in the sva-families cache folder
  (``SVAFAM_CACHE``, else ``~/.cache/sva-families``), so a later process loads them in
  ~15 ms. PLY never writes ``parsetab.py``/``parser.out`` anywhere and prints nothing.
* :func:`slang_problems` -- pyslang compiling several texts together (SystemVerilog-2017),
  error diagnostics formatted by slang's own text client as ``file:line:col: error: ...``.
* :func:`yosys_problems` -- ``read_verilog -formal`` of every file, then ``hierarchy -check``,
  in a Yosys subprocess; the ``ERROR:`` lines of its log.

See also :func:`parse_pyverilog`, which returns the AST (used by :mod:`svafam.quality.distinctness`).
"""

from __future__ import annotations

import importlib.metadata
import os
import re
import shlex
import subprocess
import sys
import tempfile
import threading
from collections.abc import Sequence
from pathlib import Path

from svafam.cache import cache_dir
from svafam.errors import SvafamError

__all__ = ["PyverilogError", "build_pyverilog_parser", "parse_pyverilog", "reset_lexer", "pyverilog_problems",
           "slang_compile", "slang_problems", "yosys_problems", "default_yosys_command"]


class PyverilogError(SvafamError, ValueError):
    """Pyverilog could not parse a text; the message names the text and the line."""


# --------------------------------------------------------------------------- Pyverilog

_parser = None
_parser_lock = threading.Lock()



def _table_pickle() -> Path:
    versions = "-".join(importlib.metadata.version(d) for d in ("pyverilog", "ply"))
    return cache_dir() / f"pyverilog-lalr-{versions}.pickle"


def build_pyverilog_parser():
    """A new Pyverilog parser, its LALR tables loaded from (or saved to) the cache folder.

    PLY reads a pickle only when its grammar signature matches, and otherwise rebuilds
    and rewrites it in place; so PLY only ever sees a private copy, and the cache file is
    replaced atomically (parallel processes never read a half-written file).
    """
    from ply import lex, yacc
    from pyverilog.vparser.lexer import VerilogLexer
    from pyverilog.vparser.parser import VerilogParser

    class QuietParser(VerilogParser):
        def __init__(self, picklefile: str | None):  # noqa: D401 -- replaces the parent's
            self.lexer = VerilogLexer(error_func=self._lexer_error_func)
            self.lexer.build(errorlog=lex.NullLogger())
            self.tokens = self.lexer.tokens
            # debug=False: no parser.out; write_tables=False: no parsetab.py; NullLogger:
            # no grammar warnings on stderr. With a picklefile the tables go there only.
            self.parser = yacc.yacc(module=self, method="LALR", debug=False, write_tables=False,
                                    errorlog=yacc.NullLogger(), picklefile=picklefile)

    final = _table_pickle()
    try:
        final.parent.mkdir(parents=True, exist_ok=True)
        fd, private = tempfile.mkstemp(prefix=".pyverilog-lalr-", suffix=".pickle", dir=final.parent)
        os.close(fd)
    except OSError:
        return QuietParser(None)  # cache folder not writable: build the tables in memory
    try:
        try:
            with open(final, "rb") as src, open(private, "wb") as dst:
                dst.write(src.read())
        except FileNotFoundError:
            os.unlink(private)  # PLY treats a missing pickle as "no tables yet"
        try:
            parser = QuietParser(private)
        except Exception:  # a damaged pickle (PLY only catches a missing or outdated one)
            if os.path.exists(private):
                os.unlink(private)
            parser = QuietParser(private)
        if os.path.exists(private):
            try:
                os.replace(private, final)
            except OSError:
                pass  # the tables are in memory; only the cache missed out
        return parser
    finally:
        if os.path.exists(private):
            os.unlink(private)


def reset_lexer(parser, name: str) -> None:
    """Per-text lexer state of a parser from :func:`build_pyverilog_parser`: line counter,
    the name used in messages, recorded directives."""
    lexer = parser.lexer
    lexer.reset_lineno()
    lexer.filename = name
    lexer.directives = []
    lexer.default_nettype = "wire"


def _get_parser():
    global _parser
    if _parser is None:
        _parser = build_pyverilog_parser()
    return _parser


def parse_pyverilog(text: str, name: str = "<text>"):
    """Parse Verilog-2005 text with Pyverilog; return its ``Source`` AST or raise PyverilogError.

    The text must not need preprocessing (no `` `define``/`` `include``; Pyverilog's
    lexer skips directive lines).
    """
    from pyverilog.vparser.parser import ParseError

    with _parser_lock:
        parser = _get_parser()
        reset_lexer(parser, name)
        try:
            return parser.parse(text)
        except ParseError as exc:
            message = str(exc).strip()
            if message.startswith("None:"):  # Pyverilog's "at end of input" has no place
                message = name + message[len("None"):]
            elif not message.startswith(name):
                message = f"{name}: {message}"
            raise PyverilogError(message) from None
        except (RecursionError, IndexError, TypeError, ValueError, AttributeError) as exc:
            # grammar actions of Pyverilog can trip over input they did not expect
            raise PyverilogError(f"{name}: Pyverilog failed: {type(exc).__name__}: {exc}") from None


def pyverilog_problems(text: str, name: str = "<text>") -> list[str]:
    """Problems Pyverilog's parser finds in ``text`` (empty list: parsed cleanly).

    Messages look like ``<name> line:12: before: "("`` (Pyverilog reports the token it
    could not accept, and its line).
    """
    try:
        parse_pyverilog(text, name)
    except PyverilogError as exc:
        return [str(exc)]
    return []


# --------------------------------------------------------------------------- slang

# slang warnings reported as problems: an unknown system function (``$pats(x)``) is
# only a warning in slang, and Yosys rejects it
SLANG_PROMOTED_WARNINGS = ("UnknownSystemName",)


def slang_problems(texts: Sequence[str], top: str | None = None, *,
                   names: Sequence[str] | None = None, defines: Sequence[str] = (),
                   warnings: bool = False) -> list[str]:
    """Error diagnostics of pyslang compiling ``texts`` together, one line each.

    See :func:`slang_compile`, which also returns the syntax trees.
    """
    return slang_compile(texts, top, names=names, defines=defines, warnings=warnings)[1]


def slang_compile(texts: Sequence[str], top: str | None = None, *,
                  names: Sequence[str] | None = None, defines: Sequence[str] = (),
                  warnings: bool = False, read_includes: bool = True) -> tuple[list, list[str]]:
    """The syntax trees of ``texts`` and the error diagnostics of compiling them together.

    ``top`` names the top module (then every module it instantiates must be among the
    texts); without it slang takes every module no other module instantiates as a top.
    ``names`` are the file names used in messages (default ``text0.v``, ``text1.v``...).
    ``defines`` are predefined macros (``"FORMAL"`` reads the text as Yosys'
    ``read_verilog -formal`` does; ``"NAME=value"`` also works).
    Lines look like ``text0.v:3:14: error: expected ';'``. Warnings are reported too
    when ``warnings`` is true, and always those in :data:`SLANG_PROMOTED_WARNINGS`.
    ``read_includes=False`` keeps slang from opening any file: an `` `include`` is an error.
    """
    import pyslang

    if names is None:
        names = [f"text{i}.v" for i in range(len(texts))]
    if len(names) != len(texts):
        raise ValueError("slang_compile: names and texts differ in length")
    sm = pyslang.SourceManager()
    if not read_includes:
        sm.setDisableLocalIncludes(True)
    options = pyslang.ast.CompilationOptions()
    if top is not None:
        options.topModules = {top}
    comp = pyslang.ast.Compilation(pyslang.Bag([options]))
    preprocessor = pyslang.parsing.PreprocessorOptions()
    preprocessor.predefines = list(defines)
    if not read_includes:
        preprocessor.maxIncludeDepth = 0  # slang checks the depth before it resolves the file name
    parse_options = pyslang.Bag([preprocessor])
    trees = [pyslang.syntax.SyntaxTree.fromText(text, sm, name, name, parse_options)
             for text, name in zip(texts, names)]
    for tree in trees:
        comp.addSyntaxTree(tree)
    engine = pyslang.DiagnosticEngine(sm)
    client = pyslang.TextDiagnosticClient()
    client.showColors(False)
    client.showSourceLine(False)
    client.showColumn(True)
    engine.addClient(client)
    promoted = {getattr(pyslang.Diags, code) for code in SLANG_PROMOTED_WARNINGS}
    for diag in comp.getAllDiagnostics():
        if diag.isError() or warnings or diag.code in promoted:
            engine.issue(diag)
    problems: list[str] = []
    for line in client.getString().splitlines():
        if not line.strip():
            continue
        if ": note: " in line and problems:  # a note belongs to the diagnostic before it
            where, _, note = line.partition(": note: ")
            problems[-1] += f" (note: {note} at {where})"
        else:
            problems.append(line)
    return trees, problems


# --------------------------------------------------------------------------- Yosys

# "file.v:12: ERROR: message" or "ERROR: message" (possibly glued to the end of a log line)
_YOSYS_ERROR = re.compile(r"(?:[^\s:]+:\d+: )?ERROR:.*")


def default_yosys_command() -> list[str]:
    """The project's ``yosys`` over the native libyosys of the pyosys wheel."""
    return [sys.executable, "-m", "svafam.engine.yosys_cli"]


def _yosys_quote(path: Path) -> str:
    text = str(path)
    if any(c in text for c in '"\n;'):
        raise ValueError(f"path cannot be passed to Yosys: {text!r}")
    return f'"{text}"' if any(c.isspace() for c in text) else text


def yosys_problems(paths: Sequence[Path], yosys: str | Sequence[str] | None = None, *,
                   top: str | None = None, env: dict[str, str] | None = None,
                   timeout: float = 120) -> list[str]:
    """Problems Yosys reports reading ``paths`` with ``read_verilog -formal`` and ``hierarchy -check``.

    ``yosys`` is the Yosys executable (a path, or a command as a list); in the project it
    is ``svafam.engine.toolchain.discover().tools["yosys"].path`` (run with ``env`` =
    ``toolchain.run_env()``). By default the native libyosys front end
    ``python -m svafam.engine.yosys_cli`` is used. ``top`` is passed to ``hierarchy -top``.
    A Yosys crash or timeout is reported as a problem too, never as a clean read.
    """
    if yosys is None:
        command = default_yosys_command()
    elif isinstance(yosys, (str, os.PathLike)):
        command = [os.fspath(yosys)]
    else:
        command = list(yosys)
    if not paths:
        return ["yosys: no files to read"]
    steps = [f"read_verilog -formal {_yosys_quote(Path(p).resolve())}" for p in paths]
    steps.append("hierarchy -check" + (f" -top {top}" if top else ""))
    with tempfile.TemporaryDirectory(prefix="svafam-yosys-") as tmp:
        script = Path(tmp) / "read.ys"
        script.write_text("\n".join(steps) + "\n", encoding="utf-8")
        log = Path(tmp) / "yosys.log"
        argv = command + ["-q", "-l", str(log), "-s", str(script)]
        try:
            out = subprocess.run(argv, capture_output=True, text=True, timeout=timeout,
                                 env=env, stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            return [f"yosys: timed out after {timeout:g} s ({shlex.join(argv[:3])} ...)"]
        except OSError as exc:
            return [f"yosys: cannot run {command[0]}: {exc}"]
        log_text = log.read_text(encoding="utf-8", errors="replace") if log.exists() else ""
    # Yosys writes an error to stderr (with -q maybe only there), sometimes also to the log
    problems: list[str] = []
    for line in (out.stderr + "\n" + log_text).splitlines():
        match = _YOSYS_ERROR.search(line)
        if match and match.group(0).strip() not in problems:
            problems.append(match.group(0).strip())
    if out.returncode != 0 and not problems:
        detail = (out.stderr.strip() or out.stdout.strip() or log_text.strip()).splitlines()
        problems.append(f"yosys: exit status {out.returncode}" + (f": {detail[-1]}" if detail else ""))
    return problems
