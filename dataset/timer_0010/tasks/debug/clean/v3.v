module timer_0010_factored_flags (
    input  wire clk,
    input  wire por_n,
    input  wire pll_locked,
    input  wire delay_done,
    input  wire brownout,
    output reg  block_rst,
    output reg  clk_enable,
    output reg  ready
);
    localparam C_HOLD = 2'd0;
    localparam C_CLOCKING = 2'd1;
    localparam C_RELEASED = 2'd2;
    localparam C_READY = 2'd3;
    reg [1:0] state_q;
    reg [1:0] state_d;

    wire in_HOLD = state_q == C_HOLD;
    wire in_CLOCKING = state_q == C_CLOCKING;
    wire in_RELEASED = state_q == C_RELEASED;
    wire in_READY = state_q == C_READY;
    wire take_HOLD_0 = in_HOLD && pll_locked;
    wire take_CLOCKING_0 = in_CLOCKING && !pll_locked;
    wire take_CLOCKING_1 = in_CLOCKING && pll_locked && delay_done;
    wire take_RELEASED_0 = in_RELEASED && brownout;
    wire take_RELEASED_1 = in_RELEASED && !brownout && delay_done;
    wire take_READY_0 = in_READY && brownout;

    always @* begin
        state_d = state_q;
        if (take_HOLD_0) state_d = C_CLOCKING;
        if (take_CLOCKING_0) state_d = C_HOLD;
        if (take_CLOCKING_1) state_d = C_RELEASED;
        if (take_RELEASED_0) state_d = C_HOLD;
        if (take_RELEASED_1) state_d = C_READY;
        if (take_READY_0) state_d = C_HOLD;
    end

    always @(posedge clk) begin
        if (!por_n)
            state_q <= C_HOLD;
        else
            state_q <= state_d;
    end

    always @* begin
        block_rst = 1'b0;
        clk_enable = 1'b0;
        ready = 1'b0;
        if (in_HOLD) begin block_rst = 1'b1; end
        if (in_CLOCKING) begin block_rst = 1'b1; clk_enable = 1'b1; end
        if (in_RELEASED) begin clk_enable = 1'b1; end
        if (in_READY) begin clk_enable = 1'b1; ready = 1'b1; end
    end
endmodule
