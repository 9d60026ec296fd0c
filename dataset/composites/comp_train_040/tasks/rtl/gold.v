module comp_train_040 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_sleep_req,
    input  wire       p0_irq_pending,
    input  wire       p0_idle_ack,
    input  wire       p1_cs_n,
    input  wire       p1_mosi,
    input  wire       p1_sclk_rise_en,
    output wire       p0_clk_en,
    output wire       p0_power_down,
    output wire       p0_wake_irq,
    output wire [7:0] p1_rx_shift,
    output wire [2:0] p1_bit_count,
    output wire       p1_byte_done
);
    reg p1_sclk_rise;
    always @* begin
        p1_sclk_rise = p0_power_down & p1_sclk_rise_en;
    end
    interrupt_0009 p0 (
        .wake_irq(p0_wake_irq),
        .power_down(p0_power_down),
        .clk_en(p0_clk_en),
        .idle_ack(p0_idle_ack),
        .irq_pending(p0_irq_pending),
        .sleep_req(p0_sleep_req),
        .rst_n(~rst),
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
