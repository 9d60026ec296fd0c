module syn_handshake_0015_canonical_next (
    input  wire       clk,
    input  wire       reset,
    input  wire       waiting,
    input  wire       ack,
    output wire [3:0] wait_cnt,
    output wire       timeout_err
);
    reg [3:0] cnt_q;
    reg flag_q;
    reg [3:0] cnt_q_next;
    reg flag_q_next;

    always @* begin
        if (ack)
            cnt_q_next = 4'd5;
        else if (waiting && cnt_q != 4'd0)
            cnt_q_next = cnt_q - 4'd1;
        else
            cnt_q_next = cnt_q;
    end

    always @* begin
        if (ack)
            flag_q_next = 1'b0;
        else if (cnt_q == 4'd0)
            flag_q_next = 1'b1;
        else
            flag_q_next = flag_q;
    end

    always @(posedge clk) begin
        if (reset) begin
            cnt_q <= 4'd5;
            flag_q <= 1'd0;
        end else begin
            cnt_q <= cnt_q_next;
            flag_q <= flag_q_next;
        end
    end

    assign wait_cnt = cnt_q;
    assign timeout_err = flag_q;
endmodule
