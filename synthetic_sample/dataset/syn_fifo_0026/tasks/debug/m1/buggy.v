module syn_fifo_0026_canonical_case (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       push,
    input  wire       pop,
    output reg  [2:0] level,
    output reg        full
);
    localparam S_S0 = 3'd0;
    localparam S_S1 = 3'd1;
    localparam S_S2 = 3'd2;
    localparam S_S3 = 3'd3;
    localparam S_S4 = 3'd4;
    localparam S_FULL = 3'd5;
    reg [2:0] state;
    reg [2:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_S0: begin
                if (1'b1)
                    state_next = S_S1;
            end
            S_S1: begin
                if (pop && !push)
                    state_next = S_S0;
                else if (push && !pop)
                    state_next = S_S2;
            end
            S_S2: begin
                if (pop && !push)
                    state_next = S_S1;
                else if (push && !pop)
                    state_next = S_S3;
            end
            S_S3: begin
                if (pop && !push)
                    state_next = S_S2;
                else if (push && !pop)
                    state_next = S_S4;
            end
            S_S4: begin
                if (pop && !push)
                    state_next = S_S3;
                else if (push && !pop)
                    state_next = S_FULL;
            end
            S_FULL: begin
                if (pop && !push)
                    state_next = S_S4;
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
            S_S0: begin level = 3'd0; full = 1'b0; end
            S_S1: begin level = 3'd1; full = 1'b0; end
            S_S2: begin level = 3'd2; full = 1'b0; end
            S_S3: begin level = 3'd3; full = 1'b0; end
            S_S4: begin level = 3'd4; full = 1'b0; end
            S_FULL: begin level = 3'd5; full = 1'b1; end
            default: begin level = 3'd0; full = 1'b0; end
        endcase
    end
endmodule
