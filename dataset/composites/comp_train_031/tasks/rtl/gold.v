module comp_train_031 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_send_req,
    input  wire       p0_ack_valid,
    input  wire [2:0] p0_ack_num,
    input  wire       p1_op_valid,
    input  wire [2:0] p1_op_a,
    input  wire [2:0] p1_op_b,
    input  wire       p2_nack,
    input  wire       p2_ack_en,
    input  wire       p2_start_force,
    output wire [2:0] p0_tx_seq,
    output wire [2:0] p0_window_base,
    output wire [2:0] p0_in_flight,
    output wire       p0_window_full,
    output wire       p0_tx_fire,
    output wire [4:0] p1_product,
    output wire       p1_clipped,
    output wire       p2_req,
    output wire [1:0] p2_attempts,
    output wire       p2_failed
);
    reg p2_ack;
    reg p2_start;
    always @* begin
        p2_ack = p0_tx_fire & p2_ack_en;
        p2_start = p1_clipped | p2_start_force;
    end
    protocol_controller_0004 p0 (
        .tx_fire(p0_tx_fire),
        .window_full(p0_window_full),
        .in_flight(p0_in_flight),
        .window_base(p0_window_base),
        .tx_seq(p0_tx_seq),
        .ack_num(p0_ack_num),
        .ack_valid(p0_ack_valid),
        .send_req(p0_send_req),
        .rst(rst),
        .clk(clk)
    );
    saturating_arithmetic_0006 p1 (
        .clipped(p1_clipped),
        .product(p1_product),
        .op_b(p1_op_b),
        .op_a(p1_op_a),
        .op_valid(p1_op_valid),
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
