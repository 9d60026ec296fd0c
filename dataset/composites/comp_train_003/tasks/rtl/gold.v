module comp_train_003 (
    input  wire       clk,
    input  wire       rst,
    input  wire [1:0] p0_requester,
    input  wire       p0_acquire,
    input  wire       p0_unlock,
    input  wire       p1_seed_load,
    input  wire [3:0] p1_seed,
    input  wire       p1_step,
    output wire [1:0] p0_owner,
    output wire       p0_locked,
    output wire       p0_granted,
    output wire [3:0] p1_lfsr,
    output wire       p1_rand_bit,
    output wire       p1_wrapped,
    output wire       p2_almost_full
);
    reg p2_push;
    reg p2_pop;
    always @* begin
        p2_push = p0_granted;
        p2_pop = p1_wrapped;
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
    hidden_0040 p2 (
        .almost_full(p2_almost_full),
        .pop(p2_pop),
        .push(p2_push),
        .rst(rst),
        .clk(clk)
    );
endmodule
