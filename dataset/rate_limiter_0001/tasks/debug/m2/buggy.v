module rate_limiter_0001_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       request,
    input  wire       refill_tick,
    output reg  [2:0] tokens,
    output wire       grant,
    output wire       bucket_empty
);
    reg [2:0] tokens_next;

    always @* begin
        if (request && tokens != 3'd0 && !refill_tick)
            tokens_next = tokens - 3'd2;
        else if (refill_tick && !(request && tokens != 3'd0) && tokens != 3'd7)
            tokens_next = tokens + 3'd1;
        else
            tokens_next = tokens;
    end

    always @(posedge clk) begin
        if (rst) begin
            tokens <= 3'd7;
        end else begin
            tokens <= tokens_next;
        end
    end

    assign grant = request && tokens != 3'd0;
    assign bucket_empty = tokens == 3'd0;
endmodule
