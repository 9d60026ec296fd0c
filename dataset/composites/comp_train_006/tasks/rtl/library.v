module interrupt_0008 (
    input  wire       clk,
    input  wire       rst,
    input  wire [1:0] irq_prio,
    input  wire       done,
    output reg  [1:0] active_prio,
    output reg        suspended
);
    localparam S_THREAD = 2'd0;
    localparam S_SERVE_LOW = 2'd1;
    localparam S_SERVE_HIGH = 2'd2;
    localparam S_PREEMPTED = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_THREAD: begin
                if (irq_prio >= 2'd2)
                    state_next = S_SERVE_HIGH;
                else if (irq_prio == 2'd1)
                    state_next = S_SERVE_LOW;
            end
            S_SERVE_LOW: begin
                if (irq_prio >= 2'd2)
                    state_next = S_PREEMPTED;
                else if (done)
                    state_next = S_THREAD;
            end
            S_SERVE_HIGH: begin
                if (done)
                    state_next = S_THREAD;
            end
            S_PREEMPTED: begin
                if (done)
                    state_next = S_SERVE_LOW;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_THREAD;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_THREAD: begin active_prio = 2'd0; suspended = 1'b0; end
            S_SERVE_LOW: begin active_prio = 2'd1; suspended = 1'b0; end
            S_SERVE_HIGH: begin active_prio = 2'd2; suspended = 1'b0; end
            S_PREEMPTED: begin active_prio = 2'd2; suspended = 1'b1; end
            default: begin active_prio = 2'd0; suspended = 1'b0; end
        endcase
    end
endmodule

module mode_controller_0009 (
    input  wire clk,
    input  wire rst,
    input  wire start_cmd,
    input  wire stop_cmd,
    input  wire ramp_done,
    input  wire speed_zero,
    output reg  drive_en,
    output reg  brake_en,
    output reg  ramping
);
    localparam S_STOPPED = 2'd0;
    localparam S_SOFT_START = 2'd1;
    localparam S_RUNNING = 2'd2;
    localparam S_BRAKING = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_STOPPED: begin
                if (start_cmd && !stop_cmd)
                    state_next = S_SOFT_START;
            end
            S_SOFT_START: begin
                if (stop_cmd)
                    state_next = S_BRAKING;
                else if (ramp_done)
                    state_next = S_RUNNING;
            end
            S_RUNNING: begin
                if (stop_cmd)
                    state_next = S_BRAKING;
            end
            S_BRAKING: begin
                if (speed_zero)
                    state_next = S_STOPPED;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_STOPPED;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_STOPPED: begin drive_en = 1'b0; brake_en = 1'b0; ramping = 1'b0; end
            S_SOFT_START: begin drive_en = 1'b1; brake_en = 1'b0; ramping = 1'b1; end
            S_RUNNING: begin drive_en = 1'b1; brake_en = 1'b0; ramping = 1'b0; end
            S_BRAKING: begin drive_en = 1'b0; brake_en = 1'b1; ramping = 1'b0; end
            default: begin drive_en = 1'b0; brake_en = 1'b0; ramping = 1'b0; end
        endcase
    end
endmodule

module pulse_event_0003 (
    input  wire       clk,
    input  wire       rst,
    input  wire       trig,
    input  wire [3:0] stretch_len,
    input  wire       retrigger_en,
    input  wire       kill,
    output reg  [3:0] remaining,
    output wire       pulse_out,
    output wire       last_cycle
);
    reg [3:0] remaining_next;

    always @* begin
        if (kill)
            remaining_next = 4'd0;
        else if (trig && (remaining == 4'd0 || retrigger_en))
            remaining_next = stretch_len;
        else if (remaining != 4'd0)
            remaining_next = remaining - 4'd1;
        else
            remaining_next = remaining;
    end

    always @(posedge clk) begin
        if (rst) begin
            remaining <= 4'd0;
        end else begin
            remaining <= remaining_next;
        end
    end

    assign pulse_out = remaining != 4'd0;
    assign last_cycle = remaining == 4'd1;
endmodule
