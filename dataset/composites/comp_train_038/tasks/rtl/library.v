module saturating_arithmetic_0003 (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,
    input  wire [3:0] seed,
    input  wire       double_gain,
    input  wire       halve_gain,
    output reg  [7:0] gain,
    output wire       full_scale
);
    reg [7:0] gain_next;

    always @* begin
        if (load)
            gain_next = {4'b0000, seed};
        else if (double_gain && gain[7])
            gain_next = 8'hff;
        else if (double_gain)
            gain_next = gain << 3'd1;
        else if (halve_gain)
            gain_next = gain >> 3'd1;
        else
            gain_next = gain;
    end

    always @(posedge clk) begin
        if (rst) begin
            gain <= 8'd1;
        end else begin
            gain <= gain_next;
        end
    end

    assign full_scale = gain == 8'hff;
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
