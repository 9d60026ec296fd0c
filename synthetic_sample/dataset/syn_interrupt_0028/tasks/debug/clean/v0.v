module syn_interrupt_0028_canonical_case (
    input  wire       clk,
    input  wire       srst,
    input  wire       irq,
    input  wire       cpu_ack,
    input  wire       eoi,
    input  wire       mask,
    output reg  [1:0] step,
    output reg        in_service
);
    localparam S_S0 = 3'd0;
    localparam S_S1 = 3'd1;
    localparam S_IN_SERVICE_HOLD0 = 3'd2;
    localparam S_IN_SERVICE_HOLD1 = 3'd3;
    localparam S_IN_SERVICE_HOLD2 = 3'd4;
    localparam S_IN_SERVICE = 3'd5;
    reg [2:0] state;
    reg [2:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_S0: begin
                if (irq)
                    state_next = S_S1;
            end
            S_S1: begin
                if (mask)
                    state_next = S_S0;
                else if (cpu_ack)
                    state_next = S_IN_SERVICE_HOLD0;
            end
            S_IN_SERVICE_HOLD0: begin
                if (1'b1)
                    state_next = S_IN_SERVICE_HOLD1;
            end
            S_IN_SERVICE_HOLD1: begin
                if (1'b1)
                    state_next = S_IN_SERVICE_HOLD2;
            end
            S_IN_SERVICE_HOLD2: begin
                if (1'b1)
                    state_next = S_IN_SERVICE;
            end
            S_IN_SERVICE: begin
                if (eoi)
                    state_next = S_S0;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (srst)
            state <= S_S0;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_S0: begin step = 2'd0; in_service = 1'b0; end
            S_S1: begin step = 2'd1; in_service = 1'b0; end
            S_IN_SERVICE_HOLD0: begin step = 2'd2; in_service = 1'b1; end
            S_IN_SERVICE_HOLD1: begin step = 2'd2; in_service = 1'b1; end
            S_IN_SERVICE_HOLD2: begin step = 2'd2; in_service = 1'b1; end
            S_IN_SERVICE: begin step = 2'd2; in_service = 1'b1; end
            default: begin step = 2'd0; in_service = 1'b0; end
        endcase
    end
endmodule
