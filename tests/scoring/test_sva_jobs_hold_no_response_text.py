"""Why the SVA scorer's jobs may stay on the fast path: no text of a response ever reaches a tool.

A response is read into the property model (pyslang's tree, the project's expression AST) and the
monitor every job checks is printed from that model by the project (:mod:`svafam.formal.lower`):
labels become sanitized identifiers, expressions are reprinted over interface names only, and
comments, strings, action blocks, system tasks, directives and declarations are dropped or make
the property unsupported. So the scorer's jobs are not ``untrusted`` and keep the warm server.
This test plants responses whose text would be harmful if it reached Yosys (a ``$system``, a
``$readmemh``/``$fopen`` of ``/etc/passwd``, an ```include``, a NUL byte hiding a task) next to a
good property, captures every file of every job the scorer runs, and finds none of it there: with
the screen that refuses such responses (:mod:`svafam.scoring.screen`), and with the screen turned
off, where the reading and the lowering alone keep the text out.
"""

from __future__ import annotations

import re
import uuid

import pytest

import svafam.scoring.reading as reading
from svafam.engine import open_executor
from svafam.scoring.screen import Screen
from tests.scoring_helpers import TASK, one_family_dataset, score

GOOD = "assert property (@(posedge clk) disable iff (rst) kick |=> since_kick == 4'd0);"
TOKEN = uuid.uuid4().hex[:12]


def planted() -> dict[str, str]:
    touch = f'$system("touch /tmp/pwned_{TOKEN}")'
    return {
        "comments": f'// {touch}; $readmemh("/etc/passwd", m);\n/* $fopen("/etc/passwd") {TOKEN} */\n{GOOD}',
        "action block": f"assert property (@(posedge clk) disable iff (rst) kick |=> since_kick == 4'd0) "
                        f"else {touch};\n{GOOD}",
        "escaped label": f'\\$readmemh("/etc/passwd")_{TOKEN} : {GOOD}\n{GOOD}',
        "system function": f'assert property (@(posedge clk) kick |-> $fopen("/etc/passwd") != 0);\n{GOOD}',
        "string": f'assert property (@(posedge clk) kick |-> since_kick == "{TOKEN}");\n{GOOD}',
        "procedural": f"always @(posedge clk) begin {touch}; assert (kick); end\ninitial {touch};\n{GOOD}",
        "declarations": f'function int f_{TOKEN}(); {touch}; return 0; endfunction\n'
                        f'sequence s_{TOKEN}; kick ##1 $readmemh("/etc/passwd"); endsequence\n{GOOD}',
        "include": f'`include "/etc/passwd"\n{GOOD}',
        "nul byte": f"{GOOD}\n\0{touch};",
    }


HARMFUL = ("$system", "$readmemh", "$fopen", "/etc/passwd", "`include", "pwned")
# the one way a response's text reaches a job: its label, sanitized into the name of a check instance
CHECK_INSTANCE = re.compile(r"^\s*svafam_\w+ (\w+) \(")


class Spy:
    """The executor the scorer is given, keeping a copy of every file of every job it runs."""

    def __init__(self, executor):
        self.executor, self.timeout = executor, executor.timeout
        self.specs, self.files = [], {}

    def tool_versions(self):
        return self.executor.tool_versions()

    def run(self, specs, work_root, progress=None):
        for spec in specs:
            self.specs.append(spec)
            self.files.update({f"{spec.key}/{rel}": data.decode() for rel, data in spec.read_payload().items()})
        return self.executor.run(specs, work_root, progress)


# the screen's refusals are tested on their own (test_scoring_gaming.py); here the slow tier runs it too
@pytest.mark.parametrize("screened", [pytest.param(True, marks=pytest.mark.slow), False], ids=["screen on", "screen off"])
def test_no_text_of_a_response_reaches_the_scorers_jobs(toolchain, tmp_path, monkeypatch, screened):
    if not screened:
        monkeypatch.setattr(reading, "screen", lambda text: Screen())
    _, _, tasks = one_family_dataset(tmp_path)
    responses = planted()
    lines = [{"task_id": TASK, "sample": i, "response": r} for i, r in enumerate(responses.values())]
    with open_executor("local", toolchain) as ex:
        spy = Spy(ex)
        records, _ = score(tmp_path, tasks, lines, toolchain, executor=spy)
    assert spy.specs and spy.files, "the planted responses' good properties were never checked"
    for path, text in spy.files.items():
        found = [word for word in HARMFUL if word in text]
        assert not found, f"{path} holds {found} from a response"
        for line in text.splitlines():
            if TOKEN in line:
                named = CHECK_INSTANCE.match(line)
                assert named and TOKEN in named.group(1), f"{path}: a response's text outside a check's name: {line}"
    assert not any(spec.untrusted for spec in spy.specs)  # hence the fast path
    by_kind = dict(zip(responses, records))
    read = {kind for kind, record in by_kind.items() if record["read"]}
    if screened:
        assert read == {"comments", "escaped label", "string"}, read  # the rest refused before anything is read
    for kind in read:
        # what was read and compiled was checked: the good property is sound; the planted part scores nothing
        record = by_kind[kind]
        assert record["syntax_errors"] or any(p["soundness"] == "sound" for p in record["properties"]), (kind, record)
    if not screened:
        assert read >= {"action block", "procedural", "comments", "escaped label"}, read
