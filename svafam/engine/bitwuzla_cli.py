"""A ``bitwuzla`` command line over the PyPI bindings, as yosys-smtbmc drives it.

smtbmc first runs ``bitwuzla --help`` and looks for ``--lang``; it then starts
``bitwuzla --lang smt2 [--time-limit MS]`` and talks SMT-LIB2 over the pipes,
one command at a time, waiting for each answer. So this reads standard input
as it comes, hands all the complete top-level s-expressions that have arrived
to the bindings' parser in one call, flushes the answers at once, and stops
at ``(exit)``, at end of input, or after the first error (printed as
``(error "...")``, as smtbmc expects).
It must never write to stderr: smtbmc merges stderr into the solver's replies.
"""

from __future__ import annotations

import codecs
import os
import re
import sys
import time

USAGE = """usage: bitwuzla [--lang smt2] [--time-limit MS] [--version] [--help]

SMT-LIB2 front end over the bitwuzla Python bindings (sva-families).
  --lang smt2        input language (only smt2 is accepted)
  --time-limit MS    time limit per satisfiability check, in milliseconds
  --version          print the bindings' version
"""


# complete |quoted symbols| and "strings" ("" is an escaped quote), whose contents are not syntax
_QUOTED = re.compile(r'\|[^|]*\||"(?:[^"]|"")*"')


class CommandBatcher:
    """Collects input lines until they hold only complete top-level s-expressions.

    smtbmc ends every statement with a newline and waits for the answer only
    after a newline, so a batch ends at the first line end outside any
    parenthesis, string, ``|quoted symbol|`` or comment. Lines are counted
    at C speed once their complete quoted parts are cut out; only a line that
    opens a string or symbol it does not close is scanned character by
    character.
    """

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.depth = 0
        self.in_string = False
        self.in_quoted = False

    def feed(self, line: str) -> str | None:
        """Add one line; the batch of complete commands when it ends here, else None."""
        if self.in_string or self.in_quoted:
            self._scan(line)
        else:
            bare = _QUOTED.sub("", line) if ("|" in line or '"' in line) else line
            comment = bare.find(";")
            if comment >= 0:
                bare = bare[:comment]
            if "|" in bare or '"' in bare:
                self._scan(line)
            else:
                self.depth += bare.count("(") - bare.count(")")
        self.lines.append(line)
        if self.depth > 0 or self.in_string or self.in_quoted:
            return None
        batch = "".join(self.lines)
        self.lines = []
        self.depth = 0
        return batch if batch.strip() else None

    def _scan(self, line: str) -> None:
        for ch in line:
            if self.in_string:
                self.in_string = ch != '"'  # a doubled "" re-enters on the next quote
            elif self.in_quoted:
                self.in_quoted = ch != "|"
            elif ch == ";":
                return  # a comment runs to the end of the line
            elif ch == '"':
                self.in_string = True
            elif ch == "|":
                self.in_quoted = True
            elif ch == "(":
                self.depth += 1
            elif ch == ")":
                self.depth -= 1


def _is_exit(batch: str) -> bool:
    # every command passes here: only a short one can be (exit), whatever its spacing
    return len(batch) < 64 and "".join(batch.split()) == "(exit)"


def options_from_args(args: list[str]):
    """(bitwuzla.Options, None) for a session's command line, or (None, why not)."""
    import bitwuzla
    options = bitwuzla.Options()
    i = 0
    while i < len(args):
        arg = args[i]
        if arg == "--lang" and i + 1 < len(args):
            if args[i + 1] not in ("smt2", "smt2.6"):
                return None, f"unsupported language {args[i + 1]}"
            i += 2
        elif arg == "--time-limit" and i + 1 < len(args) and args[i + 1].isdigit():
            options.set(bitwuzla.Option.TIME_LIMIT_PER, int(args[i + 1]))
            i += 2
        else:
            return None, f"unknown option {arg}"
    return options, None


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if "--help" in args or "-h" in args:
        sys.stdout.write(USAGE)
        return 0
    import bitwuzla  # deferred: --help must answer fast

    if "--version" in args:
        sys.stdout.write(f"{bitwuzla.version()}\n")
        return 0
    options, problem = options_from_args(args)
    if options is None:
        sys.stdout.write(f'(error "{problem}")\n')
        return 1
    parser = bitwuzla.Parser(bitwuzla.TermManager(), options, "smt2", 2)
    solving = 0.0  # CPU seconds inside the solver, for the benchmark's solver floor
    log = os.environ.get("SVAFAM_SOLVER_LOG")

    def run(commands: list[str]) -> bool:
        """Parse and execute complete commands in one call; False after an error."""
        nonlocal solving
        start = time.process_time() if log else 0.0
        try:
            parser.parse("".join(commands), False, False)
            ok = True
        except bitwuzla.BitwuzlaException as err:
            text = str(err).replace('"', "'")
            sys.stdout.write(f'(error "{text}")\n')
            ok = False
        if log:
            solving += time.process_time() - start
        sys.stdout.flush()
        return ok

    try:
        for commands, ends in _command_groups(sys.stdin.fileno()):
            if commands and not run(commands):
                return 1  # like the solver's own binary: the first error ends the session
            if ends:
                break
        return 0
    finally:
        if log:
            with open(log, "a") as f:
                f.write(f"bitwuzla {solving:.6f}\n")


def _command_groups(fd: int):
    """(complete commands that have arrived, whether input ends after them), as input comes in.

    Everything that is already in the pipe goes to the solver in one call:
    smtbmc sends runs of declarations and asserts and only then a question,
    and one parse of the run costs about half of one parse per line. A
    group ends early at ``(exit)``.
    """
    batcher = CommandBatcher()
    decoder = codecs.getincrementaldecoder("utf-8")("replace")
    partial = ""
    while True:
        chunk = os.read(fd, 1 << 16)
        *complete, partial = (partial + decoder.decode(chunk, final=not chunk)).split("\n")
        lines = [line + "\n" for line in complete] + ([partial] if not chunk else [])
        commands = []
        for line in lines:
            batch = batcher.feed(line)
            if batch is None:
                continue
            if _is_exit(batch):
                yield commands, True
                return
            commands.append(batch)
        yield commands, not chunk
        if not chunk:
            return


if __name__ == "__main__":
    sys.exit(main())
