module comp_train_003 (
    input  wire       clk,
    input  wire       rst,
    input  wire [1:0] p0_requester,
    input  wire       p0_acquire,
    input  wire       p0_unlock,
    input  wire       p1_seed_load,
    input  wire [3:0] p1_seed,
    input  wire       p1_step,
    input  wire       p2_sleep_req,
    output wire [1:0] p0_owner,
    output wire       p0_locked,
    output wire       p0_granted,
    output wire [3:0] p1_lfsr,
    output wire       p1_rand_bit,
    output wire       p1_wrapped,
    output wire       p2_clk_en,
    output wire       p2_power_down,
    output wire       p2_wake_irq
);
    reg p2_idle_ack;
    reg p2_irq_pending;
    always @* begin
        p2_idle_ack = p0_granted;
        p2_irq_pending = p1_rand_bit;
    end
    arbiter_0009 p0 (
        .granted(p0_granted),
        .locked(p0_locked),
        .owner(p0_owner),
        .unlock(p0_unlock),
        .acquire(p0_acquire),
        .requester(p0_requester),
        .rst(rst),
        .clk(clk)
    );
    counter_0004 p1 (
        .wrapped(p1_wrapped),
        .rand_bit(p1_rand_bit),
        .lfsr(p1_lfsr),
        .step(p1_step),
        .seed(p1_seed),
        .seed_load(p1_seed_load),
        .rst(rst),
        .clk(clk)
    );
    interrupt_0009 p2 (
        .wake_irq(p2_wake_irq),
        .power_down(p2_power_down),
        .clk_en(p2_clk_en),
        .idle_ack(p2_idle_ack),
        .irq_pending(p2_irq_pending),
        .sleep_req(p2_sleep_req),
        .rst_n(~rst),
        .clk(clk)
    );
endmodule
