module comp_dev_001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_start,
    input  wire       p0_tick,
    input  wire [3:0] p0_terminal,
    input  wire       p1_req0,
    input  wire       p1_req1_force,
    output wire [3:0] p0_lfsr_state,
    output wire       p0_expired,
    output wire       p1_grant0,
    output wire       p1_grant1,
    output wire [1:0] p1_held
);
    reg p1_req1;
    always @* begin
        p1_req1 = p0_expired | p1_req1_force;
    end
    timer_0003 p0 (
        .expired(p0_expired),
        .lfsr_state(p0_lfsr_state),
        .terminal(p0_terminal),
        .tick(p0_tick),
        .start(p0_start),
        .rst(rst),
        .clk(clk)
    );
    arbiter_0007 p1 (
        .held(p1_held),
        .grant1(p1_grant1),
        .grant0(p1_grant0),
        .req1(p1_req1),
        .req0(p1_req0),
        .rst(rst),
        .clk(clk)
    );
endmodule
