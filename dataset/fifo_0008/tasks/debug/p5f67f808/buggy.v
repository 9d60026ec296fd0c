module fifo_0008_factored_flags (
    input  wire clk,
    input  wire rst,
    input  wire in_valid,
    input  wire out_ready,
    output reg  in_ready,
    output reg  out_valid
);
    localparam C_EMPTY = 2'd0;
    localparam C_ONE = 2'd1;
    localparam C_TWO = 2'd2;
    reg [1:0] state_q;
    reg [1:0] state_d;

    wire in_EMPTY = state_q == C_EMPTY;
    wire in_ONE = state_q == C_ONE;
    wire in_TWO = state_q == C_TWO;
    wire take_EMPTY_0 = in_EMPTY && in_valid;
    wire take_ONE_0 = in_ONE && (in_valid && !out_ready);
    wire take_ONE_1 = in_ONE && !(in_valid && !out_ready) && (!in_valid && out_ready);
    wire take_TWO_0 = in_TWO && out_ready;

    always @* begin
        state_d = state_q;
        if (take_EMPTY_0) state_d = C_ONE;
        if (take_ONE_0) state_d = C_TWO;
        if (take_ONE_1) state_d = C_EMPTY;
        if (take_TWO_0) state_d = C_ONE;
    end

    always @(posedge clk) begin
        if (rst)
            state_q <= C_EMPTY;
        else
            state_q <= state_d;
    end

    always @* begin
        in_ready = 1'b0;
        out_valid = 1'b0;
        if (in_EMPTY) begin in_ready <= 1'b1; end
        if (in_ONE) begin in_ready = 1'b1; out_valid = 1'b1; end
        if (in_TWO) begin out_valid = 1'b1; end
    end
endmodule
