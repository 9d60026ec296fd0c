module comp_train_012 (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] p0_integ,
    input  wire [2:0] p0_err,
    input  wire       p1_refill,
    output wire       p0_integrate_en,
    output wire       p0_held_high,
    output wire       p0_held_low,
    output wire       p1_mark_green,
    output wire       p1_mark_yellow,
    output wire       p1_mark_red,
    output wire [1:0] p1_committed_tokens,
    output wire [1:0] p1_excess_tokens
);
    reg p1_pkt_valid;
    always @* begin
        p1_pkt_valid = p0_integrate_en;
    end
    saturating_arithmetic_0009 p0 (
        .held_low(p0_held_low),
        .held_high(p0_held_high),
        .integrate_en(p0_integrate_en),
        .err(p0_err),
        .integ(p0_integ),
        .rst(rst),
        .clk(clk)
    );
    rate_limiter_0006 p1 (
        .excess_tokens(p1_excess_tokens),
        .committed_tokens(p1_committed_tokens),
        .mark_red(p1_mark_red),
        .mark_yellow(p1_mark_yellow),
        .mark_green(p1_mark_green),
        .refill(p1_refill),
        .pkt_valid(p1_pkt_valid),
        .rst(rst),
        .clk(clk)
    );
endmodule
