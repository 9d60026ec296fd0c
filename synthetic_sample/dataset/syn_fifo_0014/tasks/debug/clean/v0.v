module syn_fifo_0014_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       overrun,
    input  wire       drain_done,
    output wire [2:0] drops,
    output wire       overrun_alarm
);
    reg [2:0] cnt_q;
    reg flag_q;
    reg [2:0] cnt_q_next;
    reg flag_q_next;

    always @* begin
        if (drain_done)
            cnt_q_next = 3'd0;
        else if (overrun && cnt_q != 3'd7)
            cnt_q_next = cnt_q + 3'd1;
        else
            cnt_q_next = cnt_q;
    end

    always @* begin
        if (drain_done)
            flag_q_next = 1'b0;
        else if (cnt_q == 3'd7 && overrun)
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

    assign drops = cnt_q;
    assign overrun_alarm = flag_q;
endmodule
