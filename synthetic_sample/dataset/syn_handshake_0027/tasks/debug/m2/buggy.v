module syn_handshake_0027_canonical_case (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       req,
    input  wire       ack,
    output reg  [1:0] phase,
    output reg        complete
);
    localparam S_S0 = 3'd0;
    localparam S_S1 = 3'd1;
    localparam S_S2 = 3'd2;
    localparam S_COMPLETE_HOLD0 = 3'd3;
    localparam S_COMPLETE = 3'd4;
    reg [2:0] state;
    reg [2:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_S0: begin
                if (req)
                    state_next = S_S1;
            end
            S_S1: begin
                if (ack)
                    state_next = S_S2;
            end
            S_S2: begin
                if (!req)
                    state_next = S_COMPLETE_HOLD0;
            end
            S_COMPLETE_HOLD0: begin
                if (1'b1)
                    state_next = S_COMPLETE;
            end
            S_COMPLETE: begin
                if (!ack)
                    state_next = S_S0;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (!rst_n)
            state <= S_S0;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_S0: begin phase = 2'd0; complete = 1'b0; end
            S_S1: begin phase = 2'd1; complete = 1'b0; end
            S_S2: begin phase = 2'd2; complete = 1'b0; end
            S_COMPLETE_HOLD0: begin phase = 2'd3; complete = 1'b1; end
            S_COMPLETE: begin phase = 2'd3; complete = 1'b1; end
            default: begin phase = 2'd0; complete = 1'b0; end
        endcase
    end
endmodule
