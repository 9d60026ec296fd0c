module syn_rate_limiter_0032_canonical_case (
    input  wire       clk,
    input  wire       resetn,
    input  wire       fire,
    input  wire       tick,
    input  wire       cancel,
    output reg  [1:0] cool_step,
    output reg        ready
);
    localparam S_S0 = 3'd0;
    localparam S_S1 = 3'd1;
    localparam S_READY_HOLD0 = 3'd2;
    localparam S_READY_HOLD1 = 3'd3;
    localparam S_READY = 3'd4;
    reg [2:0] state;
    reg [2:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_S0: begin
                if (fire)
                    state_next = S_S1;
            end
            S_S1: begin
                if (tick)
                    state_next = S_READY_HOLD0;
            end
            S_READY_HOLD0: begin
                if (1'b1)
                    state_next = S_READY_HOLD1;
            end
            S_READY_HOLD1: begin
                if (1'b1)
                    state_next = S_READY;
            end
            S_READY: begin
                if (fire)
                    state_next = S_S1;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (!resetn)
            state <= S_S0;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_S0: begin cool_step = 2'd0; ready = 1'b0; end
            S_S1: begin cool_step = 2'd1; ready = 1'b0; end
            S_READY_HOLD0: begin cool_step = 2'd2; ready = 1'b1; end
            S_READY_HOLD1: begin cool_step = 2'd2; ready = 1'b1; end
            S_READY: begin cool_step = 2'd2; ready = 1'b1; end
            default: begin cool_step = 2'd0; ready = 1'b0; end
        endcase
    end
endmodule
