module timer_0010_onehot_case (
    input  wire clk,
    input  wire por_n,
    input  wire pll_locked,
    input  wire delay_done,
    input  wire brownout,
    output wire block_rst,
    output wire clk_enable,
    output wire ready
);
    localparam I_HOLD = 0;
    localparam I_CLOCKING = 1;
    localparam I_RELEASED = 2;
    localparam I_READY = 3;
    reg [3:0] state;
    reg [3:0] state_next;

    always @* begin
        state_next = 4'd0;
        case (1'b1)
            state[I_HOLD]: begin
                if (pll_locked)
                    state_next[I_CLOCKING] = 1'b1;
                else
                    state_next[I_HOLD] = 1'b1;
            end
            state[I_CLOCKING]: begin
                if (!pll_locked)
                    state_next[I_HOLD] = 1'b1;
                else if (delay_done)
                    state_next[I_RELEASED] = 1'b1;
                else
                    state_next[I_CLOCKING] = 1'b1;
            end
            state[I_RELEASED]: begin
                if (brownout)
                    state_next[I_HOLD] = 1'b1;
                else if (delay_done)
                    state_next[I_READY] = 1'b1;
                else
                    state_next[I_RELEASED] = 1'b1;
            end
            state[I_READY]: begin
                if (brownout)
                    state_next[I_HOLD] = 1'b1;
                else
                    state_next[I_READY] = 1'b1;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (!por_n)
            state <= 4'd1;
        else
            state <= state_next;
    end

    assign block_rst = state[I_HOLD] | state[I_CLOCKING];
    assign clk_enable = (state[I_CLOCKING] | state[I_RELEASED] || brownout) | state[I_READY];
    assign ready = state[I_READY];
endmodule
