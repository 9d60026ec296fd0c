module comp_train_001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_req,
    input  wire       p0_ack,
    input  wire [2:0] p0_limit,
    input  wire [1:0] p1_sample,
    input  wire       p1_clear,
    input  wire       p1_valid_force,
    output wire [2:0] p0_stall_cycles,
    output wire       p0_timeout,
    output wire       p0_waiting,
    output wire [3:0] p1_sum,
    output wire [2:0] p1_clip_count
);
    reg p1_valid;
    always @* begin
        p1_valid = p0_waiting | p1_valid_force;
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
    saturating_arithmetic_0005 p1 (
        .clip_count(p1_clip_count),
        .sum(p1_sum),
        .clear(p1_clear),
        .sample(p1_sample),
        .valid(p1_valid),
        .rst(rst),
        .clk(clk)
    );
endmodule
