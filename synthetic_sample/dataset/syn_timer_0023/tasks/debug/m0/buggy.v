module syn_timer_0023_canonical_next (
    input  wire       clk,
    input  wire       reset,
    input  wire       feed,
    input  wire       bark_clear,
    output wire [2:0] wd_count,
    output wire       bark
);
    reg [2:0] cnt_q;
    reg bark_q;
    reg [2:0] cnt_q_next;
    reg bark_q_next;

    always @* begin
        if (1'b0)
            cnt_q_next = 3'd0;
        else if (cnt_q != 3'd6)
            cnt_q_next = cnt_q + 3'd1;
        else
            cnt_q_next = cnt_q;
    end

    always @* begin
        if (bark_clear)
            bark_q_next = 1'b0;
        else if (cnt_q == 3'd6)
            bark_q_next = 1'b1;
        else
            bark_q_next = bark_q;
    end

    always @(posedge clk) begin
        if (reset) begin
            cnt_q <= 3'd0;
            bark_q <= 1'd0;
        end else begin
            cnt_q <= cnt_q_next;
            bark_q <= bark_q_next;
        end
    end

    assign wd_count = cnt_q;
    assign bark = bark_q;
endmodule
