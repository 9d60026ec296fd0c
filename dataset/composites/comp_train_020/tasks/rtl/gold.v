module comp_train_020 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_irq_valid,
    input  wire [2:0] p0_irq_vector,
    input  wire       p0_ack,
    input  wire       p0_ovr_clear,
    input  wire       p1_pulse_a,
    input  wire       p1_pulse_b_en,
    output wire       p0_irq,
    output wire [2:0] p0_vector,
    output wire [1:0] p0_overrun_count,
    output wire       p1_serve_a,
    output wire       p1_serve_b,
    output wire [1:0] p1_pending,
    output wire       p1_prefer_b
);
    reg p1_pulse_b;
    always @* begin
        p1_pulse_b = p0_irq & p1_pulse_b_en;
    end
    interrupt_0006 p0 (
        .overrun_count(p0_overrun_count),
        .vector(p0_vector),
        .irq(p0_irq),
        .ovr_clear(p0_ovr_clear),
        .ack(p0_ack),
        .irq_vector(p0_irq_vector),
        .irq_valid(p0_irq_valid),
        .rst(rst),
        .clk(clk)
    );
    arbiter_0008 p1 (
        .prefer_b(p1_prefer_b),
        .pending(p1_pending),
        .serve_b(p1_serve_b),
        .serve_a(p1_serve_a),
        .pulse_b(p1_pulse_b),
        .pulse_a(p1_pulse_a),
        .rst(rst),
        .clk(clk)
    );
endmodule
