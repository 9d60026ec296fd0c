module interrupt_0003 (
    input  wire       clk,
    input  wire       rst,
    input  wire       irq_req,
    input  wire [3:0] holdoff_len,
    output reg  [3:0] holdoff,
    output wire       irq_out,
    output wire       throttled
);
    reg [3:0] holdoff_next;

    always @* begin
        if (irq_req && holdoff == 4'd0)
            holdoff_next = holdoff_len;
        else if (holdoff != 4'd0)
            holdoff_next = holdoff - 4'd1;
        else
            holdoff_next = holdoff;
    end

    always @(posedge clk) begin
        if (rst) begin
            holdoff <= 4'd0;
        end else begin
            holdoff <= holdoff_next;
        end
    end

    assign irq_out = irq_req && holdoff == 4'd0;
    assign throttled = irq_req && holdoff != 4'd0;
endmodule

module arbiter_0004 (
    input  wire       clk,
    input  wire       rst,
    input  wire       hi_req,
    input  wire       lo_req,
    output wire       grant_hi,
    output wire       grant_lo,
    output wire [1:0] lo_wait
);
    reg [1:0] winner;
    reg [1:0] wait_cnt;
    reg [1:0] winner_next;
    reg [1:0] wait_cnt_next;

    always @* begin
        if (lo_req && wait_cnt == 2'd3)
            winner_next = 2'd2;
        else if (hi_req)
            winner_next = 2'd1;
        else if (lo_req)
            winner_next = 2'd2;
        else if (!hi_req && !lo_req)
            winner_next = 2'd0;
        else
            winner_next = winner;
    end

    always @* begin
        if (lo_req && hi_req && wait_cnt != 2'd3)
            wait_cnt_next = wait_cnt + 2'd1;
        else if (wait_cnt != 2'd0)
            wait_cnt_next = 2'd0;
        else
            wait_cnt_next = wait_cnt;
    end

    always @(posedge clk) begin
        if (rst) begin
            winner <= 2'd0;
            wait_cnt <= 2'd0;
        end else begin
            winner <= winner_next;
            wait_cnt <= wait_cnt_next;
        end
    end

    assign grant_hi = winner == 2'd1;
    assign grant_lo = winner == 2'd2;
    assign lo_wait = wait_cnt;
endmodule
