module comp_train_011 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_load,
    input  wire [3:0] p0_load_value,
    input  wire       p0_up,
    input  wire       p0_down,
    input  wire [3:0] p1_fill_level,
    input  wire [3:0] p1_high_mark,
    input  wire [3:0] p1_low_mark,
    input  wire [2:0] p2_min_gap,
    input  wire       p2_flush_force,
    output wire [3:0] p0_count,
    output wire       p0_at_max,
    output wire       p0_at_min,
    output wire       p1_xoff,
    output wire       p1_xon,
    output wire [2:0] p2_holdoff,
    output wire       p2_cmd_issue,
    output wire       p2_pace_ready
);
    reg p2_cmd_req;
    reg p2_flush;
    always @* begin
        p2_cmd_req = p0_at_max;
        p2_flush = p1_xon | p2_flush_force;
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
    fifo_0005 p1 (
        .xon(p1_xon),
        .xoff(p1_xoff),
        .low_mark(p1_low_mark),
        .high_mark(p1_high_mark),
        .fill_level(p1_fill_level),
        .rst(rst),
        .clk(clk)
    );
    rate_limiter_0003 p2 (
        .pace_ready(p2_pace_ready),
        .cmd_issue(p2_cmd_issue),
        .holdoff(p2_holdoff),
        .flush(p2_flush),
        .min_gap(p2_min_gap),
        .cmd_req(p2_cmd_req),
        .rst_n(~rst),
        .clk(clk)
    );
endmodule
