module sequence_detector_0009_onehot_case (
    input  wire clk,
    input  wire rst,
    input  wire press,
    input  wire window_expired,
    output wire waiting,
    output wire single_click,
    output wire double_click
);
    localparam I_IDLE = 0;
    localparam I_ARMED = 1;
    localparam I_SINGLE = 2;
    localparam I_DOUBLE = 3;
    reg [3:0] state;
    reg [3:0] state_next;

    always @* begin
        state_next = 4'd0;
        case (1'b1)
            state[I_IDLE]: begin
                if (press)
                    state_next[I_ARMED] = 1'b1;
                else
                    state_next[I_IDLE] = 1'b1;
            end
            state[I_ARMED]: begin
                if (press)
                    state_next[I_DOUBLE] = 1'b1;
                else if (window_expired)
                    state_next[I_SINGLE] = 1'b1;
                else
                    state_next[I_ARMED] = 1'b1;
            end
            state[I_SINGLE]: begin
                if (1'b1)
                    state_next[I_ARMED] = 1'b1;
                else
                    state_next[I_SINGLE] = 1'b1;
            end
            state[I_DOUBLE]: begin
                if (1'b1)
                    state_next[I_IDLE] = 1'b1;
                else
                    state_next[I_DOUBLE] = 1'b1;
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

    assign waiting = state[I_ARMED];
    assign single_click = state[I_SINGLE];
    assign double_click = state[I_DOUBLE];
endmodule
