module comp_train_032 (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] p0_utilization,
    input  wire       p0_thermal_alarm,
    input  wire [2:0] p1_op_a,
    input  wire [2:0] p1_op_b,
    input  wire       p1_op_valid_en,
    output wire [2:0] p0_perf_level,
    output wire [2:0] p0_clk_div,
    output wire       p0_turbo,
    output wire [4:0] p1_product,
    output wire       p1_clipped
);
    reg p1_op_valid;
    always @* begin
        p1_op_valid = p0_turbo & p1_op_valid_en;
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
    saturating_arithmetic_0006 p1 (
        .clipped(p1_clipped),
        .product(p1_product),
        .op_b(p1_op_b),
        .op_a(p1_op_a),
        .op_valid(p1_op_valid),
        .rst(rst),
        .clk(clk)
    );
endmodule
