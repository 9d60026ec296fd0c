module syn_arbiter_0024_canonical_case (
    input  wire       clk,
    input  wire       resetn,
    input  wire       req,
    input  wire       owner_ok,
    input  wire       done,
    input  wire       busy,
    output reg  [1:0] acq_step,
    output reg        granted
);
    localparam S_S0 = 3'd0;
    localparam S_S1 = 3'd1;
    localparam S_S2 = 3'd2;
    localparam S_GRANTED_HOLD0 = 3'd3;
    localparam S_GRANTED = 3'd4;
    reg [2:0] state;
    reg [2:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_S0: begin
                if (req)
                    state_next = S_S1;
            end
            S_S1: begin
                if (!busy)
                    state_next = S_S2;
                else if (!req)
                    state_next = S_S0;
            end
            S_S2: begin
                if (owner_ok)
                    state_next = S_GRANTED_HOLD0;
                else if (!req)
                    state_next = S_S0;
            end
            S_GRANTED_HOLD0: begin
                if (1'b1)
                    state_next = S_GRANTED;
            end
            S_GRANTED: begin
                if (done)
                    state_next = S_S0;
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
            S_S0: begin acq_step = 2'd0; granted = 1'b0; end
            S_S1: begin acq_step = 2'd1; granted = 1'b0; end
            S_S2: begin acq_step = 2'd2; granted = 1'b0; end
            S_GRANTED_HOLD0: begin acq_step = 2'd3; granted = 1'b1; end
            S_GRANTED: begin acq_step = 2'd3; granted = 1'b1; end
            default: begin acq_step = 2'd0; granted = 1'b0; end
        endcase
    end
endmodule
