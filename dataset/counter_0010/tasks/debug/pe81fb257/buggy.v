module counter_0010_onehot_case (
    input  wire clk,
    input  wire rst_n,
    input  wire update,
    input  wire taken,
    output wire predict_taken,
    output wire saturated
);
    localparam I_STRONG_NT = 0;
    localparam I_WEAK_NT = 1;
    localparam I_WEAK_T = 2;
    localparam I_STRONG_T = 3;
    reg [3:0] state;
    reg [3:0] state_next;

    always @* begin
        state_next = 4'd0;
        case (1'b1)
            state[I_STRONG_NT]: begin
                if (update && taken)
                    state_next[I_WEAK_NT] = 1'b1;
                else
                    state_next[I_STRONG_NT] = 1'b1;
            end
            state[I_WEAK_NT]: begin
                if (update && taken)
                    state_next[I_WEAK_T] = 1'b1;
                else if (update)
                    state_next[I_STRONG_NT] = 1'b1;
                else
                    state_next[I_WEAK_NT] = 1'b1;
            end
            state[I_WEAK_T]: begin
                if (update && taken)
                    state_next[I_STRONG_T] = 1'b1;
                else if (update)
                    state_next[I_WEAK_NT] = 1'b1;
                else
                    state_next[I_WEAK_T] = 1'b1;
            end
            state[I_STRONG_T]: begin
                if (update && !taken)
                    state_next[I_WEAK_T] = 1'b1;
                else
                    state_next[I_STRONG_T] = 1'b1;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (!rst_n)
            state <= 4'd2;
        else
            state <= state_next;
    end

    assign predict_taken = state[I_WEAK_T] | state[I_STRONG_T];
    assign saturated = state[I_WEAK_NT] | state[I_STRONG_T];
endmodule
