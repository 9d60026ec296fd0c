module comp_train_036 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_start,
    input  wire       p0_abort,
    input  wire [2:0] p0_bit_cnt,
    input  wire       p0_last_byte,
    input  wire       p1_timer_en,
    input  wire [3:0] p1_idle_limit,
    input  wire       p1_activity_en,
    output wire       p0_cs_n,
    output wire       p0_sclk_en,
    output wire       p0_busy,
    output wire       p0_xfer_done,
    output wire [3:0] p1_idle_cycles,
    output wire       p1_idle_req
);
    reg p1_activity;
    always @* begin
        p1_activity = p0_cs_n & p1_activity_en;
    end
    protocol_controller_0008 p0 (
        .xfer_done(p0_xfer_done),
        .busy(p0_busy),
        .sclk_en(p0_sclk_en),
        .cs_n(p0_cs_n),
        .last_byte(p0_last_byte),
        .bit_cnt(p0_bit_cnt),
        .abort(p0_abort),
        .start(p0_start),
        .rst(rst),
        .clk(clk)
    );
    timer_0001 p1 (
        .idle_req(p1_idle_req),
        .idle_cycles(p1_idle_cycles),
        .idle_limit(p1_idle_limit),
        .activity(p1_activity),
        .timer_en(p1_timer_en),
        .rst(rst),
        .clk(clk)
    );
endmodule
