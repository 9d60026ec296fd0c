module comp_dev_010 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_en,
    input  wire       p0_clear,
    input  wire [3:0] p0_last_value,
    input  wire [1:0] p1_pkt_len,
    input  wire       p2_down,
    input  wire [1:0] p2_step,
    input  wire       p2_up_force,
    output wire [3:0] p0_count,
    output wire       p0_at_end,
    output wire [3:0] p1_fill_level,
    output wire       p1_conform,
    output wire [3:0] p2_count,
    output wire       p2_at_max,
    output wire       p2_at_min
);
    reg p1_leak_tick;
    reg p2_up;
    always @* begin
        p1_leak_tick = p0_at_end;
        p2_up = p1_conform | p2_up_force;
    end
    counter_0002 p0 (
        .at_end(p0_at_end),
        .count(p0_count),
        .last_value(p0_last_value),
        .clear(p0_clear),
        .en(p0_en),
        .rst(rst),
        .clk(clk)
    );
    rate_limiter_0002 p1 (
        .conform(p1_conform),
        .fill_level(p1_fill_level),
        .leak_tick(p1_leak_tick),
        .pkt_len(p1_pkt_len),
        .rst(rst),
        .clk(clk)
    );
    saturating_arithmetic_0001 p2 (
        .at_min(p2_at_min),
        .at_max(p2_at_max),
        .count(p2_count),
        .step(p2_step),
        .down(p2_down),
        .up(p2_up),
        .rst(rst),
        .clk(clk)
    );
endmodule
