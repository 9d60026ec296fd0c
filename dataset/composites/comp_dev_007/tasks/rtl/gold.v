module comp_dev_007 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_rx_valid,
    input  wire [2:0] p0_rx_seq,
    input  wire       p0_resync,
    input  wire       p1_wr_valid,
    input  wire       p1_wr_last,
    input  wire       p1_rd_start,
    input  wire       p1_rd_done,
    input  wire [3:0] p2_data,
    input  wire       p2_ready_en,
    output wire [2:0] p0_expected_seq,
    output wire       p0_ack,
    output wire       p0_nak,
    output wire       p0_duplicate,
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
        p2_valid = p0_nak;
        p2_ready = p1_sending & p2_ready_en;
    end
    protocol_controller_0001 p0 (
        .duplicate(p0_duplicate),
        .nak(p0_nak),
        .ack(p0_ack),
        .expected_seq(p0_expected_seq),
        .resync(p0_resync),
        .rx_seq(p0_rx_seq),
        .rx_valid(p0_rx_valid),
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
