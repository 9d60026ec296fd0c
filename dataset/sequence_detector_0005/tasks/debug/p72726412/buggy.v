module sequence_detector_0005_ternary_next (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       pkt_valid,
    input  wire [2:0] pkt_seq,
    output wire       in_order,
    output wire [2:0] expected_seq,
    output wire [1:0] loss_count
);
    reg [2:0] expect_reg_r;
    reg [1:0] losses_r;
    wire [2:0] expect_reg_d = !rst_n ? 3'd0 :
                              pkt_valid ? pkt_seq + 3'd1 :
                              expect_reg_r;
    wire [1:0] losses_d = !rst_n ? 2'd0 :
                          (pkt_valid && pkt_seq != expect_reg_r && losses_r != 2'd3) ? losses_r + 2'd1 :
                          losses_r;

    always @(posedge clk) begin
        expect_reg_r <= expect_reg_d[2:1];
        losses_r <= losses_d;
    end

    assign in_order = pkt_valid && pkt_seq == expect_reg_r;
    assign expected_seq = expect_reg_r;
    assign loss_count = losses_r;
endmodule
