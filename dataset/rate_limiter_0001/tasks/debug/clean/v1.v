module rate_limiter_0001_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       request,
    input  wire       refill_tick,
    output reg  [2:0] tokens,
    output reg        grant,
    output reg        bucket_empty
);

    always @(posedge clk) begin
        if (rst) begin
            tokens <= 3'd7;
        end else begin
            if (request && tokens != 3'd0 && !refill_tick)
                tokens <= tokens - 3'd1;
            else if (refill_tick && !(request && tokens != 3'd0) && tokens != 3'd7)
                tokens <= tokens + 3'd1;
        end
    end

    always @* begin
        grant = request && tokens != 3'd0;
        bucket_empty = tokens == 3'd0;
    end
endmodule
