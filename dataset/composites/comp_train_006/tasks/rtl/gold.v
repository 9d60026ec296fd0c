module comp_train_006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_trig,
    input  wire [3:0] p1_holdoff_len,
    input  wire       p2_cs_n,
    input  wire       p2_mosi,
    input  wire       p1_irq_req_force,
    input  wire       p2_sclk_rise_en,
    output wire       p0_pulse,
    output wire [3:0] p1_holdoff,
    output wire       p1_irq_out,
    output wire       p1_throttled,
    output wire [7:0] p2_rx_shift,
    output wire [2:0] p2_bit_count,
    output wire       p2_byte_done
);
    reg p1_irq_req;
    reg p2_sclk_rise;
    always @* begin
        p1_irq_req = p0_pulse | p1_irq_req_force;
        p2_sclk_rise = p1_throttled & p2_sclk_rise_en;
    end
    hidden_0001 p0 (
        .pulse(p0_pulse),
        .trig(p0_trig),
        .rst(rst),
        .clk(clk)
    );
    interrupt_0003 p1 (
        .throttled(p1_throttled),
        .irq_out(p1_irq_out),
        .holdoff(p1_holdoff),
        .holdoff_len(p1_holdoff_len),
        .irq_req(p1_irq_req),
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
