module comp_train_019 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_flush_req,
    input  wire       p0_fifo_empty,
    input  wire       p1_fire,
    input  wire [2:0] p1_pulse_count,
    input  wire [1:0] p1_space_len,
    input  wire       p1_abort,
    input  wire       p2_window_expired_en,
    output wire       p0_accept,
    output wire       p0_draining,
    output wire       p0_clear_ptrs,
    output wire       p1_pulse_out,
    output wire [2:0] p1_pulses_left,
    output wire [1:0] p1_space_left,
    output wire       p1_busy,
    output wire       p2_waiting,
    output wire       p2_single_click,
    output wire       p2_double_click
);
    reg p2_press;
    reg p2_window_expired;
    always @* begin
        p2_press = p0_draining;
        p2_window_expired = p1_busy & p2_window_expired_en;
    end
    fifo_0009 p0 (
        .clear_ptrs(p0_clear_ptrs),
        .draining(p0_draining),
        .accept(p0_accept),
        .fifo_empty(p0_fifo_empty),
        .flush_req(p0_flush_req),
        .rst(rst),
        .clk(clk)
    );
    pulse_event_0005 p1 (
        .busy(p1_busy),
        .space_left(p1_space_left),
        .pulses_left(p1_pulses_left),
        .pulse_out(p1_pulse_out),
        .abort(p1_abort),
        .space_len(p1_space_len),
        .pulse_count(p1_pulse_count),
        .fire(p1_fire),
        .rst(rst),
        .clk(clk)
    );
    sequence_detector_0009 p2 (
        .double_click(p2_double_click),
        .single_click(p2_single_click),
        .waiting(p2_waiting),
        .window_expired(p2_window_expired),
        .press(p2_press),
        .rst(rst),
        .clk(clk)
    );
endmodule
