module comp_train_039 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_beat,
    input  wire       p1_irq_valid,
    input  wire [2:0] p1_irq_vector,
    input  wire       p1_ack,
    input  wire       p1_ovr_clear,
    input  wire       p2_ok_en,
    input  wire       p2_fail_en,
    output wire       p0_beat_allowed,
    output wire [1:0] p0_burst_count,
    output wire       p1_irq,
    output wire [2:0] p1_vector,
    output wire [1:0] p1_overrun_count,
    output wire       p2_retry,
    output wire       p2_give_up
);
    reg p2_ok;
    reg p2_fail;
    always @* begin
        p2_ok = p0_beat_allowed & p2_ok_en;
        p2_fail = p1_irq & p2_fail_en;
    end
    rate_limiter_0008 p0 (
        .burst_count(p0_burst_count),
        .beat_allowed(p0_beat_allowed),
        .beat(p0_beat),
        .rst(rst),
        .clk(clk)
    );
    interrupt_0006 p1 (
        .overrun_count(p1_overrun_count),
        .vector(p1_vector),
        .irq(p1_irq),
        .ovr_clear(p1_ovr_clear),
        .ack(p1_ack),
        .irq_vector(p1_irq_vector),
        .irq_valid(p1_irq_valid),
        .rst(rst),
        .clk(clk)
    );
    hidden_0006 p2 (
        .give_up(p2_give_up),
        .retry(p2_retry),
        .ok(p2_ok),
        .fail(p2_fail),
        .rst(rst),
        .clk(clk)
    );
endmodule
