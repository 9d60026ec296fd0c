module handshake_0010_onehot_case (
    input  wire clk,
    input  wire rst,
    input  wire req,
    input  wire work_done,
    output wire ack,
    output wire working
);
    localparam I_WAIT_REQ = 0;
    localparam I_WORK = 1;
    localparam I_ACKED = 2;
    reg [2:0] state;
    reg [2:0] state_next;

    always @* begin
        state_next = 3'd0;
        case (1'b1)
            state[I_WAIT_REQ]: begin
                if (req)
                    state_next[I_WORK] = 1'b1;
                else
                    state_next[I_WAIT_REQ] = 1'b1;
            end
            state[I_WORK]: begin
                if (!req)
                    state_next[I_WAIT_REQ] = 1'b1;
                else if (work_done)
                    state_next[I_ACKED] = 1'b1;
                else
                    state_next[I_WORK] = 1'b1;
            end
            state[I_ACKED]: begin
                if (!req)
                    state_next[I_WAIT_REQ] = 1'b1;
                else
                    state_next[I_ACKED] = 1'b1;
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

    assign ack = state[I_ACKED];
    assign working = state[I_WORK];
endmodule
