module syn_protocol_controller_0018_canonical_next (
    input  wire       clk,
    input  wire       resetn,
    input  wire       bit_err,
    input  wire       sof,
    output wire [2:0] err_cnt,
    output wire       link_down
);
    reg [2:0] cnt_q;
    reg flag_q;
    reg [2:0] cnt_q_next;
    reg flag_q_next;

    always @* begin
        if (sof)
            cnt_q_next = 3'd0;
        else if (bit_err && cnt_q == 3'd6)
            cnt_q_next = 3'd0;
        else if (bit_err && cnt_q != 3'd6)
            cnt_q_next = cnt_q + 3'd2;
        else
            cnt_q_next = cnt_q;
    end

    always @* begin
        if (sof)
            flag_q_next = 1'b0;
        else if (cnt_q == 3'd6)
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

    assign err_cnt = cnt_q;
    assign link_down = flag_q;
endmodule
