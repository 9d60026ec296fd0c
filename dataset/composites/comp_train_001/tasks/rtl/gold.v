module comp_train_001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_req,
    input  wire       p0_ack,
    input  wire [2:0] p0_limit,
    input  wire [1:0] p1_quota,
    input  wire       p1_time_tick,
    input  wire       p1_req_force,
    output wire [2:0] p0_stall_cycles,
    output wire       p0_timeout,
    output wire       p0_waiting,
    output wire       p1_grant,
    output wire [1:0] p1_used,
    output wire [1:0] p1_window_phase
);
    reg p1_req;
    always @* begin
        p1_req = p0_waiting | p1_req_force;
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
    rate_limiter_0005 p1 (
        .window_phase(p1_window_phase),
        .used(p1_used),
        .grant(p1_grant),
        .time_tick(p1_time_tick),
        .quota(p1_quota),
        .req(p1_req),
        .rst(rst),
        .clk(clk)
    );
endmodule
