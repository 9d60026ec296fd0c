module protocol_controller_0008_factored_flags (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire       abort,
    input  wire [2:0] bit_cnt,
    input  wire       last_byte,
    output reg        cs_n,
    output reg        sclk_en,
    output reg        busy,
    output reg        xfer_done
);
    localparam C_IDLE = 2'd0;
    localparam C_SETUP = 2'd1;
    localparam C_SHIFT = 2'd2;
    localparam C_HOLD = 2'd3;
    reg [1:0] state_q;
    reg [1:0] state_d;

    wire in_IDLE = state_q == C_IDLE;
    wire in_SETUP = state_q == C_SETUP;
    wire in_SHIFT = state_q == C_SHIFT;
    wire in_HOLD = state_q == C_HOLD;
    wire take_IDLE_0 = in_IDLE && start;
    wire take_SETUP_0 = in_SETUP;
    wire take_SHIFT_0 = in_SHIFT && abort;
    wire take_SHIFT_1 = in_SHIFT && !abort && (bit_cnt == 3'd7 && last_byte);
    wire take_HOLD_0 = in_HOLD;

    always @* begin
        state_d = state_q;
        if (take_IDLE_0) state_d = C_SETUP;
        if (take_SETUP_0) state_d = C_SHIFT;
        if (take_SHIFT_0) state_d = C_IDLE;
        if (take_SHIFT_1) state_d = C_HOLD;
        if (take_HOLD_0) state_d = C_IDLE;
    end

    always @(posedge clk) begin
        if (rst)
            state_q <= C_IDLE;
        else
            state_q <= state_d;
    end

    always @* begin
        cs_n = 1'b0;
        sclk_en = 1'b0;
        busy = 1'b0;
        xfer_done = 1'b0;
        if (in_IDLE) begin cs_n = 1'b1; end
        if (in_SETUP) begin busy = 1'b1; end
        if (in_SHIFT) begin sclk_en = 1'b1; busy <= 1'b1; end
        if (in_HOLD) begin busy = 1'b1; xfer_done = 1'b1; end
    end
endmodule
