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

module mode_controller_0006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       activity,
    input  wire [1:0] idle_limit,
    output wire [1:0] power_state,
    output wire [2:0] idle_cycles,
    output wire       clk_gated
);
    reg [2:0] idle;
    reg [1:0] pstate;
    reg [2:0] idle_next;
    reg [1:0] pstate_next;

    always @* begin
        if (activity)
            idle_next = 3'd0;
        else if (idle != 3'd7)
            idle_next = idle + 3'd1;
        else
            idle_next = idle;
    end

    always @* begin
        if (activity)
            pstate_next = 2'd0;
        else if (pstate == 2'd0 && idle >= {1'b0, idle_limit})
            pstate_next = 2'd1;
        else if (pstate == 2'd1 && idle >= {idle_limit, 1'b0})
            pstate_next = 2'd2;
        else
            pstate_next = pstate;
    end

    always @(posedge clk) begin
        if (rst) begin
            idle <= 3'd0;
            pstate <= 2'd0;
        end else begin
            idle <= idle_next;
            pstate <= pstate_next;
        end
    end

    assign power_state = pstate;
    assign idle_cycles = idle;
    assign clk_gated = pstate != 2'd0;
endmodule

module interrupt_0006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       irq_valid,
    input  wire [2:0] irq_vector,
    input  wire       ack,
    input  wire       ovr_clear,
    output wire       irq,
    output wire [2:0] vector,
    output wire [1:0] overrun_count
);
    reg held;
    reg [2:0] vec;
    reg [1:0] ovr;
    reg held_next;
    reg [2:0] vec_next;
    reg [1:0] ovr_next;

    always @* begin
        if (irq_valid)
            held_next = 1'b1;
        else if (ack)
            held_next = 1'b0;
        else
            held_next = held;
    end

    always @* begin
        if (irq_valid && (!held || ack))
            vec_next = irq_vector;
        else
            vec_next = vec;
    end

    always @* begin
        if (ovr_clear)
            ovr_next = 2'd0;
        else if (irq_valid && held && !ack && ovr != 2'd3)
            ovr_next = ovr + 2'd1;
        else
            ovr_next = ovr;
    end

    always @(posedge clk) begin
        if (rst) begin
            held <= 1'b0;
            vec <= 3'd0;
            ovr <= 2'd0;
        end else begin
            held <= held_next;
            vec <= vec_next;
            ovr <= ovr_next;
        end
    end

    assign irq = held;
    assign vector = vec;
    assign overrun_count = ovr;
endmodule
