module comp_dev_000 (
    input  wire       clk,
    input  wire       rst,
    input  wire [2:0] p0_req,
    input  wire       p1_tick,
    input  wire [3:0] p1_terminal,
    output wire [2:0] p0_grant,
    output wire       p0_busy,
    output wire [3:0] p1_lfsr_state,
    output wire       p1_expired
);
    reg p1_start;
    always @* begin
        p1_start = p0_busy;
    end
    arbiter_0002 p0 (
        .busy(p0_busy),
        .grant(p0_grant),
        .req(p0_req),
        .rst(rst),
        .clk(clk)
    );
    timer_0003 p1 (
        .expired(p1_expired),
        .lfsr_state(p1_lfsr_state),
        .terminal(p1_terminal),
        .tick(p1_tick),
        .start(p1_start),
        .rst(rst),
        .clk(clk)
    );
endmodule
