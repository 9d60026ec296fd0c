module comp_dev_008 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_rxd,
    input  wire       p0_sample_tick,
    input  wire       p0_last_bit,
    input  wire       p1_valid,
    input  wire [3:0] p1_data,
    input  wire       p1_ready_force,
    output wire [1:0] p0_rx_phase,
    output wire       p0_frame_valid,
    output wire       p1_stalled,
    output wire       p1_violation
);
    reg p1_ready;
    always @* begin
        p1_ready = p0_frame_valid | p1_ready_force;
    end
    protocol_controller_0007 p0 (
        .frame_valid(p0_frame_valid),
        .rx_phase(p0_rx_phase),
        .last_bit(p0_last_bit),
        .sample_tick(p0_sample_tick),
        .rxd(p0_rxd),
        .rst(rst),
        .clk(clk)
    );
    handshake_0006 p1 (
        .violation(p1_violation),
        .stalled(p1_stalled),
        .data(p1_data),
        .ready(p1_ready),
        .valid(p1_valid),
        .rst(rst),
        .clk(clk)
    );
endmodule
