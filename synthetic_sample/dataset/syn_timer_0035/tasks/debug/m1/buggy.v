module syn_timer_0035_canonical_case (
    input  wire       clk,
    input  wire       rst_ni,
    input  wire       tick,
    input  wire       kick,
    input  wire       ack,
    output reg  [1:0] stage,
    output reg        timed_out
);
    localparam S_WAIT0 = 2'd0;
    localparam S_WAIT1 = 2'd1;
    localparam S_WAIT2 = 2'd2;
    localparam S_TIMEOUT = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_WAIT0: begin
                if (tick && !kick)
                    state_next = S_WAIT1;
            end
            S_WAIT1: begin
                if (kick)
                    state_next = S_WAIT0;
                else if (tick)
                    state_next = S_WAIT2;
            end
            S_WAIT2: begin
                if (kick)
                    state_next = S_WAIT0;
                else if (tick)
                    state_next = S_TIMEOUT;
            end
            S_TIMEOUT: begin
                if (1'b1)
                    state_next = S_WAIT0;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (!rst_ni)
            state <= S_WAIT0;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_WAIT0: begin stage = 2'd0; timed_out = 1'b0; end
            S_WAIT1: begin stage = 2'd1; timed_out = 1'b0; end
            S_WAIT2: begin stage = 2'd2; timed_out = 1'b0; end
            S_TIMEOUT: begin stage = 2'd3; timed_out = 1'b1; end
            default: begin stage = 2'd0; timed_out = 1'b0; end
        endcase
    end
endmodule
