module comp_dev_005 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_noisy_in,
    input  wire       p1_key_wr,
    input  wire [7:0] p1_key,
    input  wire       p1_exit_test_en,
    output wire       p0_clean,
    output wire [2:0] p0_pending_count,
    output wire       p0_bouncing,
    output wire [1:0] p1_unlock_stage,
    output wire       p1_test_mode,
    output wire [1:0] p1_fail_count,
    output wire       p1_locked_out
);
    reg p1_exit_test;
    always @* begin
        p1_exit_test = p0_bouncing & p1_exit_test_en;
    end
    pulse_event_0004 p0 (
        .bouncing(p0_bouncing),
        .pending_count(p0_pending_count),
        .clean(p0_clean),
        .noisy_in(p0_noisy_in),
        .rst(rst),
        .clk(clk)
    );
    mode_controller_0005 p1 (
        .locked_out(p1_locked_out),
        .fail_count(p1_fail_count),
        .test_mode(p1_test_mode),
        .unlock_stage(p1_unlock_stage),
        .exit_test(p1_exit_test),
        .key(p1_key),
        .key_wr(p1_key_wr),
        .rst(rst),
        .clk(clk)
    );
endmodule
