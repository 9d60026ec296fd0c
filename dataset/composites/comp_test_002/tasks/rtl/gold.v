module comp_test_002 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_din,
    input  wire       p0_sample_en,
    input  wire       p0_flush,
    input  wire       p1_refill_tick,
    input  wire       p2_clear_fault,
    input  wire       p2_kick_en,
    output wire [3:0] p0_history,
    output wire       p0_rise,
    output wire       p0_fall,
    output wire       p0_stable_high,
    output wire       p0_stable_low,
    output wire [2:0] p1_tokens,
    output wire       p1_grant,
    output wire       p1_bucket_empty,
    output wire [3:0] p2_since_kick,
    output wire       p2_window_open,
    output wire       p2_wd_fault
);
    reg p1_request;
    reg p2_kick;
    always @* begin
        p1_request = p0_stable_low;
        p2_kick = p1_bucket_empty & p2_kick_en;
    end
    pulse_event_0002 p0 (
        .stable_low(p0_stable_low),
        .stable_high(p0_stable_high),
        .fall(p0_fall),
        .rise(p0_rise),
        .history(p0_history),
        .flush(p0_flush),
        .sample_en(p0_sample_en),
        .din(p0_din),
        .rst(rst),
        .clk(clk)
    );
    rate_limiter_0001 p1 (
        .bucket_empty(p1_bucket_empty),
        .grant(p1_grant),
        .tokens(p1_tokens),
        .refill_tick(p1_refill_tick),
        .request(p1_request),
        .rst(rst),
        .clk(clk)
    );
    timer_0004 p2 (
        .wd_fault(p2_wd_fault),
        .window_open(p2_window_open),
        .since_kick(p2_since_kick),
        .clear_fault(p2_clear_fault),
        .kick(p2_kick),
        .rst(rst),
        .clk(clk)
    );
endmodule
