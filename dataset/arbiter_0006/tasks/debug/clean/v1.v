module arbiter_0006_onehot_case (
    input  wire clk,
    input  wire reset,
    input  wire urgent_req,
    input  wire normal_req,
    output wire grant_urgent,
    output wire grant_normal
);
    localparam I_FREE = 0;
    localparam I_NORMAL = 1;
    localparam I_URGENT = 2;
    reg [2:0] state;
    reg [2:0] state_next;

    always @* begin
        state_next = 3'd0;
        case (1'b1)
            state[I_FREE]: begin
                if (urgent_req)
                    state_next[I_URGENT] = 1'b1;
                else if (normal_req)
                    state_next[I_NORMAL] = 1'b1;
                else
                    state_next[I_FREE] = 1'b1;
            end
            state[I_NORMAL]: begin
                if (urgent_req)
                    state_next[I_URGENT] = 1'b1;
                else if (!normal_req)
                    state_next[I_FREE] = 1'b1;
                else
                    state_next[I_NORMAL] = 1'b1;
            end
            state[I_URGENT]: begin
                if (!urgent_req && normal_req)
                    state_next[I_NORMAL] = 1'b1;
                else if (!urgent_req)
                    state_next[I_FREE] = 1'b1;
                else
                    state_next[I_URGENT] = 1'b1;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (reset)
            state <= 3'd1;
        else
            state <= state_next;
    end

    assign grant_urgent = state[I_URGENT];
    assign grant_normal = state[I_NORMAL];
endmodule
