module comp_train_018 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_irq_req,
    input  wire [3:0] p0_holdoff_len,
    input  wire       p1_start,
    input  wire       p2_sclk_rise,
    input  wire       p2_mosi,
    output wire [3:0] p0_holdoff,
    output wire       p0_irq_out,
    output wire       p0_throttled,
    output wire       p1_req,
    output wire       p1_busy,
    output wire       p1_done,
    output wire [7:0] p2_rx_shift,
    output wire [2:0] p2_bit_count,
    output wire       p2_byte_done
);
    reg p1_ack;
    reg p2_cs_n;
    always @* begin
        p1_ack = p0_throttled;
        p2_cs_n = p1_done;
    end
    interrupt_0003 p0 (
        .throttled(p0_throttled),
        .irq_out(p0_irq_out),
        .holdoff(p0_holdoff),
        .holdoff_len(p0_holdoff_len),
        .irq_req(p0_irq_req),
        .rst(rst),
        .clk(clk)
    );
    handshake_0008 p1 (
        .done(p1_done),
        .busy(p1_busy),
        .req(p1_req),
        .ack(p1_ack),
        .start(p1_start),
        .rst(rst),
        .clk(clk)
    );
    protocol_controller_0006 p2 (
        .byte_done(p2_byte_done),
        .bit_count(p2_bit_count),
        .rx_shift(p2_rx_shift),
        .mosi(p2_mosi),
        .sclk_rise(p2_sclk_rise),
        .cs_n(p2_cs_n),
        .rst(rst),
        .clk(clk)
    );
endmodule
