"""What a testbench run shows, as rows of text fields, and the testbench verdict on two of them.

Two ways of observing (the project file's ``testbench.observe``):

``csv``  the trace files the testbench writes (CirFix's testbenches ``$fwrite`` a CSV-like
         line of outputs per time step): one row per line, fields split at commas.
``vcd``  the design top's ports, dumped by the tool (``$dumpvars`` of the design instance):
         one row per time stamp at which a port changed, the time first, then every port's
         value as the simulator wrote it (``x`` and ``z`` included).

The rule (VeriBugBench's): the rows of two runs are compared over their common prefix,
every field as text (``x``/``z`` are values like any other); a mutant is *observable*
when some row of that prefix differs. Rows past the shorter run's end are not compared.

This module uses the standard library only: every instance folder carries a copy of it
(``svafam_compare.py``) so that ``reproduce.sh`` can compare two traces without the tool.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path

Row = tuple[str, ...]


@dataclass(frozen=True)
class Difference:
    row: int          # 0-based row of the observed trace
    field: int        # 0-based field of that row
    clean: str
    mutant: str

    def describe(self, labels: tuple[str, str] = ("clean", "mutant")) -> str:
        return (f"row {self.row + 1}, field {self.field + 1}: {self.clean!r} ({labels[0]}) vs "
                f"{self.mutant!r} ({labels[1]})")


_SPACE_IN_LINE = re.compile(r"[^\S\n]")


def csv_rows(text: str) -> list[Row]:
    # a trace of hundreds of thousands of rows (sdram_controller's, each mutant's): fields with no space to strip,
    # the common case, are split alone, in half the time
    if _SPACE_IN_LINE.search(text) is None:
        return [tuple(line.split(",")) for line in text.splitlines()]
    return [tuple(f.strip() for f in line.split(",")) for line in text.splitlines()]


def read_csv(paths: list[Path]) -> list[Row]:
    rows: list[Row] = []
    for path in paths:
        if path.is_file():
            rows += csv_rows(path.read_text(encoding="utf-8", errors="replace"))
    return rows


def _pad(value: str, size: int) -> str:
    value = value.lower()
    return value.rjust(size, value[0] if value[:1] in ("x", "z") else "0")


def vcd_rows(path: Path, scope: list[str], ports: list[str]) -> tuple[list[Row], int, str]:
    """Rows of the ports in ``scope`` (scope names from the root), the last time stamp, and the VCD's
    time scale (``1ps`` ...). A VCD cut short (a run killed at its watchdog) gives what it has."""
    if not path.is_file():
        return [], 0, ""
    wanted = {name: i for i, name in enumerate(ports)}
    codes: dict[str, list[tuple[int, int]]] = {}
    values = ["x"] * len(ports)
    rows: list[Row] = []
    stack: list[str] = []
    time, dirty, timescale = 0, False, ""
    words = path.read_text(encoding="utf-8", errors="replace").split()
    pos = 0

    def take() -> str:
        nonlocal pos
        pos += 1
        return words[pos - 1] if pos - 1 < len(words) else "$end"

    def skip_to_end() -> list[str]:
        found = []
        while pos < len(words):
            t = take()
            if t == "$end":
                break
            found.append(t)
        return found

    while pos < len(words):
        tok = take()
        if tok == "$timescale":
            timescale = "".join(skip_to_end())
        elif tok == "$scope":
            parts = skip_to_end()
            stack.append(parts[1] if len(parts) > 1 else "")
        elif tok == "$upscope":
            if stack:
                stack.pop()
            skip_to_end()
        elif tok == "$var":
            parts = skip_to_end()
            if len(parts) >= 4 and stack == scope and parts[3] in wanted and parts[1].isdigit():
                codes.setdefault(parts[2], []).append((wanted[parts[3]], int(parts[1])))
        elif tok in ("$dumpvars", "$dumpall", "$dumpon", "$dumpoff", "$end", "$enddefinitions"):
            continue
        elif tok.startswith("$"):
            skip_to_end()
        elif tok.startswith("#"):
            if not tok[1:].isdigit():
                continue
            new = int(tok[1:])
            if dirty and new != time:
                rows.append((str(time),) + tuple(values))
                dirty = False
            time = new
        elif tok[0] in "bB":
            value, code = tok[1:], take()
            for i, size in codes.get(code, ()):
                text = _pad(value, size)
                if values[i] != text:
                    values[i], dirty = text, True
        elif tok[0] in "rRsS":
            take()   # a real or string value: no port of a Verilog design
        elif tok[0] in "01xXzZ" and len(tok) > 1:
            for i, size in codes.get(tok[1:], ()):
                text = _pad(tok[0], size)
                if values[i] != text:
                    values[i], dirty = text, True
    if dirty:
        rows.append((str(time),) + tuple(values))
    return rows, time, timescale


def first_difference(clean: list[Row], mutant: list[Row]) -> Difference | None:
    """The first differing field in the rows both traces have (VeriBugBench's rule)."""
    for r, (a, b) in enumerate(zip(clean, mutant)):
        if a != b:
            for f in range(max(len(a), len(b))):
                x = a[f] if f < len(a) else ""
                y = b[f] if f < len(b) else ""
                if x != y:
                    return Difference(r, f, x, y)
    return None


def main(argv: list[str]) -> int:
    """``svafam_compare.py csv CLEAN... -- MUTANT...`` or ``svafam_compare.py vcd SCOPE PORTS CLEAN MUTANT``
    (scope dotted, ports comma-separated): prints the first difference; exit 1 when observable."""
    if argv[:1] == ["csv"] and "--" in argv:
        cut = argv.index("--")
        clean, mutant = read_csv([Path(p) for p in argv[1:cut]]), read_csv([Path(p) for p in argv[cut + 1:]])
    elif argv[:1] == ["vcd"] and len(argv) == 5:
        scope, ports = argv[1].split("."), argv[2].split(",")
        clean, mutant = vcd_rows(Path(argv[3]), scope, ports)[0], vcd_rows(Path(argv[4]), scope, ports)[0]
    else:
        print(main.__doc__)
        return 2
    diff = first_difference(clean, mutant)
    if diff is None:
        print(f"not observable: {min(len(clean), len(mutant))} common rows are equal")
        return 0
    print(f"observable: {diff.describe()}")
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
