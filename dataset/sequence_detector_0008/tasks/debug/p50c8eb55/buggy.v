module sequence_detector_0008_onehot_case (
    input  wire       clk,
    input  wire       rst,
    input  wire       sym_valid,
    input  wire [1:0] sym,
    input  wire       end_of_frame,
    output wire       frame_active,
    output wire [1:0] sync_stage
);
    localparam I_HUNT = 0;
    localparam I_PRE1 = 1;
    localparam I_PRE2 = 2;
    localparam I_IN_FRAME = 3;
    reg [3:0] state;
    reg [3:0] state_next;

    always @* begin
        state_next = 4'd0;
        case (1'b1)
            state[I_HUNT]: begin
                if (sym_valid && sym == 2'd1)
                    state_next[I_PRE1] = 1'b1;
                else
                    state_next[I_HUNT] = 1'b1;
            end
            state[I_PRE1]: begin
                if (sym_valid && sym == 2'd1)
                    state_next[I_PRE2] = 1'b1;
                else if (sym_valid)
                    state_next[I_HUNT] = 1'b1;
                else
                    state_next[I_PRE1] = 1'b1;
            end
            state[I_PRE2]: begin
                if (sym_valid && sym == 2'd3)
                    state_next[I_IN_FRAME] = 1'b1;
                else if (sym_valid && sym != 2'd1)
                    state_next[I_HUNT] = 1'b1;
                else
                    state_next[I_PRE2] = 1'b1;
            end
            state[I_IN_FRAME]: begin
                if (end_of_frame)
                    state_next[I_HUNT] = 1'b1;
                else
                    state_next[I_IN_FRAME] = 1'b1;
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

    assign frame_active = state;
    assign sync_stage = ({2{state[I_PRE1]}} & 2'd1) | ({2{state[I_PRE2]}} & 2'd2) | ({2{state[I_IN_FRAME]}} & 2'd3);
endmodule
