module comp_train_026 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_seed_load,
    input  wire [3:0] p0_seed,
    input  wire       p0_step,
    input  wire       p2_req,
    input  wire       p1_beat_force,
    input  wire       p2_work_done_en,
    output wire [3:0] p0_lfsr,
    output wire       p0_rand_bit,
    output wire       p0_wrapped,
    output wire       p1_beat_allowed,
    output wire [1:0] p1_burst_count,
    output wire       p2_ack,
    output wire       p2_working
);
    reg p1_beat;
    reg p2_work_done;
    always @* begin
        p1_beat = p0_rand_bit | p1_beat_force;
        p2_work_done = p1_beat_allowed & p2_work_done_en;
    end
    counter_0004 p0 (
        .wrapped(p0_wrapped),
        .rand_bit(p0_rand_bit),
        .lfsr(p0_lfsr),
        .step(p0_step),
        .seed(p0_seed),
        .seed_load(p0_seed_load),
        .rst(rst),
        .clk(clk)
    );
    rate_limiter_0008 p1 (
        .burst_count(p1_burst_count),
        .beat_allowed(p1_beat_allowed),
        .beat(p1_beat),
        .rst(rst),
        .clk(clk)
    );
    handshake_0010 p2 (
        .working(p2_working),
        .ack(p2_ack),
        .work_done(p2_work_done),
        .req(p2_req),
        .rst(rst),
        .clk(clk)
    );
endmodule
