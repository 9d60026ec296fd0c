module rate_limiter_0003 (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       cmd_req,
    input  wire [2:0] min_gap,
    input  wire       flush,
    output reg  [2:0] holdoff,
    output wire       cmd_issue,
    output wire       pace_ready
);
    reg [2:0] holdoff_next;

    always @* begin
        if (flush)
            holdoff_next = 3'd0;
        else if (cmd_req && holdoff == 3'd0)
            holdoff_next = min_gap;
        else if (holdoff != 3'd0)
            holdoff_next = holdoff - 3'd1;
        else
            holdoff_next = holdoff;
    end

    always @(posedge clk) begin
        if (!rst_n) begin
            holdoff <= 3'd0;
        end else begin
            holdoff <= holdoff_next;
        end
    end

    assign cmd_issue = cmd_req && holdoff == 3'd0;
    assign pace_ready = holdoff == 3'd0;
endmodule

module fifo_0009 (
    input  wire clk,
    input  wire rst,
    input  wire flush_req,
    input  wire fifo_empty,
    output reg  accept,
    output reg  draining,
    output reg  clear_ptrs
);
    localparam S_RUN = 2'd0;
    localparam S_DRAIN = 2'd1;
    localparam S_CLEAR = 2'd2;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_RUN: begin
                if (flush_req && fifo_empty)
                    state_next = S_CLEAR;
                else if (flush_req)
                    state_next = S_DRAIN;
            end
            S_DRAIN: begin
                if (fifo_empty)
                    state_next = S_CLEAR;
            end
            S_CLEAR: begin
                if (1'b1)
                    state_next = S_RUN;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_RUN;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_RUN: begin accept = 1'b1; draining = 1'b0; clear_ptrs = 1'b0; end
            S_DRAIN: begin accept = 1'b0; draining = 1'b1; clear_ptrs = 1'b0; end
            S_CLEAR: begin accept = 1'b0; draining = 1'b0; clear_ptrs = 1'b1; end
            default: begin accept = 1'b0; draining = 1'b0; clear_ptrs = 1'b0; end
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
