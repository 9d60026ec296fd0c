module fifo_0008_onehot_case (
    input  wire clk,
    input  wire rst,
    input  wire in_valid,
    input  wire out_ready,
    output wire in_ready,
    output wire out_valid
);
    localparam I_EMPTY = 0;
    localparam I_ONE = 1;
    localparam I_TWO = 2;
    reg [2:0] state;
    reg [2:0] state_next;

    always @* begin
        state_next = 3'd0;
        case (1'b1)
            state[I_EMPTY]: begin
                if (in_valid)
                    state_next[I_ONE] = 1'b1;
                else
                    state_next[I_EMPTY] = 1'b1;
            end
            state[I_ONE]: begin
                if (in_valid && !out_ready)
                    state_next[I_TWO] = 1'b1;
                else if (!in_valid && out_ready)
                    state_next[I_EMPTY] = 1'b1;
                else
                    state_next[I_ONE] = 1'b1;
            end
            state[I_TWO]: begin
                if (out_ready)
                    state_next[I_ONE] = 1'b1;
                else
                    state_next[I_TWO] = 1'b1;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= 3'd1;
        else
            state <= state_next;
    end

    assign in_ready = state[I_EMPTY] | state[I_ONE];
    assign out_valid = state[I_ONE] | state[I_TWO];
endmodule
