module comp_dev_004 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_noisy_in,
    input  wire       p1_key_valid,
    input  wire [1:0] p1_key,
    output wire       p0_clean,
    output wire [2:0] p0_pending_count,
    output wire       p0_bouncing,
    output wire [1:0] p1_stage,
    output wire       p1_unlocked
);
    reg p1_relock;
    always @* begin
        p1_relock = p0_bouncing;
    end
    pulse_event_0004 p0 (
        .bouncing(p0_bouncing),
        .pending_count(p0_pending_count),
        .clean(p0_clean),
        .noisy_in(p0_noisy_in),
        .rst(rst),
        .clk(clk)
    );
    sequence_detector_0002 p1 (
        .unlocked(p1_unlocked),
        .stage(p1_stage),
        .relock(p1_relock),
        .key(p1_key),
        .key_valid(p1_key_valid),
        .rst(rst),
        .clk(clk)
    );
endmodule
