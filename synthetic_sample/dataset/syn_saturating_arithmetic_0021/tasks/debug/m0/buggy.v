module syn_saturating_arithmetic_0021_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       stats_reset,
    input  wire       pause,
    input  wire       clear_flag,
    output wire [2:0] ovf_count,
    output wire       ovf_sticky
);
    reg [2:0] cnt_q;
    reg flag_q;
    reg [2:0] cnt_q_next;
    reg flag_q_next;

    always @* begin
        if (1'b0)
            cnt_q_next = 3'd5;
        else if (!pause && cnt_q != 3'd0)
            cnt_q_next = cnt_q - 3'd1;
        else
            cnt_q_next = cnt_q;
    end

    always @* begin
        if (clear_flag)
            flag_q_next = 1'b0;
        else if (cnt_q == 3'd0)
            flag_q_next = 1'b1;
        else
            flag_q_next = flag_q;
    end

    always @(posedge clk) begin
        if (rst) begin
            cnt_q <= 3'd5;
            flag_q <= 1'd0;
        end else begin
            cnt_q <= cnt_q_next;
            flag_q <= flag_q_next;
        end
    end

    assign ovf_count = cnt_q;
    assign ovf_sticky = flag_q;
endmodule
