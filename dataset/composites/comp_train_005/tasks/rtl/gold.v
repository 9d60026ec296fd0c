module comp_train_005 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_push,
    input  wire       p0_pop,
    input  wire [1:0] p1_idle_limit,
    input  wire       p1_activity_en,
    output wire [1:0] p0_level,
    output wire       p0_full,
    output wire       p0_empty,
    output wire       p0_overflow,
    output wire [1:0] p1_power_state,
    output wire [2:0] p1_idle_cycles,
    output wire       p1_clk_gated
);
    reg p1_activity;
    always @* begin
        p1_activity = p0_empty & p1_activity_en;
    end
    fifo_0001 p0 (
        .overflow(p0_overflow),
        .empty(p0_empty),
        .full(p0_full),
        .level(p0_level),
        .pop(p0_pop),
        .push(p0_push),
        .rst(rst),
        .clk(clk)
    );
    mode_controller_0006 p1 (
        .clk_gated(p1_clk_gated),
        .idle_cycles(p1_idle_cycles),
        .power_state(p1_power_state),
        .idle_limit(p1_idle_limit),
        .activity(p1_activity),
        .rst(rst),
        .clk(clk)
    );
endmodule
