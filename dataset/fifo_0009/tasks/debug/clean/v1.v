module fifo_0009_onehot_case (
    input  wire clk,
    input  wire rst,
    input  wire flush_req,
    input  wire fifo_empty,
    output wire accept,
    output wire draining,
    output wire clear_ptrs
);
    localparam I_RUN = 0;
    localparam I_DRAIN = 1;
    localparam I_CLEAR = 2;
    reg [2:0] state;
    reg [2:0] state_next;

    always @* begin
        state_next = 3'd0;
        case (1'b1)
            state[I_RUN]: begin
                if (flush_req && fifo_empty)
                    state_next[I_CLEAR] = 1'b1;
                else if (flush_req)
                    state_next[I_DRAIN] = 1'b1;
                else
                    state_next[I_RUN] = 1'b1;
            end
            state[I_DRAIN]: begin
                if (fifo_empty)
                    state_next[I_CLEAR] = 1'b1;
                else
                    state_next[I_DRAIN] = 1'b1;
            end
            state[I_CLEAR]: begin
                if (1'b1)
                    state_next[I_RUN] = 1'b1;
                else
                    state_next[I_CLEAR] = 1'b1;
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

    assign accept = state[I_RUN];
    assign draining = state[I_DRAIN];
    assign clear_ptrs = state[I_CLEAR];
endmodule
