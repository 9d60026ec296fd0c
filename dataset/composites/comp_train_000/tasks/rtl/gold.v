module comp_train_000 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_sample_en,
    input  wire       p0_line_in,
    input  wire       p0_clr_count,
    input  wire       p1_sig_force,
    output wire [1:0] p0_recent,
    output wire [2:0] p0_glitch_count,
    output wire       p0_glitch_seen,
    output wire [2:0] p1_elapsed,
    output wire [2:0] p1_pulse_width,
    output wire       p1_measured
);
    reg p1_sig;
    always @* begin
        p1_sig = p0_glitch_seen | p1_sig_force;
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
    counter_0008 p1 (
        .measured(p1_measured),
        .pulse_width(p1_pulse_width),
        .elapsed(p1_elapsed),
        .sig(p1_sig),
        .rst(rst),
        .clk(clk)
    );
endmodule
