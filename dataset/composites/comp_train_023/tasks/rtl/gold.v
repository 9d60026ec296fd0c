module comp_train_023 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_bit_valid,
    input  wire       p0_din,
    input  wire       p1_cmd_req,
    input  wire [2:0] p1_min_gap,
    input  wire       p1_flush,
    input  wire [2:0] p2_burst_len,
    input  wire       p2_beat_en,
    output wire       p0_detect,
    output wire [1:0] p0_progress,
    output wire [2:0] p1_holdoff,
    output wire       p1_cmd_issue,
    output wire       p1_pace_ready,
    output wire       p2_busy,
    output wire [2:0] p2_beats_left,
    output wire       p2_last_beat
);
    reg p2_start;
    reg p2_beat;
    always @* begin
        p2_start = p0_detect;
        p2_beat = p1_cmd_issue & p2_beat_en;
    end
    sequence_detector_0006 p0 (
        .progress(p0_progress),
        .detect(p0_detect),
        .din(p0_din),
        .bit_valid(p0_bit_valid),
        .rst(rst),
        .clk(clk)
    );
    rate_limiter_0003 p1 (
        .pace_ready(p1_pace_ready),
        .cmd_issue(p1_cmd_issue),
        .holdoff(p1_holdoff),
        .flush(p1_flush),
        .min_gap(p1_min_gap),
        .cmd_req(p1_cmd_req),
        .rst_n(~rst),
        .clk(clk)
    );
    handshake_0005 p2 (
        .last_beat(p2_last_beat),
        .beats_left(p2_beats_left),
        .busy(p2_busy),
        .beat(p2_beat),
        .burst_len(p2_burst_len),
        .start(p2_start),
        .rst(rst),
        .clk(clk)
    );
endmodule
