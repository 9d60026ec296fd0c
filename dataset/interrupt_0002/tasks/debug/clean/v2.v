module interrupt_0002_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       completion,
    input  wire       service,
    input  wire [2:0] threshold,
    output wire [2:0] event_count,
    output wire       irq,
    output wire       saturated
);
    reg [2:0] event_count_r;
    wire [2:0] event_count_d = rst ? 3'd0 :
                               (service && completion) ? 3'd1 :
                               service ? 3'd0 :
                               (completion && event_count_r != 3'd7) ? event_count_r + 3'd1 :
                               event_count_r;

    always @(posedge clk) begin
        event_count_r <= event_count_d;
    end

    assign event_count = event_count_r;
    assign irq = event_count_r != 3'd0 && event_count_r >= threshold;
    assign saturated = event_count_r == 3'd7;
endmodule
