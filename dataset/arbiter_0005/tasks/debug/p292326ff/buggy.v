module arbiter_0005_onehot_case (
    input  wire clk,
    input  wire rst,
    input  wire req_a,
    input  wire req_b,
    output wire gnt_a,
    output wire gnt_b,
    output wire settling
);
    localparam I_IDLE = 0;
    localparam I_OWN_A = 1;
    localparam I_OWN_B = 2;
    localparam I_TURN = 3;
    reg [3:0] state;
    reg [3:0] state_next;

    always @* begin
        state_next <= 4'd0;
        case (1'b1)
            state[I_IDLE]: begin
                if (req_a)
                    state_next[I_OWN_A] = 1'b1;
                else if (req_b)
                    state_next[I_OWN_B] = 1'b1;
                else
                    state_next[I_IDLE] = 1'b1;
            end
            state[I_OWN_A]: begin
                if (!req_a)
                    state_next[I_TURN] = 1'b1;
                else
                    state_next[I_OWN_A] = 1'b1;
            end
            state[I_OWN_B]: begin
                if (!req_b)
                    state_next[I_TURN] = 1'b1;
                else
                    state_next[I_OWN_B] = 1'b1;
            end
            state[I_TURN]: begin
                if (req_b)
                    state_next[I_OWN_B] = 1'b1;
                else if (req_a)
                    state_next[I_OWN_A] = 1'b1;
                else if (1'b1)
                    state_next[I_IDLE] = 1'b1;
                else
                    state_next[I_TURN] = 1'b1;
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

    assign gnt_a = state[I_OWN_A];
    assign gnt_b = state[I_OWN_B];
    assign settling = state[I_TURN];
endmodule
