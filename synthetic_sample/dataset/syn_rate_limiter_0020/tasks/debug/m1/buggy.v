module syn_rate_limiter_0020_canonical_next (
    input  wire       clk,
    input  wire       reset,
    input  wire       req_in,
    input  wire       new_window,
    output wire [2:0] used,
    output wire       throttle
);
    reg [2:0] cnt_q;
    reg flag_q;
    reg [2:0] cnt_q_next;
    reg flag_q_next;

    always @* begin
        if (new_window)
            cnt_q_next = 3'd7;
        else if (req_in && cnt_q != 3'd0)
            cnt_q_next = cnt_q - 3'd1;
        else
            cnt_q_next = cnt_q;
    end

    always @* begin
        if (new_window)
            flag_q_next = 1'b0;
        else if (cnt_q == 3'd1)
            flag_q_next = 1'b1;
        else if (cnt_q == 3'd0)
            flag_q_next = 1'b1;
        else
            flag_q_next = flag_q;
    end

    always @(posedge clk) begin
        if (reset) begin
            cnt_q <= 3'd7;
            flag_q <= 1'd0;
        end else begin
            cnt_q <= cnt_q_next;
            flag_q <= flag_q_next;
        end
    end

    assign used = cnt_q;
    assign throttle = flag_q;
endmodule
