module hidden_0001 (
    input  wire clk,
    input  wire rst,
    input  wire trig,
    output wire pulse
);
    reg [2:0] left;
    reg [2:0] left_next;

    always @* begin
        if (left == 3'd0 && trig)
            left_next = 3'd5;
        else if (left != 3'd0)
            left_next = left - 3'd1;
        else
            left_next = left;
    end

    always @(posedge clk) begin
        if (rst) begin
            left <= 3'd0;
        end else begin
            left <= left_next;
        end
    end

    assign pulse = left != 3'd0;
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
