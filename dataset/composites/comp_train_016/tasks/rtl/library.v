module hidden_0019 (
    input  wire clk,
    input  wire rst,
    input  wire en_in,
    output wire en_out,
    output wire clipped
);
    reg [2:0] budget;
    reg [2:0] budget_next;

    always @* begin
        if (!en_in)
            budget_next = 3'd4;
        else if (en_in && budget != 3'd0)
            budget_next = budget - 3'd1;
        else
            budget_next = budget;
    end

    always @(posedge clk) begin
        if (rst) begin
            budget <= 3'd4;
        end else begin
            budget <= budget_next;
        end
    end

    assign en_out = en_in && budget != 3'd0;
    assign clipped = en_in && budget == 3'd0;
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
