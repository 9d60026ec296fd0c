module pulse_event_0010_canonical_case (
    input  wire clk,
    input  wire rst,
    input  wire heartbeat,
    input  wire window_tick,
    input  wire rearm,
    output reg  warn,
    output reg  failed,
    output reg  beat_seen
);
    localparam S_WAITING = 2'd0;
    localparam S_SEEN = 2'd1;
    localparam S_MISSED = 2'd2;
    localparam S_FAILED = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_WAITING: begin
                if (heartbeat)
                    state_next = S_SEEN;
                else if (window_tick)
                    state_next = S_MISSED;
            end
            S_SEEN: begin
                if (window_tick)
                    state_next = S_WAITING;
            end
            S_MISSED: begin
                if (window_tick)
                    state_next = S_FAILED;
            end
            S_FAILED: begin
                if (rearm)
                    state_next = S_WAITING;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_WAITING;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_WAITING: begin warn = 1'b0; failed = 1'b0; beat_seen = 1'b0; end
            S_SEEN: begin warn = 1'b0; failed = 1'b0; beat_seen = 1'b1; end
            S_MISSED: begin warn = 1'b1; failed = 1'b0; beat_seen = 1'b0; end
            S_FAILED: begin warn = 1'b1; failed = 1'b1; beat_seen = 1'b0; end
            default: begin warn = 1'b0; failed = 1'b0; beat_seen = 1'b0; end
        endcase
    end
endmodule
