module handshake_0002_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       valid,
    input  wire [1:0] min_gap,
    output wire [1:0] gap,
    output wire       ready,
    output wire       fire
);
    reg [1:0] gap_r;
    wire [1:0] gap_d = rst ? 2'd0 :
                       (valid && gap_r == 2'd0) ? min_gap :
                       (gap_r != 2'd0) ? gap_r - 2'd1 :
                       gap_r;

    always @(posedge clk) begin
        gap_r <= gap_d;
    end

    assign gap = gap_r;
    assign ready = gap_r == 2'd0;
    assign fire = valid && gap_r == 2'd0;
endmodule
