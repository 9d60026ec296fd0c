module counter_0009_canonical_case (
    input  wire       clk,
    input  wire       rst,
    input  wire       enc_a,
    input  wire       enc_b,
    output reg  [1:0] position
);
    localparam S_POS0 = 2'd0;
    localparam S_POS1 = 2'd1;
    localparam S_POS2 = 2'd2;
    localparam S_POS3 = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_POS0: begin
                if ({enc_a, enc_b} == 2'b01)
                    state_next = S_POS1;
                else if ({enc_a, enc_b} == 2'b10)
                    state_next = S_POS3;
            end
            S_POS1: begin
                if ({enc_a, enc_b} == 2'b11)
                    state_next = S_POS2;
                else if ({enc_a, enc_b} == 2'b00)
                    state_next = S_POS0;
            end
            S_POS2: begin
                if ({enc_a, enc_b} == 2'b10)
                    state_next = S_POS3;
                else if ({enc_a, enc_b} == 2'b01)
                    state_next = S_POS1;
            end
            S_POS3: begin
                if (1'b1)
                    state_next = S_POS0;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_POS0;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_POS0: begin position = 2'd0; end
            S_POS1: begin position = 2'd1; end
            S_POS2: begin position = 2'd2; end
            S_POS3: begin position = 2'd3; end
            default: begin position = 2'd0; end
        endcase
    end
endmodule
