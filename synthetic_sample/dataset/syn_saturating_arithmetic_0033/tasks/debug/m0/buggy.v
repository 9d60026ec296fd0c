module syn_saturating_arithmetic_0033_canonical_case (
    input  wire       clk,
    input  wire       rst,
    input  wire       inc,
    input  wire       dec,
    output reg  [2:0] level,
    output reg        at_max
);
    localparam S_S0 = 3'd0;
    localparam S_S1 = 3'd1;
    localparam S_S2 = 3'd2;
    localparam S_S3 = 3'd3;
    localparam S_AT_MAX = 3'd4;
    reg [2:0] state;
    reg [2:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_S0: begin
                if (inc)
                    state_next = S_S1;
            end
            S_S1: begin
                if (inc)
                    state_next = S_S2;
                else if (dec)
                    state_next = S_S0;
            end
            S_S2: begin
                if (inc)
                    state_next = S_S3;
                else if (dec)
                    state_next = S_S1;
            end
            S_S3: begin
                if (inc)
                    state_next = S_AT_MAX;
                else if (dec)
                    state_next = S_S2;
            end
            S_AT_MAX: begin
                if (1'b1)
                    state_next = S_S3;
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
            S_S0: begin level = 3'd0; at_max = 1'b0; end
            S_S1: begin level = 3'd1; at_max = 1'b0; end
            S_S2: begin level = 3'd2; at_max = 1'b0; end
            S_S3: begin level = 3'd3; at_max = 1'b0; end
            S_AT_MAX: begin level = 3'd4; at_max = 1'b1; end
            default: begin level = 3'd0; at_max = 1'b0; end
        endcase
    end
endmodule
