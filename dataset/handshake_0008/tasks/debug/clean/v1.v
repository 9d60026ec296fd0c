module handshake_0008_onehot_case (
    input  wire clk,
    input  wire rst,
    input  wire start,
    input  wire ack,
    output wire req,
    output wire busy,
    output wire done
);
    localparam I_IDLE = 0;
    localparam I_RAISE = 1;
    localparam I_RELEASE = 2;
    localparam I_DONE = 3;
    reg [3:0] state;
    reg [3:0] state_next;

    always @* begin
        state_next = 4'd0;
        case (1'b1)
            state[I_IDLE]: begin
                if (start)
                    state_next[I_RAISE] = 1'b1;
                else
                    state_next[I_IDLE] = 1'b1;
            end
            state[I_RAISE]: begin
                if (ack)
                    state_next[I_RELEASE] = 1'b1;
                else
                    state_next[I_RAISE] = 1'b1;
            end
            state[I_RELEASE]: begin
                if (!ack)
                    state_next[I_DONE] = 1'b1;
                else
                    state_next[I_RELEASE] = 1'b1;
            end
            state[I_DONE]: begin
                if (start)
                    state_next[I_RAISE] = 1'b1;
                else if (1'b1)
                    state_next[I_IDLE] = 1'b1;
                else
                    state_next[I_DONE] = 1'b1;
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

    assign req = state[I_RAISE];
    assign busy = state[I_RAISE] | state[I_RELEASE];
    assign done = state[I_DONE];
endmodule
