module comp_test_004 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_send,
    input  wire       p0_ret_valid,
    input  wire [1:0] p0_ret_count,
    input  wire       p1_irq_line_force,
    output wire [3:0] p0_credits,
    output wire       p0_send_ok,
    output wire       p0_low_credit,
    output wire       p1_irq,
    output wire       p1_qualifying
);
    reg p1_irq_line;
    always @* begin
        p1_irq_line = p0_send_ok | p1_irq_line_force;
    end
    protocol_controller_0002 p0 (
        .low_credit(p0_low_credit),
        .send_ok(p0_send_ok),
        .credits(p0_credits),
        .ret_count(p0_ret_count),
        .ret_valid(p0_ret_valid),
        .send(p0_send),
        .rst(rst),
        .clk(clk)
    );
    interrupt_0010 p1 (
        .qualifying(p1_qualifying),
        .irq(p1_irq),
        .irq_line(p1_irq_line),
        .rst(rst),
        .clk(clk)
    );
endmodule
