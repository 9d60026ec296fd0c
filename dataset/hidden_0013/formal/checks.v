// sva-families -- immediate checks used by every monitor and harness; do not edit.
// The only file of a family that is not plain Verilog-2005: Yosys reads it with
// read_verilog -formal, and it keeps assert/cover/assume out of the generated logic.
module svafam_assert (input wire clk, input wire en, input wire ok);
    always @(posedge clk) if (en) CHECK: assert (ok);
endmodule

module svafam_cover (input wire clk, input wire en, input wire ok);
    always @(posedge clk) if (en) CHECK: cover (ok);
endmodule

module svafam_assume (input wire en, input wire ok);
    always @* if (en) CHECK: assume (ok);
endmodule
