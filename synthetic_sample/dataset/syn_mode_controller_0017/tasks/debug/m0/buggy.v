module syn_mode_controller_0017_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       busy,
    input  wire       mode_change,
    output wire [2:0] dwell,
    output wire       may_switch
);
    reg [2:0] cnt_q;
    reg flag_q;
    reg [2:0] cnt_q_next;
    reg flag_q_next;

    always @* begin
        if (1'b0)
            cnt_q_next = 3'd0;
        else if (busy && cnt_q == 3'd4)
            cnt_q_next = 3'd0;
        else if (busy && cnt_q != 3'd4)
            cnt_q_next = cnt_q + 3'd1;
        else
            cnt_q_next = cnt_q;
    end

    always @* begin
        if (mode_change)
            flag_q_next = 1'b0;
        else if (cnt_q == 3'd4)
            flag_q_next = 1'b1;
        else
            flag_q_next = flag_q;
    end

    always @(posedge clk) begin
        if (rst) begin
            cnt_q <= 3'd0;
            flag_q <= 1'd0;
        end else begin
            cnt_q <= cnt_q_next;
            flag_q <= flag_q_next;
        end
    end

    assign dwell = cnt_q;
    assign may_switch = flag_q;
endmodule
