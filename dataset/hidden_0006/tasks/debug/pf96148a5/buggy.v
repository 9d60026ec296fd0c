module hidden_0006_function_update (
    input  wire clk,
    input  wire rst,
    input  wire fail,
    input  wire ok,
    output wire retry,
    output wire give_up
);
    reg [1:0] backoff;
    reg [1:0] tries;

    function [1:0] next_backoff;
        input [1:0] backoff_a;
        input [1:0] tries_a;
        input fail_a;
        input ok_a;
        reg [2:0] fire;
        begin
            fire = {backoff_a != 2'd0, fail_a && backoff_a == 2'd0 && tries_a < 2'd2, ok_a};
            casez (fire)
                3'b??1: next_backoff = 2'd0;
                3'b?10: next_backoff = 2'd2;
                3'b100: next_backoff = backoff_a - 2'd1;
                default: next_backoff = backoff_a;
            endcase
        end
    endfunction

    function [1:0] next_tries;
        input [1:0] backoff_a;
        input [1:0] tries_a;
        input fail_a;
        input ok_a;
        reg [1:0] fire;
        begin
            fire = {fail_a && backoff_a == 2'd0 && tries_a != 2'd3, ok_a};
            casez (fire)
                2'b?1: next_tries = 2'd0;
                2'b10: next_tries = tries_a + 2'd1;
                default: next_tries = tries_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            backoff <= 2'd0;
        end else begin
            backoff <= next_backoff(backoff, tries, fail, ok);
            tries <= next_tries(backoff, tries, fail, ok);
        end
        tries <= 2'd0;
    end

    assign retry = backoff == 2'd1;
    assign give_up = tries == 2'd3;
endmodule
