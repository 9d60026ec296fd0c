module fifo_0003_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       push,
    input  wire       pop,
    output reg  [3:0] valid,
    output wire       full,
    output wire       empty,
    output wire       two_or_more
);

    function [3:0] next_valid;
        input [3:0] valid_a;
        input push_a;
        input pop_a;
        reg [1:0] fire;
        begin
            fire = {pop_a && !push_a && valid_a[0], push_a && (!pop_a || !valid_a[0]) && !valid_a[3]};
            casez (fire)
                2'b?1: next_valid = {valid_a[2:0], 1'b1};
                2'b10: next_valid = {1'b0, valid_a[2:0]};
                default: next_valid = valid_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            valid <= 4'b0000;
        end else begin
            valid <= next_valid(valid, push, pop);
        end
    end

    assign full = valid[3];
    assign empty = !valid[0];
    assign two_or_more = valid[1];
endmodule
