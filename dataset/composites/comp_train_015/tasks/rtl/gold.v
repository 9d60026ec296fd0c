module comp_train_015 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_wd_enable,
    input  wire       p0_kick,
    input  wire       p0_period_end,
    input  wire       p1_activity,
    input  wire [1:0] p1_idle_limit,
    input  wire [2:0] p2_irq_vector,
    input  wire       p2_ack,
    input  wire       p2_irq_valid_force,
    output wire       p0_wd_running,
    output wire       p0_warn_irq,
    output wire       p0_sys_reset_req,
    output wire [1:0] p1_power_state,
    output wire [2:0] p1_idle_cycles,
    output wire       p1_clk_gated,
    output wire       p2_irq,
    output wire [2:0] p2_vector,
    output wire [1:0] p2_overrun_count
);
    reg p2_ovr_clear;
    reg p2_irq_valid;
    always @* begin
        p2_ovr_clear = p0_warn_irq;
        p2_irq_valid = p1_clk_gated | p2_irq_valid_force;
    end
    timer_0008 p0 (
        .sys_reset_req(p0_sys_reset_req),
        .warn_irq(p0_warn_irq),
        .wd_running(p0_wd_running),
        .period_end(p0_period_end),
        .kick(p0_kick),
        .wd_enable(p0_wd_enable),
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
    interrupt_0006 p2 (
        .overrun_count(p2_overrun_count),
        .vector(p2_vector),
        .irq(p2_irq),
        .ovr_clear(p2_ovr_clear),
        .ack(p2_ack),
        .irq_vector(p2_irq_vector),
        .irq_valid(p2_irq_valid),
        .rst(rst),
        .clk(clk)
    );
endmodule
