module comp_test_011 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_req,
    input  wire       p0_ack,
    input  wire [2:0] p0_timeout_limit,
    input  wire       p0_clear_err,
    input  wire       p1_source_event,
    input  wire       p1_ack,
    input  wire       p1_eoi,
    input  wire       p2_request_en,
    input  wire       p2_refill_tick_force,
    output wire       p0_outstanding,
    output wire [2:0] p0_wait_cycles,
    output wire       p0_timeout,
    output wire       p1_irq_req,
    output wire       p1_in_service,
    output wire       p1_repeat_pending,
    output wire [2:0] p2_tokens,
    output wire       p2_grant,
    output wire       p2_bucket_empty
);
    reg p2_request;
    reg p2_refill_tick;
    always @* begin
        p2_request = p0_timeout & p2_request_en;
        p2_refill_tick = p1_repeat_pending | p2_refill_tick_force;
    end
    protocol_controller_0005 p0 (
        .timeout(p0_timeout),
        .wait_cycles(p0_wait_cycles),
        .outstanding(p0_outstanding),
        .clear_err(p0_clear_err),
        .timeout_limit(p0_timeout_limit),
        .ack(p0_ack),
        .req(p0_req),
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
    rate_limiter_0001 p2 (
        .bucket_empty(p2_bucket_empty),
        .grant(p2_grant),
        .tokens(p2_tokens),
        .refill_tick(p2_refill_tick),
        .request(p2_request),
        .rst(rst),
        .clk(clk)
    );
endmodule
