module comp_train_007 (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] p0_irq_src,
    input  wire       p0_clear_en,
    input  wire [3:0] p0_clear_mask,
    input  wire [3:0] p0_enable_mask,
    input  wire       p1_sig,
    input  wire       p2_din_force,
    input  wire       p2_bit_valid_force,
    output wire [3:0] p0_pending,
    output wire       p0_irq,
    output wire       p0_claim_valid,
    output wire [1:0] p0_claim_id,
    output wire [2:0] p1_elapsed,
    output wire [2:0] p1_pulse_width,
    output wire       p1_measured,
    output wire       p2_detect,
    output wire [1:0] p2_progress
);
    reg p2_din;
    reg p2_bit_valid;
    always @* begin
        p2_din = p0_irq | p2_din_force;
        p2_bit_valid = p1_measured | p2_bit_valid_force;
    end
    interrupt_0001 p0 (
        .claim_id(p0_claim_id),
        .claim_valid(p0_claim_valid),
        .irq(p0_irq),
        .pending(p0_pending),
        .enable_mask(p0_enable_mask),
        .clear_mask(p0_clear_mask),
        .clear_en(p0_clear_en),
        .irq_src(p0_irq_src),
        .rst(rst),
        .clk(clk)
    );
    counter_0008 p1 (
        .measured(p1_measured),
        .pulse_width(p1_pulse_width),
        .elapsed(p1_elapsed),
        .sig(p1_sig),
        .rst(rst),
        .clk(clk)
    );
    sequence_detector_0006 p2 (
        .progress(p2_progress),
        .detect(p2_detect),
        .din(p2_din),
        .bit_valid(p2_bit_valid),
        .rst(rst),
        .clk(clk)
    );
endmodule
