"""The first look at a response's text, with slang's own lexer and no preprocessor: what is refused.

A response is compiled from memory. Nothing in it may make a tool read or write a file
of the machine, so before anything parses it, the raw tokens are screened:

* compiler directives and macros are refused (`` `include`` reads a file; a macro can
  expand to anything), except three that only set defaults: `` `timescale``,
  `` `default_nettype``, `` `resetall``;
* system tasks and functions that touch files or the shell are refused (``$readmemh``,
  ``$fopen``, ``$system``, ...);
* a NUL byte is refused: tools disagree on it (slang reads past it with an error, a
  tool reading C strings stops there), so no reader may score a different text than another.

Each refusal is a named problem; a refused response is not compiled. Slang's lexer sees
comments and strings exactly as its parser will, so a directive cannot hide from this
screen inside something that looks like a comment. The screen also measures bracket
nesting, so a deeply nested response is turned away before any parser recurses into it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pyslang

_T = pyslang.parsing.TokenKind

ALLOWED_DIRECTIVES = frozenset({"`timescale", "`default_nettype", "`resetall"})

# IEEE 1800-2017 ch. 21 (I/O), 21.7 (VCD), 20.x and common simulator extensions
FILE_TASKS = frozenset({
    "$fopen", "$fclose", "$fdisplay", "$fdisplayb", "$fdisplayh", "$fdisplayo", "$fwrite", "$fwriteb",
    "$fwriteh", "$fwriteo", "$fstrobe", "$fstrobeb", "$fstrobeh", "$fstrobeo", "$fmonitor", "$fmonitorb",
    "$fmonitorh", "$fmonitoro", "$fgetc", "$ungetc", "$fgets", "$fscanf", "$fread", "$fseek", "$ftell",
    "$rewind", "$fflush", "$ferror", "$feof", "$readmemb", "$readmemh", "$writememb", "$writememh",
    "$dumpfile", "$dumpvars", "$dumpports", "$dumpportsall", "$dumpportsflush", "$dumpportslimit",
    "$dumpportsoff", "$dumpportson", "$dumpall", "$dumpflush", "$dumplimit", "$dumpoff", "$dumpon",
    "$sdf_annotate", "$input", "$key", "$nokey", "$log", "$nolog", "$save", "$restart", "$incsave",
    "$list", "$system", "$sreadmemb", "$sreadmemh", "$test$plusargs", "$value$plusargs", "$getenv",
})

_OPEN = {_T.OpenParenthesis, _T.OpenBracket, _T.OpenBrace, _T.ApostropheOpenBrace}
_CLOSE = {_T.CloseParenthesis, _T.CloseBracket, _T.CloseBrace}


@dataclass
class Screen:
    refused: list[str] = field(default_factory=list)  # one named problem per refused token
    depth: int = 0                                     # deepest bracket nesting


def screen(text: str, name: str = "response") -> Screen:
    out = Screen()
    nul = text.find("\0")
    if nul >= 0:
        line = text.count("\n", 0, nul) + 1
        out.refused.append(f"line {line}: a NUL byte refused (the text after it would be read by some tools and "
                           "not by others)")
    sm = pyslang.SourceManager()
    buffer = sm.assignText(name, text)
    lexer = pyslang.parsing.Lexer(buffer, pyslang.BumpAllocator(), pyslang.Diagnostics(), sm)
    depth = 0
    while True:
        tok = lexer.lex()
        kind = tok.kind
        if kind == _T.EndOfFile:
            return out
        if kind in _OPEN:
            depth += 1
            out.depth = max(out.depth, depth)
        elif kind in _CLOSE:
            depth = max(0, depth - 1)
        elif kind == _T.Directive and tok.rawText not in ALLOWED_DIRECTIVES:
            where = f"line {sm.getLineNumber(tok.location)}"
            what = "compiler directive" if tok.rawText[1:] in _DIRECTIVES else "macro"
            out.refused.append(f"{where}: {what} {tok.rawText} refused (responses are compiled from memory: "
                               f"no file is read and no macro expanded)")
        elif kind == _T.SystemIdentifier and tok.rawText in FILE_TASKS:
            where = f"line {sm.getLineNumber(tok.location)}"
            out.refused.append(f"{where}: system task {tok.rawText} refused (it reaches files or the shell)")


_DIRECTIVES = frozenset({
    "include", "define", "undef", "undefineall", "ifdef", "ifndef", "elsif", "else", "endif", "line",
    "pragma", "begin_keywords", "end_keywords", "celldefine", "endcelldefine", "unconnected_drive",
    "nounconnected_drive", "default_decay_time", "default_trireg_strength", "delay_mode_distributed",
    "delay_mode_path", "delay_mode_unit", "delay_mode_zero", "protect", "endprotect", "uselib",
    "__FILE__", "__LINE__", "timescale", "default_nettype", "resetall",
})
