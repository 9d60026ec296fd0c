module comp_train_031 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_mode_wr,
    input  wire [1:0] p0_mode_wdata,
    input  wire       p0_fault,
    input  wire       p0_recover,
    input  wire       p1_req,
    input  wire [1:0] p1_quota,
    input  wire       p1_time_tick,
    input  wire       p2_nack,
    input  wire       p2_ack_en,
    input  wire       p2_start_force,
    output wire [1:0] p0_mode,
    output wire [3:0] p0_mode_onehot,
    output wire       p0_write_rejected,
    output wire       p1_grant,
    output wire [1:0] p1_used,
    output wire [1:0] p1_window_phase,
    output wire       p2_req,
    output wire [1:0] p2_attempts,
    output wire       p2_failed
);
    reg p2_ack;
    reg p2_start;
    always @* begin
        p2_ack = p0_write_rejected & p2_ack_en;
        p2_start = p1_grant | p2_start_force;
    end
    mode_controller_0002 p0 (
        .write_rejected(p0_write_rejected),
        .mode_onehot(p0_mode_onehot),
        .mode(p0_mode),
        .recover(p0_recover),
        .fault(p0_fault),
        .mode_wdata(p0_mode_wdata),
        .mode_wr(p0_mode_wr),
        .rst(rst),
        .clk(clk)
    );
    rate_limiter_0005 p1 (
        .window_phase(p1_window_phase),
        .used(p1_used),
        .grant(p1_grant),
        .time_tick(p1_time_tick),
        .quota(p1_quota),
        .req(p1_req),
        .rst(rst),
        .clk(clk)
    );
    handshake_0007 p2 (
        .failed(p2_failed),
        .attempts(p2_attempts),
        .req(p2_req),
        .nack(p2_nack),
        .ack(p2_ack),
        .start(p2_start),
        .rst(rst),
        .clk(clk)
    );
endmodule
