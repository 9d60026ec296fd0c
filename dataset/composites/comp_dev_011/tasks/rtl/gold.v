module comp_dev_011 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_irq_hi,
    input  wire       p0_irq_lo,
    input  wire       p0_ack,
    input  wire       p0_eoi,
    input  wire       p1_load,
    input  wire       p1_tick,
    input  wire [3:0] p2_data,
    output wire [1:0] p0_pending,
    output wire [1:0] p0_in_service,
    output wire       p0_irq,
    output wire       p0_vector,
    output wire [2:0] p1_remaining,
    output wire       p1_expired,
    output wire       p2_stalled,
    output wire       p2_violation
);
    reg p2_ready;
    reg p2_valid;
    always @* begin
        p2_ready = p0_irq;
        p2_valid = p1_expired;
    end
    interrupt_0004 p0 (
        .vector(p0_vector),
        .irq(p0_irq),
        .in_service(p0_in_service),
        .pending(p0_pending),
        .eoi(p0_eoi),
        .ack(p0_ack),
        .irq_lo(p0_irq_lo),
        .irq_hi(p0_irq_hi),
        .rst(rst),
        .clk(clk)
    );
    timer_0007 p1 (
        .expired(p1_expired),
        .remaining(p1_remaining),
        .tick(p1_tick),
        .load(p1_load),
        .rst(rst),
        .clk(clk)
    );
    handshake_0006 p2 (
        .violation(p2_violation),
        .stalled(p2_stalled),
        .data(p2_data),
        .ready(p2_ready),
        .valid(p2_valid),
        .rst(rst),
        .clk(clk)
    );
endmodule
