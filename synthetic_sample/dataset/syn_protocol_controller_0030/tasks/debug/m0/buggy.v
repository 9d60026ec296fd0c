module syn_protocol_controller_0030_canonical_case (
    input  wire       clk,
    input  wire       rst,
    input  wire       start_bit,
    input  wire       bit_valid,
    input  wire       abort,
    input  wire       frame_ack,
    output reg  [2:0] position,
    output reg        frame_done
);
    localparam S_S0 = 3'd0;
    localparam S_S1 = 3'd1;
    localparam S_S2 = 3'd2;
    localparam S_S3 = 3'd3;
    localparam S_FRAME_DONE_HOLD0 = 3'd4;
    localparam S_FRAME_DONE_HOLD1 = 3'd5;
    localparam S_FRAME_DONE = 3'd6;
    reg [2:0] state;
    reg [2:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_S0: begin
                if (start_bit)
                    state_next = S_S1;
            end
            S_S1: begin
                if (abort)
                    state_next = S_S0;
                else if (bit_valid)
                    state_next = S_S2;
            end
            S_S2: begin
                if (abort)
                    state_next = S_S0;
                else if (bit_valid)
                    state_next = S_S3;
            end
            S_S3: begin
                if (abort)
                    state_next = S_S0;
                else if (bit_valid)
                    state_next = S_FRAME_DONE_HOLD0;
            end
            S_FRAME_DONE_HOLD0: begin
                if (1'b1)
                    state_next = S_FRAME_DONE_HOLD1;
            end
            S_FRAME_DONE_HOLD1: begin
                if (1'b1)
                    state_next = S_FRAME_DONE;
            end
            S_FRAME_DONE: begin
                if (1'b1)
                    state_next = S_S0;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_S0;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_S0: begin position = 3'd0; frame_done = 1'b0; end
            S_S1: begin position = 3'd1; frame_done = 1'b0; end
            S_S2: begin position = 3'd2; frame_done = 1'b0; end
            S_S3: begin position = 3'd3; frame_done = 1'b0; end
            S_FRAME_DONE_HOLD0: begin position = 3'd4; frame_done = 1'b1; end
            S_FRAME_DONE_HOLD1: begin position = 3'd4; frame_done = 1'b1; end
            S_FRAME_DONE: begin position = 3'd4; frame_done = 1'b1; end
            default: begin position = 3'd0; frame_done = 1'b0; end
        endcase
    end
endmodule
