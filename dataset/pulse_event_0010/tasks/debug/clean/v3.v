module pulse_event_0010_factored_flags (
    input  wire clk,
    input  wire rst,
    input  wire heartbeat,
    input  wire window_tick,
    input  wire rearm,
    output reg  warn,
    output reg  failed,
    output reg  beat_seen
);
    localparam C_WAITING = 2'd0;
    localparam C_SEEN = 2'd1;
    localparam C_MISSED = 2'd2;
    localparam C_FAILED = 2'd3;
    reg [1:0] state_q;
    reg [1:0] state_d;

    wire in_WAITING = state_q == C_WAITING;
    wire in_SEEN = state_q == C_SEEN;
    wire in_MISSED = state_q == C_MISSED;
    wire in_FAILED = state_q == C_FAILED;
    wire take_WAITING_0 = in_WAITING && heartbeat;
    wire take_WAITING_1 = in_WAITING && !heartbeat && window_tick;
    wire take_SEEN_0 = in_SEEN && window_tick;
    wire take_MISSED_0 = in_MISSED && heartbeat;
    wire take_MISSED_1 = in_MISSED && !heartbeat && window_tick;
    wire take_FAILED_0 = in_FAILED && rearm;

    always @* begin
        state_d = state_q;
        if (take_WAITING_0) state_d = C_SEEN;
        if (take_WAITING_1) state_d = C_MISSED;
        if (take_SEEN_0) state_d = C_WAITING;
        if (take_MISSED_0) state_d = C_SEEN;
        if (take_MISSED_1) state_d = C_FAILED;
        if (take_FAILED_0) state_d = C_WAITING;
    end

    always @(posedge clk) begin
        if (rst)
            state_q <= C_WAITING;
        else
            state_q <= state_d;
    end

    always @* begin
        warn = 1'b0;
        failed = 1'b0;
        beat_seen = 1'b0;
        if (in_SEEN) begin beat_seen = 1'b1; end
        if (in_MISSED) begin warn = 1'b1; end
        if (in_FAILED) begin warn = 1'b1; failed = 1'b1; end
    end
endmodule
