module interrupt_0003_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       irq_req,
    input  wire [3:0] holdoff_len,
    output reg  [3:0] holdoff,
    output wire       irq_out,
    output wire       throttled
);
    reg [3:0] holdoff_next;

    always @* begin
        if (irq_req && holdoff == 4'd0)
            holdoff_next = holdoff_len;
        else if (holdoff != 4'd0)
            holdoff_next = holdoff - 4'd1;
        else
            holdoff_next = holdoff;
    end

    always @(posedge clk) begin
        if (rst) begin
            holdoff <= 4'd0;
        end else begin
            holdoff <= holdoff_next;
        end
    end

    assign irq_out = irq_req && holdoff == 4'd0;
    assign throttled = irq_req && holdoff != 4'd0;
endmodule
