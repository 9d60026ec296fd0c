module mode_controller_0007_canonical_case (
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
    localparam S_POR = 2'd0;
    localparam S_LOAD_CFG = 2'd1;
    localparam S_RUN = 2'd2;
    localparam S_SAFE = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_POR: begin
                if (pll_locked)
                    state_next = S_LOAD_CFG;
            end
            S_LOAD_CFG: begin
                if (cfg_error)
                    state_next = S_SAFE;
                else if (cfg_done)
                    state_next = S_RUN;
            end
            S_RUN: begin
                if (watchdog_bite)
                    state_next = S_SAFE;
            end
            S_SAFE: begin
                if (clear_safe)
                    state_next = S_POR;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_POR;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_POR: begin core_en = 1'b0; cfg_busy = 1'b0; safe_mode = 1'b0; end
            S_LOAD_CFG: begin core_en = 1'b0; cfg_busy = 1'b1; safe_mode = 1'b0; end
            S_RUN: begin core_en = 1'b1; cfg_busy = 1'b0; safe_mode = 1'b0; end
            S_SAFE: begin core_en = 1'b1; cfg_busy = 1'b0; safe_mode = 1'b1; end
            default: begin core_en = 1'b0; cfg_busy = 1'b0; safe_mode = 1'b0; end
        endcase
    end
endmodule
