module arbiter_0001_onehot_case (
    input  wire clk,
    input  wire rst,
    input  wire req0,
    input  wire req1,
    output wire grant0,
    output wire grant1,
    output wire prio
);
    localparam I_IDLE0 = 0;
    localparam I_IDLE1 = 1;
    localparam I_GRANT0 = 2;
    localparam I_GRANT1 = 3;
    reg [3:0] state;
    reg [3:0] state_next;

    always @* begin
        state_next = 4'd0;
        case (1'b1)
            state[I_IDLE0]: begin
                if (req0)
                    state_next[I_GRANT0] = 1'b1;
                else if (req1)
                    state_next[I_GRANT1] = 1'b1;
                else
                    state_next[I_IDLE0] = 1'b1;
            end
            state[I_IDLE1]: begin
                if (req1)
                    state_next[I_GRANT1] = 1'b1;
                else if (req0)
                    state_next[I_GRANT0] = 1'b1;
                else
                    state_next[I_IDLE1] = 1'b1;
            end
            state[I_GRANT0]: begin
                if (!req0 && req1)
                    state_next[I_GRANT1] = 1'b1;
                else if (!req0)
                    state_next[I_IDLE1] = 1'b1;
                else
                    state_next[I_GRANT0] = 1'b1;
            end
            state[I_GRANT1]: begin
                if (!req1 && req0)
                    state_next[I_GRANT0] = 1'b1;
                else if (!req1)
                    state_next[I_IDLE0] = 1'b1;
                else
                    state_next[I_GRANT1] = 1'b1;
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

    assign grant0 = state[I_GRANT0];
    assign grant1 = state[I_GRANT1];
    assign prio = state[I_IDLE1] | state[I_GRANT0];
endmodule
