module comp_train_035 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_window_end,
    input  wire [3:0] p0_event_count,
    input  wire       p1_send,
    input  wire       p1_ack,
    input  wire       p2_kick,
    input  wire       p2_wd_enable_en,
    input  wire       p2_period_end_en,
    output wire       p0_burst_alarm,
    output wire [1:0] p0_rate_class,
    output wire       p1_req,
    output wire       p1_busy,
    output wire       p2_wd_running,
    output wire       p2_warn_irq,
    output wire       p2_sys_reset_req
);
    reg p2_wd_enable;
    reg p2_period_end;
    always @* begin
        p2_wd_enable = p0_burst_alarm & p2_wd_enable_en;
        p2_period_end = p1_busy & p2_period_end_en;
    end
    pulse_event_0009 p0 (
        .rate_class(p0_rate_class),
        .burst_alarm(p0_burst_alarm),
        .event_count(p0_event_count),
        .window_end(p0_window_end),
        .rst(rst),
        .clk(clk)
    );
    handshake_0009 p1 (
        .busy(p1_busy),
        .req(p1_req),
        .ack(p1_ack),
        .send(p1_send),
        .rst(rst),
        .clk(clk)
    );
    timer_0008 p2 (
        .sys_reset_req(p2_sys_reset_req),
        .warn_irq(p2_warn_irq),
        .wd_running(p2_wd_running),
        .period_end(p2_period_end),
        .kick(p2_kick),
        .wd_enable(p2_wd_enable),
        .rst(rst),
        .clk(clk)
    );
endmodule
