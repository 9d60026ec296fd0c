"""The Verilog preprocessor, done here so every character of its output knows where it came from.

Pyverilog reads Verilog-2005 without directives (its own ``parse()`` shells out to
``iverilog -E``, whose output has lost the columns). Mutation needs the way back: an
operator edits the preprocessed text of a file, and the mutant is the *original* file
with that edit, so its diff against the project's file is the fault and nothing else.

:func:`preprocess` returns the text Pyverilog parses and a list of :class:`Segment`\\ s:
a *verbatim* segment is a run of output characters equal to a run of one source file
(``text[start:end] == source[origin:origin + end - start]``); everything else (a
directive line blanked to spaces, a macro expansion, an inactive ``ifdef`` branch, an
included file's text is verbatim of *that* file) is marked as not verbatim. An edit maps
back only when it lies inside one verbatim segment (:meth:`Preprocessed.to_origin`).

Handled: `` `define`` (object-like and function-like, line continuations), `` `undef``,
`` `ifdef``/`` `ifndef``/`` `elsif``/`` `else``/`` `endif``, `` `include "file"`` (found
beside the including file, then in the include folders, never outside the project),
and the directives that only instruct a simulator (`` `timescale``, `` `resetall``,
`` `celldefine``, `` `default_nettype`` ...), which are blanked. Macros defined in one
file stay defined in the files after it, as simulators read a file list. Token pasting
(SystemVerilog's ``````) and stringification are refused: a hostile project could build
a forbidden name with them.
"""

from __future__ import annotations

import bisect
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from svafam.errors import SvafamError

MAX_OUTPUT = 8 * 1024 * 1024   # characters of one preprocessed file: a macro bomb stops here
MAX_DEPTH = 32                 # nested macro expansions and includes

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_$]*")
_BLANKED = {"timescale", "resetall", "celldefine", "endcelldefine", "default_nettype", "nounconnected_drive",
            "unconnected_drive", "pragma", "line", "begin_keywords", "end_keywords", "default_decay_time",
            "default_trireg_strength", "delay_mode_distributed", "delay_mode_path", "delay_mode_unit",
            "delay_mode_zero"}
_CONDITIONALS = {"ifdef", "ifndef", "elsif", "else", "endif"}


class PreprocessError(SvafamError, ValueError):
    """A directive that cannot be followed: the message names the file and line."""


@dataclass(frozen=True)
class Macro:
    name: str
    params: tuple[str, ...] | None   # None: object-like
    body: str


@dataclass(frozen=True)
class Segment:
    start: int        # in the preprocessed text
    end: int
    file: str         # project-relative path of the source the characters came from
    origin: int       # offset in that source of text[start]
    verbatim: bool


@dataclass
class Preprocessed:
    name: str
    text: str
    segments: list[Segment]
    includes: list[str] = field(default_factory=list)
    timescale: str | None = None          # the last `timescale of the file, as written

    def _segment_at(self, offset: int) -> int:
        starts = [s.start for s in self.segments]
        return max(0, bisect.bisect_right(starts, offset) - 1)

    def to_origin(self, start: int, end: int) -> tuple[str, int, int] | None:
        """(file, start, end) in the source of the output range, when one verbatim segment holds it;
        an empty range (an insertion) may sit at either end of one."""
        for i in {self._segment_at(start), self._segment_at(max(start - 1, 0))}:
            seg = self.segments[i] if self.segments else None
            if seg is not None and seg.verbatim and seg.start <= start and end <= seg.end:
                return seg.file, seg.origin + start - seg.start, seg.origin + end - seg.start
        return None

    def where(self, offset: int, sources: dict[str, str]) -> tuple[str, int]:
        """(file, 1-based line) of an output offset: the source line it came from."""
        if not self.segments:
            return self.name, 1
        seg = self.segments[self._segment_at(offset)]
        src = sources.get(seg.file, "")
        origin = seg.origin + (offset - seg.start if seg.verbatim else 0)
        return seg.file, src.count("\n", 0, max(0, min(origin, len(src)))) + 1

    def where_line(self, line: int, sources: dict[str, str]) -> tuple[str, int]:
        """(file, line) of a 1-based line of the output (what Pyverilog's messages name)."""
        offset, n = 0, 1
        while n < line:
            nxt = self.text.find("\n", offset)
            if nxt < 0:
                break
            offset, n = nxt + 1, n + 1
        # the first non-blank character of the line says best where it came from
        while offset < len(self.text) and self.text[offset] in " \t":
            offset += 1
        return self.where(offset, sources)


class _Out:
    def __init__(self) -> None:
        self.parts: list[str] = []
        self.size = 0
        self.segments: list[Segment] = []

    def add(self, text: str, file: str, origin: int, verbatim: bool) -> None:
        if not text:
            return
        start = self.size
        self.size += len(text)
        if self.size > MAX_OUTPUT:
            raise PreprocessError(f"{file}: the preprocessed text passes {MAX_OUTPUT} characters "
                                  "(a macro that expands without end?)")
        self.parts.append(text)
        last = self.segments[-1] if self.segments else None
        if (last is not None and last.verbatim and verbatim and last.file == file
                and last.end == start and last.origin + (last.end - last.start) == origin):
            self.segments[-1] = Segment(last.start, self.size, file, last.origin, True)
        else:
            self.segments.append(Segment(start, self.size, file, origin, verbatim))


def _blank(text: str) -> str:
    """The text with every character but newlines turned into a space (keeps the lines)."""
    return re.sub(r"[^\n]", " ", text)


def _skip_string(text: str, i: int) -> int:
    """Index after the string literal starting at ``text[i] == '"'``."""
    j = i + 1
    while j < len(text):
        c = text[j]
        if c == "\\":
            j += 2
            continue
        if c == '"' or c == "\n":
            return j + 1
        j += 1
    return j


def _skip_comment(text: str, i: int) -> int:
    if text.startswith("//", i):
        j = text.find("\n", i)
        return len(text) if j < 0 else j
    j = text.find("*/", i + 2)
    return len(text) if j < 0 else j + 2


def _directive_end(text: str, i: int) -> int:
    """End of a directive's line (before the newline), following backslash continuations."""
    j = i
    while True:
        k = text.find("\n", j)
        if k < 0:
            return len(text)
        if text[k - 1:k] == "\\" or text[k - 2:k] == "\\\r":
            j = k + 1
            continue
        return k


def _strip_comments(text: str) -> str:
    out, i = [], 0
    while i < len(text):
        if text.startswith("//", i) or text.startswith("/*", i):
            i = _skip_comment(text, i)
            out.append(" ")
        elif text[i] == '"':
            j = _skip_string(text, i)
            out.append(text[i:j])
            i = j
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def _macro_args(text: str, i: int, where: str) -> tuple[list[str], int]:
    """The actual arguments of a macro call whose ``(`` is at ``text[i]``, and the index after ``)``."""
    depth, args, current, j = 0, [], [], i + 1
    while j < len(text):
        c = text[j]
        if c == '"':
            k = _skip_string(text, j)
            current.append(text[j:k])
            j = k
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0 and c == ")":
                args.append("".join(current).strip())
                return args, j + 1
            depth -= 1
        elif c == "," and depth == 0:
            args.append("".join(current).strip())
            current = []
            j += 1
            continue
        current.append(c)
        j += 1
    raise PreprocessError(f"{where}: a macro call's argument list does not end")


class Preprocessor:
    """One compilation: macros carry over from file to file in the order they are read."""

    def __init__(self, root: Path | None, include_dirs: list[str], defines: dict[str, str] | None = None,
                 texts: Mapping[str, str] | None = None):
        """``root``: the project folder the files are read from; or ``texts``: every file by project-relative
        path (a design held in memory, :class:`svafam.design.DesignUnderTest`), nothing read from disk."""
        if (root is None) == (texts is None):
            raise ValueError("a Preprocessor reads from a folder or from texts, one of them")
        self.root = root.resolve() if root is not None else None
        self.texts = dict(texts) if texts is not None else None
        self.include_dirs = list(include_dirs)
        self.macros: dict[str, Macro] = {n: Macro(n, None, str(v)) for n, v in (defines or {}).items()}
        self.sources: dict[str, str] = {}   # every file read, by project-relative path

    # ---- files ---------------------------------------------------------------------------

    def read_source(self, rel: str, text: str | None = None) -> str:
        if text is None and self.texts is not None:
            text = self.texts[rel]
        elif text is None:
            path = self.root / rel
            text = path.read_text(encoding="utf-8", errors="replace")
        self.sources[rel] = text
        return text

    def resolve_include(self, name: str, including: str, where: str) -> str:
        if os.path.isabs(name) or name.startswith("~") or "\\" in name:
            raise PreprocessError(f"{where}: `include \"{name}\": only paths relative to the project are allowed")
        if ".." in Path(name).parts:
            raise PreprocessError(f"{where}: `include \"{name}\": '..' may not leave the project")
        candidates = [Path(including).parent / name] + [Path(d) / name for d in self.include_dirs]
        for rel in candidates:
            if self.texts is not None:
                if rel.as_posix() in self.texts:
                    return rel.as_posix()
                continue
            path = self.root / rel
            if path.is_symlink():
                raise PreprocessError(f"{where}: `include \"{name}\": {rel} is a symbolic link (not followed)")
            if path.is_file():
                resolved = path.resolve()
                if self.root not in resolved.parents:
                    raise PreprocessError(f"{where}: `include \"{name}\" leaves the project")
                return resolved.relative_to(self.root).as_posix()
        looked = ", ".join(sorted({Path(c).parent.as_posix() or "." for c in candidates}))
        raise PreprocessError(f"{where}: `include \"{name}\": no such file (looked in {looked}); "
                              "name its folder with --include")

    def file(self, rel: str, text: str | None = None) -> Preprocessed:
        """The preprocessed text of one file (``text``: its working text, else read from the project)."""
        out = _Out()
        self._includes: list[str] = []
        self._timescale: str | None = None
        self._run(rel, self.read_source(rel, text), out, 0)
        return Preprocessed(rel, "".join(out.parts), out.segments, list(self._includes), self._timescale)

    # ---- the scan ------------------------------------------------------------------------

    def _line(self, rel: str, text: str, i: int) -> str:
        return f"{rel}:{text.count(chr(10), 0, i) + 1}"

    def _run(self, rel: str, text: str, out: _Out, depth: int) -> None:
        if depth > MAX_DEPTH:
            raise PreprocessError(f"{rel}: includes nested more than {MAX_DEPTH} deep")
        stack: list[list[bool]] = []   # per open ifdef: [active now, some branch taken]
        active = True
        i = n = 0
        n = len(text)
        pending = 0                     # start of the verbatim run not yet written

        def flush(upto: int) -> None:
            nonlocal pending
            if upto > pending:
                chunk = text[pending:upto]
                out.add(chunk if active else _blank(chunk), rel, pending, active)
            pending = upto

        while i < n:
            c = text[i]
            if c == "/" and text.startswith(("//", "/*"), i):
                i = _skip_comment(text, i)
                continue
            if c == '"':
                i = _skip_string(text, i)
                continue
            if c != "`":
                i += 1
                continue
            m = _IDENT.match(text, i + 1)
            where = self._line(rel, text, i)
            if text.startswith("``", i) or text.startswith('`"', i) or text.startswith("`\\", i):
                raise PreprocessError(f"{where}: token pasting and stringification (``, `\", `\\) are not supported")
            if m is None:
                raise PreprocessError(f"{where}: a backtick not followed by a directive or macro name")
            word = m.group(0)
            if word in _CONDITIONALS:
                flush(i)
                arg, end = None, m.end()
                if word in ("ifdef", "ifndef", "elsif"):
                    am = re.compile(r"[ \t]+([A-Za-z_][A-Za-z0-9_$]*)").match(text, m.end())
                    if am is None:
                        raise PreprocessError(f"{where}: `{word} needs a macro name")
                    arg, end = am.group(1), am.end()
                if word in ("ifdef", "ifndef"):
                    parent = all(s[0] for s in stack)
                    taken = parent and (arg in self.macros) == (word == "ifdef")
                    stack.append([taken, taken or not parent])   # an inactive parent takes no branch
                elif not stack:
                    raise PreprocessError(f"{where}: `{word} without `ifdef")
                elif word == "endif":
                    stack.pop()
                else:
                    top = stack[-1]
                    top[0] = not top[1] and (word == "else" or arg in self.macros)
                    top[1] = top[1] or top[0]
                out.add(_blank(text[i:end]), rel, i, False)
                active = all(s[0] for s in stack)
                i = pending = end
                continue
            if not active:
                i = m.end()
                continue
            flush(i)
            if word == "define":
                end = _directive_end(text, i)
                self._define(text[m.end():end], where)
                out.add(_blank(text[i:end]), rel, i, False)
            elif word == "undef":
                um = re.compile(r"[ \t]+([A-Za-z_][A-Za-z0-9_$]*)").match(text, m.end())
                if um is None:
                    raise PreprocessError(f"{where}: `undef needs a macro name")
                end = um.end()
                self.macros.pop(um.group(1), None)
                out.add(_blank(text[i:end]), rel, i, False)
            elif word == "include":
                im = re.compile(r"[ \t]*[\"<]([^\"<>\n]*)[\">]").match(text, m.end())
                if im is None:
                    raise PreprocessError(f"{where}: `include needs a file name in quotes")
                end = im.end()
                target = self.resolve_include(im.group(1), rel, where)
                self._includes.append(target)
                out.add(_blank(text[i:end]), rel, i, False)
                self._run(target, self.read_source(target), out, depth + 1)
            elif word in _BLANKED:
                end = _directive_end(text, i)
                if word == "timescale":
                    self._timescale = " ".join(text[m.end():end].split())
                out.add(_blank(text[i:end]), rel, i, False)
            else:
                macro = self.macros.get(word)
                if macro is None:
                    raise PreprocessError(f"{where}: macro `{word} is not defined (define it, or name it "
                                          "with --define)")
                end = m.end()
                args: list[str] = []
                if macro.params is not None:
                    k = end
                    while k < n and text[k] in " \t\r\n":
                        k += 1
                    if k >= n or text[k] != "(":
                        raise PreprocessError(f"{where}: macro `{word} takes arguments")
                    args, end = _macro_args(text, k, where)
                    if len(args) != len(macro.params):
                        raise PreprocessError(f"{where}: macro `{word} takes {len(macro.params)} arguments, "
                                              f"got {len(args)}")
                expansion = self._expand(macro, [self._expand_text(a, where, 1) for a in args], where, 1)
                # a macro expands on one line: keep the source's lines where the call spans several
                expansion = expansion.replace("\n", " ") + "\n" * text.count("\n", i, end)
                out.add(expansion, rel, i, False)
            i = pending = end
        flush(n)
        if stack:
            raise PreprocessError(f"{rel}: an `ifdef is not closed by `endif")

    def _define(self, rest: str, where: str) -> None:
        rest = rest.replace("\\\r\n", " ").replace("\\\n", " ")
        m = re.compile(r"[ \t]+([A-Za-z_][A-Za-z0-9_$]*)").match(rest)
        if m is None:
            raise PreprocessError(f"{where}: `define needs a macro name")
        name, body, params = m.group(1), rest[m.end():], None
        if body.startswith("("):
            close = body.find(")")
            if close < 0:
                raise PreprocessError(f"{where}: `define {name}( has no closing parenthesis")
            params = tuple(p.strip() for p in body[1:close].split(",") if p.strip())
            if any("=" in p or not _IDENT.fullmatch(p) for p in params):
                raise PreprocessError(f"{where}: `define {name}: default or unnamed macro arguments are not "
                                      "supported")
            body = body[close + 1:]
        body = _strip_comments(body).strip()
        if "``" in body or '`"' in body or "`\\" in body:
            raise PreprocessError(f"{where}: `define {name}: token pasting and stringification are not supported")
        self.macros[name] = Macro(name, params, body)

    def _expand(self, macro: Macro, args: list[str], where: str, depth: int) -> str:
        body = macro.body
        if macro.params:
            mapping = dict(zip(macro.params, args))
            body = _IDENT.sub(lambda mm: mapping.get(mm.group(0), mm.group(0))
                              if body[max(mm.start() - 1, 0):mm.start()] not in ("`", "$") else mm.group(0), body)
        return self._expand_text(body, where, depth + 1)

    def _expand_text(self, text: str, where: str, depth: int) -> str:
        """Macro calls inside a macro body or argument, expanded (no directives allowed there)."""
        if "`" not in text:
            return text
        if depth > MAX_DEPTH:
            raise PreprocessError(f"{where}: macros nested more than {MAX_DEPTH} deep (a macro that uses itself?)")
        out, i, size = [], 0, 0
        while i < len(text):
            c = text[i]
            if c == '"':
                j = _skip_string(text, i)
                out.append(text[i:j])
                i = j
                continue
            if c != "`":
                out.append(c)
                i += 1
                continue
            m = _IDENT.match(text, i + 1)
            if m is None or m.group(0) in {"define", "include", "undef"} | _CONDITIONALS:
                raise PreprocessError(f"{where}: a directive inside a macro is not supported")
            macro = self.macros.get(m.group(0))
            if macro is None:
                raise PreprocessError(f"{where}: macro `{m.group(0)} is not defined")
            end, args = m.end(), []
            if macro.params is not None:
                k = end
                while k < len(text) and text[k] in " \t":
                    k += 1
                if k >= len(text) or text[k] != "(":
                    raise PreprocessError(f"{where}: macro `{macro.name} takes arguments")
                args, end = _macro_args(text, k, where)
                if len(args) != len(macro.params):
                    raise PreprocessError(f"{where}: macro `{macro.name} takes {len(macro.params)} arguments, "
                                          f"got {len(args)}")
                args = [self._expand_text(a, where, depth + 1) for a in args]
            piece = self._expand(macro, args, where, depth)
            size += len(piece)
            if size > MAX_OUTPUT:
                raise PreprocessError(f"{where}: a macro expands past {MAX_OUTPUT} characters")
            out.append(piece)
            i = end
        return "".join(out)
