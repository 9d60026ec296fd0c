module comp_train_021 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_start_cmd,
    input  wire       p0_stop_cmd,
    input  wire       p0_ramp_done,
    input  wire       p0_speed_zero,
    input  wire       p1_ack,
    input  wire       p1_nack,
    input  wire       p1_start_en,
    output wire       p0_drive_en,
    output wire       p0_brake_en,
    output wire       p0_ramping,
    output wire       p1_req,
    output wire [1:0] p1_attempts,
    output wire       p1_failed
);
    reg p1_start;
    always @* begin
        p1_start = p0_brake_en & p1_start_en;
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
    handshake_0007 p1 (
        .failed(p1_failed),
        .attempts(p1_attempts),
        .req(p1_req),
        .nack(p1_nack),
        .ack(p1_ack),
        .start(p1_start),
        .rst(rst),
        .clk(clk)
    );
endmodule
