module syn_sequence_detector_0034_canonical_case (
    input  wire       clk,
    input  wire       reset,
    input  wire       din,
    input  wire       clear_found,
    output reg  [2:0] matched,
    output reg        found
);
    localparam S_S0 = 3'd0;
    localparam S_S1 = 3'd1;
    localparam S_S2 = 3'd2;
    localparam S_S3 = 3'd3;
    localparam S_FOUND_HOLD0 = 3'd4;
    localparam S_FOUND_HOLD1 = 3'd5;
    localparam S_FOUND = 3'd6;
    reg [2:0] state;
    reg [2:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_S0: begin
                if (din == 1'b0)
                    state_next = S_S1;
            end
            S_S1: begin
                if (din == 1'b0)
                    state_next = S_S2;
                else if (din != 1'b0)
                    state_next = S_S0;
            end
            S_S2: begin
                if (din == 1'b1)
                    state_next = S_S3;
            end
            S_S3: begin
                if (din == 1'b0)
                    state_next = S_FOUND_HOLD0;
                else if (din != 1'b0)
                    state_next = S_S0;
            end
            S_FOUND_HOLD0: begin
                if (1'b1)
                    state_next = S_FOUND_HOLD1;
            end
            S_FOUND_HOLD1: begin
                if (1'b1)
                    state_next = S_FOUND;
            end
            S_FOUND: begin
                if (1'b1)
                    state_next = S_S0;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (reset)
            state <= S_S0;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_S0: begin matched = 3'd0; found = 1'b0; end
            S_S1: begin matched = 3'd1; found = 1'b0; end
            S_S2: begin matched = 3'd2; found = 1'b0; end
            S_S3: begin matched = 3'd3; found = 1'b0; end
            S_FOUND_HOLD0: begin matched = 3'd4; found = 1'b1; end
            S_FOUND_HOLD1: begin matched = 3'd4; found = 1'b1; end
            S_FOUND: begin matched = 3'd4; found = 1'b1; end
            default: begin matched = 3'd0; found = 1'b0; end
        endcase
    end
endmodule
