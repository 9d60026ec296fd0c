module comp_train_038 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_load,
    input  wire [3:0] p0_seed,
    input  wire       p0_double_gain,
    input  wire       p0_halve_gain,
    input  wire [3:0] p1_event_count,
    input  wire [2:0] p2_irq_vector,
    input  wire       p2_ack,
    input  wire       p2_ovr_clear,
    input  wire       p1_window_end_force,
    output wire [7:0] p0_gain,
    output wire       p0_full_scale,
    output wire       p1_burst_alarm,
    output wire [1:0] p1_rate_class,
    output wire       p2_irq,
    output wire [2:0] p2_vector,
    output wire [1:0] p2_overrun_count
);
    reg p1_window_end;
    reg p2_irq_valid;
    always @* begin
        p1_window_end = p0_full_scale | p1_window_end_force;
        p2_irq_valid = p1_burst_alarm;
    end
    saturating_arithmetic_0003 p0 (
        .full_scale(p0_full_scale),
        .gain(p0_gain),
        .halve_gain(p0_halve_gain),
        .double_gain(p0_double_gain),
        .seed(p0_seed),
        .load(p0_load),
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
    interrupt_0006 p2 (
        .overrun_count(p2_overrun_count),
        .vector(p2_vector),
        .irq(p2_irq),
        .ovr_clear(p2_ovr_clear),
        .ack(p2_ack),
        .irq_vector(p2_irq_vector),
        .irq_valid(p2_irq_valid),
        .rst(rst),
        .clk(clk)
    );
endmodule
