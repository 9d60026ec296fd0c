module comp_dev_006 (
    input  wire       clk,
    input  wire       rst,
    input  wire [2:0] p0_req,
    input  wire       p1_start,
    input  wire [3:0] p1_terminal,
    input  wire       p2_clear,
    input  wire [3:0] p2_last_value,
    input  wire       p1_tick_force,
    input  wire       p2_en_force,
    output wire [2:0] p0_grant,
    output wire       p0_busy,
    output wire [3:0] p1_lfsr_state,
    output wire       p1_expired,
    output wire [3:0] p2_count,
    output wire       p2_at_end
);
    reg p1_tick;
    reg p2_en;
    always @* begin
        p1_tick = p0_busy | p1_tick_force;
        p2_en = p1_expired | p2_en_force;
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
    counter_0002 p2 (
        .at_end(p2_at_end),
        .count(p2_count),
        .last_value(p2_last_value),
        .clear(p2_clear),
        .en(p2_en),
        .rst(rst),
        .clk(clk)
    );
endmodule
