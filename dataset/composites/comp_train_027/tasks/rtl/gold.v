module comp_train_027 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_din,
    input  wire       p0_lng,
    input  wire       p0_clr,
    input  wire       p1_start,
    input  wire       p1_pause,
    input  wire       p1_resume,
    input  wire       p1_abort,
    input  wire       p1_count_zero,
    input  wire       p1_done_ack,
    input  wire       p2_line_in,
    input  wire       p2_sample_en_force,
    input  wire       p2_clr_count_en,
    output wire       p0_dout,
    output wire       p1_count_en,
    output wire       p1_busy,
    output wire       p1_done,
    output wire [1:0] p2_recent,
    output wire [2:0] p2_glitch_count,
    output wire       p2_glitch_seen
);
    reg p2_sample_en;
    reg p2_clr_count;
    always @* begin
        p2_sample_en = p0_dout | p2_sample_en_force;
        p2_clr_count = p1_done & p2_clr_count_en;
    end
    hidden_0055 p0 (
        .dout(p0_dout),
        .clr(p0_clr),
        .lng(p0_lng),
        .din(p0_din),
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
