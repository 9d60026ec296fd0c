module comp_test_001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_request,
    input  wire       p0_refill_tick,
    input  wire       p1_taken,
    output wire [2:0] p0_tokens,
    output wire       p0_grant,
    output wire       p0_bucket_empty,
    output wire       p1_predict_taken,
    output wire       p1_saturated
);
    reg p1_update;
    always @* begin
        p1_update = p0_grant;
    end
    rate_limiter_0001 p0 (
        .bucket_empty(p0_bucket_empty),
        .grant(p0_grant),
        .tokens(p0_tokens),
        .refill_tick(p0_refill_tick),
        .request(p0_request),
        .rst(rst),
        .clk(clk)
    );
    counter_0010 p1 (
        .saturated(p1_saturated),
        .predict_taken(p1_predict_taken),
        .taken(p1_taken),
        .update(p1_update),
        .rst_n(~rst),
        .clk(clk)
    );
endmodule
