module rate_limiter_0007_sequential_priority (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       nack,
    input  wire       ack,
    output reg        may_retry,
    output reg  [1:0] backoff_level,
    output reg  [3:0] wait_left
);
    reg [1:0] level;
    reg [3:0] wait_cnt;

    always @(posedge clk) begin
        if (!rst_n) begin
            level <= 2'd0;
            wait_cnt <= 4'd0;
        end else begin
            if (ack)
                level <= 2'd0;
            else if (nack && level != 2'd3)
                level <= level + 2'd1;
            if (nack)
                wait_cnt <= 4'd1 << level;
            else if (wait_cnt != 4'd0)
                wait_cnt <= wait_cnt - 4'd1;
        end
    end

    always @* begin
        may_retry = wait_cnt == 4'd0;
        backoff_level = level;
        wait_left = wait_cnt;
    end
endmodule
