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
    output wire       p2_en_core,
    output wire       p2_en_io,
    output wire       p2_pgood
);
    reg p1_pop;
    reg p2_pwr_on;
    always @* begin
        p1_pop = p0_waiting;
        p2_pwr_on = p1_empty;
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
    hidden_0024 p2 (
        .pgood(p2_pgood),
        .en_io(p2_en_io),
        .en_core(p2_en_core),
        .pwr_on(p2_pwr_on),
        .rst(rst),
        .clk(clk)
    );
endmodule
