module comp_train_028 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_sample_en,
    input  wire       p0_line_in,
    input  wire       p0_clr_count,
    input  wire       p1_pulse_a,
    input  wire       p1_pulse_b_en,
    output wire [1:0] p0_recent,
    output wire [2:0] p0_glitch_count,
    output wire       p0_glitch_seen,
    output wire       p1_serve_a,
    output wire       p1_serve_b,
    output wire [1:0] p1_pending,
    output wire       p1_prefer_b
);
    reg p1_pulse_b;
    always @* begin
        p1_pulse_b = p0_glitch_seen & p1_pulse_b_en;
    end
    sequence_detector_0004 p0 (
        .glitch_seen(p0_glitch_seen),
        .glitch_count(p0_glitch_count),
        .recent(p0_recent),
        .clr_count(p0_clr_count),
        .line_in(p0_line_in),
        .sample_en(p0_sample_en),
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
