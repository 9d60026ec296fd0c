module timer_0008_factored_flags (
    input  wire clk,
    input  wire rst,
    input  wire wd_enable,
    input  wire kick,
    input  wire period_end,
    output reg  wd_running,
    output reg  warn_irq,
    output reg  sys_reset_req
);
    localparam C_DISABLED = 2'd0;
    localparam C_ARMED = 2'd1;
    localparam C_WARNING = 2'd2;
    localparam C_BITE = 2'd3;
    reg [1:0] state_q;
    reg [1:0] state_d;

    wire in_DISABLED = state_q == C_DISABLED;
    wire in_ARMED = state_q == C_ARMED;
    wire in_WARNING = state_q == C_WARNING;
    wire in_BITE = state_q == C_BITE;
    wire take_DISABLED_0 = in_DISABLED && wd_enable;
    wire take_ARMED_0 = in_ARMED && !wd_enable;
    wire take_ARMED_1 = in_ARMED && wd_enable && (period_end && !kick);
    wire take_WARNING_0 = in_WARNING && kick;
    wire take_WARNING_1 = in_WARNING && !kick && period_end;

    always @* begin
        state_d = state_q;
        if (take_DISABLED_0) state_d = C_ARMED;
        if (take_ARMED_0) state_d = C_DISABLED;
        if (take_ARMED_1) state_d = C_WARNING;
        if (take_WARNING_0) state_d = C_ARMED;
        if (take_WARNING_1) state_d = C_BITE;
    end

    always @(posedge clk) begin
        if (rst)
            state_q <= C_DISABLED;
        else
            state_q <= state_d;
    end

    always @* begin
        wd_running = 1'b0;
        warn_irq = 1'b0;
        sys_reset_req = 1'b0;
        if (in_ARMED) begin wd_running = 1'b1; end
        if (in_WARNING) begin warn_irq = 1'b1; end
        if (in_BITE) begin sys_reset_req = 1'b1; end
    end
endmodule
