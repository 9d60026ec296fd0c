module comp_train_033 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_tx_start,
    input  wire       p0_ack_rx,
    input  wire       p0_nak_rx,
    input  wire [2:0] p0_max_retries,
    input  wire       p1_start,
    input  wire [5:0] p1_base,
    input  wire [2:0] p1_stride,
    output wire [2:0] p0_retries,
    output wire       p0_retransmit,
    output wire       p0_give_up,
    output wire [5:0] p1_addr,
    output wire       p1_aligned,
    output wire       p1_upper_half
);
    reg p1_advance;
    always @* begin
        p1_advance = p0_retransmit;
    end
    protocol_controller_0003 p0 (
        .give_up(p0_give_up),
        .retransmit(p0_retransmit),
        .retries(p0_retries),
        .max_retries(p0_max_retries),
        .nak_rx(p0_nak_rx),
        .ack_rx(p0_ack_rx),
        .tx_start(p0_tx_start),
        .rst(rst),
        .clk(clk)
    );
    counter_0005 p1 (
        .upper_half(p1_upper_half),
        .aligned(p1_aligned),
        .addr(p1_addr),
        .stride(p1_stride),
        .advance(p1_advance),
        .base(p1_base),
        .start(p1_start),
        .rst(rst),
        .clk(clk)
    );
endmodule
