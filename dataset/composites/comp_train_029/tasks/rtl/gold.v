module comp_train_029 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_bit_valid,
    input  wire       p0_rx_bit,
    input  wire       p1_signal_detect,
    input  wire [2:0] p1_err_count,
    input  wire       p1_align_ok_en,
    output wire [2:0] p0_run_length,
    output wire       p0_prev_level,
    output wire       p0_stuff_due,
    output wire       p0_stuff_error,
    output wire       p1_link_up,
    output wire       p1_training,
    output wire       p1_recovering
);
    reg p1_align_ok;
    always @* begin
        p1_align_ok = p0_stuff_due & p1_align_ok_en;
    end
    sequence_detector_0003 p0 (
        .stuff_error(p0_stuff_error),
        .stuff_due(p0_stuff_due),
        .prev_level(p0_prev_level),
        .run_length(p0_run_length),
        .rx_bit(p0_rx_bit),
        .bit_valid(p0_bit_valid),
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
endmodule
