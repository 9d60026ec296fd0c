module comp_dev_008 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_pll_locked,
    input  wire       p0_cfg_done,
    input  wire       p0_cfg_error,
    input  wire       p0_watchdog_bite,
    input  wire       p0_clear_safe,
    input  wire       p1_valid,
    input  wire [3:0] p1_data,
    input  wire       p1_ready_force,
    output wire       p0_core_en,
    output wire       p0_cfg_busy,
    output wire       p0_safe_mode,
    output wire       p1_stalled,
    output wire       p1_violation
);
    reg p1_ready;
    always @* begin
        p1_ready = p0_cfg_busy | p1_ready_force;
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
    handshake_0006 p1 (
        .violation(p1_violation),
        .stalled(p1_stalled),
        .data(p1_data),
        .ready(p1_ready),
        .valid(p1_valid),
        .rst(rst),
        .clk(clk)
    );
endmodule
