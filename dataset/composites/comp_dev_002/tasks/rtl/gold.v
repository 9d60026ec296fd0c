module comp_dev_002 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_rxd,
    input  wire       p0_sample_tick,
    input  wire       p0_last_bit,
    input  wire       p1_pll_locked,
    input  wire       p1_cfg_done,
    input  wire       p1_cfg_error,
    input  wire       p1_clear_safe,
    input  wire       p2_load,
    input  wire       p1_watchdog_bite_force,
    input  wire       p2_tick_en,
    output wire [1:0] p0_rx_phase,
    output wire       p0_frame_valid,
    output wire       p1_core_en,
    output wire       p1_cfg_busy,
    output wire       p1_safe_mode,
    output wire [2:0] p2_remaining,
    output wire       p2_expired
);
    reg p1_watchdog_bite;
    reg p2_tick;
    always @* begin
        p1_watchdog_bite = p0_frame_valid | p1_watchdog_bite_force;
        p2_tick = p1_core_en & p2_tick_en;
    end
    protocol_controller_0007 p0 (
        .frame_valid(p0_frame_valid),
        .rx_phase(p0_rx_phase),
        .last_bit(p0_last_bit),
        .sample_tick(p0_sample_tick),
        .rxd(p0_rxd),
        .rst(rst),
        .clk(clk)
    );
    mode_controller_0007 p1 (
        .safe_mode(p1_safe_mode),
        .cfg_busy(p1_cfg_busy),
        .core_en(p1_core_en),
        .clear_safe(p1_clear_safe),
        .watchdog_bite(p1_watchdog_bite),
        .cfg_error(p1_cfg_error),
        .cfg_done(p1_cfg_done),
        .pll_locked(p1_pll_locked),
        .rst(rst),
        .clk(clk)
    );
    timer_0007 p2 (
        .expired(p2_expired),
        .remaining(p2_remaining),
        .tick(p2_tick),
        .load(p2_load),
        .rst(rst),
        .clk(clk)
    );
endmodule
