module pulse_event_0009_factored_flags (
    input  wire       clk,
    input  wire       rst,
    input  wire       window_end,
    input  wire [3:0] event_count,
    output reg        burst_alarm,
    output reg  [1:0] rate_class
);
    localparam C_QUIET = 2'd0;
    localparam C_ACTIVE = 2'd1;
    localparam C_BURST = 2'd2;
    localparam C_COOLDOWN = 2'd3;
    reg [1:0] state_q;
    reg [1:0] state_d;

    wire in_QUIET = state_q == C_QUIET;
    wire in_ACTIVE = state_q == C_ACTIVE;
    wire in_BURST = state_q == C_BURST;
    wire in_COOLDOWN = state_q == C_COOLDOWN;
    wire take_QUIET_0 = in_QUIET && (window_end && event_count >= 4'd2);
    wire take_ACTIVE_0 = in_ACTIVE && (window_end && event_count >= 4'd10);
    wire take_ACTIVE_1 = in_ACTIVE && !(window_end && event_count >= 4'd10) && (window_end && event_count < 4'd2);
    wire take_BURST_0 = in_BURST && (window_end && event_count < 4'd10);
    wire take_COOLDOWN_0 = in_COOLDOWN && (window_end && event_count >= 4'd10);
    wire take_COOLDOWN_1 = in_COOLDOWN && !(window_end && event_count >= 4'd10) && window_end;

    always @* begin
        state_d = state_q;
        if (take_QUIET_0) state_d = C_ACTIVE;
        if (take_ACTIVE_0) state_d = C_BURST;
        if (take_ACTIVE_1) state_d = C_QUIET;
        if (take_BURST_0) state_d <= C_COOLDOWN;
        if (take_COOLDOWN_0) state_d = C_BURST;
        if (take_COOLDOWN_1) state_d = C_ACTIVE;
    end

    always @(posedge clk) begin
        if (rst)
            state_q <= C_QUIET;
        else
            state_q <= state_d;
    end

    always @* begin
        burst_alarm = 1'b0;
        rate_class = 2'd0;
        if (in_ACTIVE) begin rate_class = 2'd1; end
        if (in_BURST) begin burst_alarm = 1'b1; rate_class = 2'd2; end
        if (in_COOLDOWN) begin burst_alarm = 1'b1; rate_class = 2'd1; end
    end
endmodule
