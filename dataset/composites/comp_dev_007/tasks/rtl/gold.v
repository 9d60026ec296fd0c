module comp_dev_007 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_key_wr,
    input  wire [7:0] p0_key,
    input  wire       p0_exit_test,
    input  wire       p1_wr_valid,
    input  wire       p1_wr_last,
    input  wire       p1_rd_start,
    input  wire       p1_rd_done,
    input  wire [3:0] p2_data,
    input  wire       p2_ready_en,
    output wire [1:0] p0_unlock_stage,
    output wire       p0_test_mode,
    output wire [1:0] p0_fail_count,
    output wire       p0_locked_out,
    output wire       p1_in_ready,
    output wire       p1_receiving,
    output wire       p1_pkt_ready,
    output wire       p1_sending,
    output wire       p2_stalled,
    output wire       p2_violation
);
    reg p2_valid;
    reg p2_ready;
    always @* begin
        p2_valid = p0_locked_out;
        p2_ready = p1_sending & p2_ready_en;
    end
    mode_controller_0005 p0 (
        .locked_out(p0_locked_out),
        .fail_count(p0_fail_count),
        .test_mode(p0_test_mode),
        .unlock_stage(p0_unlock_stage),
        .exit_test(p0_exit_test),
        .key(p0_key),
        .key_wr(p0_key_wr),
        .rst(rst),
        .clk(clk)
    );
    fifo_0010 p1 (
        .sending(p1_sending),
        .pkt_ready(p1_pkt_ready),
        .receiving(p1_receiving),
        .in_ready(p1_in_ready),
        .rd_done(p1_rd_done),
        .rd_start(p1_rd_start),
        .wr_last(p1_wr_last),
        .wr_valid(p1_wr_valid),
        .rst(rst),
        .clk(clk)
    );
    handshake_0006 p2 (
        .violation(p2_violation),
        .stalled(p2_stalled),
        .data(p2_data),
        .ready(p2_ready),
        .valid(p2_valid),
        .rst(rst),
        .clk(clk)
    );
endmodule
