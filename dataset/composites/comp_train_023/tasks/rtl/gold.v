module comp_train_023 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_op_valid,
    input  wire [2:0] p0_op_a,
    input  wire [2:0] p0_op_b,
    input  wire       p1_enable,
    input  wire [3:0] p1_density,
    input  wire       p1_sync_clear,
    input  wire [2:0] p2_burst_len,
    input  wire       p2_beat_en,
    output wire [4:0] p0_product,
    output wire       p0_clipped,
    output wire [3:0] p1_phase_acc,
    output wire       p1_pulse_out,
    output wire       p1_square_out,
    output wire       p2_busy,
    output wire [2:0] p2_beats_left,
    output wire       p2_last_beat
);
    reg p2_start;
    reg p2_beat;
    always @* begin
        p2_start = p0_clipped;
        p2_beat = p1_pulse_out & p2_beat_en;
    end
    saturating_arithmetic_0006 p0 (
        .clipped(p0_clipped),
        .product(p0_product),
        .op_b(p0_op_b),
        .op_a(p0_op_a),
        .op_valid(p0_op_valid),
        .rst(rst),
        .clk(clk)
    );
    pulse_event_0001 p1 (
        .square_out(p1_square_out),
        .pulse_out(p1_pulse_out),
        .phase_acc(p1_phase_acc),
        .sync_clear(p1_sync_clear),
        .density(p1_density),
        .enable(p1_enable),
        .rst(rst),
        .clk(clk)
    );
    handshake_0005 p2 (
        .last_beat(p2_last_beat),
        .beats_left(p2_beats_left),
        .busy(p2_busy),
        .beat(p2_beat),
        .burst_len(p2_burst_len),
        .start(p2_start),
        .rst(rst),
        .clk(clk)
    );
endmodule
