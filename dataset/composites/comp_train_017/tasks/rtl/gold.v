module comp_train_017 (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] p0_utilization,
    input  wire       p0_thermal_alarm,
    input  wire       p1_start,
    input  wire       p1_pause,
    input  wire       p1_resume,
    input  wire       p1_abort,
    input  wire       p1_count_zero,
    input  wire       p1_done_ack_force,
    output wire [2:0] p0_perf_level,
    output wire [2:0] p0_clk_div,
    output wire       p0_turbo,
    output wire       p1_count_en,
    output wire       p1_busy,
    output wire       p1_done
);
    reg p1_done_ack;
    always @* begin
        p1_done_ack = p0_turbo | p1_done_ack_force;
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
    timer_0009 p1 (
        .done(p1_done),
        .busy(p1_busy),
        .count_en(p1_count_en),
        .done_ack(p1_done_ack),
        .count_zero(p1_count_zero),
        .abort(p1_abort),
        .resume(p1_resume),
        .pause(p1_pause),
        .start(p1_start),
        .rst(rst),
        .clk(clk)
    );
endmodule
