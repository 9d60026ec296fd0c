module comp_train_033 (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] p0_utilization,
    input  wire       p0_thermal_alarm,
    input  wire       p1_start,
    input  wire [5:0] p1_base,
    input  wire [2:0] p1_stride,
    output wire [2:0] p0_perf_level,
    output wire [2:0] p0_clk_div,
    output wire       p0_turbo,
    output wire [5:0] p1_addr,
    output wire       p1_aligned,
    output wire       p1_upper_half
);
    reg p1_advance;
    always @* begin
        p1_advance = p0_turbo;
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
    counter_0005 p1 (
        .upper_half(p1_upper_half),
        .aligned(p1_aligned),
        .addr(p1_addr),
        .stride(p1_stride),
        .advance(p1_advance),
        .base(p1_base),
        .start(p1_start),
        .rst(rst),
        .clk(clk)
    );
endmodule
