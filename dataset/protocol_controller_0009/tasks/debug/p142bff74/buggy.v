module protocol_controller_0009_factored_flags (
    input  wire       clk,
    input  wire       rst,
    input  wire       signal_detect,
    input  wire       align_ok,
    input  wire [2:0] err_count,
    output reg        link_up,
    output reg        training,
    output reg        recovering
);
    localparam C_DOWN = 2'd0;
    localparam C_TRAIN = 2'd1;
    localparam C_UP = 2'd2;
    localparam C_RECOVERY = 2'd3;
    reg [1:0] state_q;
    reg [1:0] state_d;

    wire in_DOWN = state_q == C_DOWN;
    wire in_TRAIN = state_q[0:0] == C_TRAIN;
    wire in_UP = state_q == C_UP;
    wire in_RECOVERY = state_q == C_RECOVERY;
    wire take_DOWN_0 = in_DOWN && signal_detect;
    wire take_TRAIN_0 = in_TRAIN && align_ok;
    wire take_UP_0 = in_UP && !signal_detect;
    wire take_UP_1 = in_UP && signal_detect && err_count >= 3'd4;
    wire take_RECOVERY_0 = in_RECOVERY && !signal_detect;
    wire take_RECOVERY_1 = in_RECOVERY && signal_detect && align_ok;

    always @* begin
        state_d = state_q;
        if (take_DOWN_0) state_d = C_TRAIN;
        if (take_TRAIN_0) state_d = C_UP;
        if (take_UP_0) state_d = C_DOWN;
        if (take_UP_1) state_d = C_RECOVERY;
        if (take_RECOVERY_0) state_d = C_DOWN;
        if (take_RECOVERY_1) state_d = C_UP;
    end

    always @(posedge clk) begin
        if (rst)
            state_q <= C_DOWN;
        else
            state_q <= state_d;
    end

    always @* begin
        link_up = 1'b0;
        training = 1'b0;
        recovering = 1'b0;
        if (in_TRAIN) begin training = 1'b1; end
        if (in_UP) begin link_up = 1'b1; end
        if (in_RECOVERY) begin recovering = 1'b1; end
    end
endmodule
