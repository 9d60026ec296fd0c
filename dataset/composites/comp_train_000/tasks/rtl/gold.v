module comp_train_000 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_sec_tick,
    input  wire       p0_set_time,
    input  wire [6:0] p0_time_in,
    input  wire       p1_sig_force,
    output wire [6:0] p0_seconds_bcd,
    output wire       p0_minute_carry,
    output wire [2:0] p1_elapsed,
    output wire [2:0] p1_pulse_width,
    output wire       p1_measured
);
    reg p1_sig;
    always @* begin
        p1_sig = p0_minute_carry | p1_sig_force;
    end
    timer_0002 p0 (
        .minute_carry(p0_minute_carry),
        .seconds_bcd(p0_seconds_bcd),
        .time_in(p0_time_in),
        .set_time(p0_set_time),
        .sec_tick(p0_sec_tick),
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
