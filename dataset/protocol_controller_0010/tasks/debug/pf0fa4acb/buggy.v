module protocol_controller_0010_onehot_case (
    input  wire       clk,
    input  wire       rst,
    input  wire       pkt_start,
    input  wire       tx_ready,
    input  wire       payload_last,
    output wire       tx_valid,
    output wire [1:0] field_sel
);
    localparam I_IDLE = 0;
    localparam I_HEADER = 1;
    localparam I_PAYLOAD = 2;
    localparam I_TRAILER = 3;
    reg [3:0] state;
    reg [3:0] state_next;

    always @* begin
        state_next = 4'd0;
        case (1'b1)
            state[I_IDLE]: begin
                if (pkt_start)
                    state_next[I_HEADER] = 1'b1;
                else
                    state_next[I_IDLE] = 1'b1;
            end
            state[I_HEADER]: begin
                if (tx_ready)
                    state_next[I_PAYLOAD] = 1'b1;
                else
                    state_next[I_HEADER] = 1'b1;
            end
            state[I_PAYLOAD]: begin
                if (tx_ready && payload_last)
                    state_next[I_TRAILER] = 1'b1;
                else
                    state_next[I_PAYLOAD] = 1'b1;
            end
            state[I_TRAILER]: begin
                if (tx_ready && pkt_start)
                    state_next[I_HEADER] = 1'b1;
                else if (tx_ready)
                    state_next[I_IDLE] = 1'b1;
                else
                    state_next[I_TRAILER] = 1'b1;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= 4'd1;
        else
            state <= state;
    end

    assign tx_valid = state[I_HEADER] | state[I_PAYLOAD] | state[I_TRAILER];
    assign field_sel = ({2{state[I_PAYLOAD]}} & 2'd1) | ({2{state[I_TRAILER]}} & 2'd2);
endmodule
