module sequence_detector_0006_factored_flags (
    input  wire       clk,
    input  wire       rst,
    input  wire       bit_valid,
    input  wire       din,
    output reg        detect,
    output reg  [1:0] progress
);
    localparam C_IDLE = 2'd0;
    localparam C_GOT1 = 2'd1;
    localparam C_GOT10 = 2'd2;
    localparam C_FOUND = 2'd3;
    reg [1:0] state_q;
    reg [1:0] state_d;

    wire in_IDLE = state_q == C_IDLE;
    wire in_GOT1 = state_q == C_GOT1;
    wire in_GOT10 = state_q == C_GOT10;
    wire in_FOUND = state_q == C_FOUND;
    wire take_IDLE_0 = in_IDLE && (bit_valid && din);
    wire take_GOT1_0 = in_GOT1 && (bit_valid && !din);
    wire take_GOT10_0 = in_GOT10 && (bit_valid && din);
    wire take_GOT10_1 = in_GOT10 && !(bit_valid && din) && (bit_valid && !din);
    wire take_FOUND_0 = in_FOUND && (bit_valid && din);
    wire take_FOUND_1 = in_FOUND && !(bit_valid && din) && (bit_valid && !din);

    always @* begin
        state_d = state_q;
        if (take_IDLE_0) state_d = C_GOT1;
        if (take_GOT1_0) state_d = C_GOT10;
        if (take_GOT10_0) state_d = C_FOUND;
        if (take_GOT10_1) state_d = C_IDLE;
        if (take_FOUND_0) state_d = C_GOT1;
        if (take_FOUND_1) state_d = C_GOT10;
    end

    always @(posedge clk) begin
        if (rst)
            ;
        else
            state_q <= state_d;
        state_q <= C_IDLE;
    end

    always @* begin
        detect = 1'b0;
        progress = 2'd0;
        if (in_GOT1) begin progress = 2'd1; end
        if (in_GOT10) begin progress = 2'd2; end
        if (in_FOUND) begin detect = 1'b1; progress = 2'd3; end
    end
endmodule
