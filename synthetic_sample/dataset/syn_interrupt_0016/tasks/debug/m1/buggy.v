module syn_interrupt_0016_canonical_next (
    input  wire       clk,
    input  wire       resetn,
    input  wire       ack_all,
    input  wire       pause,
    input  wire       clear_flag,
    output wire [2:0] pending,
    output wire       irq_out
);
    reg [2:0] cnt_q;
    reg flag_q;
    reg [2:0] cnt_q_next;
    reg flag_q_next;

    always @* begin
        if (ack_all)
            cnt_q_next = 3'd0;
        else if (!pause && cnt_q == 3'd5)
            cnt_q_next = 3'd0;
        else if (!pause && cnt_q != 3'd5)
            cnt_q_next = cnt_q + 3'd1;
        else
            cnt_q_next = cnt_q;
    end

    always @* begin
        if (clear_flag)
            flag_q_next = 1'b0;
        else if (cnt_q == 3'd4)
            flag_q_next = 1'b1;
        else if (cnt_q == 3'd5)
            flag_q_next = 1'b1;
        else
            flag_q_next = flag_q;
    end

    always @(posedge clk) begin
        if (!resetn) begin
            cnt_q <= 3'd0;
            flag_q <= 1'd0;
        end else begin
            cnt_q <= cnt_q_next;
            flag_q <= flag_q_next;
        end
    end

    assign pending = cnt_q;
    assign irq_out = flag_q;
endmodule
