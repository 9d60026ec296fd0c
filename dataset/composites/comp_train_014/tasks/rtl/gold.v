module comp_train_014 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_req,
    input  wire       p0_ack,
    input  wire [2:0] p0_limit,
    input  wire       p1_push,
    output wire [2:0] p0_stall_cycles,
    output wire       p0_timeout,
    output wire       p0_waiting,
    output wire [1:0] p1_level,
    output wire       p1_full,
    output wire       p1_empty,
    output wire       p1_overflow,
    output wire       p2_pulse
);
    reg p1_pop;
    reg p2_trig;
    always @* begin
        p1_pop = p0_waiting;
        p2_trig = p1_empty;
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
    hidden_0001 p2 (
        .pulse(p2_pulse),
        .trig(p2_trig),
        .rst(rst),
        .clk(clk)
    );
endmodule
