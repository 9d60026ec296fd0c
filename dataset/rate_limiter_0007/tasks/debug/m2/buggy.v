module rate_limiter_0007_canonical_next (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       nack,
    input  wire       ack,
    output wire       may_retry,
    output wire [1:0] backoff_level,
    output wire [3:0] wait_left
);
    reg [1:0] level;
    reg [3:0] wait_cnt;
    reg [1:0] level_next;
    reg [3:0] wait_cnt_next;

    always @* begin
        if (ack)
            level_next = 2'd0;
        else if (nack && level != 2'd3)
            level_next = level + 2'd1;
        else
            level_next = level;
    end

    always @* begin
        if (ack)
            wait_cnt_next = 4'd0;
        else if (nack)
            wait_cnt_next = 4'd1 << level;
        else if (wait_cnt != 4'd0)
            wait_cnt_next = wait_cnt - 4'd1;
        else
            wait_cnt_next = wait_cnt;
    end

    always @(posedge clk) begin
        if (!rst_n) begin
            level <= 2'd0;
            wait_cnt <= 4'd0;
        end else begin
            level <= level_next;
            wait_cnt <= wait_cnt_next;
        end
    end

    assign may_retry = wait_cnt == 4'd0;
    assign backoff_level = level;
    assign wait_left = wait_cnt;
endmodule
