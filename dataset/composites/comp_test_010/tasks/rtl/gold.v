module comp_test_010 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_add,
    input  wire [1:0] p0_amount,
    input  wire       p0_drain,
    input  wire       p0_set_ceiling,
    input  wire [3:0] p0_ceiling_in,
    input  wire       p1_source_event,
    input  wire       p1_eoi,
    input  wire [2:0] p2_window_len,
    input  wire       p1_ack_en,
    output wire [3:0] p0_level,
    output wire [3:0] p0_ceiling,
    output wire       p0_at_ceiling,
    output wire       p1_irq_req,
    output wire       p1_in_service,
    output wire       p1_repeat_pending,
    output wire [2:0] p2_window_left,
    output wire       p2_double_click,
    output wire       p2_single_click
);
    reg p1_ack;
    reg p2_click;
    always @* begin
        p1_ack = p0_at_ceiling & p1_ack_en;
        p2_click = p1_irq_req;
    end
    saturating_arithmetic_0007 p0 (
        .at_ceiling(p0_at_ceiling),
        .ceiling(p0_ceiling),
        .level(p0_level),
        .ceiling_in(p0_ceiling_in),
        .set_ceiling(p0_set_ceiling),
        .drain(p0_drain),
        .amount(p0_amount),
        .add(p0_add),
        .rst(rst),
        .clk(clk)
    );
    interrupt_0007 p1 (
        .repeat_pending(p1_repeat_pending),
        .in_service(p1_in_service),
        .irq_req(p1_irq_req),
        .eoi(p1_eoi),
        .ack(p1_ack),
        .source_event(p1_source_event),
        .rst(rst),
        .clk(clk)
    );
    pulse_event_0006 p2 (
        .single_click(p2_single_click),
        .double_click(p2_double_click),
        .window_left(p2_window_left),
        .window_len(p2_window_len),
        .click(p2_click),
        .rst(rst),
        .clk(clk)
    );
endmodule
