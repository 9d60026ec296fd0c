module comp_dev_003 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_key_valid,
    input  wire [1:0] p0_key,
    input  wire       p0_relock,
    input  wire       p1_en,
    input  wire       p1_clear,
    input  wire [3:0] p1_last_value,
    input  wire [2:0] p2_rx_seq,
    input  wire       p2_resync_force,
    output wire [1:0] p0_stage,
    output wire       p0_unlocked,
    output wire [3:0] p1_count,
    output wire       p1_at_end,
    output wire [2:0] p2_expected_seq,
    output wire       p2_ack,
    output wire       p2_nak,
    output wire       p2_duplicate
);
    reg p2_rx_valid;
    reg p2_resync;
    always @* begin
        p2_rx_valid = p0_unlocked;
        p2_resync = p1_at_end | p2_resync_force;
    end
    sequence_detector_0002 p0 (
        .unlocked(p0_unlocked),
        .stage(p0_stage),
        .relock(p0_relock),
        .key(p0_key),
        .key_valid(p0_key_valid),
        .rst(rst),
        .clk(clk)
    );
    counter_0002 p1 (
        .at_end(p1_at_end),
        .count(p1_count),
        .last_value(p1_last_value),
        .clear(p1_clear),
        .en(p1_en),
        .rst(rst),
        .clk(clk)
    );
    protocol_controller_0001 p2 (
        .duplicate(p2_duplicate),
        .nak(p2_nak),
        .ack(p2_ack),
        .expected_seq(p2_expected_seq),
        .resync(p2_resync),
        .rx_seq(p2_rx_seq),
        .rx_valid(p2_rx_valid),
        .rst(rst),
        .clk(clk)
    );
endmodule
