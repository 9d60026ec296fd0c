module handshake_0009_onehot_case (
    input  wire clk,
    input  wire rst,
    input  wire send,
    input  wire ack,
    output wire req,
    output wire busy
);
    localparam I_REST_LOW = 0;
    localparam I_PEND_HIGH = 1;
    localparam I_REST_HIGH = 2;
    localparam I_PEND_LOW = 3;
    reg [3:0] state;
    reg [3:0] state_next;

    always @* begin
        state_next = 4'd0;
        case (1'b1)
            state[I_REST_LOW]: begin
                if (send)
                    state_next[I_PEND_HIGH] = 1'b1;
                else
                    state_next[I_REST_LOW] = 1'b1;
            end
            state[I_PEND_HIGH]: begin
                if (ack)
                    state_next[I_REST_HIGH] = 1'b1;
                else
                    state_next[I_PEND_HIGH] = 1'b1;
            end
            state[I_REST_HIGH]: begin
                if (send)
                    state_next[I_PEND_LOW] = 1'b1;
                else
                    state_next[I_REST_HIGH] = 1'b1;
            end
            state[I_PEND_LOW]: begin
                if (!ack)
                    state_next[I_REST_LOW] = 1'b1;
                else
                    state_next[I_PEND_LOW] = 1'b1;
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

    assign req = state | state[I_REST_HIGH];
    assign busy = state[I_PEND_HIGH] | state[I_PEND_LOW];
endmodule
