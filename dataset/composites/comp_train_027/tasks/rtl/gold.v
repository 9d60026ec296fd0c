module comp_train_027 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_trig,
    input  wire       p1_sample_en,
    input  wire       p1_noisy_in,
    input  wire       p2_sample_en,
    input  wire       p2_line_in_en,
    output wire       p0_pulse,
    output wire       p1_clean,
    output wire [1:0] p1_pending,
    output wire       p1_changing,
    output wire [1:0] p2_recent,
    output wire [2:0] p2_glitch_count,
    output wire       p2_glitch_seen
);
    reg p2_line_in;
    reg p2_clr_count;
    always @* begin
        p2_line_in = p0_pulse & p2_line_in_en;
        p2_clr_count = p1_changing;
    end
    hidden_0001 p0 (
        .pulse(p0_pulse),
        .trig(p0_trig),
        .rst(rst),
        .clk(clk)
    );
    timer_0006 p1 (
        .changing(p1_changing),
        .pending(p1_pending),
        .clean(p1_clean),
        .noisy_in(p1_noisy_in),
        .sample_en(p1_sample_en),
        .rst(rst),
        .clk(clk)
    );
    sequence_detector_0004 p2 (
        .glitch_seen(p2_glitch_seen),
        .glitch_count(p2_glitch_count),
        .recent(p2_recent),
        .clr_count(p2_clr_count),
        .line_in(p2_line_in),
        .sample_en(p2_sample_en),
        .rst(rst),
        .clk(clk)
    );
endmodule
