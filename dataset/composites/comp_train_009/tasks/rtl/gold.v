module comp_train_009 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_load,
    input  wire [3:0] p0_load_value,
    input  wire       p0_up,
    input  wire       p0_down,
    input  wire       p1_want_b,
    input  wire       p1_target_ready,
    input  wire       p1_src_idle_force,
    output wire [3:0] p0_count,
    output wire       p0_at_max,
    output wire       p0_at_min,
    output wire       p1_sel_b,
    output wire       p1_clk_en,
    output wire       p1_switching
);
    reg p1_src_idle;
    always @* begin
        p1_src_idle = p0_at_max | p1_src_idle_force;
    end
    counter_0001 p0 (
        .at_min(p0_at_min),
        .at_max(p0_at_max),
        .count(p0_count),
        .down(p0_down),
        .up(p0_up),
        .load_value(p0_load_value),
        .load(p0_load),
        .rst(rst),
        .clk(clk)
    );
    mode_controller_0010 p1 (
        .switching(p1_switching),
        .clk_en(p1_clk_en),
        .sel_b(p1_sel_b),
        .target_ready(p1_target_ready),
        .src_idle(p1_src_idle),
        .want_b(p1_want_b),
        .rst(rst),
        .clk(clk)
    );
endmodule
