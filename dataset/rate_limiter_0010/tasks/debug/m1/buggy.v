module rate_limiter_0010_canonical_case (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       violation,
    input  wire       timer_expired,
    output reg        admit,
    output reg  [1:0] standing
);
    localparam S_GOOD = 2'd0;
    localparam S_WARNED = 2'd1;
    localparam S_BLOCKED = 2'd2;
    localparam S_PROBATION = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_GOOD: begin
                if (violation)
                    state_next = S_WARNED;
            end
            S_WARNED: begin
                if (violation)
                    state_next = S_BLOCKED;
                else if (1'b0)
                    state_next = S_GOOD;
            end
            S_BLOCKED: begin
                if (timer_expired)
                    state_next = S_PROBATION;
            end
            S_PROBATION: begin
                if (violation)
                    state_next = S_BLOCKED;
                else if (timer_expired)
                    state_next = S_GOOD;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (!rst_n)
            state <= S_GOOD;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_GOOD: begin admit = 1'b1; standing = 2'd0; end
            S_WARNED: begin admit = 1'b1; standing = 2'd1; end
            S_BLOCKED: begin admit = 1'b0; standing = 2'd2; end
            S_PROBATION: begin admit = 1'b1; standing = 2'd3; end
            default: begin admit = 1'b0; standing = 2'd0; end
        endcase
    end
endmodule
