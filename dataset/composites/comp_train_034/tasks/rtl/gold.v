module comp_train_034 (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] p0_integ,
    input  wire [2:0] p0_err,
    input  wire       p1_start,
    input  wire       p2_set_time,
    input  wire [6:0] p2_time_in,
    input  wire       p1_beat_en,
    output wire       p0_integrate_en,
    output wire       p0_held_high,
    output wire       p0_held_low,
    output wire       p1_open,
    output wire       p1_last,
    output wire [6:0] p2_seconds_bcd,
    output wire       p2_minute_carry
);
    reg p1_beat;
    reg p2_sec_tick;
    always @* begin
        p1_beat = p0_held_high & p1_beat_en;
        p2_sec_tick = p1_open;
    end
    saturating_arithmetic_0009 p0 (
        .held_low(p0_held_low),
        .held_high(p0_held_high),
        .integrate_en(p0_integrate_en),
        .err(p0_err),
        .integ(p0_integ),
        .rst(rst),
        .clk(clk)
    );
    hidden_0025 p1 (
        .last(p1_last),
        .open(p1_open),
        .beat(p1_beat),
        .start(p1_start),
        .rst(rst),
        .clk(clk)
    );
    timer_0002 p2 (
        .minute_carry(p2_minute_carry),
        .seconds_bcd(p2_seconds_bcd),
        .time_in(p2_time_in),
        .set_time(p2_set_time),
        .sec_tick(p2_sec_tick),
        .rst(rst),
        .clk(clk)
    );
endmodule
