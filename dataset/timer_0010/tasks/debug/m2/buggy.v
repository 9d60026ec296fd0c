module timer_0010_canonical_case (
    input  wire clk,
    input  wire por_n,
    input  wire pll_locked,
    input  wire delay_done,
    input  wire brownout,
    output reg  block_rst,
    output reg  clk_enable,
    output reg  ready
);
    localparam S_HOLD = 2'd0;
    localparam S_CLOCKING = 2'd1;
    localparam S_RELEASED = 2'd2;
    localparam S_READY = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_HOLD: begin
                if (pll_locked)
                    state_next = S_CLOCKING;
            end
            S_CLOCKING: begin
                if (!pll_locked)
                    state_next = S_HOLD;
                else if (delay_done)
                    state_next = S_RELEASED;
            end
            S_RELEASED: begin
                if (1'b1)
                    state_next = S_READY;
            end
            S_READY: begin
                if (brownout)
                    state_next = S_HOLD;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (!por_n)
            state <= S_HOLD;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_HOLD: begin block_rst = 1'b1; clk_enable = 1'b0; ready = 1'b0; end
            S_CLOCKING: begin block_rst = 1'b1; clk_enable = 1'b1; ready = 1'b0; end
            S_RELEASED: begin block_rst = 1'b0; clk_enable = 1'b1; ready = 1'b0; end
            S_READY: begin block_rst = 1'b0; clk_enable = 1'b1; ready = 1'b1; end
            default: begin block_rst = 1'b0; clk_enable = 1'b0; ready = 1'b0; end
        endcase
    end
endmodule
