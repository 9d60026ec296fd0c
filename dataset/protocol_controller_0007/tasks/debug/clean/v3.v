module protocol_controller_0007_factored_flags (
    input  wire       clk,
    input  wire       rst,
    input  wire       rxd,
    input  wire       sample_tick,
    input  wire       last_bit,
    output reg  [1:0] rx_phase,
    output reg        frame_valid
);
    localparam C_HUNT = 3'd0;
    localparam C_START_BIT = 3'd1;
    localparam C_DATA_BITS = 3'd2;
    localparam C_STOP_BIT = 3'd3;
    localparam C_DELIVER = 3'd4;
    reg [2:0] state_q;
    reg [2:0] state_d;

    wire in_HUNT = state_q == C_HUNT;
    wire in_START_BIT = state_q == C_START_BIT;
    wire in_DATA_BITS = state_q == C_DATA_BITS;
    wire in_STOP_BIT = state_q == C_STOP_BIT;
    wire in_DELIVER = state_q == C_DELIVER;
    wire take_HUNT_0 = in_HUNT && !rxd;
    wire take_START_BIT_0 = in_START_BIT && (sample_tick && rxd);
    wire take_START_BIT_1 = in_START_BIT && !(sample_tick && rxd) && sample_tick;
    wire take_DATA_BITS_0 = in_DATA_BITS && (sample_tick && last_bit);
    wire take_STOP_BIT_0 = in_STOP_BIT && (sample_tick && rxd);
    wire take_STOP_BIT_1 = in_STOP_BIT && !(sample_tick && rxd) && sample_tick;
    wire take_DELIVER_0 = in_DELIVER;

    always @* begin
        state_d = state_q;
        if (take_HUNT_0) state_d = C_START_BIT;
        if (take_START_BIT_0) state_d = C_HUNT;
        if (take_START_BIT_1) state_d = C_DATA_BITS;
        if (take_DATA_BITS_0) state_d = C_STOP_BIT;
        if (take_STOP_BIT_0) state_d = C_DELIVER;
        if (take_STOP_BIT_1) state_d = C_HUNT;
        if (take_DELIVER_0) state_d = C_HUNT;
    end

    always @(posedge clk) begin
        if (rst)
            state_q <= C_HUNT;
        else
            state_q <= state_d;
    end

    always @* begin
        rx_phase = 2'd0;
        frame_valid = 1'b0;
        if (in_START_BIT) begin rx_phase = 2'd1; end
        if (in_DATA_BITS) begin rx_phase = 2'd2; end
        if (in_STOP_BIT) begin rx_phase = 2'd3; end
        if (in_DELIVER) begin frame_valid = 1'b1; end
    end
endmodule
