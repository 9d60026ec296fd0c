module comp_dev_005 (
    input  wire       clk,
    input  wire       rst,
    input  wire [1:0] p0_pkt_len,
    input  wire       p0_leak_tick,
    input  wire       p1_rx_valid,
    input  wire [2:0] p1_rx_seq,
    input  wire       p1_resync_en,
    output wire [3:0] p0_fill_level,
    output wire       p0_conform,
    output wire [2:0] p1_expected_seq,
    output wire       p1_ack,
    output wire       p1_nak,
    output wire       p1_duplicate
);
    reg p1_resync;
    always @* begin
        p1_resync = p0_conform & p1_resync_en;
    end
    rate_limiter_0002 p0 (
        .conform(p0_conform),
        .fill_level(p0_fill_level),
        .leak_tick(p0_leak_tick),
        .pkt_len(p0_pkt_len),
        .rst(rst),
        .clk(clk)
    );
    protocol_controller_0001 p1 (
        .duplicate(p1_duplicate),
        .nak(p1_nak),
        .ack(p1_ack),
        .expected_seq(p1_expected_seq),
        .resync(p1_resync),
        .rx_seq(p1_rx_seq),
        .rx_valid(p1_rx_valid),
        .rst(rst),
        .clk(clk)
    );
endmodule
