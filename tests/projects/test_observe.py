"""The testbench verdict's rule: common row prefix, every field as text, x/z are values."""

from __future__ import annotations

from svafam.projects.observe import csv_rows, first_difference, main, vcd_rows


def test_csv_rule_compares_the_common_prefix_field_by_field():
    clean = csv_rows("time,q\n5, 0\n15, 1\n25, 1\n")
    assert first_difference(clean, csv_rows("time,q\n5,0\n15,1\n")) is None          # shorter: not a difference
    assert first_difference(clean, csv_rows("time,q\n5,0\n15,1\n25,1\n35,0\n")) is None
    d = first_difference(clean, csv_rows("time,q\n5,0\n15,x\n25,1\n"))                # x is a value
    assert (d.row, d.field, d.clean, d.mutant) == (2, 1, "1", "x")
    assert first_difference(csv_rows("t,q\n1,z\n"), csv_rows("t,q\n1,Z\n")) is not None  # compared as text


VCD = """$timescale 1ps $end
$scope module tb $end
$scope module uut $end
$var wire 1 ! clk $end
$var wire 4 " q [3:0] $end
$var reg 4 # hidden [3:0] $end
$upscope $end
$upscope $end
$enddefinitions $end
#0
$dumpvars
0!
bx "
b0 #
$end
#5
1!
b11 "
b1 #
#10
0!
b1 #
#15
1!
#20
"""


def test_vcd_rows_are_the_ports_values_per_time_stamp(tmp_path):
    path = tmp_path / "p.vcd"
    path.write_text(VCD)
    rows, end, scale = vcd_rows(path, ["tb", "uut"], ["clk", "q"])
    assert rows == [("0", "0", "xxxx"), ("5", "1", "0011"), ("10", "0", "0011"), ("15", "1", "0011")]
    assert end == 20 and scale == "1ps"
    other = tmp_path / "o.vcd"
    other.write_text(VCD.replace('b11 "', 'b10 "'))
    assert first_difference(rows, vcd_rows(other, ["tb", "uut"], ["clk", "q"])[0]).row == 1


def test_the_standalone_comparison_says_the_same(tmp_path, capsys):
    a, b = tmp_path / "a.txt", tmp_path / "b.txt"
    a.write_text("t,q\n1,0\n2,1\n")
    b.write_text("t,q\n1,0\n2,0\n")
    assert main(["csv", str(a), "--", str(b)]) == 1
    assert "observable: row 3, field 2" in capsys.readouterr().out
    assert main(["csv", str(a), "--", str(a)]) == 0


def test_csv_rows_strip_fields_whatever_the_spacing():
    plain = csv_rows("time,q\n5,0\n15,1\n")
    assert plain == [("time", "q"), ("5", "0"), ("15", "1")]
    # the same rows with spaces, tabs or CRLF line ends: the spaced path strips them, the plain one never sees them
    assert csv_rows("time, q\n5 ,0\n15,\t1\n") == plain
    assert csv_rows("time,q\r\n5,0\r\n15,1\r\n") == plain
    assert csv_rows("time,q\n5,0\n15,1 \n") == plain
