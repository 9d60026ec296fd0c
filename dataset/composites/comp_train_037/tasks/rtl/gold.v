module comp_train_037 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_hi_req,
    input  wire       p0_lo_req,
    input  wire [3:0] p1_event_count,
    input  wire       p1_window_end_en,
    output wire       p0_grant_hi,
    output wire       p0_grant_lo,
    output wire [1:0] p0_lo_wait,
    output wire       p1_burst_alarm,
    output wire [1:0] p1_rate_class
);
    reg p1_window_end;
    always @* begin
        p1_window_end = p0_grant_hi & p1_window_end_en;
    end
    arbiter_0004 p0 (
        .lo_wait(p0_lo_wait),
        .grant_lo(p0_grant_lo),
        .grant_hi(p0_grant_hi),
        .lo_req(p0_lo_req),
        .hi_req(p0_hi_req),
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
