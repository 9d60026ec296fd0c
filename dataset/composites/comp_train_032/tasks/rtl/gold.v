module comp_train_032 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_start,
    input  wire       p0_pause,
    input  wire       p0_resume,
    input  wire       p0_abort,
    input  wire       p0_count_zero,
    input  wire       p0_done_ack,
    input  wire [3:0] p1_irq_src,
    input  wire [3:0] p1_clear_mask,
    input  wire [3:0] p1_enable_mask,
    input  wire       p1_clear_en_en,
    output wire       p0_count_en,
    output wire       p0_busy,
    output wire       p0_done,
    output wire [3:0] p1_pending,
    output wire       p1_irq,
    output wire       p1_claim_valid,
    output wire [1:0] p1_claim_id
);
    reg p1_clear_en;
    always @* begin
        p1_clear_en = p0_busy & p1_clear_en_en;
    end
    timer_0009 p0 (
        .done(p0_done),
        .busy(p0_busy),
        .count_en(p0_count_en),
        .done_ack(p0_done_ack),
        .count_zero(p0_count_zero),
        .abort(p0_abort),
        .resume(p0_resume),
        .pause(p0_pause),
        .start(p0_start),
        .rst(rst),
        .clk(clk)
    );
    interrupt_0001 p1 (
        .claim_id(p1_claim_id),
        .claim_valid(p1_claim_valid),
        .irq(p1_irq),
        .pending(p1_pending),
        .enable_mask(p1_enable_mask),
        .clear_mask(p1_clear_mask),
        .clear_en(p1_clear_en),
        .irq_src(p1_irq_src),
        .rst(rst),
        .clk(clk)
    );
endmodule
