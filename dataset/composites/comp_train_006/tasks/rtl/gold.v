module comp_train_006 (
    input  wire       clk,
    input  wire       rst,
    input  wire [1:0] p0_irq_prio,
    input  wire       p0_done,
    input  wire       p1_start_cmd,
    input  wire       p1_stop_cmd,
    input  wire       p1_speed_zero,
    input  wire       p2_trig,
    input  wire [3:0] p2_stretch_len,
    input  wire       p2_kill,
    input  wire       p1_ramp_done_en,
    input  wire       p2_retrigger_en_en,
    output wire [1:0] p0_active_prio,
    output wire       p0_suspended,
    output wire       p1_drive_en,
    output wire       p1_brake_en,
    output wire       p1_ramping,
    output wire [3:0] p2_remaining,
    output wire       p2_pulse_out,
    output wire       p2_last_cycle
);
    reg p1_ramp_done;
    reg p2_retrigger_en;
    always @* begin
        p1_ramp_done = p0_suspended & p1_ramp_done_en;
        p2_retrigger_en = p1_ramping & p2_retrigger_en_en;
    end
    interrupt_0008 p0 (
        .suspended(p0_suspended),
        .active_prio(p0_active_prio),
        .done(p0_done),
        .irq_prio(p0_irq_prio),
        .rst(rst),
        .clk(clk)
    );
    mode_controller_0009 p1 (
        .ramping(p1_ramping),
        .brake_en(p1_brake_en),
        .drive_en(p1_drive_en),
        .speed_zero(p1_speed_zero),
        .ramp_done(p1_ramp_done),
        .stop_cmd(p1_stop_cmd),
        .start_cmd(p1_start_cmd),
        .rst(rst),
        .clk(clk)
    );
    pulse_event_0003 p2 (
        .last_cycle(p2_last_cycle),
        .pulse_out(p2_pulse_out),
        .remaining(p2_remaining),
        .kill(p2_kill),
        .retrigger_en(p2_retrigger_en),
        .stretch_len(p2_stretch_len),
        .trig(p2_trig),
        .rst(rst),
        .clk(clk)
    );
endmodule
