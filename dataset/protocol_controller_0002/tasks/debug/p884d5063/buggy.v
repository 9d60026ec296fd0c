module protocol_controller_0002_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       send,
    input  wire       ret_valid,
    input  wire [1:0] ret_count,
    output reg  [3:0] credits,
    output wire       send_ok,
    output wire       low_credit
);

    function [3:0] next_credits;
        input [3:0] credits_a;
        input send_a;
        input ret_valid_a;
        input [1:0] ret_count_a;
        reg [2:0] fire;
        begin
            fire = {ret_valid_a, send_a && credits_a != 4'd0, send_a && credits_a != 4'd0 && ret_valid_a};
            casez (fire)
                3'b??1: next_credits = credits_a + {2'b00, ret_count_a} - 4'd1;
                3'b?10: next_credits = credits_a - 4'd1;
                3'b100: next_credits = credits_a + {2'b00, ret_count_a};
                default: next_credits = credits_a;
            endcase
        end
    endfunction

    always @(negedge clk) begin
        if (rst) begin
            credits <= 4'd8;
        end else begin
            credits <= next_credits(credits, send, ret_valid, ret_count);
        end
    end

    assign send_ok = send && credits != 4'd0;
    assign low_credit = credits < 4'd3;
endmodule
