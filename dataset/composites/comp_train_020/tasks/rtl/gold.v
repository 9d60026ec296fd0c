module comp_train_020 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_start_cmd,
    input  wire       p0_stop_cmd,
    input  wire       p0_ramp_done,
    input  wire       p0_speed_zero,
    input  wire       p1_pulse_a,
    input  wire       p1_pulse_b_force,
    output wire       p0_drive_en,
    output wire       p0_brake_en,
    output wire       p0_ramping,
    output wire       p1_serve_a,
    output wire       p1_serve_b,
    output wire [1:0] p1_pending,
    output wire       p1_prefer_b
);
    reg p1_pulse_b;
    always @* begin
        p1_pulse_b = p0_ramping | p1_pulse_b_force;
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
    arbiter_0008 p1 (
        .prefer_b(p1_prefer_b),
        .pending(p1_pending),
        .serve_b(p1_serve_b),
        .serve_a(p1_serve_a),
        .pulse_b(p1_pulse_b),
        .pulse_a(p1_pulse_a),
        .rst(rst),
        .clk(clk)
    );
endmodule
