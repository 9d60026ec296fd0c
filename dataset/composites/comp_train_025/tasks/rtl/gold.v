module comp_train_025 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_pulse_a,
    input  wire       p0_pulse_b,
    input  wire [3:0] p1_irq_src,
    input  wire [3:0] p1_clear_mask,
    input  wire [3:0] p1_enable_mask,
    output wire       p0_serve_a,
    output wire       p0_serve_b,
    output wire [1:0] p0_pending,
    output wire       p0_prefer_b,
    output wire [3:0] p1_pending,
    output wire       p1_irq,
    output wire       p1_claim_valid,
    output wire [1:0] p1_claim_id
);
    reg p1_clear_en;
    always @* begin
        p1_clear_en = p0_serve_a;
    end
    arbiter_0008 p0 (
        .prefer_b(p0_prefer_b),
        .pending(p0_pending),
        .serve_b(p0_serve_b),
        .serve_a(p0_serve_a),
        .pulse_b(p0_pulse_b),
        .pulse_a(p0_pulse_a),
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
