module rate_limiter_0008 (
    input  wire       clk,
    input  wire       rst,
    input  wire       beat,
    output reg        beat_allowed,
    output reg  [1:0] burst_count
);
    localparam S_READY = 2'd0;
    localparam S_ONE = 2'd1;
    localparam S_TWO = 2'd2;
    localparam S_REST = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_READY: begin
                if (beat)
                    state_next = S_ONE;
            end
            S_ONE: begin
                if (beat)
                    state_next = S_TWO;
                else if (!beat)
                    state_next = S_READY;
            end
            S_TWO: begin
                if (beat)
                    state_next = S_REST;
                else if (!beat)
                    state_next = S_READY;
            end
            S_REST: begin
                if (1'b1)
                    state_next = S_READY;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_READY;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_READY: begin beat_allowed = 1'b1; burst_count = 2'd0; end
            S_ONE: begin beat_allowed = 1'b1; burst_count = 2'd1; end
            S_TWO: begin beat_allowed = 1'b1; burst_count = 2'd2; end
            S_REST: begin beat_allowed = 1'b0; burst_count = 2'd3; end
            default: begin beat_allowed = 1'b0; burst_count = 2'd0; end
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
