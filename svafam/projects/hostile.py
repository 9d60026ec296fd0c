"""What a user project may ask of the simulator: system tasks from a fixed list, files by plain names.

A project is hostile until checked: its code runs in Icarus Verilog, and Verilog can
reach the machine (``$system`` runs a shell command; ``$fopen``, ``$readmemh`` and
``$dumpfile`` open any path they are given). Every file the tool reads from a project
is scanned before any tool sees it:

* a system task or function must be on :data:`ALLOWED` (the language's own tasks for
  output, files, memories, dumps, time, math and conversion; nothing that runs a
  program or loads code);
* a task that opens a file must name it with a string literal: relative, inside the run
  folder (no ``..``, no absolute path, no ``~``, no backslash). A computed name cannot be
  checked and is refused;
* an absolute path (literal, or a string literal of the file that a computed name is
  built from) is also a known defect of published testbenches, which name their data by
  a folder of their author's machine: the scan names it ``absolute_file_path``, so that
  the refusal says what the project should change;
* a compiler directive cannot build a name (``` `` ```, ``` `" ```): refused by the
  preprocessor.

The scan reads the text as the lexer does (comments and strings are skipped, an escaped
identifier ``\\$system`` is an identifier, not a task), so a forbidden name in a
comment is no finding and one in a macro body is one.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import PurePosixPath

ALLOWED = frozenset("""
$display $displayb $displayh $displayo $write $writeb $writeh $writeo $strobe $strobeb $strobeh $strobeo
$monitor $monitorb $monitorh $monitoro $monitoron $monitoroff
$fopen $fclose $fdisplay $fdisplayb $fdisplayh $fdisplayo $fwrite $fwriteb $fwriteh $fwriteo
$fstrobe $fstrobeb $fstrobeh $fstrobeo $fmonitor $fmonitorb $fmonitorh $fmonitoro $fflush
$fgetc $fgets $fscanf $sscanf $fread $feof $ferror $rewind $fseek $ftell $ungetc
$sformat $sformatf $swrite $swriteb $swriteh $swriteo
$readmemb $readmemh $writememb $writememh
$dumpfile $dumpvars $dumpon $dumpoff $dumpall $dumpflush $dumplimit $dumpports
$finish $stop $time $stime $realtime $timeformat $printtimescale
$random $urandom $urandom_range $dist_uniform $dist_normal $dist_exponential $dist_poisson $dist_chi_square
$dist_t $dist_erlang
$signed $unsigned $clog2 $bits $size $high $low $left $right $increment $dimensions $unpacked_dimensions
$countones $onehot $onehot0 $isunknown $countbits
$itor $rtoi $bitstoreal $realtobits $shortrealtobits $bitstoshortreal
$ln $log10 $exp $sqrt $pow $floor $ceil $sin $cos $tan $asin $acos $atan $atan2 $hypot $sinh $cosh $tanh
$asinh $acosh $atanh
$test$plusargs $value$plusargs
$error $warning $info $fatal
""".split())

# tasks whose first argument is a file name, and whether they read it
FILE_TASKS = {"$fopen": None, "$readmemb": True, "$readmemh": True, "$writememb": False, "$writememh": False,
              "$dumpfile": False}

_TOKEN = re.compile(r"""
    (?P<comment>//[^\n]*|/\*.*?\*/)
  | (?P<string>"(?:\\.|[^"\\\n])*")
  | (?P<escaped>\\\S+)
  | (?P<system>\$[A-Za-z0-9_$]+)
  | (?P<ident>[A-Za-z_][A-Za-z0-9_$]*)
  | (?P<directive>`[A-Za-z_][A-Za-z0-9_$]*)
  | (?P<punct>[()\[\]{},;])
  | (?P<other>\S)
""", re.VERBOSE | re.DOTALL)


@dataclass(frozen=True)
class Token:
    kind: str
    value: str
    start: int


@dataclass
class Scan:
    """What a file asks for: problems (empty: allowed), and the files it reads and writes."""

    problems: list[str] = field(default_factory=list)
    reads: set[str] = field(default_factory=set)
    writes: set[str] = field(default_factory=set)
    dumps: bool = False           # calls $dumpfile/$dumpvars: its own waveform, which the tool neutralizes
    defect: str = ""              # the known kind of project defect behind the first problem, if it is one


def tokens(text: str) -> list[Token]:
    out = []
    for m in _TOKEN.finditer(text):
        kind = m.lastgroup
        if kind != "comment":
            out.append(Token(kind, m.group(0), m.start()))
    return out


def arguments(toks: list[Token], i: int) -> list[list[Token]] | None:
    """The top-level arguments of the call whose name is ``toks[i]`` (None: no parenthesis)."""
    if i + 1 >= len(toks) or toks[i + 1].value != "(":
        return None
    args, current, depth = [], [], 0
    for t in toks[i + 2:]:
        if t.value in "([{" and t.kind == "punct":
            depth += 1
        elif t.value in ")]}" and t.kind == "punct":
            if depth == 0:
                args.append(current)
                return args
            depth -= 1
        elif t.value == "," and depth == 0:
            args.append(current)
            current = []
            continue
        current.append(t)
    return args


def is_absolute(name: str) -> bool:
    return os.path.isabs(name) or name.startswith("~")


def plain_name_problem(name: str) -> str:
    """'' when ``name`` is a file name the run folder can hold; else why not."""
    if not name:
        return "an empty file name"
    if "\x00" in name or "\\" in name:
        return "a file name with a backslash or NUL"
    if is_absolute(name):
        return f"an absolute path ({name})"
    if ".." in PurePosixPath(name).parts:
        return f"a path leaving the run folder ({name})"
    return ""


def _absolute_literals(toks: list[Token]) -> list[Token]:
    return [t for t in toks if t.kind == "string" and is_absolute(t.value[1:-1])]


def scan(text: str, name: str, where_of=None) -> Scan:
    """``where_of(offset) -> "file:line"`` names a place of a preprocessed text in its source."""
    result = Scan()
    toks = tokens(text)

    def place(t: Token) -> str:
        return where_of(t.start) if where_of else f"{name}:{text.count(chr(10), 0, t.start) + 1}"

    def refuse(message: str, defect: str = "") -> None:
        if not result.problems:
            result.defect = defect
        result.problems.append(message)

    for i, t in enumerate(toks):
        if t.kind != "system":
            continue
        where = place(t)
        if t.value not in ALLOWED:
            refuse(f"{where}: system task {t.value} is not allowed in a project (it could reach the machine); "
                   "remove it")
            continue
        if t.value in ("$dumpfile", "$dumpvars"):
            result.dumps = True
        if t.value not in FILE_TASKS:
            continue
        args = arguments(toks, i)
        if not args or not args[0]:
            if t.value == "$dumpfile" and args is None:
                continue  # $dumpfile with no name: Icarus's default dump.vcd
            refuse(f"{where}: {t.value} without a file name")
            continue
        first = args[0]
        if len(first) != 1 or first[0].kind != "string":
            shown = " ".join(x.value for x in first)[:60]
            absolute = _absolute_literals(toks)
            if absolute:
                path = absolute[0].value if len(absolute[0].value) <= 120 else absolute[0].value[:117] + '..."'
                refuse(f"{where}: {t.value}: the file name is computed ({shown}) from an absolute path, "
                       f"{path} at {place(absolute[0])}: a folder of another machine; name the file by a "
                       "string literal relative to the project", "absolute_file_path")
            else:
                refuse(f"{where}: {t.value}: the file name must be a string literal (found {shown}); a computed "
                       "name cannot be checked")
            continue
        file_name = first[0].value[1:-1]
        problem = plain_name_problem(file_name)
        if problem:
            refuse(f"{where}: {t.value}: {problem} is not allowed: a project's files are named relative to it",
                   "absolute_file_path" if is_absolute(file_name) else "")
            continue
        reads = FILE_TASKS[t.value]
        if reads is None:  # $fopen: the mode says
            mode = ""
            if len(args) > 1:
                if len(args[1]) != 1 or args[1][0].kind != "string":
                    refuse(f"{where}: $fopen: the mode must be a string literal")
                    continue
                mode = args[1][0].value[1:-1]
            reads = mode.startswith("r") and "+" not in mode
        (result.reads if reads else result.writes).add(PurePosixPath(file_name).as_posix())
    return result
