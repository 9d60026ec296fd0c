module mode_controller_0010_onehot_case (
    input  wire clk,
    input  wire rst,
    input  wire want_b,
    input  wire src_idle,
    input  wire target_ready,
    output wire sel_b,
    output wire clk_en,
    output wire switching
);
    localparam I_RUN_A = 0;
    localparam I_DRAIN_A = 1;
    localparam I_RUN_B = 2;
    localparam I_DRAIN_B = 3;
    reg [3:0] state;
    reg [3:0] state_next;

    always @* begin
        state_next = 4'd0;
        case (1'b1)
            state[I_RUN_A]: begin
                if (want_b)
                    state_next[I_DRAIN_A] = 1'b1;
                else
                    state_next[I_RUN_A] = 1'b1;
            end
            state[I_DRAIN_A]: begin
                if (!want_b)
                    state_next[I_RUN_A] = 1'b1;
                else if (src_idle && target_ready)
                    state_next[I_RUN_B] = 1'b1;
                else
                    state_next[I_DRAIN_A] = 1'b1;
            end
            state[I_RUN_B]: begin
                if (!want_b)
                    state_next[I_DRAIN_B] = 1'b1;
                else
                    state_next[I_RUN_B] = 1'b1;
            end
            state[I_DRAIN_B]: begin
                if (want_b)
                    state_next[I_RUN_B] = 1'b1;
                else if (src_idle && target_ready)
                    state_next[I_RUN_A] = 1'b1;
                else
                    state_next[I_DRAIN_B] = 1'b1;
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

    assign sel_b = state[I_RUN_B] | state[I_DRAIN_B];
    assign clk_en = state[I_RUN_A] | state[I_RUN_B];
    assign switching = state[I_DRAIN_A] | state[I_DRAIN_B];
endmodule
