module comp_train_037 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_pulse_a,
    input  wire       p0_pulse_b,
    input  wire       p1_rx_bit,
    output wire       p0_serve_a,
    output wire       p0_serve_b,
    output wire [1:0] p0_pending,
    output wire       p0_prefer_b,
    output wire [2:0] p1_run_length,
    output wire       p1_prev_level,
    output wire       p1_stuff_due,
    output wire       p1_stuff_error
);
    reg p1_bit_valid;
    always @* begin
        p1_bit_valid = p0_prefer_b;
    end
    arbiter_0008 p0 (
        .prefer_b(p0_prefer_b),
        .pending(p0_pending),
        .serve_b(p0_serve_b),
        .serve_a(p0_serve_a),
        .pulse_b(p0_pulse_b),
        .pulse_a(p0_pulse_a),
        .rst(rst),
        .clk(clk)
    );
    sequence_detector_0003 p1 (
        .stuff_error(p1_stuff_error),
        .stuff_due(p1_stuff_due),
        .prev_level(p1_prev_level),
        .run_length(p1_run_length),
        .rx_bit(p1_rx_bit),
        .bit_valid(p1_bit_valid),
        .rst(rst),
        .clk(clk)
    );
endmodule
