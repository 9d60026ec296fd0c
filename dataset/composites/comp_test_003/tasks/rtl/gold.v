module comp_test_003 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_flush,
    input  wire       p0_rd_en,
    input  wire [2:0] p0_rd_bytes,
    input  wire       p0_wr_en,
    input  wire [2:0] p0_wr_bytes,
    input  wire       p1_start,
    input  wire [3:0] p1_ack_in,
    input  wire       p2_lap,
    input  wire       p2_clear_force,
    input  wire       p2_start_stop_en,
    output wire [3:0] p0_used,
    output wire [3:0] p0_space,
    output wire       p0_empty,
    output wire [3:0] p1_acked,
    output wire       p1_all_acked,
    output wire [2:0] p1_answered,
    output wire       p2_running,
    output wire [4:0] p2_elapsed,
    output wire [4:0] p2_lap_time
);
    reg p2_clear;
    reg p2_start_stop;
    always @* begin
        p2_clear = p0_empty | p2_clear_force;
        p2_start_stop = p1_all_acked & p2_start_stop_en;
    end
    fifo_0002 p0 (
        .empty(p0_empty),
        .space(p0_space),
        .used(p0_used),
        .wr_bytes(p0_wr_bytes),
        .wr_en(p0_wr_en),
        .rd_bytes(p0_rd_bytes),
        .rd_en(p0_rd_en),
        .flush(p0_flush),
        .rst(rst),
        .clk(clk)
    );
    handshake_0003 p1 (
        .answered(p1_answered),
        .all_acked(p1_all_acked),
        .acked(p1_acked),
        .ack_in(p1_ack_in),
        .start(p1_start),
        .rst(rst),
        .clk(clk)
    );
    timer_0005 p2 (
        .lap_time(p2_lap_time),
        .elapsed(p2_elapsed),
        .running(p2_running),
        .clear(p2_clear),
        .lap(p2_lap),
        .start_stop(p2_start_stop),
        .rst(rst),
        .clk(clk)
    );
endmodule
