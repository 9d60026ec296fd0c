module comp_train_007 (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] p0_utilization,
    input  wire       p0_thermal_alarm,
    input  wire       p1_sig,
    input  wire       p2_din_force,
    input  wire       p2_bit_valid_force,
    output wire [2:0] p0_perf_level,
    output wire [2:0] p0_clk_div,
    output wire       p0_turbo,
    output wire [2:0] p1_elapsed,
    output wire [2:0] p1_pulse_width,
    output wire       p1_measured,
    output wire       p2_detect,
    output wire [1:0] p2_progress
);
    reg p2_din;
    reg p2_bit_valid;
    always @* begin
        p2_din = p0_turbo | p2_din_force;
        p2_bit_valid = p1_measured | p2_bit_valid_force;
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
