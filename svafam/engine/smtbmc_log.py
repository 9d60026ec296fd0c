"""The lines of yosys-smtbmc's output that SBY reads: steps, status, properties, traces."""

from __future__ import annotations

import re

STEP = re.compile(r"^## [0-9: ]+ .* in step ([0-9]+)\.\.")
STATUS = re.compile(r"^## [0-9: ]+ Status: (FAILED|PASSED|PREUNSAT)")
UNEXPECTED = re.compile(r"^## [0-9: ]+ Unexpected response from solver:")
ASSERT = re.compile(r"^## [0-9: ]+ Assert failed in ([^:]+): (\S+)(?: \((\S+)\))?")
REACHED = re.compile(r"^## [0-9: ]+ Reached cover statement in step \d+ at ([^:]+): (\S+)(?: \((\S+)\))?")
UNREACHED = re.compile(r"^## [0-9: ]+ Unreached cover statement at ([^:]+): (\S+)(?: \((\S+)\))?")
TRACE = re.compile(r"^## [0-9: ]+ Writing trace to (VCD|Yosys witness) file: (\S+)")


def property_name(match: re.Match) -> str:
    """The hierarchical name SBY's summary prints for a property smtbmc reported."""
    path = [m[1] or m[0] for m in re.findall(r"(\\([^ ]*) |[^\.]+)(?:\.|$)", match[1])]
    return ".".join(path + [match[3] or match[2]])
