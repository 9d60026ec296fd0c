module interrupt_0002_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       completion,
    input  wire       service,
    input  wire [2:0] threshold,
    output reg  [2:0] event_count,
    output wire       irq,
    output wire       saturated
);
    reg [2:0] event_count_next;

    always @* begin
        if (service && completion)
            event_count_next = 3'd1;
        else if (service)
            event_count_next = 3'd0;
        else if (completion)
            event_count_next = event_count + 3'd1;
        else
            event_count_next = event_count;
    end

    always @(posedge clk) begin
        if (rst) begin
            event_count <= 3'd0;
        end else begin
            event_count <= event_count_next;
        end
    end

    assign irq = event_count != 3'd0 && event_count >= threshold;
    assign saturated = event_count == 3'd7;
endmodule
