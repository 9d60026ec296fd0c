module comp_train_018 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_fail,
    input  wire       p0_ok,
    input  wire       p0_clear,
    input  wire       p1_start,
    input  wire [1:0] p2_idle_limit,
    output wire       p0_retry,
    output wire       p0_give_up,
    output wire       p1_req,
    output wire       p1_busy,
    output wire       p1_done,
    output wire [1:0] p2_power_state,
    output wire [2:0] p2_idle_cycles,
    output wire       p2_clk_gated
);
    reg p1_ack;
    reg p2_activity;
    always @* begin
        p1_ack = p0_give_up;
        p2_activity = p1_done;
    end
    hidden_0027 p0 (
        .give_up(p0_give_up),
        .retry(p0_retry),
        .clear(p0_clear),
        .ok(p0_ok),
        .fail(p0_fail),
        .rst(rst),
        .clk(clk)
    );
    handshake_0008 p1 (
        .done(p1_done),
        .busy(p1_busy),
        .req(p1_req),
        .ack(p1_ack),
        .start(p1_start),
        .rst(rst),
        .clk(clk)
    );
    mode_controller_0006 p2 (
        .clk_gated(p2_clk_gated),
        .idle_cycles(p2_idle_cycles),
        .power_state(p2_power_state),
        .idle_limit(p2_idle_limit),
        .activity(p2_activity),
        .rst(rst),
        .clk(clk)
    );
endmodule
