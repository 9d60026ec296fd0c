module comp_test_011 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_req_valid,
    input  wire [1:0] p0_req_mode,
    input  wire       p1_req,
    input  wire       p1_slow,
    input  wire       p2_sample_en,
    input  wire       p2_din_force,
    output wire [1:0] p0_active_mode,
    output wire       p0_ready,
    output wire [2:0] p0_settle_left,
    output wire       p1_fire,
    output wire [3:0] p2_history,
    output wire       p2_rise,
    output wire       p2_fall,
    output wire       p2_stable_high,
    output wire       p2_stable_low
);
    reg p2_flush;
    reg p2_din;
    always @* begin
        p2_flush = p0_ready;
        p2_din = p1_fire | p2_din_force;
    end
    mode_controller_0004 p0 (
        .settle_left(p0_settle_left),
        .ready(p0_ready),
        .active_mode(p0_active_mode),
        .req_mode(p0_req_mode),
        .req_valid(p0_req_valid),
        .rst(rst),
        .clk(clk)
    );
    hidden_0009 p1 (
        .fire(p1_fire),
        .slow(p1_slow),
        .req(p1_req),
        .rst(rst),
        .clk(clk)
    );
    pulse_event_0002 p2 (
        .stable_low(p2_stable_low),
        .stable_high(p2_stable_high),
        .fall(p2_fall),
        .rise(p2_rise),
        .history(p2_history),
        .flush(p2_flush),
        .sample_en(p2_sample_en),
        .din(p2_din),
        .rst(rst),
        .clk(clk)
    );
endmodule
