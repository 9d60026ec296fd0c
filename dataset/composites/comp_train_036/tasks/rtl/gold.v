module comp_train_036 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_button,
    input  wire       p1_timer_en,
    input  wire [3:0] p1_idle_limit,
    input  wire       p1_activity_en,
    output wire       p0_pulse,
    output wire       p0_armed,
    output wire [3:0] p1_idle_cycles,
    output wire       p1_idle_req
);
    reg p1_activity;
    always @* begin
        p1_activity = p0_pulse & p1_activity_en;
    end
    pulse_event_0007 p0 (
        .armed(p0_armed),
        .pulse(p0_pulse),
        .button(p0_button),
        .rst(rst),
        .clk(clk)
    );
    timer_0001 p1 (
        .idle_req(p1_idle_req),
        .idle_cycles(p1_idle_cycles),
        .idle_limit(p1_idle_limit),
        .activity(p1_activity),
        .timer_en(p1_timer_en),
        .rst(rst),
        .clk(clk)
    );
endmodule
