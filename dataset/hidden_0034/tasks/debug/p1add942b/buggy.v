module hidden_0034_function_update (
    input  wire clk,
    input  wire rst,
    input  wire nak,
    input  wire ok,
    output wire retry,
    output wire pending
);
    reg [1:0] level;
    reg [2:0] wait_left;

    function [1:0] next_level;
        input [1:0] level_a;
        input nak_a;
        input ok_a;
        reg [1:0] fire;
        begin
            fire = {nak_a && level_a != 2'd2, ok_a};
            casez (fire)
                2'b?1: next_level = 2'd0;
                2'b10: next_level = level_a + 2'd1;
                default: next_level = level_a;
            endcase
        end
    endfunction

    function [2:0] next_wait_left;
        input [1:0] level_a;
        input [2:0] wait_left_a;
        input nak_a;
        reg [1:0] fire;
        begin
            fire = {wait_left_a != 3'd0, nak_a};
            casez (fire)
                2'b?1: next_wait_left = (level_a == 2'd0) ? 3'd1 : (level_a == 2'd1) ? 3'd2 : 3'd4;
                2'b10: next_wait_left = wait_left_a - 3'd1;
                default: next_wait_left = wait_left_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            wait_left <= 3'd0;
        end else begin
            level <= next_level(level, nak, ok);
            wait_left <= next_wait_left(level, wait_left, nak);
        end
    end

    assign retry = wait_left == 3'd1;
    assign pending = wait_left != 3'd0;
endmodule
