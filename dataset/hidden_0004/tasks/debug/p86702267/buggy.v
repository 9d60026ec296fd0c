module hidden_0004_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [1:0] len,
    output wire       busy,
    output wire       done
);
    reg [2:0] remain;

    function [2:0] next_remain;
        input [2:0] remain_a;
        input start_a;
        input [1:0] len_a;
        reg [1:0] fire;
        begin
            fire = {remain_a != 3'd0, start_a && remain_a == 3'd0 && done};
            casez (fire)
                2'b?1: next_remain = {1'b0, len_a} + 3'd2;
                2'b10: next_remain = remain_a - 3'd1;
                default: next_remain = remain_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            remain <= 3'd0;
        end else begin
            remain <= next_remain(remain, start, len);
        end
    end

    assign busy = remain != 3'd0;
    assign done = remain == 3'd1;
endmodule
