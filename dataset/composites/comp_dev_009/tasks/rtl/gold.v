module comp_dev_009 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_load,
    input  wire       p0_tick,
    input  wire       p1_wr_last,
    input  wire       p1_rd_start,
    input  wire       p1_rd_done,
    output wire [2:0] p0_remaining,
    output wire       p0_expired,
    output wire       p1_in_ready,
    output wire       p1_receiving,
    output wire       p1_pkt_ready,
    output wire       p1_sending
);
    reg p1_wr_valid;
    always @* begin
        p1_wr_valid = p0_expired;
    end
    timer_0007 p0 (
        .expired(p0_expired),
        .remaining(p0_remaining),
        .tick(p0_tick),
        .load(p0_load),
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
endmodule
