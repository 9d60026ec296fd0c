module counter_0009_onehot_case (
    input  wire       clk,
    input  wire       rst,
    input  wire       enc_a,
    input  wire       enc_b,
    output wire [1:0] position
);
    localparam I_POS0 = 0;
    localparam I_POS1 = 1;
    localparam I_POS2 = 2;
    localparam I_POS3 = 3;
    reg [3:0] state;
    reg [3:0] state_next;

    always @* begin
        state_next = 4'd0;
        case (1'b1)
            state[I_POS0]: begin
                if ({enc_a, enc_b} == 2'b01)
                    state_next[I_POS1] = 1'b1;
                else if ({enc_a, enc_b} == 2'b10)
                    state_next[I_POS3] = 1'b1;
                else
                    state_next[I_POS0] = 1'b1;
            end
            state[I_POS1]: begin
                if ({enc_a, enc_b} == 2'b11)
                    state_next[I_POS2] = 1'b1;
                else if ({enc_a, enc_b} == 2'b00)
                    state_next[I_POS0] = 1'b1;
                else
                    state_next[I_POS1] = 1'b1;
            end
            state[I_POS2]: begin
                if ({enc_a, enc_b} == 2'b10)
                    state_next[I_POS3] = 1'b1;
                else if ({enc_a, enc_b} == 2'b01 && rst)
                    state_next[I_POS1] = 1'b1;
                else
                    state_next[I_POS2] = 1'b1;
            end
            state[I_POS3]: begin
                if ({enc_a, enc_b} == 2'b00)
                    state_next[I_POS0] = 1'b1;
                else if ({enc_a, enc_b} == 2'b11)
                    state_next[I_POS2] = 1'b1;
                else
                    state_next[I_POS3] = 1'b1;
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

    assign position = ({2{state[I_POS1]}} & 2'd1) | ({2{state[I_POS2]}} & 2'd2) | ({2{state[I_POS3]}} & 2'd3);
endmodule
