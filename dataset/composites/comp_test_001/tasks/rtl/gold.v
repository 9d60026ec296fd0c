module comp_test_001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_din,
    input  wire       p0_sample_en,
    input  wire       p0_flush,
    input  wire       p1_taken,
    output wire [3:0] p0_history,
    output wire       p0_rise,
    output wire       p0_fall,
    output wire       p0_stable_high,
    output wire       p0_stable_low,
    output wire       p1_predict_taken,
    output wire       p1_saturated
);
    reg p1_update;
    always @* begin
        p1_update = p0_fall;
    end
    pulse_event_0002 p0 (
        .stable_low(p0_stable_low),
        .stable_high(p0_stable_high),
        .fall(p0_fall),
        .rise(p0_rise),
        .history(p0_history),
        .flush(p0_flush),
        .sample_en(p0_sample_en),
        .din(p0_din),
        .rst(rst),
        .clk(clk)
    );
    counter_0010 p1 (
        .saturated(p1_saturated),
        .predict_taken(p1_predict_taken),
        .taken(p1_taken),
        .update(p1_update),
        .rst_n(~rst),
        .clk(clk)
    );
endmodule
