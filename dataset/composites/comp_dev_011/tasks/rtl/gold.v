module comp_dev_011 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_trig,
    input  wire       p0_arm,
    input  wire       p1_load,
    input  wire       p1_tick,
    input  wire [3:0] p2_data,
    output wire       p0_shot,
    output wire       p0_ready,
    output wire [2:0] p1_remaining,
    output wire       p1_expired,
    output wire       p2_stalled,
    output wire       p2_violation
);
    reg p2_ready;
    reg p2_valid;
    always @* begin
        p2_ready = p0_shot;
        p2_valid = p1_expired;
    end
    hidden_0020 p0 (
        .ready(p0_ready),
        .shot(p0_shot),
        .arm(p0_arm),
        .trig(p0_trig),
        .rst(rst),
        .clk(clk)
    );
    timer_0007 p1 (
        .expired(p1_expired),
        .remaining(p1_remaining),
        .tick(p1_tick),
        .load(p1_load),
        .rst(rst),
        .clk(clk)
    );
    handshake_0006 p2 (
        .violation(p2_violation),
        .stalled(p2_stalled),
        .data(p2_data),
        .ready(p2_ready),
        .valid(p2_valid),
        .rst(rst),
        .clk(clk)
    );
endmodule
