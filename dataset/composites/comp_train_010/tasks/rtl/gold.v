module comp_train_010 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_irq_valid,
    input  wire [2:0] p0_irq_vector,
    input  wire       p0_ack,
    input  wire       p0_ovr_clear,
    input  wire       p1_fail,
    input  wire       p1_clear,
    input  wire       p2_cs_n,
    input  wire       p2_mosi,
    input  wire       p1_ok_force,
    output wire       p0_irq,
    output wire [2:0] p0_vector,
    output wire [1:0] p0_overrun_count,
    output wire       p1_retry,
    output wire       p1_give_up,
    output wire [7:0] p2_rx_shift,
    output wire [2:0] p2_bit_count,
    output wire       p2_byte_done
);
    reg p1_ok;
    reg p2_sclk_rise;
    always @* begin
        p1_ok = p0_irq | p1_ok_force;
        p2_sclk_rise = p1_give_up;
    end
    interrupt_0006 p0 (
        .overrun_count(p0_overrun_count),
        .vector(p0_vector),
        .irq(p0_irq),
        .ovr_clear(p0_ovr_clear),
        .ack(p0_ack),
        .irq_vector(p0_irq_vector),
        .irq_valid(p0_irq_valid),
        .rst(rst),
        .clk(clk)
    );
    hidden_0027 p1 (
        .give_up(p1_give_up),
        .retry(p1_retry),
        .clear(p1_clear),
        .ok(p1_ok),
        .fail(p1_fail),
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
