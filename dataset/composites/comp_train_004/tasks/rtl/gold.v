module comp_train_004 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_window_end,
    input  wire [3:0] p0_event_count,
    input  wire       p1_clip_neg,
    input  wire       p1_ack,
    output wire       p0_burst_alarm,
    output wire [1:0] p0_rate_class,
    output wire       p1_saw_pos,
    output wire       p1_saw_neg
);
    reg p1_clip_pos;
    always @* begin
        p1_clip_pos = p0_burst_alarm;
    end
    pulse_event_0009 p0 (
        .rate_class(p0_rate_class),
        .burst_alarm(p0_burst_alarm),
        .event_count(p0_event_count),
        .window_end(p0_window_end),
        .rst(rst),
        .clk(clk)
    );
    saturating_arithmetic_0010 p1 (
        .saw_neg(p1_saw_neg),
        .saw_pos(p1_saw_pos),
        .ack(p1_ack),
        .clip_neg(p1_clip_neg),
        .clip_pos(p1_clip_pos),
        .rst(rst),
        .clk(clk)
    );
endmodule
