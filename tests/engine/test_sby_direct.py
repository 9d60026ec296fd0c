"""Jobs run by engine.sby_direct match stock SBY: the same scripts and command lines, the same outcomes."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest

from svafam.engine import JobOutcome, open_executor, sby_direct
from svafam.engine.outcome import outcome_from_direct
from svafam.engine.sby_run import run_sby
from svafam.paths import SBY_TEMPLATES
from svafam.pipeline.validation import prepare
from tests.conftest import TIMER_SPEC, generate_into

# planted faults (below) make these come out as written; "sby" marks outcomes only SBY decides, None a race
EXPECTED = {
    "equivalence_v1": ("FAIL", "sby"),       # ABC's counterexample, replayed by SBY with smtbmc
    "equivalence_v2": ("PASS", "direct"),
    "gold_proof_v0": ("PASS", "direct"),
    "gold_proof_v1": ("FAIL", None),         # by the base case (direct), or by ABC (then SBY decides)
    "reachability_v0": ("PASS", "direct"),
    "reachability_v1": ("FAIL", "direct"),   # a cover is unreachable
    "distinguish_m0": ("PASS", "direct"),    # cover, with the witness trace
    "distinguish_m1": ("FAIL", "direct"),    # the "mutant" is the reference itself
    "gold_on_m1": ("PASS", "direct"),        # bounded check that finds nothing
    "gold_on_m2": ("FAIL", "direct"),
}


@pytest.fixture(scope="module")
def planted(tmp_path_factory, toolchain):
    """The timer family with faults planted, each job run directly (warm server) and by stock SBY."""
    family = generate_into(TIMER_SPEC, tmp_path_factory.mktemp("direct"))
    rtl = family / "rtl" / "sequential_priority.v"
    rtl.write_text(rtl.read_text().replace("remaining <= 3'd7;", "remaining <= 3'd6;"))
    reference = (family / "rtl" / "canonical_next.v").read_text()
    mutant = family / "mutants" / "ignore_tick.v"
    mutant.write_text(reference.replace("module timer_0007_canonical_next", "module timer_0007_mutant_ignore_tick"))
    plan = prepare(family)
    jobs = [j for j in plan.jobs if j.name in EXPECTED]
    keep = tmp_path_factory.mktemp("runs")
    with open_executor("local", toolchain) as executor:
        direct = {key.split("/")[-1]: result for key, result in
                  executor.run([j.spec(family) for j in jobs], keep / "direct").items()}
    stock = {}
    for job in jobs:
        workdir = keep / "stock" / job.name
        stock[job.name] = (run_sby(family / job.sby_file, workdir, toolchain, timeout=120), workdir)
    return family, plan, direct, stock


def differences(ours: JobOutcome, ours_dir: Path, theirs: JobOutcome, theirs_dir: Path, proof: bool) -> list[str]:
    """How a direct outcome differs from stock SBY's (nothing, for a correct runner)."""
    if ours.status != theirs.status:
        return [f"status {ours.status} vs {theirs.status}"]
    if ours.engine != theirs.engine:
        # proofs race ABC against k-induction, and what a failing proof reports is the winner's
        return [] if proof else [f"engine {ours.engine} vs {theirs.engine}"]
    found = [f"{field} {getattr(ours, field)} vs {getattr(theirs, field)}"
             for field in ("failed_properties", "step") if getattr(ours, field) != getattr(theirs, field)]
    found += [f"{field} differ" for field in ("reached_covers", "unreached_covers")
              if sorted(getattr(ours, field)) != sorted(getattr(theirs, field))]
    if (ours.trace_source is None) != (theirs.trace_source is None):
        found.append("one has a trace, the other not")
    elif ours.trace_source is not None:  # the same model, solver input and counterexample, byte for byte
        if ours.trace_source.relative_to(ours_dir) != theirs.trace_source.relative_to(theirs_dir):
            found.append("trace files named differently")
        elif ours.trace_source.read_bytes() != theirs.trace_source.read_bytes():
            found.append("traces differ")
    return found


def test_outcomes_match_stock_sby(planted):
    _, _, direct, stock = planted
    for name, (status, decided_by) in EXPECTED.items():
        ours, ours_dir = direct[name]
        assert ours.status == status and ours.decided_by == (decided_by or ours.decided_by), (name, ours.message)
        assert differences(ours, ours_dir, *stock[name], proof=name.startswith(("gold_proof", "equivalence"))) == [], name


def test_a_changed_model_script_is_caught(planted, toolchain, tmp_path, monkeypatch):
    family, plan, _, stock = planted
    job = next(j for j in plan.jobs if j.name == "distinguish_m0")
    shape = sby_direct.read_job((family / job.sby_file).read_text())
    real = sby_direct.model_scripts

    def planted_scripts(shape, workdir):  # a fault of the kind the comparison exists to catch
        return {k: v.replace("write_smt2 -wires", "write_smt2") for k, v in real(shape, workdir).items()}

    for scripts, expect_same in ((real, True), (planted_scripts, False)):
        monkeypatch.setattr(sby_direct, "model_scripts", scripts)
        workdir = tmp_path / scripts.__name__
        found = sby_direct.run(shape, (family / job.sby_file).parent, workdir, toolchain.run_env())
        ours = outcome_from_direct(found, 0.0)
        assert (differences(ours, workdir, *stock[job.name], proof=False) == []) == expect_same


AIGER_FILES = ("design_aiger.aig", "design_aiger.aim", "design_aiger.ywa")


def test_the_aiger_files_are_sbys(planted):
    """The AIGER script runs without SBY's last opt_clean and stat: the graph, its map and the witness map are SBY's."""
    _, _, direct, stock = planted
    compared = 0
    for name in EXPECTED:
        ours_dir, theirs_dir = direct[name][1] / "model", stock[name][1] / "model"
        if (theirs_dir / "design_aiger.aig").is_file():
            if EXPECTED[name][1] is None and direct[name][0].decided_by == "direct":
                # a race (see EXPECTED) the base case won: the AIGER model's run was stopped, its files missing or cut
                continue
            for file in AIGER_FILES:
                assert (ours_dir / file).read_bytes() == (theirs_dir / file).read_bytes(), (name, file)
            compared += 1
    assert compared >= 3


def test_a_changed_aiger_script_is_caught(planted, toolchain, tmp_path, monkeypatch):
    """The comparison above sees a change that does reach the files (here: the latches' initial values)."""
    family, plan, _, stock = planted
    job = next(j for j in plan.jobs if j.name == "equivalence_v2")
    shape = sby_direct.read_job((family / job.sby_file).read_text())
    real = sby_direct.model_scripts
    monkeypatch.setattr(sby_direct, "model_scripts", lambda shape, workdir: {
        k: v.replace("write_aiger -I -B -zinit", "write_aiger -I -B") for k, v in real(shape, workdir).items()})
    workdir = tmp_path / "planted"
    sby_direct.run(shape, (family / job.sby_file).parent, workdir, toolchain.run_env())
    theirs = stock[job.name][1] / "model"
    assert any((workdir / "model" / f).read_bytes() != (theirs / f).read_bytes() for f in AIGER_FILES)


def engine_commands(workdir: Path) -> list[list[str]]:
    """The engine command lines (arguments only) SBY started, from its log."""
    started = [line.split('starting process "', 1)[1].rstrip('"')
               for line in (workdir / "logfile.txt").read_text().splitlines()
               if "engine_" in line and 'starting process "' in line]
    return sorted(shlex.split(cmd.split("; ", 1)[1])[1:] for cmd in started
                  if " --yw " not in cmd and "yosys-witness" not in cmd)  # not SBY's replay of an ABC counterexample


def _without_dumps(args: list[str]) -> list[str]:
    out, skip = [], False
    for a in args:
        if skip:
            skip = False
        elif a.startswith("--dump-"):
            skip = True
        else:
            out.append(a)
    return out


def test_scripts_and_command_lines_are_sbys(planted, toolchain, tmp_path):
    family, plan, direct, stock = planted
    for job in plan.jobs:
        if job.name not in EXPECTED:
            continue
        _, workdir = stock[job.name]
        shape = sby_direct.read_job((family / job.sby_file).read_text())
        assert shape is not None, job.name
        scripts = sby_direct.model_scripts(shape, workdir)
        sbys = {p.name: p.read_text() for p in (workdir / "model").glob("*.ys")}
        if direct[job.name][0].decided_by == "sby" and "design_smt2.ys" not in scripts:  # SBY replayed ABC's
            sbys.pop("design_smt2.ys")                                                    # counterexample on it
        if "design_aiger.ys" in sbys:   # but the two lines that do not change the files (sby_direct.AIGER_DROPPED)
            sbys["design_aiger.ys"] = "".join(line for line in sbys["design_aiger.ys"].splitlines(keepends=True)
                                              if line.strip() not in sby_direct.AIGER_DROPPED)
        assert scripts == sbys, job.name
        ours = []
        if "abc pdr" in shape.engines:
            ours.append(["-c", sby_direct.ABC_PDR.format(i=0)])
        if shape.mode != "prove":
            ours.append(sby_direct.smtbmc_args(shape, 0))
        elif len(shape.engines) > 1:
            ours += [sby_direct.smtbmc_args(shape, 1, case) for case in ("basecase", "induction")]
        sbys_commands = engine_commands(workdir)
        if not shape.vcd:  # `vcd off`: SBY still writes three trace formats, the direct path none (by design)
            assert all(any(a.startswith("--dump-") for a in cmd) for cmd in sbys_commands), job.name
            sbys_commands = [_without_dumps(cmd) for cmd in sbys_commands]
        # a proof may end before SBY has started every engine of the race
        assert sbys_commands and all(cmd in ours for cmd in sbys_commands), job.name
        assert job.mode == "prove" or sbys_commands == sorted(ours), job.name
    # k-induction alone, so that SBY surely starts both of its runs
    proof = family / "formal" / "jobs" / "gold_proof_v0.sby"
    alone = proof.with_name("gold_proof_v0_kind.sby")
    alone.write_text(proof.read_text().replace("abc pdr\n", ""))
    assert run_sby(alone, tmp_path / "kind", toolchain, timeout=120).status == "PASS"
    shape = sby_direct.read_job(proof.read_text())
    assert engine_commands(tmp_path / "kind") == sorted(
        sby_direct.smtbmc_args(shape, 0, case) for case in ("basecase", "induction"))


def test_other_job_shapes_are_left_to_sby():
    text = (SBY_TEMPLATES / "reachability.sby").read_text()
    filled = text.replace("${depth}", "5").replace("${read}", "read_verilog -formal a.v").replace(
        "${top}", "a").replace("${files}", "a.v ../a.v")
    assert sby_direct.read_job(filled) is not None
    for changed in (filled.replace("smtbmc bitwuzla", "smtbmc yices"),   # another solver
                    filled.replace("depth 5", "depth 5\nmulticlock on"),  # an option the scripts depend on
                    filled.replace("mode cover", "mode live"),
                    filled.replace("a.v ../a.v", "/abs/a.v ../a.v"),
                    filled + "\n[tasks]\nx\n"):
        assert sby_direct.read_job(changed) is None, changed


def test_a_job_without_dumps_lists_each_property_once_at_its_step():
    out = "\n".join([
        "##   0:00:00  Checking cover reachability in step 0..",
        "##   0:00:00  Checking cover reachability in step 1..",
        "##   0:00:00  Reached cover statement in step 1 at job.monitor.C_A: CHECK",
        "##   0:00:00  Reached cover statement in step 1 at job.monitor.C_B: CHECK",
        "##   0:00:00  Checking cover reachability in step 2..",
        "##   0:00:00  Reached cover statement in step 2 at job.monitor.C_C: CHECK",
        "##   0:00:00  Status: PASSED",
    ])
    res = sby_direct.read_smtbmc(out, dumps=False)
    assert res.status == "PASS" and not res.untraced and res.first_vcd is None
    assert res.reached == [("job.monitor.C_A.CHECK", 1), ("job.monitor.C_B.CHECK", 1), ("job.monitor.C_C.CHECK", 2)]
    # read as a job with traces, the same output lacks them: SBY would call that an error
    assert sby_direct.read_smtbmc(out).untraced


def test_smtbmc_output_is_read_as_sby_reads_it():
    out = "\n".join([
        "##   0:00:00  Checking assertions in step 3..",
        "##   0:00:00  BMC failed!",
        "##   0:00:00  Assert failed in job.monitor.P2_RULE: CHECK",
        "##   0:00:00  Writing trace to VCD file: engine_0/trace0.vcd",
        "##   0:00:00  Writing trace to Yosys witness file: engine_0/trace0.yw",
        "##   0:00:00  Checking remaining assertions..",
        "##   0:00:00  Assert failed in job.monitor.P4_HOLD: CHECK",
        "##   0:00:00  Writing trace to VCD file: engine_0/trace1.vcd",
        "##   0:00:00  Status: FAILED",
    ])
    res = sby_direct.read_smtbmc(out)
    assert res.status == "FAIL" and res.first_vcd == "engine_0/trace0.vcd" and not res.untraced
    # SBY lists P2 under both traces (no step line in between), each once
    assert res.failed == [("job.monitor.P2_RULE.CHECK", 3), ("job.monitor.P2_RULE.CHECK", 3),
                          ("job.monitor.P4_HOLD.CHECK", 3)]
    assert sby_direct.read_smtbmc(out.replace("Writing trace to VCD file: engine_0/trace1.vcd", "")).untraced is False
    no_trace = "##   0:00:00  Checking assertions in step 1..\n##   0:00:00  Assert failed in j.P: CHECK\n"
    assert sby_direct.read_smtbmc(no_trace + "##   0:00:00  Status: FAILED").untraced  # SBY: an error
    assert sby_direct.read_smtbmc("##   0:00:00  Status: PREUNSAT").status == "ERROR"


def _proof(planted, name: str):
    family, plan, _, _ = planted
    job = next(j for j in plan.jobs if j.name == name)
    return sby_direct.read_job((family / job.sby_file).read_text()), (family / job.sby_file).parent


def test_pdr_alone_decides_an_easy_proof(planted, toolchain, tmp_path):
    shape, sby_dir = _proof(planted, "gold_proof_v0")
    # a long head start, so that a loaded machine cannot let k-induction in
    found = sby_direct.run(shape, sby_dir, tmp_path / "w", dict(toolchain.run_env(), SVAFAM_PDR_HEAD_START="60"))
    assert (found["status"], found["engine"]) == ("PASS", "abc pdr")
    assert not (tmp_path / "w" / "model" / "design_smt2.log").exists()  # k-induction never started
    # with no head start, k-induction races PDR from the start, as under SBY
    env = dict(toolchain.run_env(), SVAFAM_PDR_HEAD_START="0")
    found = sby_direct.run(shape, sby_dir, tmp_path / "race", env)
    assert found["status"] == "PASS" and (tmp_path / "race" / "model" / "design_smt2.log").exists()


def test_k_induction_joins_when_pdr_takes_long(planted, toolchain, tmp_path):
    shape, sby_dir = _proof(planted, "gold_proof_v0")
    env = toolchain.run_env()
    slow = tmp_path / "slow-abc"
    slow.write_text(f'#!/bin/sh\nsleep 60\nexec "{env["ABC"]}" "$@"\n')
    slow.chmod(0o755)
    env = dict(env, ABC=str(slow), SVAFAM_PDR_HEAD_START="0.2")
    found = sby_direct.run(shape, sby_dir, tmp_path / "w", env)  # the stopped ABC must not hold this up
    assert (found["status"], found["engine"]) == ("PASS", "smtbmc bitwuzla")
    assert sby_direct.pdr_head_start({"SVAFAM_PDR_HEAD_START": "x"}) == sby_direct.PDR_HEAD_START


def test_pdr_after_signal_correspondence_is_sbys(planted, toolchain, tmp_path):
    """The project miters' prover (``abc &get; &scorr; &put; pdr``): the command line SBY starts, and its
    verdicts: PASS decided here, a counterexample (the planted fault of equivalence_v1) replayed by SBY."""
    family, plan, _, _ = planted
    for name, status in (("equivalence_v2", "PASS"), ("equivalence_v1", "FAIL")):
        job = next(j for j in plan.jobs if j.name == name)
        text = (family / job.sby_file).read_text()
        assert "\nabc pdr\n" in text, name
        sby_file = (family / job.sby_file).with_name(f"{name}_scorr.sby")
        sby_file.write_text(text.replace("\nabc pdr\n", f"\n{sby_direct.SCORR_PDR}\n"))
        shape = sby_direct.read_job(sby_file.read_text())
        assert shape is not None and shape.engines == (sby_direct.SCORR_PDR,)
        stock = run_sby(sby_file, tmp_path / f"{name}-stock", toolchain, timeout=120)
        assert stock.status == status, (name, stock.message)
        assert engine_commands(tmp_path / f"{name}-stock") == [["-c", sby_direct.ABC_SCORR_PDR.format(i=0)]]
        found = sby_direct.run(shape, sby_file.parent, tmp_path / f"{name}-direct", toolchain.run_env())
        if status == "PASS":
            assert (found["status"], found["engine"]) == ("PASS", sby_direct.SCORR_PDR)
        else:
            assert found is None   # ABC's counterexample: SBY replays it (the executor runs the job again there)
