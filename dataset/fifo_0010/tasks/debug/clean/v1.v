module fifo_0010_onehot_case (
    input  wire clk,
    input  wire rst,
    input  wire wr_valid,
    input  wire wr_last,
    input  wire rd_start,
    input  wire rd_done,
    output wire in_ready,
    output wire receiving,
    output wire pkt_ready,
    output wire sending
);
    localparam I_IDLE = 0;
    localparam I_FILL = 1;
    localparam I_READY = 2;
    localparam I_SEND = 3;
    reg [3:0] state;
    reg [3:0] state_next;

    always @* begin
        state_next = 4'd0;
        case (1'b1)
            state[I_IDLE]: begin
                if (wr_valid && wr_last)
                    state_next[I_READY] = 1'b1;
                else if (wr_valid)
                    state_next[I_FILL] = 1'b1;
                else
                    state_next[I_IDLE] = 1'b1;
            end
            state[I_FILL]: begin
                if (wr_valid && wr_last)
                    state_next[I_READY] = 1'b1;
                else
                    state_next[I_FILL] = 1'b1;
            end
            state[I_READY]: begin
                if (rd_start)
                    state_next[I_SEND] = 1'b1;
                else
                    state_next[I_READY] = 1'b1;
            end
            state[I_SEND]: begin
                if (rd_done)
                    state_next[I_IDLE] = 1'b1;
                else
                    state_next[I_SEND] = 1'b1;
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

    assign in_ready = state[I_IDLE] | state[I_FILL];
    assign receiving = state[I_FILL];
    assign pkt_ready = state[I_READY];
    assign sending = state[I_SEND];
endmodule
