module protocol_controller_0009_onehot_case (
    input  wire       clk,
    input  wire       rst,
    input  wire       signal_detect,
    input  wire       align_ok,
    input  wire [2:0] err_count,
    output wire       link_up,
    output wire       training,
    output wire       recovering
);
    localparam I_DOWN = 0;
    localparam I_TRAIN = 1;
    localparam I_UP = 2;
    localparam I_RECOVERY = 3;
    reg [3:0] state;
    reg [3:0] state_next;

    always @* begin
        state_next = 4'd0;
        case (1'b1)
            state[I_DOWN]: begin
                if (signal_detect)
                    state_next[I_TRAIN] = 1'b1;
                else
                    state_next[I_DOWN] = 1'b1;
            end
            state[I_TRAIN]: begin
                if (align_ok)
                    state_next[I_UP] = 1'b1;
                else
                    state_next[I_TRAIN] = 1'b1;
            end
            state[I_UP]: begin
                if (!signal_detect)
                    state_next[I_DOWN] = 1'b1;
                else if (err_count >= 3'd4)
                    state_next[I_RECOVERY] = 1'b1;
                else
                    state_next[I_UP] = 1'b1;
            end
            state[I_RECOVERY]: begin
                if (!signal_detect)
                    state_next[I_DOWN] = 1'b1;
                else if (align_ok)
                    state_next[I_UP] = 1'b1;
                else
                    state_next[I_RECOVERY] = 1'b1;
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

    assign link_up = state;
    assign training = state[I_TRAIN];
    assign recovering = state[I_RECOVERY];
endmodule
