module timer_0009_factored_flags (
    input  wire clk,
    input  wire rst,
    input  wire start,
    input  wire pause,
    input  wire resume,
    input  wire abort,
    input  wire count_zero,
    input  wire done_ack,
    output reg  count_en,
    output reg  busy,
    output reg  done
);
    localparam C_IDLE = 2'd0;
    localparam C_RUNNING = 2'd1;
    localparam C_PAUSED = 2'd2;
    localparam C_EXPIRED = 2'd3;
    reg [1:0] state_q;
    reg [1:0] state_d;

    wire in_IDLE = state_q == C_IDLE;
    wire in_RUNNING = state_q == C_RUNNING;
    wire in_PAUSED = state_q == C_PAUSED;
    wire in_EXPIRED = state_q == C_EXPIRED;
    wire take_IDLE_0 = in_IDLE && start;
    wire take_RUNNING_0 = in_RUNNING && count_zero;
    wire take_RUNNING_1 = in_RUNNING && !count_zero && pause;
    wire take_PAUSED_0 = in_PAUSED && abort;
    wire take_PAUSED_1 = in_PAUSED && !abort && resume;
    wire take_EXPIRED_0 = in_EXPIRED && done_ack;

    always @* begin
        state_d = state_q;
        if (take_IDLE_0) state_d = C_RUNNING;
        if (take_RUNNING_0) state_d = C_EXPIRED;
        if (take_RUNNING_1) state_d = C_PAUSED;
        if (take_PAUSED_0) state_d = C_IDLE;
        if (take_PAUSED_1) state_d = C_RUNNING;
        if (take_EXPIRED_0) state_d = C_IDLE;
    end

    always @(posedge clk) begin
        if (rst)
            state_q <= C_IDLE;
        else
            state_q <= state_d;
    end

    always @* begin
        count_en = 1'b0;
        busy = 1'b0;
        done = 1'b0;
        if (in_RUNNING) begin count_en = 1'b1; busy = 1'b1; end
        if (in_PAUSED) begin busy = 1'b1; end
        if (in_EXPIRED) begin done = 1'b1; end
    end
endmodule
