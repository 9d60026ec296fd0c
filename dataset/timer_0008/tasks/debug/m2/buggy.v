module timer_0008_canonical_case (
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
                if (1'b1)
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
