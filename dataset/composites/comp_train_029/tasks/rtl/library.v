module timer_0001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       timer_en,
    input  wire       activity,
    input  wire [3:0] idle_limit,
    output reg  [3:0] idle_cycles,
    output wire       idle_req
);
    reg [3:0] idle_cycles_next;

    always @* begin
        if (activity)
            idle_cycles_next = 4'd0;
        else if (timer_en && idle_cycles != 4'd15)
            idle_cycles_next = idle_cycles + 4'd1;
        else
            idle_cycles_next = idle_cycles;
    end

    always @(posedge clk) begin
        if (rst) begin
            idle_cycles <= 4'd0;
        end else begin
            idle_cycles <= idle_cycles_next;
        end
    end

    assign idle_req = timer_en && idle_cycles >= idle_limit;
endmodule

module pulse_event_0009 (
    input  wire       clk,
    input  wire       rst,
    input  wire       window_end,
    input  wire [3:0] event_count,
    output reg        burst_alarm,
    output reg  [1:0] rate_class
);
    localparam S_QUIET = 2'd0;
    localparam S_ACTIVE = 2'd1;
    localparam S_BURST = 2'd2;
    localparam S_COOLDOWN = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_QUIET: begin
                if (window_end && event_count >= 4'd2)
                    state_next = S_ACTIVE;
            end
            S_ACTIVE: begin
                if (window_end && event_count >= 4'd10)
                    state_next = S_BURST;
                else if (window_end && event_count < 4'd2)
                    state_next = S_QUIET;
            end
            S_BURST: begin
                if (window_end && event_count < 4'd10)
                    state_next = S_COOLDOWN;
            end
            S_COOLDOWN: begin
                if (window_end && event_count >= 4'd10)
                    state_next = S_BURST;
                else if (window_end)
                    state_next = S_ACTIVE;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_QUIET;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_QUIET: begin burst_alarm = 1'b0; rate_class = 2'd0; end
            S_ACTIVE: begin burst_alarm = 1'b0; rate_class = 2'd1; end
            S_BURST: begin burst_alarm = 1'b1; rate_class = 2'd2; end
            S_COOLDOWN: begin burst_alarm = 1'b1; rate_class = 2'd1; end
            default: begin burst_alarm = 1'b0; rate_class = 2'd0; end
        endcase
    end
endmodule
