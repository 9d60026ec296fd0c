module rate_limiter_0007_function_update (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       nack,
    input  wire       ack,
    output wire       may_retry,
    output wire [1:0] backoff_level,
    output wire [3:0] wait_left
);
    reg [1:0] level;
    reg [3:0] wait_cnt;

    function [1:0] next_level;
        input [1:0] level_a;
        input nack_a;
        input ack_a;
        reg [1:0] fire;
        begin
            fire = {nack_a && level_a != 2'd3, ack_a};
            casez (fire)
                2'b?1: next_level = 2'd0;
                2'b10: next_level = level_a + 2'd1;
                default: next_level = level_a;
            endcase
        end
    endfunction

    function [3:0] next_wait_cnt;
        input [1:0] level_a;
        input [3:0] wait_cnt_a;
        input nack_a;
        reg [1:0] fire;
        begin
            fire = {wait_cnt_a != 4'd0, nack_a};
            casez (fire)
                2'b?1: next_wait_cnt = 4'd1 << level_a;
                2'b10: next_wait_cnt = wait_cnt_a - 4'd1;
                default: next_wait_cnt = wait_cnt_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (!rst_n) begin
            level <= 2'd0;
            wait_cnt <= 4'd0;
        end else begin
            level <= next_level(level, nack, ack);
            wait_cnt <= next_wait_cnt(level, wait_cnt, nack);
        end
    end

    assign may_retry = wait_cnt == 4'd0;
    assign backoff_level = level;
    assign wait_left = wait_cnt;
endmodule
