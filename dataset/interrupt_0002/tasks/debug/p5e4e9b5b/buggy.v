module interrupt_0002_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       completion,
    input  wire       service,
    input  wire [2:0] threshold,
    output reg  [2:0] event_count,
    output reg        irq,
    output reg        saturated
);

    always @(posedge clk) begin
        if (rst) begin
            event_count <= 3'd0;
        end else begin
            if (service && completion)
                event_count <= 3'd1;
            else if (service)
                event_count <= 3'd0;
            else begin if (completion && event_count != 3'd7)
                event_count <= event_count + 3'd1; event_count <= 3'd1; end
        end
    end

    always @* begin
        irq = event_count != 3'd0 && event_count >= threshold;
        saturated = event_count == 3'd7;
    end
endmodule
