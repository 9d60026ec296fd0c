module rate_limiter_0001_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       request,
    input  wire       refill_tick,
    output reg  [2:0] tokens,
    output wire       grant,
    output wire       bucket_empty
);

    function [2:0] next_tokens;
        input [2:0] tokens_a;
        input request_a;
        input refill_tick_a;
        reg [1:0] fire;
        begin
            fire = {refill_tick_a && !(request_a && tokens_a != 3'd0) && tokens_a != 3'd7, request_a && tokens_a != 3'd0 && !refill_tick_a};
            casez (fire)
                2'b?1: next_tokens = tokens_a - 3'd1;
                2'b10: next_tokens = tokens_a + 3'd1;
                default: next_tokens = tokens_a;
            endcase
        end
    endfunction

    always @(negedge clk) begin
        if (rst) begin
            tokens <= 3'd7;
        end else begin
            tokens <= next_tokens(tokens, request, refill_tick);
        end
    end

    assign grant = request && tokens != 3'd0;
    assign bucket_empty = tokens == 3'd0;
endmodule
