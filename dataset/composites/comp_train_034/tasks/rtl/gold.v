module comp_train_034 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_sample_en,
    input  wire       p0_line_in,
    input  wire       p0_clr_count,
    input  wire [3:0] p1_holdoff_len,
    input  wire       p2_sclk_rise,
    input  wire       p2_mosi,
    output wire [1:0] p0_recent,
    output wire [2:0] p0_glitch_count,
    output wire       p0_glitch_seen,
    output wire [3:0] p1_holdoff,
    output wire       p1_irq_out,
    output wire       p1_throttled,
    output wire [7:0] p2_rx_shift,
    output wire [2:0] p2_bit_count,
    output wire       p2_byte_done
);
    reg p1_irq_req;
    reg p2_cs_n;
    always @* begin
        p1_irq_req = p0_glitch_seen;
        p2_cs_n = p1_irq_out;
    end
    sequence_detector_0004 p0 (
        .glitch_seen(p0_glitch_seen),
        .glitch_count(p0_glitch_count),
        .recent(p0_recent),
        .clr_count(p0_clr_count),
        .line_in(p0_line_in),
        .sample_en(p0_sample_en),
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
