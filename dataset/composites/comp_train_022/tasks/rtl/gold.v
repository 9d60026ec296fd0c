module comp_train_022 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_sig,
    input  wire       p2_beat_force,
    output wire [2:0] p0_elapsed,
    output wire [2:0] p0_pulse_width,
    output wire       p0_measured,
    output wire       p1_pulse,
    output wire       p2_beat_allowed,
    output wire [1:0] p2_burst_count
);
    reg p1_trig;
    reg p2_beat;
    always @* begin
        p1_trig = p0_measured;
        p2_beat = p1_pulse | p2_beat_force;
    end
    counter_0008 p0 (
        .measured(p0_measured),
        .pulse_width(p0_pulse_width),
        .elapsed(p0_elapsed),
        .sig(p0_sig),
        .rst(rst),
        .clk(clk)
    );
    hidden_0001 p1 (
        .pulse(p1_pulse),
        .trig(p1_trig),
        .rst(rst),
        .clk(clk)
    );
    rate_limiter_0008 p2 (
        .burst_count(p2_burst_count),
        .beat_allowed(p2_beat_allowed),
        .beat(p2_beat),
        .rst(rst),
        .clk(clk)
    );
endmodule
