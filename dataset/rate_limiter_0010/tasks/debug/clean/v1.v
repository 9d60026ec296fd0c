module rate_limiter_0010_onehot_case (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       violation,
    input  wire       timer_expired,
    output wire       admit,
    output wire [1:0] standing
);
    localparam I_GOOD = 0;
    localparam I_WARNED = 1;
    localparam I_BLOCKED = 2;
    localparam I_PROBATION = 3;
    reg [3:0] state;
    reg [3:0] state_next;

    always @* begin
        state_next = 4'd0;
        case (1'b1)
            state[I_GOOD]: begin
                if (violation)
                    state_next[I_WARNED] = 1'b1;
                else
                    state_next[I_GOOD] = 1'b1;
            end
            state[I_WARNED]: begin
                if (violation)
                    state_next[I_BLOCKED] = 1'b1;
                else if (timer_expired)
                    state_next[I_GOOD] = 1'b1;
                else
                    state_next[I_WARNED] = 1'b1;
            end
            state[I_BLOCKED]: begin
                if (timer_expired)
                    state_next[I_PROBATION] = 1'b1;
                else
                    state_next[I_BLOCKED] = 1'b1;
            end
            state[I_PROBATION]: begin
                if (violation)
                    state_next[I_BLOCKED] = 1'b1;
                else if (timer_expired)
                    state_next[I_GOOD] = 1'b1;
                else
                    state_next[I_PROBATION] = 1'b1;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (!rst_n)
            state <= 4'd1;
        else
            state <= state_next;
    end

    assign admit = state[I_GOOD] | state[I_WARNED] | state[I_PROBATION];
    assign standing = ({2{state[I_WARNED]}} & 2'd1) | ({2{state[I_BLOCKED]}} & 2'd2) | ({2{state[I_PROBATION]}} & 2'd3);
endmodule
