module mode_controller_0009_onehot_case (
    input  wire clk,
    input  wire rst,
    input  wire start_cmd,
    input  wire stop_cmd,
    input  wire ramp_done,
    input  wire speed_zero,
    output wire drive_en,
    output wire brake_en,
    output wire ramping
);
    localparam I_STOPPED = 0;
    localparam I_SOFT_START = 1;
    localparam I_RUNNING = 2;
    localparam I_BRAKING = 3;
    reg [3:0] state;
    reg [3:0] state_next;

    always @* begin
        state_next = 4'd0;
        case (1'b1)
            state[I_STOPPED]: begin
                if (start_cmd && !stop_cmd)
                    state_next[I_SOFT_START] = 1'b1;
                else
                    state_next[I_STOPPED] = 1'b1;
            end
            state[I_SOFT_START]: begin
                if (stop_cmd)
                    state_next[I_BRAKING] = 1'b1;
                else if (ramp_done)
                    state_next[I_RUNNING] = 1'b1;
                else
                    state_next[I_SOFT_START] = 1'b1;
            end
            state[I_RUNNING]: begin
                if (stop_cmd)
                    state_next[I_BRAKING] = 1'b1;
                else
                    state_next[I_RUNNING] = 1'b1;
            end
            state[I_BRAKING]: begin
                if (speed_zero)
                    state_next[I_STOPPED] = 1'b1;
                else
                    state_next[I_BRAKING] = 1'b1;
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

    assign drive_en = state[I_SOFT_START] | state[I_RUNNING];
    assign brake_en = state[I_BRAKING];
    assign ramping = state[I_SOFT_START];
endmodule
