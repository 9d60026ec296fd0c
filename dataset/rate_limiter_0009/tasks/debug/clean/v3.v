module rate_limiter_0009_factored_flags (
    input  wire       clk,
    input  wire       rst,
    input  wire [1:0] congestion,
    output reg  [1:0] rate_sel
);
    localparam C_FULL = 2'd0;
    localparam C_HALF = 2'd1;
    localparam C_QUARTER = 2'd2;
    localparam C_PAUSED = 2'd3;
    reg [1:0] state_q;
    reg [1:0] state_d;

    wire in_FULL = state_q == C_FULL;
    wire in_HALF = state_q == C_HALF;
    wire in_QUARTER = state_q == C_QUARTER;
    wire in_PAUSED = state_q == C_PAUSED;
    wire take_FULL_0 = in_FULL && congestion == 2'd3;
    wire take_FULL_1 = in_FULL && !(congestion == 2'd3) && congestion == 2'd2;
    wire take_HALF_0 = in_HALF && congestion[1];
    wire take_HALF_1 = in_HALF && !congestion[1] && congestion == 2'd0;
    wire take_QUARTER_0 = in_QUARTER && congestion == 2'd3;
    wire take_QUARTER_1 = in_QUARTER && !(congestion == 2'd3) && congestion == 2'd0;
    wire take_PAUSED_0 = in_PAUSED && congestion == 2'd0;

    always @* begin
        state_d = state_q;
        if (take_FULL_0) state_d = C_PAUSED;
        if (take_FULL_1) state_d = C_HALF;
        if (take_HALF_0) state_d = C_QUARTER;
        if (take_HALF_1) state_d = C_FULL;
        if (take_QUARTER_0) state_d = C_PAUSED;
        if (take_QUARTER_1) state_d = C_HALF;
        if (take_PAUSED_0) state_d = C_QUARTER;
    end

    always @(posedge clk) begin
        if (rst)
            state_q <= C_FULL;
        else
            state_q <= state_d;
    end

    always @* begin
        rate_sel = 2'd0;
        if (in_FULL) begin rate_sel = 2'd3; end
        if (in_HALF) begin rate_sel = 2'd2; end
        if (in_QUARTER) begin rate_sel = 2'd1; end
    end
endmodule
