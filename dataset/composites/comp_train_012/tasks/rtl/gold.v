module comp_train_012 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_pkt_valid,
    input  wire       p0_refill,
    output wire       p0_mark_green,
    output wire       p0_mark_yellow,
    output wire       p0_mark_red,
    output wire [1:0] p0_committed_tokens,
    output wire [1:0] p0_excess_tokens,
    output wire       p1_pulse,
    output wire       p1_armed
);
    reg p1_button;
    always @* begin
        p1_button = p0_mark_green;
    end
    rate_limiter_0006 p0 (
        .excess_tokens(p0_excess_tokens),
        .committed_tokens(p0_committed_tokens),
        .mark_red(p0_mark_red),
        .mark_yellow(p0_mark_yellow),
        .mark_green(p0_mark_green),
        .refill(p0_refill),
        .pkt_valid(p0_pkt_valid),
        .rst(rst),
        .clk(clk)
    );
    pulse_event_0007 p1 (
        .armed(p1_armed),
        .pulse(p1_pulse),
        .button(p1_button),
        .rst(rst),
        .clk(clk)
    );
endmodule
