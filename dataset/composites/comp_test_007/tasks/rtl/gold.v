module comp_test_007 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_source_event,
    input  wire       p0_ack,
    input  wire       p0_eoi,
    input  wire       p1_click,
    input  wire [2:0] p1_window_len,
    input  wire [1:0] p2_amount,
    input  wire       p2_set_ceiling,
    input  wire [3:0] p2_ceiling_in,
    input  wire       p2_add_en,
    input  wire       p2_drain_en,
    output wire       p0_irq_req,
    output wire       p0_in_service,
    output wire       p0_repeat_pending,
    output wire [2:0] p1_window_left,
    output wire       p1_double_click,
    output wire       p1_single_click,
    output wire [3:0] p2_level,
    output wire [3:0] p2_ceiling,
    output wire       p2_at_ceiling
);
    reg p2_add;
    reg p2_drain;
    always @* begin
        p2_add = p0_repeat_pending & p2_add_en;
        p2_drain = p1_single_click & p2_drain_en;
    end
    interrupt_0007 p0 (
        .repeat_pending(p0_repeat_pending),
        .in_service(p0_in_service),
        .irq_req(p0_irq_req),
        .eoi(p0_eoi),
        .ack(p0_ack),
        .source_event(p0_source_event),
        .rst(rst),
        .clk(clk)
    );
    pulse_event_0006 p1 (
        .single_click(p1_single_click),
        .double_click(p1_double_click),
        .window_left(p1_window_left),
        .window_len(p1_window_len),
        .click(p1_click),
        .rst(rst),
        .clk(clk)
    );
    saturating_arithmetic_0007 p2 (
        .at_ceiling(p2_at_ceiling),
        .ceiling(p2_ceiling),
        .level(p2_level),
        .ceiling_in(p2_ceiling_in),
        .set_ceiling(p2_set_ceiling),
        .drain(p2_drain),
        .amount(p2_amount),
        .add(p2_add),
        .rst(rst),
        .clk(clk)
    );
endmodule
