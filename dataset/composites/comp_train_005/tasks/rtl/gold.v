module comp_train_005 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_push,
    input  wire       p0_pop,
    input  wire       p1_cs_n,
    input  wire       p1_mosi,
    input  wire       p1_sclk_rise_en,
    output wire [1:0] p0_level,
    output wire       p0_full,
    output wire       p0_empty,
    output wire       p0_overflow,
    output wire [7:0] p1_rx_shift,
    output wire [2:0] p1_bit_count,
    output wire       p1_byte_done
);
    reg p1_sclk_rise;
    always @* begin
        p1_sclk_rise = p0_empty & p1_sclk_rise_en;
    end
    fifo_0001 p0 (
        .overflow(p0_overflow),
        .empty(p0_empty),
        .full(p0_full),
        .level(p0_level),
        .pop(p0_pop),
        .push(p0_push),
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
endmodule
