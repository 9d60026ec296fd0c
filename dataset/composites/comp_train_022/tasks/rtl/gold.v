module comp_train_022 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_sig,
    input  wire       p1_force_off,
    input  wire       p2_beat_force,
    output wire [2:0] p0_elapsed,
    output wire [2:0] p0_pulse_width,
    output wire       p0_measured,
    output wire       p1_pg_ok,
    output wire       p1_pg_pending,
    output wire       p2_beat_allowed,
    output wire [1:0] p2_burst_count
);
    reg p1_pg_in;
    reg p2_beat;
    always @* begin
        p1_pg_in = p0_measured;
        p2_beat = p1_pg_ok | p2_beat_force;
    end
    counter_0008 p0 (
        .measured(p0_measured),
        .pulse_width(p0_pulse_width),
        .elapsed(p0_elapsed),
        .sig(p0_sig),
        .rst(rst),
        .clk(clk)
    );
    hidden_0014 p1 (
        .pg_pending(p1_pg_pending),
        .pg_ok(p1_pg_ok),
        .force_off(p1_force_off),
        .pg_in(p1_pg_in),
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
