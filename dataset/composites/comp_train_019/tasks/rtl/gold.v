module comp_train_019 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_flush_req,
    input  wire       p0_fifo_empty,
    input  wire       p1_cs_n,
    input  wire       p1_sclk_rise,
    input  wire       p1_mosi,
    input  wire       p2_window_expired_en,
    output wire       p0_accept,
    output wire       p0_draining,
    output wire       p0_clear_ptrs,
    output wire [7:0] p1_rx_shift,
    output wire [2:0] p1_bit_count,
    output wire       p1_byte_done,
    output wire       p2_waiting,
    output wire       p2_single_click,
    output wire       p2_double_click
);
    reg p2_press;
    reg p2_window_expired;
    always @* begin
        p2_press = p0_draining;
        p2_window_expired = p1_byte_done & p2_window_expired_en;
    end
    fifo_0009 p0 (
        .clear_ptrs(p0_clear_ptrs),
        .draining(p0_draining),
        .accept(p0_accept),
        .fifo_empty(p0_fifo_empty),
        .flush_req(p0_flush_req),
        .rst(rst),
        .clk(clk)
    );
    protocol_controller_0006 p1 (
        .byte_done(p1_byte_done),
        .bit_count(p1_bit_count),
        .rx_shift(p1_rx_shift),
        .mosi(p1_mosi),
        .sclk_rise(p1_sclk_rise),
        .cs_n(p1_cs_n),
        .rst(rst),
        .clk(clk)
    );
    sequence_detector_0009 p2 (
        .double_click(p2_double_click),
        .single_click(p2_single_click),
        .waiting(p2_waiting),
        .window_expired(p2_window_expired),
        .press(p2_press),
        .rst(rst),
        .clk(clk)
    );
endmodule
