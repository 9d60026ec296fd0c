module comp_train_030 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_cmd_req,
    input  wire [2:0] p0_min_gap,
    input  wire       p0_flush,
    input  wire       p1_fifo_empty,
    input  wire       p2_start_cmd,
    input  wire       p2_stop_cmd,
    input  wire       p2_speed_zero,
    input  wire       p1_flush_req_force,
    input  wire       p2_ramp_done_en,
    output wire [2:0] p0_holdoff,
    output wire       p0_cmd_issue,
    output wire       p0_pace_ready,
    output wire       p1_accept,
    output wire       p1_draining,
    output wire       p1_clear_ptrs,
    output wire       p2_drive_en,
    output wire       p2_brake_en,
    output wire       p2_ramping
);
    reg p1_flush_req;
    reg p2_ramp_done;
    always @* begin
        p1_flush_req = p0_pace_ready | p1_flush_req_force;
        p2_ramp_done = p1_draining & p2_ramp_done_en;
    end
    rate_limiter_0003 p0 (
        .pace_ready(p0_pace_ready),
        .cmd_issue(p0_cmd_issue),
        .holdoff(p0_holdoff),
        .flush(p0_flush),
        .min_gap(p0_min_gap),
        .cmd_req(p0_cmd_req),
        .rst_n(~rst),
        .clk(clk)
    );
    fifo_0009 p1 (
        .clear_ptrs(p1_clear_ptrs),
        .draining(p1_draining),
        .accept(p1_accept),
        .fifo_empty(p1_fifo_empty),
        .flush_req(p1_flush_req),
        .rst(rst),
        .clk(clk)
    );
    mode_controller_0009 p2 (
        .ramping(p2_ramping),
        .brake_en(p2_brake_en),
        .drive_en(p2_drive_en),
        .speed_zero(p2_speed_zero),
        .ramp_done(p2_ramp_done),
        .stop_cmd(p2_stop_cmd),
        .start_cmd(p2_start_cmd),
        .rst(rst),
        .clk(clk)
    );
endmodule
