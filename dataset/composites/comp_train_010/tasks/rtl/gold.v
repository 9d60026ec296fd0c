module comp_train_010 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_start_cmd,
    input  wire       p0_stop_cmd,
    input  wire       p0_ramp_done,
    input  wire       p0_speed_zero,
    input  wire [3:0] p1_holdoff_len,
    input  wire       p2_fire,
    input  wire [2:0] p2_pulse_count,
    input  wire [1:0] p2_space_len,
    input  wire       p1_irq_req_force,
    output wire       p0_drive_en,
    output wire       p0_brake_en,
    output wire       p0_ramping,
    output wire [3:0] p1_holdoff,
    output wire       p1_irq_out,
    output wire       p1_throttled,
    output wire       p2_pulse_out,
    output wire [2:0] p2_pulses_left,
    output wire [1:0] p2_space_left,
    output wire       p2_busy
);
    reg p1_irq_req;
    reg p2_abort;
    always @* begin
        p1_irq_req = p0_brake_en | p1_irq_req_force;
        p2_abort = p1_throttled;
    end
    mode_controller_0009 p0 (
        .ramping(p0_ramping),
        .brake_en(p0_brake_en),
        .drive_en(p0_drive_en),
        .speed_zero(p0_speed_zero),
        .ramp_done(p0_ramp_done),
        .stop_cmd(p0_stop_cmd),
        .start_cmd(p0_start_cmd),
        .rst(rst),
        .clk(clk)
    );
    interrupt_0003 p1 (
        .throttled(p1_throttled),
        .irq_out(p1_irq_out),
        .holdoff(p1_holdoff),
        .holdoff_len(p1_holdoff_len),
        .irq_req(p1_irq_req),
        .rst(rst),
        .clk(clk)
    );
    pulse_event_0005 p2 (
        .busy(p2_busy),
        .space_left(p2_space_left),
        .pulses_left(p2_pulses_left),
        .pulse_out(p2_pulse_out),
        .abort(p2_abort),
        .space_len(p2_space_len),
        .pulse_count(p2_pulse_count),
        .fire(p2_fire),
        .rst(rst),
        .clk(clk)
    );
endmodule
