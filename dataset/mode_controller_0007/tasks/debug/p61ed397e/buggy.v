module mode_controller_0007_onehot_case (
    input  wire clk,
    input  wire rst,
    input  wire pll_locked,
    input  wire cfg_done,
    input  wire cfg_error,
    input  wire watchdog_bite,
    input  wire clear_safe,
    output wire core_en,
    output wire cfg_busy,
    output wire safe_mode
);
    localparam I_POR = 0;
    localparam I_LOAD_CFG = 1;
    localparam I_RUN = 2;
    localparam I_SAFE = 3;
    reg [3:0] state;
    reg [3:0] state_next;

    always @* begin
        state_next = 4'd0;
        case (1'b1)
            state[I_POR]: begin
                if (pll_locked)
                    state_next[I_LOAD_CFG] = 1'b1;
                else
                    state_next[I_POR] = 1'b1;
            end
            state[I_LOAD_CFG]: begin
                if (cfg_error)
                    state_next[I_SAFE] = 1'b1;
                else if (cfg_done)
                    state_next[I_RUN] = 1'b1;
                else
                    state_next[I_LOAD_CFG] = 1'b1;
            end
            state[I_RUN]: begin
                if (watchdog_bite)
                    state_next[I_SAFE] = 1'b1;
                else
                    state_next[I_RUN] = 1'b1;
            end
            state[I_SAFE]: begin
                if (clear_safe)
                    state_next[I_POR] = 1'b1;
                else
                    state_next[I_SAFE] = 1'b1;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= 4'd1;
        else
            state <= state_next;
    end

    assign core_en = state[I_RUN] | state[I_SAFE];
    assign cfg_busy = state[I_LOAD_CFG];
    assign safe_mode = state[I_RUN];
endmodule
