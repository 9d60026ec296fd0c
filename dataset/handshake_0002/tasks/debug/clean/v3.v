module handshake_0002_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       valid,
    input  wire [1:0] min_gap,
    output reg  [1:0] gap,
    output wire       ready,
    output wire       fire
);

    function [1:0] next_gap;
        input [1:0] gap_a;
        input valid_a;
        input [1:0] min_gap_a;
        reg [1:0] fire;
        begin
            fire = {gap_a != 2'd0, valid_a && gap_a == 2'd0};
            casez (fire)
                2'b?1: next_gap = min_gap_a;
                2'b10: next_gap = gap_a - 2'd1;
                default: next_gap = gap_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            gap <= 2'd0;
        end else begin
            gap <= next_gap(gap, valid, min_gap);
        end
    end

    assign ready = gap == 2'd0;
    assign fire = valid && gap == 2'd0;
endmodule
