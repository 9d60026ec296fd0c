module comp_train_002 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_cmd,
    input  wire       p1_press,
    input  wire       p2_pulse_b,
    input  wire       p1_window_expired_force,
    input  wire       p2_pulse_a_force,
    output wire       p0_ack,
    output wire       p0_stall,
    output wire       p1_waiting,
    output wire       p1_single_click,
    output wire       p1_double_click,
    output wire       p2_serve_a,
    output wire       p2_serve_b,
    output wire [1:0] p2_pending,
    output wire       p2_prefer_b
);
    reg p1_window_expired;
    reg p2_pulse_a;
    always @* begin
        p1_window_expired = p0_ack | p1_window_expired_force;
        p2_pulse_a = p1_single_click | p2_pulse_a_force;
    end
    hidden_0032 p0 (
        .stall(p0_stall),
        .ack(p0_ack),
        .cmd(p0_cmd),
        .rst(rst),
        .clk(clk)
    );
    sequence_detector_0009 p1 (
        .double_click(p1_double_click),
        .single_click(p1_single_click),
        .waiting(p1_waiting),
        .window_expired(p1_window_expired),
        .press(p1_press),
        .rst(rst),
        .clk(clk)
    );
    arbiter_0008 p2 (
        .prefer_b(p2_prefer_b),
        .pending(p2_pending),
        .serve_b(p2_serve_b),
        .serve_a(p2_serve_a),
        .pulse_b(p2_pulse_b),
        .pulse_a(p2_pulse_a),
        .rst(rst),
        .clk(clk)
    );
endmodule
