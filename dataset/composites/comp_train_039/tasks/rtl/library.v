module saturating_arithmetic_0010 (
    input  wire clk,
    input  wire rst,
    input  wire clip_pos,
    input  wire clip_neg,
    input  wire ack,
    output reg  saw_pos,
    output reg  saw_neg
);
    localparam S_CLEAN = 2'd0;
    localparam S_POS = 2'd1;
    localparam S_NEG = 2'd2;
    localparam S_BOTH = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_CLEAN: begin
                if (!ack && clip_pos && clip_neg)
                    state_next = S_BOTH;
                else if (!ack && clip_pos)
                    state_next = S_POS;
                else if (!ack && clip_neg)
                    state_next = S_NEG;
            end
            S_POS: begin
                if (ack)
                    state_next = S_CLEAN;
                else if (clip_neg)
                    state_next = S_BOTH;
            end
            S_NEG: begin
                if (ack)
                    state_next = S_CLEAN;
                else if (clip_pos)
                    state_next = S_BOTH;
            end
            S_BOTH: begin
                if (ack)
                    state_next = S_CLEAN;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_CLEAN;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_CLEAN: begin saw_pos = 1'b0; saw_neg = 1'b0; end
            S_POS: begin saw_pos = 1'b1; saw_neg = 1'b0; end
            S_NEG: begin saw_pos = 1'b0; saw_neg = 1'b1; end
            S_BOTH: begin saw_pos = 1'b1; saw_neg = 1'b1; end
            default: begin saw_pos = 1'b0; saw_neg = 1'b0; end
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
