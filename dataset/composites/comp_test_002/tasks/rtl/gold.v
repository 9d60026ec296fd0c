module comp_test_002 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_send,
    input  wire       p0_ret_valid,
    input  wire [1:0] p0_ret_count,
    input  wire       p1_sample_en,
    input  wire       p1_flush,
    input  wire       p2_clear_fault,
    input  wire       p2_kick_en,
    output wire [3:0] p0_credits,
    output wire       p0_send_ok,
    output wire       p0_low_credit,
    output wire [3:0] p1_history,
    output wire       p1_rise,
    output wire       p1_fall,
    output wire       p1_stable_high,
    output wire       p1_stable_low,
    output wire [3:0] p2_since_kick,
    output wire       p2_window_open,
    output wire       p2_wd_fault
);
    reg p1_din;
    reg p2_kick;
    always @* begin
        p1_din = p0_low_credit;
        p2_kick = p1_stable_low & p2_kick_en;
    end
    protocol_controller_0002 p0 (
        .low_credit(p0_low_credit),
        .send_ok(p0_send_ok),
        .credits(p0_credits),
        .ret_count(p0_ret_count),
        .ret_valid(p0_ret_valid),
        .send(p0_send),
        .rst(rst),
        .clk(clk)
    );
    pulse_event_0002 p1 (
        .stable_low(p1_stable_low),
        .stable_high(p1_stable_high),
        .fall(p1_fall),
        .rise(p1_rise),
        .history(p1_history),
        .flush(p1_flush),
        .sample_en(p1_sample_en),
        .din(p1_din),
        .rst(rst),
        .clk(clk)
    );
    timer_0004 p2 (
        .wd_fault(p2_wd_fault),
        .window_open(p2_window_open),
        .since_kick(p2_since_kick),
        .clear_fault(p2_clear_fault),
        .kick(p2_kick),
        .rst(rst),
        .clk(clk)
    );
endmodule
