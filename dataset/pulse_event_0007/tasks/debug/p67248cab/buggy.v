module pulse_event_0007_factored_flags (
    input  wire clk,
    input  wire rst,
    input  wire button,
    output reg  pulse,
    output reg  armed
);
    localparam C_READY = 2'd0;
    localparam C_FIRE = 2'd1;
    localparam C_WAIT_RELEASE = 2'd2;
    reg [1:0] state_q;
    reg [1:0] state_d;

    wire in_READY = state_q == C_READY;
    wire in_FIRE = state_q == C_FIRE;
    wire in_WAIT_RELEASE = state_q == C_WAIT_RELEASE;
    wire take_READY_0 = in_READY && button;
    wire take_FIRE_0 = in_FIRE && button;
    wire take_FIRE_1 = in_FIRE && button;
    wire take_WAIT_RELEASE_0 = in_WAIT_RELEASE && !button;

    always @* begin
        state_d = state_q;
        if (take_READY_0) state_d = C_FIRE;
        if (take_FIRE_0) state_d = C_WAIT_RELEASE;
        if (take_FIRE_1) state_d = C_READY;
        if (take_WAIT_RELEASE_0) state_d = C_READY;
    end

    always @(posedge clk) begin
        if (rst)
            state_q <= C_READY;
        else
            state_q <= state_d;
    end

    always @* begin
        pulse = 1'b0;
        armed = 1'b0;
        if (in_READY) begin armed = 1'b1; end
        if (in_FIRE) begin pulse = 1'b1; end
    end
endmodule
