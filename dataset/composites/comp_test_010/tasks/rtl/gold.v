module comp_test_010 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_nack,
    input  wire       p0_ack,
    input  wire       p1_kick,
    input  wire       p2_req,
    input  wire       p2_ack,
    input  wire [2:0] p2_timeout_limit,
    input  wire       p1_wd_en_en,
    input  wire       p2_clear_err_force,
    output wire       p0_may_retry,
    output wire [1:0] p0_backoff_level,
    output wire [3:0] p0_wait_left,
    output wire       p1_bite,
    output wire       p2_outstanding,
    output wire [2:0] p2_wait_cycles,
    output wire       p2_timeout
);
    reg p1_wd_en;
    reg p2_clear_err;
    always @* begin
        p1_wd_en = p0_may_retry & p1_wd_en_en;
        p2_clear_err = p1_bite | p2_clear_err_force;
    end
    rate_limiter_0007 p0 (
        .wait_left(p0_wait_left),
        .backoff_level(p0_backoff_level),
        .may_retry(p0_may_retry),
        .ack(p0_ack),
        .nack(p0_nack),
        .rst_n(~rst),
        .clk(clk)
    );
    hidden_0002 p1 (
        .bite(p1_bite),
        .wd_en(p1_wd_en),
        .kick(p1_kick),
        .rst(rst),
        .clk(clk)
    );
    protocol_controller_0005 p2 (
        .timeout(p2_timeout),
        .wait_cycles(p2_wait_cycles),
        .outstanding(p2_outstanding),
        .clear_err(p2_clear_err),
        .timeout_limit(p2_timeout_limit),
        .ack(p2_ack),
        .req(p2_req),
        .rst(rst),
        .clk(clk)
    );
endmodule
