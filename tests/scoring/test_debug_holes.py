"""The wrong fixes the red team got past the debugging-fix checker (issue 34), and its poisoned cache.

On main, a negedge hidden behind a comment or an escaped identifier, and the clock used as data,
were proved "equivalent" in the one-step-per-cycle model; an overwritten verdict file made the
buggy code pass as its own fix; a generate loop of 60,000 registers grew the proof server past
3.5 GB. Each is planted here and caught.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

from svafam.engine import open_executor
from svafam.scoring.debug_fix import MEMORY_BYTES, FixChecker, FixResult, load_debug_tasks
from svafam.scoring.fix_candidate import check_fix
from svafam.tasks.interface import ports

ROOT = Path(__file__).resolve().parents[2]
M1 = load_debug_tasks(ROOT / "dataset")["timer_0007/m1"]
EXPIRED = "    assign expired = remaining == 3'd0;"


def fixed(old: str, new: str) -> str:
    assert old in M1.fixed
    return M1.fixed.replace(old, new)


WRONG = {
    "negedge behind a comment": fixed("always @(posedge clk)", "always @(negedge /* c */ clk)"),
    "negedge of an escaped name": fixed("always @(posedge clk)", "always @(negedge \\clk )"),
    "the clock as data": fixed(EXPIRED, "    assign expired = !clk ? (remaining == 3'd0) : !(remaining == 3'd0);"),
}


def test_wrong_fixes_that_passed_the_cycle_model_fail(toolchain, tmp_path):
    items = [(name, M1, code) for name, code in WRONG.items()] + [("gold", M1, M1.fixed)]
    with open_executor("local", toolchain, timeout=60) as ex:
        results = FixChecker(ex, use_cache=False).check(items, tmp_path / "traces")
    assert results["gold"].verdict == "pass" and results["gold"].proof["model"] == "cycle"
    for name in WRONG:
        r = results[name]
        assert (r.verdict, r.proof["model"]) == ("fail", "edge"), (name, r.verdict, r.detail)
        assert r.proof["why_clock_accurate"] and r.counterexample


def test_a_design_too_large_after_elaboration_is_refused_before_any_tool(toolchain):
    loop = fixed("endmodule", "    genvar i;\n    generate for (i = 0; i < 60000; i = i + 1) begin : g\n"
                              "        reg r;\n        always @(posedge clk) r <= tick;\n    end endgenerate\nendmodule")
    wide = fixed(EXPIRED, EXPIRED + "\n    reg [65535:0] huge;\n    always @(posedge clk) huge <= ~huge;")
    assert len(loop) < len(M1.fixed) + 200
    for code in (loop, wide):
        check = check_fix(code, M1.module, ports(M1.meta), set())
        assert check.reason == "over_limit" and check.problem.startswith("over a limit"), check.problem
    start = time.monotonic()
    with open_executor("local", toolchain, timeout=60) as ex:
        [r] = FixChecker(ex, use_cache=False).check([("loop", M1, loop)]).values()
    assert (r.verdict, r.reason) == ("refused", "over_limit") and r.proof is None
    assert time.monotonic() - start < 30


def test_every_proof_job_on_candidate_text_is_sandboxed_with_a_memory_limit_reported_as_over_a_limit(toolchain):
    seen = []

    class Spy:
        def __init__(self, ex):
            self.ex = ex

        def tool_versions(self):
            return self.ex.tool_versions()

        def run(self, specs, root, progress=None):
            seen.extend(specs)
            return self.ex.run(specs, root, progress)

    with open_executor("local", toolchain, timeout=60) as ex:
        FixChecker(Spy(ex), use_cache=False).check([("gold", M1, M1.fixed), ("neg", M1, WRONG["the clock as data"])])
    assert len(seen) == 2 and {s.memory_bytes for s in seen} == {MEMORY_BYTES}
    assert {s.untrusted for s in seen} == {True}  # in the sandbox, whatever the executor
    res = FixResult("refused")
    FixChecker._settle(res, M1, {"status": "ERROR", "limit": "memory",
                                 "message": "over a limit: the job ran out of memory"}, "k", None, cached=False)
    assert (res.verdict, res.reason) == ("error", "over_limit") and res.detail.startswith("over a limit")


FORGED = [{"status": "PASS"}, {"mac": "0" * 64, "value": {"status": "PASS"}}]  # unsealed; sealed with a wrong key


def test_a_poisoned_or_planted_verdict_does_not_pass_the_buggy_code(toolchain, tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    monkeypatch.setenv("SVAFAM_CACHE", str(cache))
    with open_executor("local", toolchain, timeout=60) as ex:
        [first] = FixChecker(ex).check([("buggy", M1, M1.buggy)]).values()
        assert first.verdict == "fail" and not first.proof["cached"]
        [entry] = list((cache / "debug-fix").glob("*.json"))
        doc = json.loads(entry.read_text())
        poisoned = {**doc, "value": {**doc["value"], "status": "PASS"}}  # the red team's edit: the verdict says PASS
        for forged in [poisoned, *FORGED]:
            entry.write_text(json.dumps(forged))
            checker = FixChecker(ex)
            [again] = checker.check([("buggy", M1, M1.buggy)]).values()
            assert again.verdict == "fail" and not again.proof["cached"], forged
            assert checker.cache.rejected == 1
        [cached] = FixChecker(ex).check([("buggy", M1, M1.buggy)]).values()
    assert cached.verdict == "fail" and cached.proof["cached"]  # its own sealed entry is believed
