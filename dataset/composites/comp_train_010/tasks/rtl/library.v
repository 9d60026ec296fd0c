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

module interrupt_0003 (
    input  wire       clk,
    input  wire       rst,
    input  wire       irq_req,
    input  wire [3:0] holdoff_len,
    output reg  [3:0] holdoff,
    output wire       irq_out,
    output wire       throttled
);
    reg [3:0] holdoff_next;

    always @* begin
        if (irq_req && holdoff == 4'd0)
            holdoff_next = holdoff_len;
        else if (holdoff != 4'd0)
            holdoff_next = holdoff - 4'd1;
        else
            holdoff_next = holdoff;
    end

    always @(posedge clk) begin
        if (rst) begin
            holdoff <= 4'd0;
        end else begin
            holdoff <= holdoff_next;
        end
    end

    assign irq_out = irq_req && holdoff == 4'd0;
    assign throttled = irq_req && holdoff != 4'd0;
endmodule

module pulse_event_0005 (
    input  wire       clk,
    input  wire       rst,
    input  wire       fire,
    input  wire [2:0] pulse_count,
    input  wire [1:0] space_len,
    input  wire       abort,
    output wire       pulse_out,
    output wire [2:0] pulses_left,
    output wire [1:0] space_left,
    output wire       busy
);
    reg [2:0] left;
    reg [1:0] gap;
    reg [2:0] left_next;
    reg [1:0] gap_next;

    always @* begin
        if (abort)
            left_next = 3'd0;
        else if (fire && left == 3'd0 && gap == 2'd0)
            left_next = pulse_count;
        else if (left != 3'd0 && gap == 2'd0)
            left_next = left - 3'd1;
        else
            left_next = left;
    end

    always @* begin
        if (abort)
            gap_next = 2'd0;
        else if (left != 3'd0 && gap == 2'd0)
            gap_next = space_len;
        else if (gap != 2'd0)
            gap_next = gap - 2'd1;
        else
            gap_next = gap;
    end

    always @(posedge clk) begin
        if (rst) begin
            left <= 3'd0;
            gap <= 2'd0;
        end else begin
            left <= left_next;
            gap <= gap_next;
        end
    end

    assign pulse_out = left != 3'd0 && gap == 2'd0;
    assign pulses_left = left;
    assign space_left = gap;
    assign busy = left != 3'd0 || gap != 2'd0;
endmodule
