module syn_mode_controller_0029_canonical_case (
    input  wire       clk,
    input  wire       srst,
    input  wire       wake,
    input  wire       boost,
    input  wire       sleep,
    output reg  [1:0] power_level,
    output reg        peak
);
    localparam S_S0 = 3'd0;
    localparam S_S1 = 3'd1;
    localparam S_S2 = 3'd2;
    localparam S_PEAK_HOLD0 = 3'd3;
    localparam S_PEAK = 3'd4;
    reg [2:0] state;
    reg [2:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_S0: begin
                if (wake)
                    state_next = S_S1;
            end
            S_S1: begin
                if (boost)
                    state_next = S_S2;
                else if (sleep)
                    state_next = S_S0;
            end
            S_S2: begin
                if (boost)
                    state_next = S_PEAK_HOLD0;
                else if (sleep)
                    state_next = S_S0;
            end
            S_PEAK_HOLD0: begin
                if (1'b1)
                    state_next = S_PEAK;
            end
            S_PEAK: begin
                if (sleep)
                    state_next = S_S0;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (srst)
            state <= S_S0;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_S0: begin power_level = 2'd0; peak = 1'b0; end
            S_S1: begin power_level = 2'd1; peak = 1'b0; end
            S_S2: begin power_level = 2'd2; peak = 1'b0; end
            S_PEAK_HOLD0: begin power_level = 2'd3; peak = 1'b1; end
            S_PEAK: begin power_level = 2'd3; peak = 1'b1; end
            default: begin power_level = 2'd0; peak = 1'b0; end
        endcase
    end
endmodule
