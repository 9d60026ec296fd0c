module syn_handshake_0003_canonical_next (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       credit_return,
    input  wire       send,
    input  wire       link_reset,
    output reg  [3:0] credit_cnt,
    output wire       all_credits,
    output wire       no_credit
);
    reg [3:0] credit_cnt_next;

    always @* begin
        if (link_reset)
            credit_cnt_next = 4'd0;
        else if (send && credit_cnt >= 4'd2)
            credit_cnt_next = credit_cnt - 4'd2;
        else if (send)
            credit_cnt_next = 4'd0;
        else if (credit_return && credit_cnt <= 4'd2)
            credit_cnt_next = credit_cnt + 4'd2;
        else if (credit_return)
            credit_cnt_next = 4'd4;
        else
            credit_cnt_next = credit_cnt;
    end

    always @(posedge clk) begin
        if (!rst_n) begin
            credit_cnt <= 4'd0;
        end else begin
            credit_cnt <= credit_cnt_next;
        end
    end

    assign all_credits = credit_cnt == 4'd4;
    assign no_credit = credit_cnt == 4'd0;
endmodule
