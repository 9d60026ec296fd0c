"""A ``bitwuzla`` command line over the PyPI bindings, as yosys-smtbmc drives it.

smtbmc first runs ``bitwuzla --help`` and looks for ``--lang``; it then starts
``bitwuzla --lang smt2 [--time-limit MS]`` and talks SMT-LIB2 over the pipes,
one command at a time, waiting for each answer. So this reads standard input
incrementally, hands every complete top-level s-expression to the bindings'
parser, flushes the answer at once, and stops at ``(exit)`` or end of input.
It must never write to stderr: smtbmc merges stderr into the solver's replies.
"""

from __future__ import annotations

import os
import sys
import time

USAGE = """usage: bitwuzla [--lang smt2] [--time-limit MS] [--version] [--help]

SMT-LIB2 front end over the bitwuzla Python bindings (sva-families).
  --lang smt2        input language (only smt2 is accepted)
  --time-limit MS    time limit per satisfiability check, in milliseconds
  --version          print the bindings' version
"""


class SExprSplitter:
    """Cuts a character stream into complete top-level s-expressions."""

    def __init__(self) -> None:
        self.buf: list[str] = []
        self.depth = 0
        self.in_string = False
        self.in_quoted = False
        self.in_comment = False

    def feed(self, text: str) -> list[str]:
        done = []
        for ch in text:
            if self.in_comment:
                if ch == "\n":
                    self.in_comment = False
                continue
            if self.in_string:
                self.buf.append(ch)
                if ch == '"':
                    self.in_string = False  # a doubled "" re-enters on the next quote
                continue
            if self.in_quoted:
                self.buf.append(ch)
                if ch == "|":
                    self.in_quoted = False
                continue
            if ch == ";":
                self.in_comment = True
                continue
            if ch == '"':
                self.in_string = True
            elif ch == "|":
                self.in_quoted = True
            elif ch == "(":
                self.depth += 1
            elif ch == ")":
                self.depth -= 1
            if self.depth == 0 and not self.buf and ch.isspace():
                continue
            self.buf.append(ch)
            if self.depth == 0 and ch == ")":
                done.append("".join(self.buf))
                self.buf = []
        return done


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if "--help" in args or "-h" in args:
        sys.stdout.write(USAGE)
        return 0
    import bitwuzla  # deferred: --help must answer fast

    if "--version" in args:
        sys.stdout.write(f"{bitwuzla.version()}\n")
        return 0
    options = bitwuzla.Options()
    i = 0
    while i < len(args):
        arg = args[i]
        if arg == "--lang" and i + 1 < len(args):
            if args[i + 1] not in ("smt2", "smt2.6"):
                sys.stdout.write(f'(error "unsupported language {args[i + 1]}")\n')
                return 1
            i += 2
        elif arg == "--time-limit" and i + 1 < len(args):
            options.set(bitwuzla.Option.TIME_LIMIT_PER, int(args[i + 1]))
            i += 2
        else:
            sys.stdout.write(f'(error "unknown option {arg}")\n')
            return 1
    parser = bitwuzla.Parser(bitwuzla.TermManager(), options, "smt2", 2)
    splitter = SExprSplitter()
    stdin = sys.stdin
    solving = 0.0  # CPU seconds inside the solver, for the benchmark's solver floor
    try:
        while True:
            line = stdin.readline()
            if not line:
                break
            for command in splitter.feed(line):
                if command.replace(" ", "") == "(exit)":
                    sys.stdout.flush()
                    return 0
                start = time.process_time()
                try:
                    parser.parse(command, False, False)
                except bitwuzla.BitwuzlaException as err:
                    text = str(err).replace('"', "'")
                    sys.stdout.write(f'(error "{text}")\n')
                solving += time.process_time() - start
                sys.stdout.flush()
        return 0
    finally:
        log = os.environ.get("SVAFAM_SOLVER_LOG")
        if log:
            with open(log, "a") as f:
                f.write(f"bitwuzla {solving:.6f}\n")


if __name__ == "__main__":
    sys.exit(main())
