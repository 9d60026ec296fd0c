module pulse_event_0008_factored_flags (
    input  wire clk,
    input  wire rst,
    input  wire hit_a,
    input  wire hit_b,
    output reg  a_pending,
    output reg  b_pending,
    output reg  coincidence
);
    localparam C_ARMED = 2'd0;
    localparam C_A_OPEN = 2'd1;
    localparam C_B_OPEN = 2'd2;
    localparam C_COINCIDENCE = 2'd3;
    reg [1:0] state_q;
    reg [1:0] state_d;

    wire in_ARMED = state_q == C_ARMED;
    wire in_A_OPEN = state_q == C_A_OPEN;
    wire in_B_OPEN = state_q == C_B_OPEN;
    wire in_COINCIDENCE = state_q == C_COINCIDENCE;
    wire take_ARMED_0 = in_ARMED && (hit_a && hit_b);
    wire take_ARMED_1 = in_ARMED && !(hit_a && hit_b) && hit_a;
    wire take_ARMED_2 = in_ARMED && !(hit_a && hit_b) && !hit_a && hit_b;
    wire take_A_OPEN_0 = in_A_OPEN && hit_b;
    wire take_A_OPEN_1 = in_A_OPEN && !hit_b;
    wire take_B_OPEN_0 = in_B_OPEN && hit_a;
    wire take_B_OPEN_1 = in_B_OPEN && !hit_a;
    wire take_COINCIDENCE_0 = in_COINCIDENCE;

    always @* begin
        state_d = state_q;
        if (take_ARMED_0) state_d = C_COINCIDENCE;
        if (take_ARMED_1) state_d = C_A_OPEN;
        if (take_ARMED_2) state_d = C_B_OPEN;
        if (take_A_OPEN_0) state_d = C_COINCIDENCE;
        if (take_A_OPEN_1) state_d = C_ARMED;
        if (take_B_OPEN_0) state_d = C_COINCIDENCE;
        if (take_B_OPEN_1) state_d = C_ARMED;
        if (take_COINCIDENCE_0) state_d = C_ARMED;
    end

    always @(posedge clk) begin
        if (rst)
            state_q <= C_ARMED;
        else
            state_q <= state_d;
    end

    always @* begin
        a_pending = 1'b0;
        b_pending = 1'b0;
        coincidence = 1'b0;
        if (in_A_OPEN) begin a_pending = 1'b1; end
        if (in_B_OPEN) begin b_pending = 1'b1; end
        if (in_COINCIDENCE) begin coincidence = 1'b1; end
    end
endmodule
