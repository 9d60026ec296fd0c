module sequence_detector_0008_canonical_case (
    input  wire       clk,
    input  wire       rst,
    input  wire       sym_valid,
    input  wire [1:0] sym,
    input  wire       end_of_frame,
    output reg        frame_active,
    output reg  [1:0] sync_stage
);
    localparam S_HUNT = 2'd0;
    localparam S_PRE1 = 2'd1;
    localparam S_PRE2 = 2'd2;
    localparam S_IN_FRAME = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_HUNT: begin
                if (sym_valid && sym == 2'd1)
                    state_next = S_PRE1;
            end
            S_PRE1: begin
                if (sym_valid && sym[0])
                    state_next = S_PRE2;
                else if (sym_valid)
                    state_next = S_HUNT;
            end
            S_PRE2: begin
                if (sym_valid && sym == 2'd3)
                    state_next = S_IN_FRAME;
                else if (sym_valid && sym != 2'd1)
                    state_next = S_HUNT;
            end
            S_IN_FRAME: begin
                if (end_of_frame)
                    state_next = S_HUNT;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_HUNT;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_HUNT: begin frame_active = 1'b0; sync_stage = 2'd0; end
            S_PRE1: begin frame_active = 1'b0; sync_stage = 2'd1; end
            S_PRE2: begin frame_active = 1'b0; sync_stage = 2'd2; end
            S_IN_FRAME: begin frame_active = 1'b1; sync_stage = 2'd3; end
            default: begin frame_active = 1'b0; sync_stage = 2'd0; end
        endcase
    end
endmodule
