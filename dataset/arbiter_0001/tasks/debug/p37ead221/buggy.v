module arbiter_0001_factored_flags (
    input  wire clk,
    input  wire rst,
    input  wire req0,
    input  wire req1,
    output reg  grant0,
    output reg  grant1,
    output reg  prio
);
    localparam C_IDLE0 = 2'd0;
    localparam C_IDLE1 = 2'd1;
    localparam C_GRANT0 = 2'd2;
    localparam C_GRANT1 = 2'd3;
    reg [1:0] state_q;
    reg [1:0] state_d;

    wire in_IDLE0 = state_q == C_IDLE0;
    wire in_IDLE1 = state_q == C_IDLE1;
    wire in_GRANT0 = state_q == C_GRANT0;
    wire in_GRANT1 = state_q == C_GRANT1;
    wire take_IDLE0_0 = in_IDLE0 && req0;
    wire take_IDLE0_1 = in_IDLE0 && !req0 && req1;
    wire take_IDLE1_0 = in_IDLE1 && req1;
    wire take_IDLE1_1 = in_IDLE1 && !req1 && req0;
    wire take_GRANT0_0 = in_GRANT0 && (!req0 && req1);
    wire take_GRANT0_1 = in_GRANT0 && !(!req0 && req1) && !req0;
    wire take_GRANT1_0 = in_GRANT1 && (!req1 && req0);
    wire take_GRANT1_1 = in_GRANT1 && !(!req1 && req0) && !req1;

    always @* begin
        state_d = state_q;
        if (take_IDLE0_0) state_d = C_GRANT0;
        if (take_IDLE0_1) state_d = C_GRANT1;
        if (take_IDLE1_0) state_d = C_GRANT1;
        if (take_IDLE1_1) state_d = C_GRANT0;
        if (take_GRANT0_0) state_d = C_GRANT1;
        if (take_GRANT0_1) state_d = C_IDLE1;
        if (take_GRANT1_0) state_d = C_GRANT0;
        if (take_GRANT1_1) state_d = C_IDLE0;
    end

    always @(posedge clk) begin
        if (rst)
            state_q <= state_d;
        else
            state_q <= state_d;
    end

    always @* begin
        grant0 = 1'b0;
        grant1 = 1'b0;
        prio = 1'b0;
        if (in_IDLE1) begin prio = 1'b1; end
        if (in_GRANT0) begin grant0 = 1'b1; prio = 1'b1; end
        if (in_GRANT1) begin grant1 = 1'b1; end
    end
endmodule
