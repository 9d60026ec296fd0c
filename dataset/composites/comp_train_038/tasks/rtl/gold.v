module comp_train_038 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_event_in,
    input  wire [2:0] p0_ratio,
    input  wire       p0_resync,
    input  wire       p1_signal_detect,
    input  wire [2:0] p1_err_count,
    input  wire       p1_align_ok_force,
    output wire [2:0] p0_skipped,
    output wire       p0_event_out,
    output wire       p1_link_up,
    output wire       p1_training,
    output wire       p1_recovering,
    output wire       p2_drive
);
    reg p1_align_ok;
    reg p2_want;
    always @* begin
        p1_align_ok = p0_event_out | p1_align_ok_force;
        p2_want = p1_link_up;
    end
    rate_limiter_0004 p0 (
        .event_out(p0_event_out),
        .skipped(p0_skipped),
        .resync(p0_resync),
        .ratio(p0_ratio),
        .event_in(p0_event_in),
        .rst(rst),
        .clk(clk)
    );
    protocol_controller_0009 p1 (
        .recovering(p1_recovering),
        .training(p1_training),
        .link_up(p1_link_up),
        .err_count(p1_err_count),
        .align_ok(p1_align_ok),
        .signal_detect(p1_signal_detect),
        .rst(rst),
        .clk(clk)
    );
    hidden_0038 p2 (
        .drive(p2_drive),
        .want(p2_want),
        .rst(rst),
        .clk(clk)
    );
endmodule
