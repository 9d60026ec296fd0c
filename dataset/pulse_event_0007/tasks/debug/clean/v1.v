module pulse_event_0007_onehot_case (
    input  wire clk,
    input  wire rst,
    input  wire button,
    output wire pulse,
    output wire armed
);
    localparam I_READY = 0;
    localparam I_FIRE = 1;
    localparam I_WAIT_RELEASE = 2;
    reg [2:0] state;
    reg [2:0] state_next;

    always @* begin
        state_next = 3'd0;
        case (1'b1)
            state[I_READY]: begin
                if (button)
                    state_next[I_FIRE] = 1'b1;
                else
                    state_next[I_READY] = 1'b1;
            end
            state[I_FIRE]: begin
                if (button)
                    state_next[I_WAIT_RELEASE] = 1'b1;
                else if (1'b1)
                    state_next[I_READY] = 1'b1;
                else
                    state_next[I_FIRE] = 1'b1;
            end
            state[I_WAIT_RELEASE]: begin
                if (!button)
                    state_next[I_READY] = 1'b1;
                else
                    state_next[I_WAIT_RELEASE] = 1'b1;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= 3'd1;
        else
            state <= state_next;
    end

    assign pulse = state[I_FIRE];
    assign armed = state[I_READY];
endmodule
