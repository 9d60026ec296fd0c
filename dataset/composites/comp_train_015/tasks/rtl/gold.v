module comp_train_015 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_cs_n,
    input  wire       p0_sclk_rise,
    input  wire       p0_mosi,
    input  wire [3:0] p1_utilization,
    input  wire       p1_thermal_alarm,
    input  wire       p2_sample_en_force,
    input  wire       p2_noisy_in_en,
    output wire [7:0] p0_rx_shift,
    output wire [2:0] p0_bit_count,
    output wire       p0_byte_done,
    output wire [2:0] p1_perf_level,
    output wire [2:0] p1_clk_div,
    output wire       p1_turbo,
    output wire       p2_clean,
    output wire [1:0] p2_pending,
    output wire       p2_changing
);
    reg p2_sample_en;
    reg p2_noisy_in;
    always @* begin
        p2_sample_en = p0_byte_done | p2_sample_en_force;
        p2_noisy_in = p1_turbo & p2_noisy_in_en;
    end
    protocol_controller_0006 p0 (
        .byte_done(p0_byte_done),
        .bit_count(p0_bit_count),
        .rx_shift(p0_rx_shift),
        .mosi(p0_mosi),
        .sclk_rise(p0_sclk_rise),
        .cs_n(p0_cs_n),
        .rst(rst),
        .clk(clk)
    );
    mode_controller_0001 p1 (
        .turbo(p1_turbo),
        .clk_div(p1_clk_div),
        .perf_level(p1_perf_level),
        .thermal_alarm(p1_thermal_alarm),
        .utilization(p1_utilization),
        .rst(rst),
        .clk(clk)
    );
    timer_0006 p2 (
        .changing(p2_changing),
        .pending(p2_pending),
        .clean(p2_clean),
        .noisy_in(p2_noisy_in),
        .sample_en(p2_sample_en),
        .rst(rst),
        .clk(clk)
    );
endmodule
