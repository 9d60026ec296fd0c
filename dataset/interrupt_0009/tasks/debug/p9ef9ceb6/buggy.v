module interrupt_0009_nested_if (
    input  wire clk,
    input  wire rst_n,
    input  wire sleep_req,
    input  wire irq_pending,
    input  wire idle_ack,
    output wire clk_en,
    input wire power_down,
    output wire wake_irq
);
    localparam ST_WAKE = 2'd0;
    localparam ST_SLEEP = 2'd1;
    localparam ST_DRAIN = 2'd2;
    localparam ST_RUN = 2'd3;
    reg [1:0] current;

    always @(posedge clk) begin
        if (!rst_n) begin
            current <= ST_RUN;
        end else if (current == ST_RUN) begin
            if (sleep_req && !irq_pending)
                current <= ST_DRAIN;
        end else if (current == ST_DRAIN) begin
            if (irq_pending)
                current <= ST_RUN;
            else if (idle_ack)
                current <= ST_SLEEP;
        end else if (current == ST_SLEEP) begin
            if (irq_pending)
                current <= ST_WAKE;
        end else if (current == ST_WAKE) begin
            if (1'b1)
                current <= ST_RUN;
        end
    end

    assign clk_en = (current == ST_RUN) ? 1'b1 : (current == ST_DRAIN) ? 1'b1 : (current == ST_WAKE) ? 1'b1 : 1'b0;
    assign power_down = (current == ST_DRAIN) ? 1'b1 : (current == ST_SLEEP) ? 1'b1 : 1'b0;
    assign wake_irq = (current == ST_WAKE) ? 1'b1 : 1'b0;
endmodule
