module comp_train_030 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_enable,
    input  wire [3:0] p0_density,
    input  wire       p0_sync_clear,
    input  wire       p1_fifo_empty,
    input  wire       p2_sleep_req,
    input  wire       p2_idle_ack,
    input  wire       p1_flush_req_force,
    input  wire       p2_irq_pending_en,
    output wire [3:0] p0_phase_acc,
    output wire       p0_pulse_out,
    output wire       p0_square_out,
    output wire       p1_accept,
    output wire       p1_draining,
    output wire       p1_clear_ptrs,
    output wire       p2_clk_en,
    output wire       p2_power_down,
    output wire       p2_wake_irq
);
    reg p1_flush_req;
    reg p2_irq_pending;
    always @* begin
        p1_flush_req = p0_square_out | p1_flush_req_force;
        p2_irq_pending = p1_draining & p2_irq_pending_en;
    end
    pulse_event_0001 p0 (
        .square_out(p0_square_out),
        .pulse_out(p0_pulse_out),
        .phase_acc(p0_phase_acc),
        .sync_clear(p0_sync_clear),
        .density(p0_density),
        .enable(p0_enable),
        .rst(rst),
        .clk(clk)
    );
    fifo_0009 p1 (
        .clear_ptrs(p1_clear_ptrs),
        .draining(p1_draining),
        .accept(p1_accept),
        .fifo_empty(p1_fifo_empty),
        .flush_req(p1_flush_req),
        .rst(rst),
        .clk(clk)
    );
    interrupt_0009 p2 (
        .wake_irq(p2_wake_irq),
        .power_down(p2_power_down),
        .clk_en(p2_clk_en),
        .idle_ack(p2_idle_ack),
        .irq_pending(p2_irq_pending),
        .sleep_req(p2_sleep_req),
        .rst_n(~rst),
        .clk(clk)
    );
endmodule
