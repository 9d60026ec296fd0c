module comp_train_028 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_load,
    input  wire [3:0] p0_seed,
    input  wire       p0_double_gain,
    input  wire       p0_halve_gain,
    input  wire       p1_pulse_a,
    input  wire       p1_pulse_b_en,
    output wire [7:0] p0_gain,
    output wire       p0_full_scale,
    output wire       p1_serve_a,
    output wire       p1_serve_b,
    output wire [1:0] p1_pending,
    output wire       p1_prefer_b
);
    reg p1_pulse_b;
    always @* begin
        p1_pulse_b = p0_full_scale & p1_pulse_b_en;
    end
    saturating_arithmetic_0003 p0 (
        .full_scale(p0_full_scale),
        .gain(p0_gain),
        .halve_gain(p0_halve_gain),
        .double_gain(p0_double_gain),
        .seed(p0_seed),
        .load(p0_load),
        .rst(rst),
        .clk(clk)
    );
    arbiter_0008 p1 (
        .prefer_b(p1_prefer_b),
        .pending(p1_pending),
        .serve_b(p1_serve_b),
        .serve_a(p1_serve_a),
        .pulse_b(p1_pulse_b),
        .pulse_a(p1_pulse_a),
        .rst(rst),
        .clk(clk)
    );
endmodule
