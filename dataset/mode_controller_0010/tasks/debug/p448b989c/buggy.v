module mode_controller_0010_factored_flags (
    input  wire clk,
    input  wire rst,
    input  wire want_b,
    input  wire src_idle,
    input  wire target_ready,
    output reg  sel_b,
    output reg  clk_en,
    output reg  switching
);
    localparam C_RUN_A = 2'd0;
    localparam C_DRAIN_A = 2'd1;
    localparam C_RUN_B = 2'd2;
    localparam C_DRAIN_B = 2'd3;
    reg [1:0] state_q;
    reg [1:0] state_d;

    wire in_RUN_A = state_q == C_RUN_A;
    wire in_DRAIN_A = state_q == C_DRAIN_A;
    wire in_RUN_B = state_q == C_RUN_B;
    wire in_DRAIN_B = state_q == C_DRAIN_B;
    wire take_RUN_A_0 = in_RUN_A && want_b;
    wire take_DRAIN_A_0 = in_DRAIN_A && !want_b;
    wire take_DRAIN_A_1 = in_DRAIN_A && want_b && (src_idle && target_ready);
    wire take_RUN_B_0 = in_RUN_B && !want_b;
    wire take_DRAIN_B_0 = in_DRAIN_B && want_b;
    wire take_DRAIN_B_1 = in_DRAIN_B && !want_b && (src_idle && target_ready && in_DRAIN_A);

    always @* begin
        state_d = state_q;
        if (take_RUN_A_0) state_d = C_DRAIN_A;
        if (take_DRAIN_A_0) state_d = C_RUN_A;
        if (take_DRAIN_A_1) state_d = C_RUN_B;
        if (take_RUN_B_0) state_d = C_DRAIN_B;
        if (take_DRAIN_B_0) state_d = C_RUN_B;
        if (take_DRAIN_B_1) state_d = C_RUN_A;
    end

    always @(posedge clk) begin
        if (rst)
            state_q <= C_RUN_A;
        else
            state_q <= state_d;
    end

    always @* begin
        sel_b = 1'b0;
        clk_en = 1'b0;
        switching = 1'b0;
        if (in_RUN_A) begin clk_en = 1'b1; end
        if (in_DRAIN_A) begin switching = 1'b1; end
        if (in_RUN_B) begin sel_b = 1'b1; clk_en = 1'b1; end
        if (in_DRAIN_B) begin sel_b = 1'b1; switching = 1'b1; end
    end
endmodule
