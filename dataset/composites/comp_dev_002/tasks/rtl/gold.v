module comp_dev_002 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_pll_locked,
    input  wire       p0_cfg_done,
    input  wire       p0_cfg_error,
    input  wire       p0_watchdog_bite,
    input  wire       p0_clear_safe,
    input  wire       p1_sym_valid,
    input  wire [1:0] p1_sym,
    input  wire       p2_irq_hi,
    input  wire       p2_irq_lo,
    input  wire       p2_ack,
    input  wire       p1_end_of_frame_force,
    input  wire       p2_eoi_force,
    output wire       p0_core_en,
    output wire       p0_cfg_busy,
    output wire       p0_safe_mode,
    output wire       p1_frame_active,
    output wire [1:0] p1_sync_stage,
    output wire [1:0] p2_pending,
    output wire [1:0] p2_in_service,
    output wire       p2_irq,
    output wire       p2_vector
);
    reg p1_end_of_frame;
    reg p2_eoi;
    always @* begin
        p1_end_of_frame = p0_safe_mode | p1_end_of_frame_force;
        p2_eoi = p1_frame_active | p2_eoi_force;
    end
    mode_controller_0007 p0 (
        .safe_mode(p0_safe_mode),
        .cfg_busy(p0_cfg_busy),
        .core_en(p0_core_en),
        .clear_safe(p0_clear_safe),
        .watchdog_bite(p0_watchdog_bite),
        .cfg_error(p0_cfg_error),
        .cfg_done(p0_cfg_done),
        .pll_locked(p0_pll_locked),
        .rst(rst),
        .clk(clk)
    );
    sequence_detector_0008 p1 (
        .sync_stage(p1_sync_stage),
        .frame_active(p1_frame_active),
        .end_of_frame(p1_end_of_frame),
        .sym(p1_sym),
        .sym_valid(p1_sym_valid),
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
