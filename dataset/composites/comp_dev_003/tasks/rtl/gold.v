module comp_dev_003 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_up,
    input  wire       p0_down,
    input  wire [1:0] p0_step,
    input  wire       p1_en,
    input  wire       p1_clear,
    input  wire [3:0] p1_last_value,
    input  wire [7:0] p2_key,
    input  wire       p2_exit_test_force,
    output wire [3:0] p0_count,
    output wire       p0_at_max,
    output wire       p0_at_min,
    output wire [3:0] p1_count,
    output wire       p1_at_end,
    output wire [1:0] p2_unlock_stage,
    output wire       p2_test_mode,
    output wire [1:0] p2_fail_count,
    output wire       p2_locked_out
);
    reg p2_key_wr;
    reg p2_exit_test;
    always @* begin
        p2_key_wr = p0_at_max;
        p2_exit_test = p1_at_end | p2_exit_test_force;
    end
    saturating_arithmetic_0001 p0 (
        .at_min(p0_at_min),
        .at_max(p0_at_max),
        .count(p0_count),
        .step(p0_step),
        .down(p0_down),
        .up(p0_up),
        .rst(rst),
        .clk(clk)
    );
    counter_0002 p1 (
        .at_end(p1_at_end),
        .count(p1_count),
        .last_value(p1_last_value),
        .clear(p1_clear),
        .en(p1_en),
        .rst(rst),
        .clk(clk)
    );
    mode_controller_0005 p2 (
        .locked_out(p2_locked_out),
        .fail_count(p2_fail_count),
        .test_mode(p2_test_mode),
        .unlock_stage(p2_unlock_stage),
        .exit_test(p2_exit_test),
        .key(p2_key),
        .key_wr(p2_key_wr),
        .rst(rst),
        .clk(clk)
    );
endmodule
