module pulse_event_0008_onehot_case (
    input  wire clk,
    input  wire rst,
    input  wire hit_a,
    input  wire hit_b,
    output wire a_pending,
    output wire b_pending,
    output wire coincidence
);
    localparam I_ARMED = 0;
    localparam I_A_OPEN = 1;
    localparam I_B_OPEN = 2;
    localparam I_COINCIDENCE = 3;
    reg [3:0] state;
    reg [3:0] state_next;

    always @* begin
        state_next = 4'd0;
        case (1'b1)
            state[I_ARMED]: begin
                if (hit_a && hit_b)
                    state_next[I_COINCIDENCE] = 1'b1;
                else if (hit_a)
                    state_next[I_A_OPEN] = 1'b1;
                else if (hit_b)
                    state_next[I_B_OPEN] = 1'b1;
                else
                    state_next[I_ARMED] = 1'b1;
            end
            state[I_A_OPEN]: begin
                if (hit_b)
                    state_next[I_COINCIDENCE] = 1'b1;
                else if (1'b1)
                    state_next[I_A_OPEN] = 1'b1;
                else
                    state_next[I_A_OPEN] = 1'b1;
            end
            state[I_B_OPEN]: begin
                if (hit_a)
                    state_next[I_COINCIDENCE] = 1'b1;
                else if (1'b1)
                    state_next[I_ARMED] = 1'b1;
                else
                    state_next[I_B_OPEN] = 1'b1;
            end
            state[I_COINCIDENCE]: begin
                if (1'b1)
                    state_next[I_ARMED] = 1'b1;
                else
                    state_next[I_COINCIDENCE] = 1'b1;
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

    assign a_pending = state[I_A_OPEN];
    assign b_pending = state[I_B_OPEN];
    assign coincidence = state[I_COINCIDENCE];
endmodule
