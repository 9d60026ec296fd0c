module comp_dev_004 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_rx_valid,
    input  wire [2:0] p0_rx_seq,
    input  wire       p0_resync,
    input  wire       p1_up,
    input  wire [1:0] p1_step,
    output wire [2:0] p0_expected_seq,
    output wire       p0_ack,
    output wire       p0_nak,
    output wire       p0_duplicate,
    output wire [3:0] p1_count,
    output wire       p1_at_max,
    output wire       p1_at_min
);
    reg p1_down;
    always @* begin
        p1_down = p0_nak;
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
    saturating_arithmetic_0001 p1 (
        .at_min(p1_at_min),
        .at_max(p1_at_max),
        .count(p1_count),
        .step(p1_step),
        .down(p1_down),
        .up(p1_up),
        .rst(rst),
        .clk(clk)
    );
endmodule
