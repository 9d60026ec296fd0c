module comp_test_009 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_req0,
    input  wire       p0_req1,
    input  wire       p1_ack,
    input  wire       p1_nack_force,
    output wire       p0_grant0,
    output wire       p0_grant1,
    output wire       p0_prio,
    output wire       p1_may_retry,
    output wire [1:0] p1_backoff_level,
    output wire [3:0] p1_wait_left
);
    reg p1_nack;
    always @* begin
        p1_nack = p0_grant0 | p1_nack_force;
    end
    arbiter_0001 p0 (
        .prio(p0_prio),
        .grant1(p0_grant1),
        .grant0(p0_grant0),
        .req1(p0_req1),
        .req0(p0_req0),
        .rst(rst),
        .clk(clk)
    );
    rate_limiter_0007 p1 (
        .wait_left(p1_wait_left),
        .backoff_level(p1_backoff_level),
        .may_retry(p1_may_retry),
        .ack(p1_ack),
        .nack(p1_nack),
        .rst_n(~rst),
        .clk(clk)
    );
endmodule
