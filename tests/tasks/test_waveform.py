from __future__ import annotations

import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from svafam.tasks.waveform import (
    Signal,
    Waveform,
    WaveformError,
    compare,
    first_divergence,
    pick,
    read_vcd,
    to_svg,
    to_table,
    to_vcd,
    to_wavedrom,
)

ROOT = Path(__file__).resolve().parents[2]
TRACE = ROOT / "dataset" / "timer_0007" / "evidence" / "traces" / "distinguish_m1.vcd"
INS, OUTS = ["rst", "load", "tick"], ["remaining", "expired"]


def clean_vs_buggy(path: Path) -> Waveform:
    trace = read_vcd(path, INS + [f"design_{d}.{o}" for d in "ab" for o in OUTS])
    return compare(pick(trace, INS), pick(trace, {o: f"design_a.{o}" for o in OUTS}),
                   pick(trace, {o: f"design_b.{o}" for o in OUTS}))


def test_reads_the_suites_distinguishing_trace_cycle_by_cycle():
    view = clean_vs_buggy(TRACE)
    # m1 ignores tick: after load (cycle 1) both hold 7; the tick of cycle 2 shows in cycle 3
    assert view.cycles == 6
    assert view.signal("inputs.rst").values == (1, 0, 0, 0, 0, 0)
    assert view.signal("inputs.load").values == (0, 1, 0, 0, 0, 0)
    assert view.signal("inputs.tick").values == (0, 0, 1, 0, 0, 0)
    assert view.signal("clean.remaining").values == (0, 0, 7, 6, 6, 6)
    assert view.signal("buggy.remaining").values == (0, 0, 7, 7, 7, 7)
    assert view.signal("clean.remaining").width == 3
    assert view.marker == 3


def test_default_selection_is_the_top_scope_without_the_clock():
    trace = read_vcd(TRACE)
    names = [s.name for s in trace.signals]
    assert "clk" not in names and "load" in names and "a_remaining" in names
    assert not any("." in n for n in names)
    # the full path from the root names the same signal
    assert read_vcd(TRACE, ["job_distinguish_m1.design_b.remaining"]).signals[0].values == (0, 0, 7, 7, 7, 7)


def _code(text: str, scope: str, name: str) -> str:
    block = text.split(f"$scope module {scope} $end")[1].split("$upscope")[0]
    [code] = [line.split()[3] for line in block.splitlines()
              if line.split()[:1] == ["$var"] and line.split()[4] == name]
    return code


def test_a_planted_divergence_is_marked_where_it_was_planted(tmp_path):
    """design_b's count is 7 in cycle 2 like design_a's; plant a 5 there and the marker must move to 2."""
    text = TRACE.read_text()
    code = _code(text, "design_b", "remaining")
    at_20 = text.split("#20\n")[1].split("#25")[0]
    assert f"b111 {code}\n" in at_20
    planted = text.replace("#20\n" + at_20, "#20\n" + at_20.replace(f"b111 {code}\n", f"b101 {code}\n"))
    faulty = tmp_path / "faulty.vcd"
    faulty.write_text(planted)
    view = clean_vs_buggy(faulty)
    assert view.marker == 2
    assert view.signal("buggy.remaining").values == (0, 0, 5, 7, 7, 7)
    # and a design compared with itself has no divergence
    trace = read_vcd(TRACE, INS + [f"design_a.{o}" for o in OUTS])
    same = pick(trace, {o: f"design_a.{o}" for o in OUTS})
    assert compare(pick(trace, INS), same, same).marker is None


VCD_FALLING = """$timescale 1ns $end
$scope module top $end
$var wire 1 ! clk $end
$var wire 4 " d $end
$var wire 1 # q $end
$upscope $end
$enddefinitions $end
#0
0!
b0000 "
0#
#5
1!
b0011 "
#10
0!
b0111 "
1#
#15
1!
#20
0!
bx010 "
#25
1!
z#
"""


def test_values_are_sampled_at_each_rising_edge_after_that_timestamps_changes(tmp_path):
    path = tmp_path / "t.vcd"
    path.write_text(VCD_FALLING)
    wave = read_vcd(path)
    # edges at 5, 15, 25; a changed at 5 counts for that edge; x and z bits give None
    assert wave.cycles == 3
    assert wave.signal("d").values == (3, 7, None)
    assert wave.signal("q").values == (0, 1, None)


EDGE_TRACE = ROOT / "dataset" / "timer_0007" / "mutation" / "traces" / "v0-EdgeFlip-13b3f011.vcd"


def edge_view() -> Waveform:
    """The pool's clock-accurate trace of a posedge -> negedge mutant, a row per clock edge."""
    ins = ["clk", "rst", "load", "tick"]
    wave = read_vcd(EDGE_TRACE, [f"inputs.{i}" for i in ins] + [f"{d}.{o}" for d in ("clean", "mutant") for o in OUTS],
                    clock="inputs.clk", edges="both")
    return compare(pick(wave, {i: f"inputs.{i}" for i in ins}), pick(wave, {o: f"clean.{o}" for o in OUTS}),
                   pick(wave, {o: f"mutant.{o}" for o in OUTS}), start=3)


def test_a_clock_accurate_trace_is_read_a_row_per_clock_edge():
    view = edge_view()
    assert view.unit == "step" and view.cycles == 5
    assert view.signal("inputs.clk").values == (0, 1, 0, 1, 0)
    assert view.signal("inputs.load").values == (0, 0, 0, 1, 0)
    # the negedge register loads 7 on the falling edge of step 4; the clean one waits for the next rising edge
    assert view.signal("clean.remaining").values[3:] == (0, 0)
    assert view.signal("buggy.remaining").values[3:] == (0, 7)
    assert view.marker == 4
    # read a row per rising edge, the same trace never shows the difference: why steps are needed
    assert read_vcd(EDGE_TRACE, ["clean.remaining", "mutant.remaining"], clock="inputs.clk").cycles == 2
    with pytest.raises(WaveformError, match="edges 'falling'"):
        read_vcd(EDGE_TRACE, clock="inputs.clk", edges="falling")


def test_steps_render_with_the_clock_as_a_signal_and_round_trip(tmp_path):
    view = edge_view()
    table = to_table(view).splitlines()
    assert table[0].split("|")[1].strip() == "step" and "inputs.clk" in table[0]
    assert table[-1] == "* step 4: first diverging step"
    source = to_wavedrom(view, "edge")
    inputs = source["signal"][0]
    assert inputs[0] == "inputs" and inputs[1] == {"name": "clk", "wave": "01010", "node": "....M"}
    assert source["edge"] == ["M-N step 4"] and not any(isinstance(lane, dict) for lane in source["signal"])
    assert "step 4" in "".join(ET.fromstring(to_svg(view, "edge")).itertext())
    path = tmp_path / "steps.vcd"
    path.write_text(to_vcd(view))
    back = read_vcd(path, [s.label for s in view.signals], clock="inputs.clk", edges="both")
    assert [s.values for s in back.signals] == [s.values for s in view.signals] and back.unit == "step"
    with pytest.raises(WaveformError, match="units differ"):
        compare(pick(view, ["inputs.rst"]), Waveform((Signal("remaining", 3, (0,) * 5),), 5),
                pick(view, {"remaining": "buggy.remaining"}))


def test_first_divergence_counts_unknown_against_known_but_not_unknown_against_unknown():
    a = Waveform((Signal("o", 2, (1, None, None, 2)),), 4)
    b = Waveform((Signal("o", 2, (1, None, 3, 2)),), 4)
    assert first_divergence(a, b) == 2
    assert first_divergence(a, a) is None
    with pytest.raises(WaveformError, match="share no signal"):
        first_divergence(a, Waveform((Signal("p", 1, (0, 0, 0, 0)),), 4))


def test_table_is_compact_and_stars_the_marked_cycle():
    view = clean_vs_buggy(TRACE)
    table = to_table(view)
    lines = table.splitlines()
    assert lines[0].split("|")[1:-1] == [" cycle ", " inputs.rst ", " inputs.load ", " inputs.tick ",
                                         " clean.remaining ", " clean.expired ", " buggy.remaining ", " buggy.expired "]
    row3 = [c.strip() for c in lines[5].split("|")[1:-1]]
    assert row3 == ["3*", "0", "0", "0", "6", "0", "7", "0"]
    assert lines[-1] == "* cycle 3: first diverging cycle"
    assert "*" not in to_table(Waveform(view.signals, view.cycles))


def test_wavedrom_lanes_groups_red_values_and_the_marker_line():
    source = to_wavedrom(clean_vs_buggy(TRACE), title="timer_0007 m1")
    clk, inputs, clean, buggy = source["signal"]
    assert clk == {"name": "clk", "wave": "p.....", "node": "...M"}
    assert inputs[0] == "inputs" and inputs[3] == {"name": "tick", "wave": "0.10.."}
    assert clean[1] == {"name": "remaining", "wave": "=.==..", "data": ["0", "7", "6"]}
    # the buggy 7 from cycle 3 on differs from the clean 6: a red brick, even though the value repeats
    assert buggy[1] == {"name": "remaining", "wave": "=.=9..", "data": ["0", "7", "7"]}
    assert buggy[2]["node"] == "...N"
    assert source["edge"] == ["M-N cycle 3"]
    assert source["head"] == {"tick": 0, "text": "timer_0007 m1"}


def test_svg_is_rendered_well_formed_and_marks_the_cycle():
    svg = to_svg(clean_vs_buggy(TRACE), title="timer_0007 m1")
    root = ET.fromstring(svg)
    assert root.tag.endswith("svg")
    texts = ["".join(t.itertext()) for t in root.iter() if t.tag.endswith("text")]
    assert "cycle 3" in texts and "timer_0007 m1" in texts and "remaining" in texts
    assert svg == to_svg(clean_vs_buggy(TRACE), title="timer_0007 m1")
    # only the brick shapes the lanes use are kept, and every one they use is there
    xlink = "{http://www.w3.org/1999/xlink}href"
    used = {e.get(xlink).lstrip("#") for e in root.iter() if e.get(xlink)}
    [defs] = [e for e in root.iter() if e.tag.endswith("defs")]
    assert {g.get("id") for g in defs} == used and "vvv-9" in used  # the red brick


def test_output_is_byte_identical_in_a_fresh_process():
    code = (f"import sys; sys.path.insert(0, {str(ROOT)!r}); from tests.tasks.test_waveform import clean_vs_buggy, TRACE;"
            "from svafam.tasks.waveform import to_svg, to_vcd, to_table; v = clean_vs_buggy(TRACE);"
            "sys.stdout.write(to_svg(v, 't') + to_vcd(v) + to_table(v))")
    runs = [subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={"PYTHONHASHSEED": str(seed), "PATH": "/usr/bin:/bin"}).stdout for seed in (1, 2)]
    view = clean_vs_buggy(TRACE)
    assert runs[0] == runs[1] == to_svg(view, "t") + to_vcd(view) + to_table(view)


def test_vcd_round_trip(tmp_path):
    view = clean_vs_buggy(TRACE)
    path = tmp_path / "view.vcd"
    path.write_text(to_vcd(view))
    back = read_vcd(path, [s.label for s in view.signals])
    assert back.cycles == view.cycles
    assert [s.values for s in back.signals] == [s.values for s in view.signals]
    assert "$date" not in path.read_text()


def test_unknown_values_become_x_everywhere():
    wave = Waveform((Signal("a", 1, (0, None, 1)), Signal("b", 4, (None, 5, 5))), 3, marker=1)
    assert to_wavedrom(wave)["signal"][1:] == [{"name": "a", "wave": "0x1"},
                                               {"name": "b", "wave": "x=.", "data": ["5"], "node": ".N"}]
    assert "|    1* | x | 5 |" in to_table(wave)
    assert "#10\n1!\nx\"\n" in to_vcd(wave)


@pytest.mark.parametrize("make, reason", [
    (lambda: Signal("a", 2, (4,)), "does not fit in 2 bits"),
    (lambda: Signal("a", 0, ()), "width 0"),
    (lambda: Waveform((Signal("a", 1, (0, 1)),), 3), "2 values for 3 cycles"),
    (lambda: Waveform((Signal("a", 1, (0,)), Signal("a", 1, (1,))), 1), "repeat: a"),
    (lambda: Waveform((Signal("a", 1, (0,)),), 1, marker=1), "marker 1 is outside"),
])
def test_inconsistent_waveforms_are_refused(make, reason):
    with pytest.raises(WaveformError, match=reason):
        make()


def test_bad_vcd_input_names_the_file_and_the_reason(tmp_path):
    missing = tmp_path / "missing.vcd"
    with pytest.raises(WaveformError, match=r"missing\.vcd: cannot read"):
        read_vcd(missing)
    garbage = tmp_path / "garbage.vcd"
    garbage.write_text("$var nonsense\n")
    with pytest.raises(WaveformError, match=r"garbage\.vcd: not a readable VCD"):
        read_vcd(garbage)
    with pytest.raises(WaveformError, match=r"distinguish_m1\.vcd: no clock signal 'clock'"):
        read_vcd(TRACE, clock="clock")
    with pytest.raises(WaveformError, match=r"distinguish_m1\.vcd: no signal 'nope'"):
        read_vcd(TRACE, ["nope"])
    with pytest.raises(WaveformError, match="no signal 'design_a.nope' in the waveform"):
        pick(read_vcd(TRACE), ["design_a.nope"])
    with pytest.raises(WaveformError, match="same signals"):
        view = read_vcd(TRACE, ["load", "rst"])
        compare(pick(view, ["load"]), pick(view, ["load"]), pick(view, ["rst"]))
    json.dumps(to_wavedrom(read_vcd(TRACE)))  # every signal of the top scope draws


def test_a_trace_rewritten_in_place_is_read_again_not_remembered(tmp_path):
    path = tmp_path / "t.vcd"
    first = Waveform((Signal("a", 4, (1, 2, 3)),), 3)
    path.write_text(to_vcd(first))
    assert [s.values for s in read_vcd(path).signals] == [(1, 2, 3)]
    assert [s.values for s in read_vcd(path).signals] == [(1, 2, 3)]  # the second read is the remembered scan
    path.write_text(to_vcd(Waveform((Signal("a", 4, (7, 7, 7, 9)),), 4)))
    assert [s.values for s in read_vcd(path).signals] == [(7, 7, 7, 9)]
