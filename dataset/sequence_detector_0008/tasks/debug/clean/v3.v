module sequence_detector_0008_factored_flags (
    input  wire       clk,
    input  wire       rst,
    input  wire       sym_valid,
    input  wire [1:0] sym,
    input  wire       end_of_frame,
    output reg        frame_active,
    output reg  [1:0] sync_stage
);
    localparam C_HUNT = 2'd0;
    localparam C_PRE1 = 2'd1;
    localparam C_PRE2 = 2'd2;
    localparam C_IN_FRAME = 2'd3;
    reg [1:0] state_q;
    reg [1:0] state_d;

    wire in_HUNT = state_q == C_HUNT;
    wire in_PRE1 = state_q == C_PRE1;
    wire in_PRE2 = state_q == C_PRE2;
    wire in_IN_FRAME = state_q == C_IN_FRAME;
    wire take_HUNT_0 = in_HUNT && (sym_valid && sym == 2'd1);
    wire take_PRE1_0 = in_PRE1 && (sym_valid && sym == 2'd1);
    wire take_PRE1_1 = in_PRE1 && !(sym_valid && sym == 2'd1) && sym_valid;
    wire take_PRE2_0 = in_PRE2 && (sym_valid && sym == 2'd3);
    wire take_PRE2_1 = in_PRE2 && !(sym_valid && sym == 2'd3) && (sym_valid && sym != 2'd1);
    wire take_IN_FRAME_0 = in_IN_FRAME && end_of_frame;

    always @* begin
        state_d = state_q;
        if (take_HUNT_0) state_d = C_PRE1;
        if (take_PRE1_0) state_d = C_PRE2;
        if (take_PRE1_1) state_d = C_HUNT;
        if (take_PRE2_0) state_d = C_IN_FRAME;
        if (take_PRE2_1) state_d = C_HUNT;
        if (take_IN_FRAME_0) state_d = C_HUNT;
    end

    always @(posedge clk) begin
        if (rst)
            state_q <= C_HUNT;
        else
            state_q <= state_d;
    end

    always @* begin
        frame_active = 1'b0;
        sync_stage = 2'd0;
        if (in_PRE1) begin sync_stage = 2'd1; end
        if (in_PRE2) begin sync_stage = 2'd2; end
        if (in_IN_FRAME) begin frame_active = 1'b1; sync_stage = 2'd3; end
    end
endmodule
