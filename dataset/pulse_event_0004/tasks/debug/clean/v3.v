module pulse_event_0004_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       noisy_in,
    output wire       clean,
    output wire [2:0] pending_count,
    output wire       bouncing
);
    reg level_q;
    reg [2:0] cnt;

    function next_level_q;
        input level_q_a;
        input [2:0] cnt_a;
        input noisy_in_a;
        reg fire;
        begin
            fire = {noisy_in_a != level_q_a && cnt_a == 3'd3};
            casez (fire)
                1'b1: next_level_q = noisy_in_a;
                default: next_level_q = level_q_a;
            endcase
        end
    endfunction

    function [2:0] next_cnt;
        input level_q_a;
        input [2:0] cnt_a;
        input noisy_in_a;
        reg [2:0] fire;
        begin
            fire = {noisy_in_a != level_q_a, cnt_a == 3'd3, noisy_in_a == level_q_a};
            casez (fire)
                3'b??1: next_cnt = 3'd0;
                3'b?10: next_cnt = 3'd0;
                3'b100: next_cnt = cnt_a + 3'd1;
                default: next_cnt = cnt_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            level_q <= 1'b0;
            cnt <= 3'd0;
        end else begin
            level_q <= next_level_q(level_q, cnt, noisy_in);
            cnt <= next_cnt(level_q, cnt, noisy_in);
        end
    end

    assign clean = level_q;
    assign pending_count = cnt;
    assign bouncing = cnt != 3'd0;
endmodule
