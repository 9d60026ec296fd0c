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

module handshake_0009 (
    input  wire clk,
    input  wire rst,
    input  wire send,
    input  wire ack,
    output reg  req,
    output reg  busy
);
    localparam S_REST_LOW = 2'd0;
    localparam S_PEND_HIGH = 2'd1;
    localparam S_REST_HIGH = 2'd2;
    localparam S_PEND_LOW = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_REST_LOW: begin
                if (send)
                    state_next = S_PEND_HIGH;
            end
            S_PEND_HIGH: begin
                if (ack)
                    state_next = S_REST_HIGH;
            end
            S_REST_HIGH: begin
                if (send)
                    state_next = S_PEND_LOW;
            end
            S_PEND_LOW: begin
                if (!ack)
                    state_next = S_REST_LOW;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_REST_LOW;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_REST_LOW: begin req = 1'b0; busy = 1'b0; end
            S_PEND_HIGH: begin req = 1'b1; busy = 1'b1; end
            S_REST_HIGH: begin req = 1'b1; busy = 1'b0; end
            S_PEND_LOW: begin req = 1'b0; busy = 1'b1; end
            default: begin req = 1'b0; busy = 1'b0; end
        endcase
    end
endmodule

module timer_0008 (
    input  wire clk,
    input  wire rst,
    input  wire wd_enable,
    input  wire kick,
    input  wire period_end,
    output reg  wd_running,
    output reg  warn_irq,
    output reg  sys_reset_req
);
    localparam S_DISABLED = 2'd0;
    localparam S_ARMED = 2'd1;
    localparam S_WARNING = 2'd2;
    localparam S_BITE = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_DISABLED: begin
                if (wd_enable)
                    state_next = S_ARMED;
            end
            S_ARMED: begin
                if (!wd_enable)
                    state_next = S_DISABLED;
                else if (period_end && !kick)
                    state_next = S_WARNING;
            end
            S_WARNING: begin
                if (kick)
                    state_next = S_ARMED;
                else if (period_end)
                    state_next = S_BITE;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_DISABLED;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_DISABLED: begin wd_running = 1'b0; warn_irq = 1'b0; sys_reset_req = 1'b0; end
            S_ARMED: begin wd_running = 1'b1; warn_irq = 1'b0; sys_reset_req = 1'b0; end
            S_WARNING: begin wd_running = 1'b0; warn_irq = 1'b1; sys_reset_req = 1'b0; end
            S_BITE: begin wd_running = 1'b0; warn_irq = 1'b0; sys_reset_req = 1'b1; end
            default: begin wd_running = 1'b0; warn_irq = 1'b0; sys_reset_req = 1'b0; end
        endcase
    end
endmodule
