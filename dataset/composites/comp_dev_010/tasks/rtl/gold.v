module comp_dev_010 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_en,
    input  wire       p0_clear,
    input  wire [3:0] p0_last_value,
    input  wire       p1_down,
    input  wire [1:0] p1_step,
    input  wire       p2_irq_hi,
    input  wire       p2_ack,
    input  wire       p2_eoi,
    input  wire       p1_up_en,
    input  wire       p2_irq_lo_force,
    output wire [3:0] p0_count,
    output wire       p0_at_end,
    output wire [3:0] p1_count,
    output wire       p1_at_max,
    output wire       p1_at_min,
    output wire [1:0] p2_pending,
    output wire [1:0] p2_in_service,
    output wire       p2_irq,
    output wire       p2_vector
);
    reg p1_up;
    reg p2_irq_lo;
    always @* begin
        p1_up = p0_at_end & p1_up_en;
        p2_irq_lo = p1_at_max | p2_irq_lo_force;
    end
    counter_0002 p0 (
        .at_end(p0_at_end),
        .count(p0_count),
        .last_value(p0_last_value),
        .clear(p0_clear),
        .en(p0_en),
        .rst(rst),
        .clk(clk)
    );
    saturating_arithmetic_0001 p1 (
        .at_min(p1_at_min),
        .at_max(p1_at_max),
        .count(p1_count),
        .step(p1_step),
        .down(p1_down),
        .up(p1_up),
        .rst(rst),
        .clk(clk)
    );
    interrupt_0004 p2 (
        .vector(p2_vector),
        .irq(p2_irq),
        .in_service(p2_in_service),
        .pending(p2_pending),
        .eoi(p2_eoi),
        .ack(p2_ack),
        .irq_lo(p2_irq_lo),
        .irq_hi(p2_irq_hi),
        .rst(rst),
        .clk(clk)
    );
endmodule
