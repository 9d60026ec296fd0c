module comp_train_011 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_sig,
    input  wire       p1_push,
    input  wire       p1_pop,
    input  wire [1:0] p2_sample,
    output wire [2:0] p0_elapsed,
    output wire [2:0] p0_pulse_width,
    output wire       p0_measured,
    output wire [1:0] p1_level,
    output wire       p1_full,
    output wire       p1_empty,
    output wire       p1_overflow,
    output wire [3:0] p2_sum,
    output wire [2:0] p2_clip_count
);
    reg p2_valid;
    reg p2_clear;
    always @* begin
        p2_valid = p0_measured;
        p2_clear = p1_full;
    end
    counter_0008 p0 (
        .measured(p0_measured),
        .pulse_width(p0_pulse_width),
        .elapsed(p0_elapsed),
        .sig(p0_sig),
        .rst(rst),
        .clk(clk)
    );
    fifo_0001 p1 (
        .overflow(p1_overflow),
        .empty(p1_empty),
        .full(p1_full),
        .level(p1_level),
        .pop(p1_pop),
        .push(p1_push),
        .rst(rst),
        .clk(clk)
    );
    saturating_arithmetic_0005 p2 (
        .clip_count(p2_clip_count),
        .sum(p2_sum),
        .clear(p2_clear),
        .sample(p2_sample),
        .valid(p2_valid),
        .rst(rst),
        .clk(clk)
    );
endmodule
