module comp_train_039 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_clip_pos,
    input  wire       p0_clip_neg,
    input  wire       p0_ack,
    input  wire       p1_start_cmd,
    input  wire       p1_stop_cmd,
    input  wire       p1_ramp_done,
    input  wire       p1_speed_zero,
    input  wire [2:0] p2_irq_vector,
    input  wire       p2_ovr_clear,
    input  wire       p2_ack_en,
    input  wire       p2_irq_valid_en,
    output wire       p0_saw_pos,
    output wire       p0_saw_neg,
    output wire       p1_drive_en,
    output wire       p1_brake_en,
    output wire       p1_ramping,
    output wire       p2_irq,
    output wire [2:0] p2_vector,
    output wire [1:0] p2_overrun_count
);
    reg p2_ack;
    reg p2_irq_valid;
    always @* begin
        p2_ack = p0_saw_neg & p2_ack_en;
        p2_irq_valid = p1_drive_en & p2_irq_valid_en;
    end
    saturating_arithmetic_0010 p0 (
        .saw_neg(p0_saw_neg),
        .saw_pos(p0_saw_pos),
        .ack(p0_ack),
        .clip_neg(p0_clip_neg),
        .clip_pos(p0_clip_pos),
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
