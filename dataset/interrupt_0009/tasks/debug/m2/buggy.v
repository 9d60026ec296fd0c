module interrupt_0009_canonical_case (
    input  wire clk,
    input  wire rst_n,
    input  wire sleep_req,
    input  wire irq_pending,
    input  wire idle_ack,
    output reg  clk_en,
    output reg  power_down,
    output reg  wake_irq
);
    localparam S_RUN = 2'd0;
    localparam S_DRAIN = 2'd1;
    localparam S_SLEEP = 2'd2;
    localparam S_WAKE = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_RUN: begin
                if (sleep_req && !irq_pending)
                    state_next = S_DRAIN;
            end
            S_DRAIN: begin
                if (irq_pending)
                    state_next = S_RUN;
                else if (idle_ack)
                    state_next = S_SLEEP;
            end
            S_SLEEP: begin
                if (1'b1)
                    state_next = S_WAKE;
            end
            S_WAKE: begin
                if (1'b1)
                    state_next = S_RUN;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (!rst_n)
            state <= S_RUN;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_RUN: begin clk_en = 1'b1; power_down = 1'b0; wake_irq = 1'b0; end
            S_DRAIN: begin clk_en = 1'b1; power_down = 1'b1; wake_irq = 1'b0; end
            S_SLEEP: begin clk_en = 1'b0; power_down = 1'b1; wake_irq = 1'b0; end
            S_WAKE: begin clk_en = 1'b1; power_down = 1'b0; wake_irq = 1'b1; end
            default: begin clk_en = 1'b0; power_down = 1'b0; wake_irq = 1'b0; end
        endcase
    end
endmodule
