module comp_train_022 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_sig,
    input  wire [3:0] p1_irq_src,
    input  wire [3:0] p1_clear_mask,
    input  wire [3:0] p1_enable_mask,
    input  wire       p2_clip_pos,
    input  wire       p2_clip_neg,
    input  wire       p2_ack_force,
    output wire [2:0] p0_elapsed,
    output wire [2:0] p0_pulse_width,
    output wire       p0_measured,
    output wire [3:0] p1_pending,
    output wire       p1_irq,
    output wire       p1_claim_valid,
    output wire [1:0] p1_claim_id,
    output wire       p2_saw_pos,
    output wire       p2_saw_neg
);
    reg p1_clear_en;
    reg p2_ack;
    always @* begin
        p1_clear_en = p0_measured;
        p2_ack = p1_irq | p2_ack_force;
    end
    counter_0008 p0 (
        .measured(p0_measured),
        .pulse_width(p0_pulse_width),
        .elapsed(p0_elapsed),
        .sig(p0_sig),
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
    saturating_arithmetic_0010 p2 (
        .saw_neg(p2_saw_neg),
        .saw_pos(p2_saw_pos),
        .ack(p2_ack),
        .clip_neg(p2_clip_neg),
        .clip_pos(p2_clip_pos),
        .rst(rst),
        .clk(clk)
    );
endmodule
