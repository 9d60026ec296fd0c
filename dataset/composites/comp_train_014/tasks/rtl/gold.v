module comp_train_014 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_req,
    input  wire       p0_ack,
    input  wire [2:0] p0_limit,
    input  wire       p1_push,
    input  wire [3:0] p2_holdoff_len,
    output wire [2:0] p0_stall_cycles,
    output wire       p0_timeout,
    output wire       p0_waiting,
    output wire [1:0] p1_level,
    output wire       p1_full,
    output wire       p1_empty,
    output wire       p1_overflow,
    output wire [3:0] p2_holdoff,
    output wire       p2_irq_out,
    output wire       p2_throttled
);
    reg p1_pop;
    reg p2_irq_req;
    always @* begin
        p1_pop = p0_waiting;
        p2_irq_req = p1_empty;
    end
    handshake_0001 p0 (
        .waiting(p0_waiting),
        .timeout(p0_timeout),
        .stall_cycles(p0_stall_cycles),
        .limit(p0_limit),
        .ack(p0_ack),
        .req(p0_req),
        .rst(rst),
        .clk(clk)
    );
    fifo_0001 p1 (
        .overflow(p1_overflow),
        .empty(p1_empty),
        .full(p1_full),
        .level(p1_level),
        .pop(p1_pop),
        .push(p1_push),
        .rst(rst),
        .clk(clk)
    );
    interrupt_0003 p2 (
        .throttled(p2_throttled),
        .irq_out(p2_irq_out),
        .holdoff(p2_holdoff),
        .holdoff_len(p2_holdoff_len),
        .irq_req(p2_irq_req),
        .rst(rst),
        .clk(clk)
    );
endmodule
