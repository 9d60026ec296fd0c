module comp_test_000 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_irq_line,
    input  wire       p1_shift_up,
    input  wire [3:0] p1_speed,
    input  wire       p1_shift_down_en,
    output wire       p0_irq,
    output wire       p0_qualifying,
    output wire [2:0] p1_gear,
    output wire       p1_top_gear,
    output wire       p1_upshift_ok
);
    reg p1_shift_down;
    always @* begin
        p1_shift_down = p0_irq & p1_shift_down_en;
    end
    interrupt_0010 p0 (
        .qualifying(p0_qualifying),
        .irq(p0_irq),
        .irq_line(p0_irq_line),
        .rst(rst),
        .clk(clk)
    );
    mode_controller_0003 p1 (
        .upshift_ok(p1_upshift_ok),
        .top_gear(p1_top_gear),
        .gear(p1_gear),
        .speed(p1_speed),
        .shift_down(p1_shift_down),
        .shift_up(p1_shift_up),
        .rst(rst),
        .clk(clk)
    );
endmodule
