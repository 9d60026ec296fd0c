module rate_limiter_0009_canonical_case (
    input  wire       clk,
    input  wire       rst,
    input  wire [1:0] congestion,
    output reg  [1:0] rate_sel
);
    localparam S_FULL = 2'd0;
    localparam S_HALF = 2'd1;
    localparam S_QUARTER = 2'd2;
    localparam S_PAUSED = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_FULL: begin
                if (congestion == 2'd3)
                    state_next = S_PAUSED;
                else if (congestion == 2'd2)
                    state_next = S_HALF;
            end
            S_HALF: begin
                if (congestion[1])
                    state_next = S_QUARTER;
                else if (congestion == 2'd0)
                    state_next = S_FULL;
            end
            S_QUARTER: begin
                if (congestion == 2'd0)
                    state_next = S_HALF;
            end
            S_PAUSED: begin
                if (congestion == 2'd0)
                    state_next = S_QUARTER;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_FULL;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_FULL: begin rate_sel = 2'd3; end
            S_HALF: begin rate_sel = 2'd2; end
            S_QUARTER: begin rate_sel = 2'd1; end
            S_PAUSED: begin rate_sel = 2'd0; end
            default: begin rate_sel = 2'd0; end
        endcase
    end
endmodule
