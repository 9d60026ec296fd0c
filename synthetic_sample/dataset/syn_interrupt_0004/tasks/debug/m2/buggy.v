module syn_interrupt_0004_canonical_next (
    input  wire       clk,
    input  wire       resetn,
    input  wire       irq,
    input  wire       int_ack,
    output reg  [2:0] pend_cnt,
    output wire       overflow,
    output wire       idle
);
    reg [2:0] pend_cnt_next;

    always @* begin
        if (irq && pend_cnt <= 3'd4)
            pend_cnt_next = pend_cnt + 3'd1;
        else if (irq)
            pend_cnt_next = 3'd5;
        else if (int_ack && pend_cnt >= 3'd1)
            pend_cnt_next = pend_cnt - 3'd2;
        else if (int_ack)
            pend_cnt_next = 3'd0;
        else
            pend_cnt_next = pend_cnt;
    end

    always @(posedge clk) begin
        if (!resetn) begin
            pend_cnt <= 3'd1;
        end else begin
            pend_cnt <= pend_cnt_next;
        end
    end

    assign overflow = pend_cnt == 3'd5;
    assign idle = pend_cnt == 3'd0;
endmodule
