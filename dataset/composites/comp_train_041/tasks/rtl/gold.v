module comp_train_041 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_beat,
    input  wire       p1_mode_wr,
    input  wire [1:0] p1_mode_wdata,
    input  wire       p1_recover,
    output wire       p0_beat_allowed,
    output wire [1:0] p0_burst_count,
    output wire [1:0] p1_mode,
    output wire [3:0] p1_mode_onehot,
    output wire       p1_write_rejected
);
    reg p1_fault;
    always @* begin
        p1_fault = p0_beat_allowed;
    end
    rate_limiter_0008 p0 (
        .burst_count(p0_burst_count),
        .beat_allowed(p0_beat_allowed),
        .beat(p0_beat),
        .rst(rst),
        .clk(clk)
    );
    mode_controller_0002 p1 (
        .write_rejected(p1_write_rejected),
        .mode_onehot(p1_mode_onehot),
        .mode(p1_mode),
        .recover(p1_recover),
        .fault(p1_fault),
        .mode_wdata(p1_mode_wdata),
        .mode_wr(p1_mode_wr),
        .rst(rst),
        .clk(clk)
    );
endmodule
