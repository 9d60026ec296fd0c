module comp_train_004 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_signal_detect,
    input  wire       p0_align_ok,
    input  wire [2:0] p0_err_count,
    output wire       p0_link_up,
    output wire       p0_training,
    output wire       p0_recovering,
    output wire       p1_beat_allowed,
    output wire [1:0] p1_burst_count
);
    reg p1_beat;
    always @* begin
        p1_beat = p0_training;
    end
    protocol_controller_0009 p0 (
        .recovering(p0_recovering),
        .training(p0_training),
        .link_up(p0_link_up),
        .err_count(p0_err_count),
        .align_ok(p0_align_ok),
        .signal_detect(p0_signal_detect),
        .rst(rst),
        .clk(clk)
    );
    rate_limiter_0008 p1 (
        .burst_count(p1_burst_count),
        .beat_allowed(p1_beat_allowed),
        .beat(p1_beat),
        .rst(rst),
        .clk(clk)
    );
endmodule
