module comp_train_029 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_timer_en,
    input  wire       p0_activity,
    input  wire [3:0] p0_idle_limit,
    input  wire [3:0] p1_event_count,
    input  wire       p1_window_end_en,
    output wire [3:0] p0_idle_cycles,
    output wire       p0_idle_req,
    output wire       p1_burst_alarm,
    output wire [1:0] p1_rate_class
);
    reg p1_window_end;
    always @* begin
        p1_window_end = p0_idle_req & p1_window_end_en;
    end
    timer_0001 p0 (
        .idle_req(p0_idle_req),
        .idle_cycles(p0_idle_cycles),
        .idle_limit(p0_idle_limit),
        .activity(p0_activity),
        .timer_en(p0_timer_en),
        .rst(rst),
        .clk(clk)
    );
    pulse_event_0009 p1 (
        .rate_class(p1_rate_class),
        .burst_alarm(p1_burst_alarm),
        .event_count(p1_event_count),
        .window_end(p1_window_end),
        .rst(rst),
        .clk(clk)
    );
endmodule
