module syn_counter_0025_canonical_case (
    input  wire       clk,
    input  wire       rst,
    input  wire       en,
    output reg  [2:0] stage,
    output reg        wrap
);
    localparam S_S0 = 3'd0;
    localparam S_S1 = 3'd1;
    localparam S_S2 = 3'd2;
    localparam S_S3 = 3'd3;
    localparam S_WRAP = 3'd4;
    reg [2:0] state;
    reg [2:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_S0: begin
                if (en)
                    state_next = S_S1;
            end
            S_S1: begin
                if (en)
                    state_next = S_S2;
            end
            S_S2: begin
                if (en)
                    state_next = S_S3;
            end
            S_S3: begin
                if (en)
                    state_next = S_WRAP;
            end
            S_WRAP: begin
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
            S_S0: begin stage = 3'd0; wrap = 1'b0; end
            S_S1: begin stage = 3'd1; wrap = 1'b0; end
            S_S2: begin stage = 3'd2; wrap = 1'b0; end
            S_S3: begin stage = 3'd3; wrap = 1'b0; end
            S_WRAP: begin stage = 3'd4; wrap = 1'b1; end
            default: begin stage = 3'd0; wrap = 1'b0; end
        endcase
    end
endmodule
