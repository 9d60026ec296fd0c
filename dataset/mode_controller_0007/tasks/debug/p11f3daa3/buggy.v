module mode_controller_0007_factored_flags (
    input  wire clk,
    input  wire rst,
    input  wire pll_locked,
    input  wire cfg_done,
    input  wire cfg_error,
    input  wire watchdog_bite,
    input  wire clear_safe,
    output reg  core_en,
    output reg  cfg_busy,
    output reg  safe_mode
);
    localparam C_POR = 2'd0;
    localparam C_LOAD_CFG = 2'd1;
    localparam C_RUN = 2'd2;
    localparam C_SAFE = 2'd3;
    reg [1:0] state_q;
    reg [1:0] state_d;

    wire in_POR = state_q == C_POR;
    wire in_LOAD_CFG = state_q == C_LOAD_CFG;
    wire in_RUN = state_q == C_RUN;
    wire in_SAFE = state_q == C_SAFE;
    wire take_POR_0 = in_POR && pll_locked;
    wire take_LOAD_CFG_0 = in_LOAD_CFG && cfg_error;
    wire take_LOAD_CFG_1 = in_LOAD_CFG && !cfg_error && cfg_done;
    wire take_RUN_0 = in_RUN && watchdog_bite;
    wire take_SAFE_0 = in_SAFE && clear_safe;

    always @* begin
        state_d = state_q;
        if (take_POR_0) state_d = C_LOAD_CFG;
        if (take_LOAD_CFG_0) state_d = C_SAFE;
        if (take_LOAD_CFG_1) state_d = C_RUN;
        if (take_RUN_0) state_d = C_SAFE;
        if (take_SAFE_0) state_d = C_POR;
    end

    always @(posedge clk or posedge rst) begin
        if (rst)
            state_q <= C_POR;
        else
            state_q <= state_d;
    end

    always @* begin
        core_en = 1'b0;
        cfg_busy = 1'b0;
        safe_mode = 1'b0;
        if (in_LOAD_CFG) begin cfg_busy = 1'b1; end
        if (in_RUN) begin core_en = 1'b1; end
        if (in_SAFE) begin core_en = 1'b1; safe_mode = 1'b1; end
    end
endmodule
