module comp_dev_009 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_wr_valid,
    input  wire       p0_wr_last,
    input  wire       p0_rd_start,
    input  wire       p0_rd_done,
    input  wire       p1_tick,
    output wire       p0_in_ready,
    output wire       p0_receiving,
    output wire       p0_pkt_ready,
    output wire       p0_sending,
    output wire [3:0] p1_err_score,
    output wire       p1_alarm,
    output wire [1:0] p1_decay_phase
);
    reg p1_error;
    always @* begin
        p1_error = p0_in_ready;
    end
    fifo_0010 p0 (
        .sending(p0_sending),
        .pkt_ready(p0_pkt_ready),
        .receiving(p0_receiving),
        .in_ready(p0_in_ready),
        .rd_done(p0_rd_done),
        .rd_start(p0_rd_start),
        .wr_last(p0_wr_last),
        .wr_valid(p0_wr_valid),
        .rst(rst),
        .clk(clk)
    );
    saturating_arithmetic_0008 p1 (
        .decay_phase(p1_decay_phase),
        .alarm(p1_alarm),
        .err_score(p1_err_score),
        .tick(p1_tick),
        .error(p1_error),
        .rst(rst),
        .clk(clk)
    );
endmodule
