module rate_limiter_0001_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       request,
    input  wire       refill_tick,
    output wire [2:0] tokens,
    output wire       grant,
    output wire       bucket_empty
);
    reg [2:0] tokens_r;
    wire [2:0] tokens_d = rst ? 3'd7 :
                          (request && tokens_r != 3'd0 && !refill_tick) ? tokens_r - 3'd1 :
                          (refill_tick && !(request && tokens_r != 3'd0) && tokens_r != 3'd7) ? tokens_r + 3'd1 :
                          tokens_r;

    always @(posedge clk) begin
        tokens_r <= tokens_d[2:1];
    end

    assign tokens = tokens_r;
    assign grant = request && tokens_r != 3'd0;
    assign bucket_empty = tokens_r == 3'd0;
endmodule
