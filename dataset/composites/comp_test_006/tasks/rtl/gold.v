module comp_test_006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_en,
    input  wire       p0_sync,
    input  wire [2:0] p1_pkt_seq,
    input  wire       p2_refill_tick,
    input  wire       p1_pkt_valid_en,
    input  wire       p2_request_en,
    output wire       p0_ce,
    output wire       p1_in_order,
    output wire [2:0] p1_expected_seq,
    output wire [1:0] p1_loss_count,
    output wire [2:0] p2_tokens,
    output wire       p2_grant,
    output wire       p2_bucket_empty
);
    reg p1_pkt_valid;
    reg p2_request;
    always @* begin
        p1_pkt_valid = p0_ce & p1_pkt_valid_en;
        p2_request = p1_in_order & p2_request_en;
    end
    hidden_0005 p0 (
        .ce(p0_ce),
        .sync(p0_sync),
        .en(p0_en),
        .rst(rst),
        .clk(clk)
    );
    sequence_detector_0005 p1 (
        .loss_count(p1_loss_count),
        .expected_seq(p1_expected_seq),
        .in_order(p1_in_order),
        .pkt_seq(p1_pkt_seq),
        .pkt_valid(p1_pkt_valid),
        .rst_n(~rst),
        .clk(clk)
    );
    rate_limiter_0001 p2 (
        .bucket_empty(p2_bucket_empty),
        .grant(p2_grant),
        .tokens(p2_tokens),
        .refill_tick(p2_refill_tick),
        .request(p2_request),
        .rst(rst),
        .clk(clk)
    );
endmodule
