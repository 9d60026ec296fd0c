module comp_train_008 (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] p0_utilization,
    input  wire       p0_thermal_alarm,
    input  wire       p1_enable,
    input  wire [3:0] p1_density,
    input  wire       p1_sync_clear_force,
    output wire [2:0] p0_perf_level,
    output wire [2:0] p0_clk_div,
    output wire       p0_turbo,
    output wire [3:0] p1_phase_acc,
    output wire       p1_pulse_out,
    output wire       p1_square_out
);
    reg p1_sync_clear;
    always @* begin
        p1_sync_clear = p0_turbo | p1_sync_clear_force;
    end
    mode_controller_0001 p0 (
        .turbo(p0_turbo),
        .clk_div(p0_clk_div),
        .perf_level(p0_perf_level),
        .thermal_alarm(p0_thermal_alarm),
        .utilization(p0_utilization),
        .rst(rst),
        .clk(clk)
    );
    pulse_event_0001 p1 (
        .square_out(p1_square_out),
        .pulse_out(p1_pulse_out),
        .phase_acc(p1_phase_acc),
        .sync_clear(p1_sync_clear),
        .density(p1_density),
        .enable(p1_enable),
        .rst(rst),
        .clk(clk)
    );
endmodule
