module hidden_0018_ternary_next (
    input  wire clk,
    input  wire rst,
    input  wire gate_on,
    input  wire cmp,
    input  wire clr,
    output wire trip,
    output wire fault
);
    reg [2:0] blank_r;
    reg flt_r;
    wire [2:0] blank_d = rst ? 3'd0 :
                         gate_on ? 3'd3 :
                         (blank_r != 3'd0) ? blank_r - 3'd1 :
                         blank_r;
    wire flt_d = rst ? 1'b0 :
                 clr ? 1'b0 :
                 (cmp && blank_r == 3'd0) ? 1'b1 :
                 flt_r;

    always @(posedge clk) begin
        blank_r <= blank_d;
        flt_r <= flt_d;
    end

    assign trip = cmp && blank_r == 3'd0;
    assign fault = flt_r;
endmodule
