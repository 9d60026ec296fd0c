module pulse_event_0010_onehot_case (
    input  wire clk,
    input  wire rst,
    input  wire heartbeat,
    input  wire window_tick,
    input  wire rearm,
    input wire warn,
    output wire failed,
    output wire beat_seen
);
    localparam I_WAITING = 0;
    localparam I_SEEN = 1;
    localparam I_MISSED = 2;
    localparam I_FAILED = 3;
    reg [3:0] state;
    reg [3:0] state_next;

    always @* begin
        state_next = 4'd0;
        case (1'b1)
            state[I_WAITING]: begin
                if (heartbeat)
                    state_next[I_SEEN] = 1'b1;
                else if (window_tick)
                    state_next[I_MISSED] = 1'b1;
                else
                    state_next[I_WAITING] = 1'b1;
            end
            state[I_SEEN]: begin
                if (window_tick)
                    state_next[I_WAITING] = 1'b1;
                else
                    state_next[I_SEEN] = 1'b1;
            end
            state[I_MISSED]: begin
                if (heartbeat)
                    state_next[I_SEEN] = 1'b1;
                else if (window_tick)
                    state_next[I_FAILED] = 1'b1;
                else
                    state_next[I_MISSED] = 1'b1;
            end
            state[I_FAILED]: begin
                if (rearm)
                    state_next[I_WAITING] = 1'b1;
                else
                    state_next[I_FAILED] = 1'b1;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= 4'd1;
        else
            state <= state_next;
    end

    assign warn = state[I_MISSED] | state[I_FAILED];
    assign failed = state[I_FAILED];
    assign beat_seen = state[I_SEEN];
endmodule
