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
