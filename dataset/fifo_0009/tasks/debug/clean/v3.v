module fifo_0009_factored_flags (
    input  wire clk,
    input  wire rst,
    input  wire flush_req,
    input  wire fifo_empty,
    output reg  accept,
    output reg  draining,
    output reg  clear_ptrs
);
    localparam C_RUN = 2'd0;
    localparam C_DRAIN = 2'd1;
    localparam C_CLEAR = 2'd2;
    reg [1:0] state_q;
    reg [1:0] state_d;

    wire in_RUN = state_q == C_RUN;
    wire in_DRAIN = state_q == C_DRAIN;
    wire in_CLEAR = state_q == C_CLEAR;
    wire take_RUN_0 = in_RUN && (flush_req && fifo_empty);
    wire take_RUN_1 = in_RUN && !(flush_req && fifo_empty) && flush_req;
    wire take_DRAIN_0 = in_DRAIN && fifo_empty;
    wire take_CLEAR_0 = in_CLEAR;

    always @* begin
        state_d = state_q;
        if (take_RUN_0) state_d = C_CLEAR;
        if (take_RUN_1) state_d = C_DRAIN;
        if (take_DRAIN_0) state_d = C_CLEAR;
        if (take_CLEAR_0) state_d = C_RUN;
    end

    always @(posedge clk) begin
        if (rst)
            state_q <= C_RUN;
        else
            state_q <= state_d;
    end

    always @* begin
        accept = 1'b0;
        draining = 1'b0;
        clear_ptrs = 1'b0;
        if (in_RUN) begin accept = 1'b1; end
        if (in_DRAIN) begin draining = 1'b1; end
        if (in_CLEAR) begin clear_ptrs = 1'b1; end
    end
endmodule
