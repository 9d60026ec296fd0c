module comp_train_018 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_trig,
    input  wire       p1_start,
    input  wire [1:0] p2_idle_limit,
    output wire       p0_pulse,
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
        p1_ack = p0_pulse;
        p2_activity = p1_done;
    end
    hidden_0001 p0 (
        .pulse(p0_pulse),
        .trig(p0_trig),
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
