module hidden_0039_function_update (
    input  wire clk,
    input  wire rst,
    input  wire hit,
    output wire hot
);
    reg [2:0] level;
    reg flag_q;

    function [2:0] next_level;
        input [2:0] level_a;
        input hit_a;
        reg [2:0] fire;
        begin
            fire = {level_a != 3'd0, hit_a, hit_a && level_a > 3'd5};
            casez (fire)
                3'b??1: next_level = 3'd7;
                3'b?10: next_level = level_a + 3'd2;
                3'b100: next_level = level_a - 3'd1;
                default: next_level = level_a;
            endcase
        end
    endfunction

    function next_flag_q;
        input [2:0] level_a;
        input flag_q_a;
        reg [1:0] fire;
        begin
            fire = {level_a == 3'd0, level_a >= 3'd6};
            casez (fire)
                2'b?1: next_flag_q = 1'b1;
                2'b10: next_flag_q = 1'b0;
                default: next_flag_q = flag_q_a;
            endcase
        end
    endfunction

    always @(negedge clk) begin
        if (rst) begin
            level <= 3'd0;
            flag_q <= 1'b0;
        end else begin
            level <= next_level(level, hit);
            flag_q <= next_flag_q(level, flag_q);
        end
    end

    assign hot = flag_q;
endmodule
